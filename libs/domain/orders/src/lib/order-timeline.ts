import {
  FulfillmentStatus as F,
  OrderToFulfillerStatus as O,
  ShipmentStatus as Sh,
} from '@gio/domain-enums';
import { isPickup, pathTo, TRACKS, type OrderShape, type StatusTrack } from './order-status';

/** Where one status of a timeline stands for the order: passed, now, or still to come. */
export type TimelineStepState = 'done' | 'current' | 'upcoming';

export interface TimelineStep {
  readonly status: number;
  readonly state: TimelineStepState;
}

/** Every track starts at its status 0 (NEW, CREATED, CREATED: accounts.md §4 enumerations). */
const FIRST_STATUS = 0;

/** The end an order normally reaches on a track: delivered, or picked up for pickup orders. */
function usualEnd(track: StatusTrack, order: OrderShape): number {
  if (track === 'fulfillment') return isPickup(order) ? F.PICKED_UP_BY_CUSTOMER : F.DELIVERED;
  if (track === 'shipment') return Sh.DELIVERED;
  return O.COMPLETED;
}

/**
 * accounts.md §4 "Status enumerations" through the transition tables (order-status.ts): the
 * steps an order has passed on a track (the table's shortest way from the track's first status
 * to the current one, as the operators' moves pass every status on the way), the current step,
 * then — while the order is still open on that track — the usual way on to its end. Only the
 * current status shows when the table cannot reach it (a number the track lacks).
 */
export function statusTimeline(
  track: StatusTrack,
  order: OrderShape,
  current: number,
): TimelineStep[] {
  const passed = current === FIRST_STATUS ? [] : pathTo(track, order, FIRST_STATUS, current);
  const steps: TimelineStep[] =
    passed === null
      ? [{ status: current, state: 'current' }]
      : [FIRST_STATUS, ...passed].map((status) => ({
          status,
          state: status === current ? 'current' : 'done',
        }));
  const isFinal = (TRACKS[track].transitions[current] ?? []).length === 0;
  if (isFinal) return steps;
  const ahead = pathTo(track, order, current, usualEnd(track, order)) ?? [];
  return [...steps, ...ahead.map((status): TimelineStep => ({ status, state: 'upcoming' }))];
}
