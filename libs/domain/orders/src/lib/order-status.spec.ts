import {
  FulfillmentMethod,
  FulfillmentStatus as F,
  OrderToFulfillerStatus as O,
  OrderType,
  ShipmentStatus as Sh,
} from '@gio/domain-enums';
import {
  CANCELLABLE_FULFILLMENT,
  FINAL_FULFILLMENT,
  FULFILLMENT_TRANSITIONS,
  ORDER_TO_FULFILLER_TRANSITIONS,
  SHIPMENT_TRANSITIONS,
  canMove,
  followerTargets,
  parseStatus,
  pathTo,
  statusName,
} from './order-status';

const carrier = {
  orderType: OrderType.STANDARD,
  fulfillmentMethod: FulfillmentMethod.CARRIER_DELIVERY,
};
const local = {
  orderType: OrderType.STANDARD,
  fulfillmentMethod: FulfillmentMethod.LOCAL_DELIVERY,
};
const express = {
  orderType: OrderType.EXPRESS,
  fulfillmentMethod: FulfillmentMethod.CARRIER_DELIVERY,
};
const pickup = {
  orderType: OrderType.EXPRESS_PICKUP,
  fulfillmentMethod: FulfillmentMethod.IN_STORE_PICKUP,
};

describe('order status tables', () => {
  it('cover every status of accounts.md §4 on each track', () => {
    expect(Object.keys(FULFILLMENT_TRANSITIONS).map(Number)).toEqual(
      expect.arrayContaining(Object.values(F)),
    );
    expect(Object.keys(ORDER_TO_FULFILLER_TRANSITIONS).map(Number)).toEqual(
      expect.arrayContaining(Object.values(O)),
    );
    expect(Object.keys(SHIPMENT_TRANSITIONS).map(Number)).toEqual(
      expect.arrayContaining(Object.values(Sh)),
    );
  });

  it('make the closing fulfilment statuses final and allow cancelling only until shopping starts', () => {
    for (const status of FINAL_FULFILLMENT)
      expect(FULFILLMENT_TRANSITIONS[status as F]).toEqual([]);
    expect([...CANCELLABLE_FULFILLMENT].sort()).toEqual([F.NEW, F.RECEIVED, F.CONFIRMED]);
    for (const [from, targets] of Object.entries(FULFILLMENT_TRANSITIONS))
      expect(targets.includes(F.CANCELLED)).toBe(CANCELLABLE_FULFILLMENT.has(Number(from)));
  });

  it.each([
    ['carrier', carrier, F.SHIPPED],
    ['local delivery', local, F.IN_TRANSIT],
    ['express', express, F.IN_TRANSIT],
  ] as const)('walks a %s order from NEW to DELIVERED through %s', (_kind, order, travel) => {
    expect(pathTo('fulfillment', order, F.NEW, F.DELIVERED)).toEqual([
      F.RECEIVED,
      F.CONFIRMED,
      F.SHOPPING,
      F.COMPLETE_SHOPPING,
      travel,
      F.DELIVERED,
    ]);
  });

  it('ends a pickup order PICKED_UP_BY_CUSTOMER and never DELIVERED', () => {
    expect(pathTo('fulfillment', pickup, F.NEW, F.PICKED_UP_BY_CUSTOMER)).toEqual([
      F.RECEIVED,
      F.CONFIRMED,
      F.SHOPPING,
      F.COMPLETE_SHOPPING,
      F.PICKED_UP_BY_CUSTOMER,
    ]);
    expect(pathTo('fulfillment', pickup, F.NEW, F.DELIVERED)).toBeNull();
    expect(canMove('fulfillment', carrier, F.COMPLETE_SHOPPING, F.PICKED_UP_BY_CUSTOMER)).toBe(
      false,
    );
    expect(canMove('fulfillment', carrier, F.COMPLETE_SHOPPING, F.IN_TRANSIT)).toBe(false);
  });

  it('finds no way back and none out of a final status', () => {
    expect(pathTo('fulfillment', carrier, F.SHOPPING, F.CONFIRMED)).toBeNull();
    expect(pathTo('fulfillment', carrier, F.DELIVERED, F.CANCELLED)).toBeNull();
    expect(pathTo('fulfillment', carrier, F.SHOPPING, F.CANCELLED)).toBeNull();
    expect(pathTo('fulfillment', carrier, F.NEW, F.NEW)).toEqual([]);
  });

  it('walks the other tracks along their own tables', () => {
    expect(pathTo('orderToFulfiller', carrier, O.CREATED, O.COMPLETED)).toEqual([
      O.SENT_TO_FULFILLER,
      O.ON_FULFILLMENT_QUEUE,
      O.COMPLETED,
    ]);
    expect(pathTo('orderToFulfiller', carrier, O.ON_FRAUD_QUEUE, O.SENT_TO_FULFILLER)).toEqual([
      O.CHECKING_FOR_FRAUD,
      O.SENT_TO_FULFILLER,
    ]);
    expect(pathTo('shipment', carrier, Sh.FAILED, Sh.DELIVERED)).toEqual([
      Sh.SHIPPED,
      Sh.DELIVERED,
    ]);
    expect(pathTo('shipment', carrier, Sh.DELIVERED, Sh.SHIPPED)).toBeNull();
  });

  it('reads statuses by name or number and names them back', () => {
    expect(parseStatus('fulfillment', 'delivered')).toBe(F.DELIVERED);
    expect(parseStatus('fulfillment', 'picked-up by customer')).toBe(F.PICKED_UP_BY_CUSTOMER);
    expect(parseStatus('shipment', '2')).toBe(Sh.DELIVERED);
    expect(parseStatus('shipment', '7')).toBeNull();
    expect(parseStatus('orderToFulfiller', 'LOST')).toBeNull();
    expect(statusName('orderToFulfiller', O.ON_FRAUD_QUEUE)).toBe('ON_FRAUD_QUEUE');
  });

  it('moves the other tracks after fulfilment, failing a shipment on its way and cancelling one not sent', () => {
    expect(followerTargets(F.DELIVERED, Sh.SHIPPED)).toEqual({
      orderToFulfiller: O.COMPLETED,
      shipment: Sh.DELIVERED,
    });
    expect(followerTargets(F.FAILED_TO_FULFILL, Sh.SHIPPED)).toEqual({
      orderToFulfiller: O.CANCELLED,
      shipment: Sh.FAILED,
    });
    expect(followerTargets(F.FAILED_TO_FULFILL, Sh.CREATED)).toEqual({
      orderToFulfiller: O.CANCELLED,
      shipment: Sh.CANCELLED,
    });
    expect(followerTargets(F.CONFIRMED, Sh.CREATED)).toEqual({});
  });
});
