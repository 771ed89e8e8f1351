import { Button, useMessages, useModal } from '@gio/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../../lib/api-client';
import { useCart } from '../../cart/components/cart-provider';
import { mergeCart } from '../api/merge-cart';
import { CartDifferencesContent } from '../components/cart-differences-content';

/**
 * The cart's first-load modal (storefront.md §4 "First-load modal": cart merge comes before
 * cart differences, one modal only): a signed-in shopper with a guest cart is asked to merge it
 * (POST /api/carts/merge), otherwise what changed since the last visit is shown once.
 */
export function useCartFirstLoadModal(): void {
  const cart = useCart();
  const modal = useModal();
  const client = useApiClient();
  const messages = useMessages();
  const { t } = useTranslation('common');
  const shown = useRef(false);
  const { pendingMerge, differences, setCart } = cart;

  useEffect(() => {
    if (shown.current || cart.cart === null) return;
    if (pendingMerge !== null) {
      shown.current = true;
      modal.open({
        id: 'cart-merge',
        variant: 'small',
        title: t('cart_page.merge_title'),
        description: t('cart_page.merge_description', { count: pendingMerge.totalQuantity }),
        content: ({ close }) => (
          <div className="sf-modal-actions">
            <Button
              onClick={() => {
                mergeCart(client).then(
                  (answer) => {
                    setCart(answer.data.cart);
                    messages.show({ kind: 'success', text: t('cart_page.merge_done') });
                    close();
                  },
                  () => messages.show({ kind: 'error', text: t('cart_page.merge_error') }),
                );
              }}
            >
              {t('cart_page.merge_accept')}
            </Button>
            <Button variant="secondary" onClick={close}>
              {t('cart_page.merge_later')}
            </Button>
          </div>
        ),
      });
      return;
    }
    if (differences?.hasDifferences) {
      shown.current = true;
      modal.open({
        id: 'cart-differences',
        title: t('cart_page.diff_title'),
        content: ({ close }) => (
          <>
            <CartDifferencesContent differences={differences} />
            <div className="sf-modal-actions">
              <Button onClick={close}>{t('cart_page.diff_ok')}</Button>
            </div>
          </>
        ),
      });
    }
  }, [cart.cart, client, differences, messages, modal, pendingMerge, setCart, t]);
}
