import type { CartItemOutcome, CartView } from '@gio/contracts';
import { Button, useMessages } from '@gio/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCart } from '../../../lib/cart';

/**
 * "Add all to cart" of the resume modals: one bulk call (add-list or add-variants-by-ids), whose
 * cart replaces the shown one; the message says how many were added, or the generic error.
 */
export function LinkBulkAddButton({
  add,
  close,
}: {
  add: () => Promise<{ data: { cart: CartView; items: CartItemOutcome[] } }>;
  close: () => void;
}) {
  const { t } = useTranslation('common');
  const cart = useCart();
  const messages = useMessages();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      loading={busy}
      onClick={() => {
        setBusy(true);
        add().then(
          (answer) => {
            cart.setCart(answer.data.cart);
            const count = answer.data.items.filter((item) => item.added > 0).length;
            messages.show({ kind: 'success', text: t('link_modals.added_items', { count }) });
            close();
          },
          () => {
            setBusy(false);
            messages.show({ kind: 'error', text: t('cart.add_variant_error') });
          },
        );
      }}
    >
      {t('link_modals.add_all')}
    </Button>
  );
}
