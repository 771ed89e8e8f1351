import {
  FulfillmentStatus as F,
  OrderToFulfillerStatus as O,
  PaymentTransactionStatus as P,
  ShipmentStatus as Sh,
} from '@gio/domain-enums';
import { STATUS_LABEL_KEYS, paymentStatusLabelKey, statusLabelKey } from './status-labels';

describe('status labels (accounts.md §4)', () => {
  it('keys each status by its track and its name', () => {
    expect(statusLabelKey('fulfillment', F.PICKED_UP_BY_CUSTOMER)).toBe(
      'order_status.fulfillment.picked_up_by_customer',
    );
    expect(statusLabelKey('orderToFulfiller', O.ON_FRAUD_QUEUE)).toBe(
      'order_status.order_to_fulfiller.on_fraud_queue',
    );
    expect(statusLabelKey('shipment', Sh.DELIVERED)).toBe('order_status.shipment.delivered');
    expect(paymentStatusLabelKey(P.AUTHORIZATION_UNSUCCESSFUL)).toBe(
      'order_status.payment.authorization_unsuccessful',
    );
  });

  it('answers null for a number the track does not have', () => {
    expect(statusLabelKey('shipment', 7)).toBeNull();
    expect(paymentStatusLabelKey(12)).toBeNull();
  });

  it('lists one distinct key per status of every enumeration', () => {
    const count = [F, O, Sh, P].reduce((sum, values) => sum + Object.keys(values).length, 0);
    expect(new Set(STATUS_LABEL_KEYS).size).toBe(count);
    for (const value of Object.values(F))
      expect(STATUS_LABEL_KEYS).toContain(statusLabelKey('fulfillment', value));
    for (const value of Object.values(P))
      expect(STATUS_LABEL_KEYS).toContain(paymentStatusLabelKey(value));
  });
});
