import type { OrderView } from '@gio/contracts';
import { statusLabelKey, statusName, statusTimeline, type StatusTrack } from '@gio/domain-orders';
import { VisuallyHidden } from '@gio/ui';
import { useTranslation } from 'react-i18next';

/**
 * One status track of the order as a list of steps (statusTimeline of @gio/domain-orders):
 * passed steps checked, the current one marked (aria-current="step"), the ones ahead greyed.
 */
function Track({
  track,
  order,
  current,
  labelledBy,
}: {
  track: StatusTrack;
  order: OrderView;
  current: number;
  labelledBy: string;
}) {
  const { t } = useTranslation('common');
  return (
    <ol className="acc-timeline" aria-labelledby={labelledBy}>
      {statusTimeline(track, order, current).map((step) => {
        const key = statusLabelKey(track, step.status);
        return (
          <li
            key={step.status}
            className={`acc-timeline__step acc-timeline__step--${step.state}`}
            aria-current={step.state === 'current' ? 'step' : undefined}
          >
            <span className="acc-timeline__dot" aria-hidden="true" />
            <span>{key ? t(key) : statusName(track, step.status)}</span>
            <VisuallyHidden> ({t(`account.orders.step_${step.state}`)})</VisuallyHidden>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * The order's timeline (accounts.md §4 status tracks): its fulfilment, then its shipment when it
 * travels (a pickup order has none to show).
 */
export function OrderTimeline({
  order,
  withShipment,
}: {
  order: OrderView;
  withShipment: boolean;
}) {
  const { t } = useTranslation('common');
  return (
    <section className="acc-section acc-no-print" aria-labelledby="acc-order-timeline">
      <h2 id="acc-order-timeline" className="acc-section__title">
        {t('account.orders.timeline_title')}
      </h2>
      <div className="acc-timeline-grid">
        <div>
          <h3 id="acc-order-track-fulfillment" className="acc-timeline__title">
            {t('account.orders.track_order')}
          </h3>
          <Track
            track="fulfillment"
            order={order}
            current={order.fulfillmentStatus}
            labelledBy="acc-order-track-fulfillment"
          />
        </div>
        {withShipment ? (
          <div>
            <h3 id="acc-order-track-shipment" className="acc-timeline__title">
              {t('account.orders.track_shipment')}
            </h3>
            <Track
              track="shipment"
              order={order}
              current={order.shipmentStatus}
              labelledBy="acc-order-track-shipment"
            />
          </div>
        ) : null}
      </div>
    </section>
  );
}
