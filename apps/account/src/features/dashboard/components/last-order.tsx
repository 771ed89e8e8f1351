import type { OrderSummaryView } from '@gio/contracts';
import { statusLabelKey } from '@gio/domain-orders';
import { EmptyState } from '@gio/ui';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../lib/use-date-format';
import { useBalance } from '../../../lib/use-money';

/**
 * The newest order and where it stands, in words (the human status labels of @gio/domain-orders:
 * the fulfilment track, accounts.md §4). Before the first order, a way back to the shop.
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
  const statusKey = statusLabelKey('fulfillment', order.fulfillmentStatus);
  return (
    <article className="acc-card" aria-labelledby="acc-last-order-title">
      <div className="acc-card__body">
        <h3 id="acc-last-order-title" className="acc-card__title">
          {t('account.dashboard.order_number', { gid: order.gid })}
          <span className="acc-badge">{statusKey ? t(statusKey) : order.fulfillmentStatusName}</span>
        </h3>
        <p className="acc-card__eyebrow">
          {t('account.dashboard.order_line', {
            date: formatDate(order.createdAt),
            count: order.itemCount,
            total: money(order.pricingInfo.totalPrice),
          })}
        </p>
      </div>
    </article>
  );
}
