import { OrderErrorCode } from '@gio/contracts';
import { ApiError } from '@gio/data-access';
import { EmptyState } from '@gio/ui';
import { useTranslation } from 'react-i18next';
import { Link, useAsyncError } from 'react-router';
import { LoadError } from '../../../lib/deferred';

/** An order id that is not the shopper's order, or not an order id at all (accounts.md §5 "Order lookup"). */
export function isOrderNotFound(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.status === 404 || (error.status === 400 && error.code === OrderErrorCode.ORDER_GID_INVALID))
  );
}

/**
 * The error of a page about one order: a not-found state (with the way back to the orders) when
 * the order is not there, otherwise the usual error with its retry.
 */
export function OrderLoadError({ what }: { what: string }) {
  const { t } = useTranslation('common');
  const error = useAsyncError();
  if (!isOrderNotFound(error)) return <LoadError what={what} error={error} />;
  return (
    <EmptyState
      title={t('account.order_again.not_found_title')}
      description={t('account.order_again.not_found_description')}
      actions={
        <>
          <Link className="acc-button-link" to="/account/order-history">
            {t('account.order_again.to_orders')}
          </Link>
          <Link className="acc-button-link acc-button-link--secondary" to="/account">
            {t('account.not_found.to_account')}
          </Link>
        </>
      }
    />
  );
}
