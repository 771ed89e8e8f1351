import type { OrderSummaryView } from '@gio/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDateFormat } from '../../../lib/use-date-format';
import { useBalance } from '../../../lib/use-money';
import { fulfillmentMethodKey } from '../lib/order-text';
import { OrderStatusBadge } from './order-status-badge';
import './orders.css';

/** One order of the history: its number (a link to the order), status, date, items, total and how it arrives. */
export function OrderRow({ order }: { order: OrderSummaryView }) {
  const { t } = useTranslation('common');
  const formatDate = useDateFormat();
  const money = useBalance();
  const titleId = `acc-order-${order.gid}`;
  const methodKey = fulfillmentMethodKey(order.fulfillmentMethod);
  return (
    <article className="acc-card acc-order-row" aria-labelledby={titleId}>
      <div className="acc-card__body">
        <h2 id={titleId} className="acc-card__title">
          <Link to={`/account/order/${order.gid}`}>
            {t('account.orders.order_number', { gid: order.gid })}
          </Link>
          <OrderStatusBadge status={order.fulfillmentStatus} name={order.fulfillmentStatusName} />
        </h2>
        <p className="acc-card__eyebrow">
          {t('account.orders.row_line', {
            date: formatDate(order.createdAt),
            count: order.itemCount,
            total: money(order.pricingInfo.totalPrice),
          })}
        </p>
        {methodKey ? <p className="acc-card__eyebrow">{t(methodKey)}</p> : null}
      </div>
    </article>
  );
}
