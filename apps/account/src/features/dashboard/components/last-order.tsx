import type { OrderSummaryView } from '@gio/contracts';
import { EmptyState } from '@gio/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDateFormat } from '../../../lib/use-date-format';
import { useBalance } from '../../../lib/use-money';
import { OrderStatusBadge } from '../../orders/components/order-status-badge';

/**
 * The newest order and where it stands, in words (the human status labels of @gio/domain-orders:
 * the fulfilment track, accounts.md §4), leading to that order's page and to the order history.
 * Before the first order, a way back to the shop.
 */
export function LastOrder({ order }: { order: OrderSummaryView | null }) {
  const { t } = useTranslation('common');
  const formatDate = useDateFormat();
  const money = useBalance();
  if (!order) {
    return (
      <EmptyState
        headingLevel={3}
        title={t('account.dashboard.no_order_title')}
        description={t('account.dashboard.no_order_description')}
        actions={
          <a className="acc-button-link" href="/">
            {t('account.dashboard.start_shopping')}
          </a>
        }
      />
    );
  }
  return (
    <article className="acc-card" aria-labelledby="acc-last-order-title">
      <div className="acc-card__body">
        <h3 id="acc-last-order-title" className="acc-card__title">
          <Link to={`/account/order/${order.gid}`}>{t('account.dashboard.order_number', { gid: order.gid })}</Link>
          <OrderStatusBadge status={order.fulfillmentStatus} name={order.fulfillmentStatusName} />
        </h3>
        <p className="acc-card__eyebrow">
          {t('account.dashboard.order_line', {
            date: formatDate(order.createdAt),
            count: order.itemCount,
            total: money(order.pricingInfo.totalPrice),
          })}
        </p>
      </div>
      <div className="acc-card__actions">
        <Link className="acc-button-link acc-button-link--secondary" to="/account/order-history">
          {t('account.orders.all_orders')}
        </Link>
      </div>
    </article>
  );
}
