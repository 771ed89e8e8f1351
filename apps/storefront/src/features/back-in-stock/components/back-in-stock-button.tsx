import type { ListedVariantView } from '@gio/contracts';
import { useApiClient } from '@gio/shell';
import { BackInStockDialog, Button, Modal, type BackInStockStatus } from '@gio/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { backInStockLoginUrl } from '../login-url';

type Dialog = { kind: 'none' } | { kind: 'login' } | { kind: 'request'; status: BackInStockStatus };

/**
 * Notify-when-back-in-stock (storefront.md §4): a signed-in shopper's request is sent at once and
 * confirmed in a dialog; a guest gets the full-page login dialog with the action
 * notify-back-in-stock and a redirect back to this page. Excluded variants offer nothing.
 */
export function BackInStockButton({
  variant,
  signedIn,
}: {
  variant: ListedVariantView;
  signedIn: boolean;
}) {
  const { t } = useTranslation('common');
  const client = useApiClient();
  const location = useLocation();
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' });
  if (variant.excludedFromBackInStockNotification) return null;

  const send = () => {
    setDialog({ kind: 'request', status: 'submitting' });
    // Loaded on use: the call's contract schemas (zod) stay out of the product page's first load.
    import('../../../lib/api/notify-when-in-stock')
      .then(({ notifyWhenInStock }) =>
        notifyWhenInStock(client, {
          variantId: variant.id,
          warehouseId: variant.warehouse.id,
          fulfillerVariantFulfillmentMethod: variant.fulfillmentMethodType,
        }),
      )
      .then(
        () => setDialog({ kind: 'request', status: 'confirmed' }),
        () => setDialog({ kind: 'request', status: 'error' }),
      );
  };
  const onClick = () => (signedIn ? send() : setDialog({ kind: 'login' }));
  const image = variant.images[0];
  const close = () => setDialog({ kind: 'none' });

  return (
    <>
      <Button variant="secondary" onClick={onClick}>
        {t('stock.notify_me')}
      </Button>
      <Modal
        open={dialog.kind === 'login'}
        onClose={close}
        variant="login"
        title={t('navigation.login')}
        description={t('storefront.back_in_stock.login_required')}
      >
        <a
          className="sf-button-link"
          href={backInStockLoginUrl(`${location.pathname}${location.search}`, variant.id)}
        >
          {t('navigation.login')}
        </a>
      </Modal>
      <BackInStockDialog
        open={dialog.kind === 'request'}
        status={dialog.kind === 'request' ? dialog.status : 'submitting'}
        productName={variant.name}
        productImage={
          image ? { src: image.original, width: image.width, height: image.height } : null
        }
        onClose={close}
        onRetry={send}
      />
    </>
  );
}
