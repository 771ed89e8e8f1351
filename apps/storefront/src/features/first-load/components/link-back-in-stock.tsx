import type { VariantView } from '@gio/contracts';
import { ListErrorCode } from '@gio/contracts';
import { ApiError } from '@gio/data-access';
import { useApiClient } from '@gio/shell';
import { Button, Spinner } from '@gio/ui';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { notifyWhenInStock } from '../../../lib/api/notify-when-in-stock';
import { useLinkTask } from '../hooks/link-task';
import type { LinkModal } from '../lib/link-modal';
import { LinkProduct } from './link-product';

function BackInStockNotify({ variant, close }: { variant: VariantView; close: () => void }) {
  const { t } = useTranslation('common');
  const client = useApiClient();
  const [state, retry] = useLinkTask(() =>
    notifyWhenInStock(client, {
      variantId: variant.id,
      warehouseId: variant.warehouse.id,
      fulfillerVariantFulfillmentMethod: variant.fulfillmentMethodType,
    }),
  );
  const inStock =
    state.status === 'error' &&
    state.error instanceof ApiError &&
    state.error.code === ListErrorCode.VARIANT_IN_STOCK;
  return (
    <>
      <LinkProduct variant={variant} />
      <div aria-live="polite">
        {state.status === 'pending' ? <Spinner showLabel /> : null}
        {state.status === 'done' ? <p>{t('stock.notify_confirmed')}</p> : null}
        {inStock ? <p>{t('link_modals.back_in_stock_available')}</p> : null}
        {state.status === 'error' && !inStock ? (
          <p role="alert">{t('form.api_error_message_default')}</p>
        ) : null}
      </div>
      <div className="sf-modal-actions">
        {state.status === 'error' && !inStock ? (
          <Button variant="secondary" onClick={retry}>
            {t('actions.retry')}
          </Button>
        ) : null}
        <Button onClick={close}>{t('actions.close')}</Button>
      </div>
    </>
  );
}

/**
 * Back-in-stock notify (storefront.md §4 "Back in stock"): the shopper came back signed in from
 * the login dialog with the action notify-back-in-stock; the request is sent now and confirmed
 * here, as a signed-in shopper's click would have been.
 */
export function linkBackInStockModal(variant: VariantView, t: TFunction): LinkModal {
  return {
    title: t('stock.notify_me'),
    variant: 'small',
    content: (controls) => <BackInStockNotify variant={variant} close={controls.close} />,
  };
}
