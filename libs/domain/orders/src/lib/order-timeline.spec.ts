import {
  FulfillmentMethod,
  FulfillmentStatus as F,
  OrderType,
  ShipmentStatus as Sh,
} from '@gio/domain-enums';
import { statusTimeline } from './order-timeline';

const delivery = {
  orderType: OrderType.STANDARD,
  fulfillmentMethod: FulfillmentMethod.LOCAL_DELIVERY,
};
const carrier = {
  orderType: OrderType.STANDARD,
  fulfillmentMethod: FulfillmentMethod.CARRIER_DELIVERY,
};
const pickup = {
  orderType: OrderType.EXPRESS_PICKUP,
  fulfillmentMethod: FulfillmentMethod.IN_STORE_PICKUP,
};

describe('statusTimeline (accounts.md §4 status tracks)', () => {
  it('shows a new order as its first step with the usual way to delivery ahead', () => {
    expect(statusTimeline('fulfillment', delivery, F.NEW)).toEqual([
      { status: F.NEW, state: 'current' },
      { status: F.RECEIVED, state: 'upcoming' },
      { status: F.CONFIRMED, state: 'upcoming' },
      { status: F.SHOPPING, state: 'upcoming' },
      { status: F.COMPLETE_SHOPPING, state: 'upcoming' },
      { status: F.IN_TRANSIT, state: 'upcoming' },
      { status: F.DELIVERED, state: 'upcoming' },
    ]);
  });

  it('marks the passed steps of an order on its way, and carrier orders travel shipped', () => {
    expect(
      statusTimeline('fulfillment', carrier, F.SHIPPED).map((step) => [step.status, step.state]),
    ).toEqual([
      [F.NEW, 'done'],
      [F.RECEIVED, 'done'],
      [F.CONFIRMED, 'done'],
      [F.SHOPPING, 'done'],
      [F.COMPLETE_SHOPPING, 'done'],
      [F.SHIPPED, 'current'],
      [F.DELIVERED, 'upcoming'],
    ]);
  });

  it('ends pickup orders picked up by the customer', () => {
    const steps = statusTimeline('fulfillment', pickup, F.CONFIRMED);
    expect(steps.at(-1)).toEqual({ status: F.PICKED_UP_BY_CUSTOMER, state: 'upcoming' });
    expect(steps.some((step) => step.status === F.IN_TRANSIT)).toBe(false);
  });

  it('shows nothing ahead once the order is cancelled', () => {
    expect(statusTimeline('fulfillment', delivery, F.CANCELLED)).toEqual([
      { status: F.NEW, state: 'done' },
      { status: F.CANCELLED, state: 'current' },
    ]);
  });

  it('follows the shipment track to delivery', () => {
    expect(statusTimeline('shipment', delivery, Sh.CREATED)).toEqual([
      { status: Sh.CREATED, state: 'current' },
      { status: Sh.SHIPPED, state: 'upcoming' },
      { status: Sh.DELIVERED, state: 'upcoming' },
    ]);
    expect(statusTimeline('shipment', delivery, Sh.DELIVERED)).toEqual([
      { status: Sh.CREATED, state: 'done' },
      { status: Sh.SHIPPED, state: 'done' },
      { status: Sh.DELIVERED, state: 'current' },
    ]);
  });

  it('shows only the current status for a number the track does not have', () => {
    expect(statusTimeline('shipment', delivery, 42)).toEqual([{ status: 42, state: 'current' }]);
  });
});
