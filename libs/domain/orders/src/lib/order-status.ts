import {
  FulfillmentMethod,
  FulfillmentStatus as F,
  OrderToFulfillerStatus as O,
  OrderType,
  ShipmentStatus as Sh,
} from '@gio/domain-enums';

/**
 * The three status tracks of an order (accounts.md §4 "Status enumerations"; the spec lists the
 * values and shows no transitions, so these tables are the shop's design, repeated in the
 * gateway README). Operators move the fulfilment track; the other two follow it (see
 * `FOLLOWERS`), and may also be moved by hand along their own tables.
 *
 * Fulfilment:
 *
 * | from | to |
 * | --- | --- |
 * | NEW 0 | RECEIVED 1, CANCELLED 9 |
 * | RECEIVED 1 | CONFIRMED 2, CANCELLED 9, FAILED_TO_FULFILL 10 |
 * | CONFIRMED 2 | SHOPPING 3, CANCELLED 9, FAILED_TO_FULFILL 10 |
 * | SHOPPING 3 | COMPLETE_SHOPPING 4, FAILED_TO_FULFILL 10 |
 * | COMPLETE_SHOPPING 4 | IN_TRANSIT 5 (local and express delivery), SHIPPED 7 (carrier), PICKED_UP_BY_CUSTOMER 6 (pickup), FAILED_TO_FULFILL 10 |
 * | IN_TRANSIT 5 | DELIVERED 8, FAILED_TO_FULFILL 10 |
 * | SHIPPED 7 | DELIVERED 8, FAILED_TO_FULFILL 10 |
 *
 * PICKED_UP_BY_CUSTOMER, DELIVERED, CANCELLED and FAILED_TO_FULFILL are final. A customer may
 * cancel until shopping starts (NEW, RECEIVED, CONFIRMED).
 */
export const FULFILLMENT_TRANSITIONS: Readonly<Record<F, readonly F[]>> = {
  [F.NEW]: [F.RECEIVED, F.CANCELLED],
  [F.RECEIVED]: [F.CONFIRMED, F.CANCELLED, F.FAILED_TO_FULFILL],
  [F.CONFIRMED]: [F.SHOPPING, F.CANCELLED, F.FAILED_TO_FULFILL],
  [F.SHOPPING]: [F.COMPLETE_SHOPPING, F.FAILED_TO_FULFILL],
  [F.COMPLETE_SHOPPING]: [F.IN_TRANSIT, F.SHIPPED, F.PICKED_UP_BY_CUSTOMER, F.FAILED_TO_FULFILL],
  [F.IN_TRANSIT]: [F.DELIVERED, F.FAILED_TO_FULFILL],
  [F.SHIPPED]: [F.DELIVERED, F.FAILED_TO_FULFILL],
  [F.PICKED_UP_BY_CUSTOMER]: [],
  [F.DELIVERED]: [],
  [F.CANCELLED]: [],
  [F.FAILED_TO_FULFILL]: [],
};

/**
 * Order-to-fulfiller (accounts.md §4; the hand-over of the order to the fulfiller's system):
 *
 * | from | to |
 * | --- | --- |
 * | CREATED 0 | SENT_TO_FULFILLER 1, ON_FRAUD_QUEUE 2, ERROR 6, CANCELLED 7 |
 * | ON_FRAUD_QUEUE 2 | CHECKING_FOR_FRAUD 3, CANCELLED 7 |
 * | CHECKING_FOR_FRAUD 3 | SENT_TO_FULFILLER 1, CANCELLED 7 |
 * | SENT_TO_FULFILLER 1 | ON_FULFILLMENT_QUEUE 4, ERROR 6, CANCELLED 7 |
 * | ON_FULFILLMENT_QUEUE 4 | COMPLETED 5, ERROR 6, CANCELLED 7 |
 * | ERROR 6 | SENT_TO_FULFILLER 1 (retry), CANCELLED 7 |
 *
 * COMPLETED and CANCELLED are final.
 */
export const ORDER_TO_FULFILLER_TRANSITIONS: Readonly<Record<O, readonly O[]>> = {
  [O.CREATED]: [O.SENT_TO_FULFILLER, O.ON_FRAUD_QUEUE, O.ERROR, O.CANCELLED],
  [O.ON_FRAUD_QUEUE]: [O.CHECKING_FOR_FRAUD, O.CANCELLED],
  [O.CHECKING_FOR_FRAUD]: [O.SENT_TO_FULFILLER, O.CANCELLED],
  [O.SENT_TO_FULFILLER]: [O.ON_FULFILLMENT_QUEUE, O.ERROR, O.CANCELLED],
  [O.ON_FULFILLMENT_QUEUE]: [O.COMPLETED, O.ERROR, O.CANCELLED],
  [O.ERROR]: [O.SENT_TO_FULFILLER, O.CANCELLED],
  [O.COMPLETED]: [],
  [O.CANCELLED]: [],
};

/**
 * Shipment (accounts.md §4):
 *
 * | from | to |
 * | --- | --- |
 * | CREATED 0 | SHIPPED 1, CANCELLED 3 |
 * | SHIPPED 1 | DELIVERED 2, FAILED 4 |
 * | FAILED 4 | SHIPPED 1 (another attempt), CANCELLED 3 |
 *
 * DELIVERED and CANCELLED are final.
 */
export const SHIPMENT_TRANSITIONS: Readonly<Record<Sh, readonly Sh[]>> = {
  [Sh.CREATED]: [Sh.SHIPPED, Sh.CANCELLED],
  [Sh.SHIPPED]: [Sh.DELIVERED, Sh.FAILED],
  [Sh.FAILED]: [Sh.SHIPPED, Sh.CANCELLED],
  [Sh.DELIVERED]: [],
  [Sh.CANCELLED]: [],
};

/** The three status tracks of an order (accounts.md §4 "Status enumerations"). */
export type StatusTrack = 'fulfillment' | 'orderToFulfiller' | 'shipment';

/** Each track's values (accounts.md §4 enumerations) and its transition table. */
export const TRACKS = {
  fulfillment: {
    values: F,
    transitions: FULFILLMENT_TRANSITIONS as Readonly<Record<number, readonly number[]>>,
  },
  orderToFulfiller: {
    values: O,
    transitions: ORDER_TO_FULFILLER_TRANSITIONS as Readonly<Record<number, readonly number[]>>,
  },
  shipment: {
    values: Sh,
    transitions: SHIPMENT_TRANSITIONS as Readonly<Record<number, readonly number[]>>,
  },
} as const;

/** The name of a status number on a track, as accounts.md §4 spells it (DELIVERED for fulfilment 8). */
export function statusName(track: StatusTrack, value: number): string {
  const entry = Object.entries(TRACKS[track].values).find(([, number]) => number === value);
  return entry ? entry[0] : String(value);
}

/** A status of a track (accounts.md §4) from its name (any case) or number; null if the track has no such status. */
export function parseStatus(track: StatusTrack, input: string): number | null {
  const values = TRACKS[track].values as Readonly<Record<string, number>>;
  if (/^[0-9]{1,2}$/.test(input)) {
    const number = Number(input);
    return Object.values(values).includes(number) ? number : null;
  }
  return values[input.toUpperCase().replace(/[\s-]/g, '_')] ?? null;
}

/** What an order is, for the moves that depend on it (accounts.md §4 order types, fulfilment methods). */
export interface OrderShape {
  readonly orderType: number;
  readonly fulfillmentMethod: number;
}

/** Pickup orders (order type EXPRESS_PICKUP or method in-store pickup, accounts.md §4) end PICKED_UP_BY_CUSTOMER; delivered ones never do. */
export function isPickup(order: OrderShape): boolean {
  return (
    order.orderType === OrderType.EXPRESS_PICKUP ||
    order.fulfillmentMethod === FulfillmentMethod.IN_STORE_PICKUP
  );
}

/** Carrier orders travel SHIPPED; local and express deliveries travel IN_TRANSIT. */
function isCarrier(order: OrderShape): boolean {
  return (
    order.fulfillmentMethod === FulfillmentMethod.CARRIER_DELIVERY &&
    order.orderType !== OrderType.EXPRESS
  );
}

/** Whether a move is allowed on a track for this order (accounts.md §4 tracks: the tables, plus the pickup and carrier rules). */
export function canMove(track: StatusTrack, order: OrderShape, from: number, to: number): boolean {
  if (!(TRACKS[track].transitions[from] ?? []).includes(to)) return false;
  if (track !== 'fulfillment') return true;
  if (to === F.PICKED_UP_BY_CUSTOMER) return isPickup(order);
  if (to === F.IN_TRANSIT) return !isPickup(order) && !isCarrier(order);
  if (to === F.SHIPPED) return !isPickup(order) && isCarrier(order);
  return true;
}

/**
 * The shortest path of moves from `from` to `to` on a track (accounts.md §4 tracks; breadth-first
 * over the table), so that an operator can name the target and the order passes every status on
 * the way; null when the target cannot be reached. Failure statuses are never passed through.
 */
export function pathTo(
  track: StatusTrack,
  order: OrderShape,
  from: number,
  to: number,
): number[] | null {
  if (from === to) return [];
  const previous = new Map<number, number>([[from, from]]);
  const queue = [from];
  while (queue.length > 0) {
    const at = queue.shift() as number;
    for (const next of TRACKS[track].transitions[at] ?? []) {
      if (previous.has(next) || !canMove(track, order, at, next)) continue;
      previous.set(next, at);
      if (next === to) {
        const path = [to];
        let step = at;
        while (step !== from) {
          path.unshift(step);
          step = previous.get(step) as number;
        }
        return path;
      }
      if (TRACKS[track].transitions[next]?.length) queue.push(next);
    }
  }
  return null;
}

/** Customers may cancel until shopping starts (accounts.md §4 "Order-history and cancellation", §7 cancel-order). */
export const CANCELLABLE_FULFILLMENT: ReadonlySet<number> = new Set([
  F.NEW,
  F.RECEIVED,
  F.CONFIRMED,
]);

/** Fulfilment statuses that close an order (accounts.md §4; the final statuses of the fulfilment table). */
export const FINAL_FULFILLMENT: ReadonlySet<number> = new Set([
  F.PICKED_UP_BY_CUSTOMER,
  F.DELIVERED,
  F.CANCELLED,
  F.FAILED_TO_FULFILL,
]);

/** Fulfilment statuses of a completed order, the customer has the goods (accounts.md §4). */
export const COMPLETED_FULFILLMENT: ReadonlySet<number> = new Set([
  F.PICKED_UP_BY_CUSTOMER,
  F.DELIVERED,
]);

/**
 * How the other two tracks follow a fulfilment move (accounts.md §4 tracks): when fulfilment
 * reaches a key, each listed track is walked (along its own table) to the status given, if it is
 * not there yet. FAILED_TO_FULFILL's shipment target depends on the shipment: see `followerTargets`.
 */
export const FOLLOWERS: Readonly<Partial<Record<F, { orderToFulfiller?: O; shipment?: Sh }>>> = {
  [F.RECEIVED]: { orderToFulfiller: O.ON_FULFILLMENT_QUEUE },
  [F.IN_TRANSIT]: { shipment: Sh.SHIPPED },
  [F.SHIPPED]: { shipment: Sh.SHIPPED },
  [F.DELIVERED]: { orderToFulfiller: O.COMPLETED, shipment: Sh.DELIVERED },
  [F.PICKED_UP_BY_CUSTOMER]: { orderToFulfiller: O.COMPLETED, shipment: Sh.CANCELLED },
  [F.CANCELLED]: { orderToFulfiller: O.CANCELLED, shipment: Sh.CANCELLED },
  [F.FAILED_TO_FULFILL]: { orderToFulfiller: O.CANCELLED },
};

/**
 * Where a fulfilment status puts the other two tracks (accounts.md §4 tracks, `FOLLOWERS`): a
 * failed fulfilment fails a shipment already on its way and cancels one not sent yet.
 */
export function followerTargets(
  fulfillment: number,
  shipmentStatus: number,
): { orderToFulfiller?: O; shipment?: Sh } {
  const targets = { ...FOLLOWERS[fulfillment as F] };
  if (fulfillment === F.FAILED_TO_FULFILL)
    targets.shipment = shipmentStatus === Sh.SHIPPED ? Sh.FAILED : Sh.CANCELLED;
  return targets;
}
