import type { OrderView } from '@gio/contracts';
import { attachOpenUntil, isPickup, paymentStatusLabelKey } from '@gio/domain-orders';
import { Button, Notice } from '@gio/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Deferred } from '../../../lib/deferred';
import { useDateFormat } from '../../../lib/use-date-format';
import { addressLines, addressName } from '../../addresses/lib/address-text';
import type { CancellationReason } from '../api/list-cancellation-reasons';
import { fulfillmentMethodKey } from '../lib/order-text';
import { CancelOrder } from './cancel-order';
import { OrderLines } from './order-lines';
import { OrderStatusBadge } from './order-status-badge';
import { OrderTimeline } from './order-timeline';
import { PricingSummary } from './pricing-summary';
import './orders.css';

const DATE_TIME: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
};

/** The chosen reason of a cancelled order, by its label in the reasons list (nothing if the list did not come). */
function CancellationReasonText({
  reasons,
  id,
}: {
  reasons: Promise<CancellationReason[]>;
  id: string;
}) {
  const { t } = useTranslation('common');
  return (
    <Deferred
      resolve={reasons}
      fallback={null}
      what={t('account.orders.reasons_what')}
      errorFallback={null}
    >
      {(list) => {
        const label = list.find((reason) => reason.id === id)?.label;
        return label ? <p>{t('account.orders.cancelled_reason', { reason: label })}</p> : null;
      }}
    </Deferred>
  );
}

/** The order's copy of the address, with the parts the address book always has filled in. */
function parts(address: NonNullable<OrderView['shippingAddress']>) {
  return {
    ...address,
    firstName: address.firstName ?? '',
    lastName: address.lastName ?? '',
    addressLine1: address.addressLine1 ?? '',
    city: address.city ?? '',
  };
}

/** The shipping address (or the pickup place) in the address book's own lines. */
function Place({ order }: { order: OrderView }) {
  const { t } = useTranslation('common');
  const pickup = isPickup(order);
  const address = order.shippingAddress;
  return (
    <section className="acc-section" aria-labelledby="acc-order-place">
      <h2 id="acc-order-place" className="acc-section__title">
        {pickup ? t('account.orders.pickup_title') : t('account.orders.address_title')}
      </h2>
      {address ? (
        <address className="acc-address__lines">
          {[addressName(parts(address)), ...addressLines(parts(address))]
            .filter((line) => line.trim() !== '')
            .map((line) => (
              <span key={line}>{line}</span>
            ))}
        </address>
      ) : (
        <p>{pickup ? t('account.orders.pickup_unknown') : t('account.orders.address_unknown')}</p>
      )}
      {order.deliveryInstructions ? (
        <p>{t('account.orders.instructions', { text: order.deliveryInstructions })}</p>
      ) : null}
    </section>
  );
}

interface OrderDetailsProps {
  order: OrderView;
  reasons: Promise<CancellationReason[]>;
  /** When the page rendered (epoch ms): the attach window is decided against it. */
  now: number;
}

/**
 * One order (accounts.md §3 Order): status, facts, place, lines, pricing, timeline; cancel while
 * allowed; order again, add items while the attach window is open, and a printable receipt.
 */
export function OrderDetails({ order, reasons, now }: OrderDetailsProps) {
  const { t } = useTranslation('common');
  const formatDate = useDateFormat();
  const methodKey = fulfillmentMethodKey(order.fulfillmentMethod);
  const paymentKey = paymentStatusLabelKey(order.paymentMethod.status);
  // A payment at the door is both the method and its status ("Thanh toán khi nhận hàng"): said once.
  const paymentStatus =
    paymentKey && t(paymentKey) !== order.paymentMethod.label ? t(paymentKey) : null;
  // The server closes the window for what the rule alone cannot see (an organisation's order).
  const attachUntil = order.attachOpenUntil === null ? null : attachOpenUntil(order, now);
  return (
    <div className="acc-stack acc-stack--sections acc-order">
      <div className="acc-order__toolbar acc-no-print">
        <Button variant="secondary" onClick={() => window.print()}>
          {t('account.orders.print')}
        </Button>
        <Link
          className="acc-button-link acc-button-link--secondary"
          to={`/account/order/${order.gid}/order-again`}
        >
          {t('account.orders.order_again')}
        </Link>
        {attachUntil ? (
          <Link
            className="acc-button-link acc-button-link--secondary"
            to={`/account/order/${order.gid}/add-items`}
          >
            {t('account.orders.add_items')}
          </Link>
        ) : null}
      </div>
      {attachUntil ? (
        <p className="acc-card__eyebrow acc-no-print">
          {t('account.orders.add_items_until', {
            time: formatDate(attachUntil.toISOString(), DATE_TIME),
          })}
        </p>
      ) : null}

      {order.cancellation ? (
        <Notice
          kind="info"
          title={t('account.orders.cancelled_title', {
            date: formatDate(order.cancellation.cancelledAt, DATE_TIME),
          })}
        >
          <CancellationReasonText reasons={reasons} id={order.cancellation.reason} />
          {order.cancellation.customReason ? (
            <p className="acc-quote">{order.cancellation.customReason}</p>
          ) : null}
        </Notice>
      ) : null}

      <section className="acc-section" aria-labelledby="acc-order-facts">
        <h2 id="acc-order-facts" className="acc-section__title">
          {t('account.orders.facts_title')}
        </h2>
        <dl className="acc-facts">
          <div>
            <dt>{t('account.orders.status')}</dt>
            <dd>
              <OrderStatusBadge
                status={order.fulfillmentStatus}
                name={order.fulfillmentStatusName}
              />
            </dd>
          </div>
          <div>
            <dt>{t('account.orders.placed_at')}</dt>
            <dd>{formatDate(order.createdAt, DATE_TIME)}</dd>
          </div>
          {methodKey ? (
            <div>
              <dt>{t('account.orders.method_label')}</dt>
              <dd>{t(methodKey)}</dd>
            </div>
          ) : null}
          {order.expressDeliveryTimes.length > 0 ? (
            <div>
              <dt>{t('account.orders.express_time')}</dt>
              <dd>{order.expressDeliveryTimes.map((time) => time.timeDisplay).join(', ')}</dd>
            </div>
          ) : null}
          <div>
            <dt>{t('account.orders.payment')}</dt>
            <dd>
              {order.paymentMethod.label}
              {paymentStatus ? ` · ${paymentStatus}` : ''}
            </dd>
          </div>
          {order.promoCodes.length > 0 ? (
            <div>
              <dt>{t('account.orders.promo_codes')}</dt>
              <dd>{order.promoCodes.map((promo) => promo.code).join(', ')}</dd>
            </div>
          ) : null}
          {order.purchaseOrderNumber ? (
            <div>
              <dt>{t('account.orders.purchase_order')}</dt>
              <dd>{order.purchaseOrderNumber}</dd>
            </div>
          ) : null}
        </dl>
        <CancelOrder order={order} reasons={reasons} />
      </section>

      <Place order={order} />
      <OrderLines order={order} />
      <PricingSummary pricing={order.pricingInfo} />
      <OrderTimeline order={order} withShipment={!isPickup(order)} />
    </div>
  );
}
