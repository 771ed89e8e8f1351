import { PaymentTransactionStatus } from '@gio/domain-enums';
import { TRACKS, type StatusTrack } from './order-status';

/**
 * Human labels of the order statuses are translation keys of the `common` catalogue of
 * `@gio/i18n` (Vietnamese by default, English fallback), as the other domain rules return keys
 * rather than text: `order_status.<track>.<status name in lower case>`, with the payment
 * transaction's status under `order_status.payment`.
 */
const TRACK_SEGMENT: Readonly<Record<StatusTrack, string>> = {
  fulfillment: 'fulfillment',
  orderToFulfiller: 'order_to_fulfiller',
  shipment: 'shipment',
};

const keyOf = (segment: string, name: string): string =>
  `order_status.${segment}.${name.toLowerCase()}`;

function nameOf(values: Readonly<Record<string, number>>, value: number): string | null {
  const entry = Object.entries(values).find(([, number]) => number === value);
  return entry ? entry[0] : null;
}

/** The translation key of a status on an order track (accounts.md §4 "Status enumerations"); null for a number the track does not have. */
export function statusLabelKey(track: StatusTrack, value: number): string | null {
  const name = nameOf(TRACKS[track].values, value);
  return name === null ? null : keyOf(TRACK_SEGMENT[track], name);
}

/** The translation key of a payment transaction status (accounts.md §4 "Payment transaction status"); null for an unknown number. */
export function paymentStatusLabelKey(value: number): string | null {
  const name = nameOf(PaymentTransactionStatus, value);
  return name === null ? null : keyOf('payment', name);
}

/** Every status label key (accounts.md §4 enumerations of the three tracks and the payment), for catalogue checks. */
export const STATUS_LABEL_KEYS: readonly string[] = [
  ...(Object.keys(TRACK_SEGMENT) as StatusTrack[]).flatMap((track) =>
    Object.keys(TRACKS[track].values).map((name) => keyOf(TRACK_SEGMENT[track], name)),
  ),
  ...Object.keys(PaymentTransactionStatus).map((name) => keyOf('payment', name)),
];
