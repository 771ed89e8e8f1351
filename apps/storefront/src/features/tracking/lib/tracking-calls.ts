import type { AddToCartInput, ClickInput, ImpressionInput } from '@gio/domain-tracking';

/** One thing to track, before the runtime turns it into an event (accounts.md §3 envelope). */
export type TrackingCall =
  | { kind: 'page-view'; title: string; referrer?: string }
  | { kind: 'impression'; input: ImpressionInput }
  | { kind: 'click'; input: ClickInput }
  | { kind: 'add-to-cart'; input: AddToCartInput };
