import type { TrackingEvent } from '@gio/domain-tracking';
import { controlCharacterPath } from '../http/control-characters';

/** The earliest time a `timestamptz` takes from ISO text: PostgreSQL has no year 0000. */
const EARLIEST_STORABLE_MS = Date.parse('0001-01-01T00:00:00.000Z');

/** A problem found: where in the event, and what. */
export interface UnstorableIssue {
  readonly path: readonly (string | number)[];
  readonly message: string;
}

/**
 * What the envelope schema lets through but `tracking_events` cannot hold: a control character
 * (PostgreSQL text and jsonb refuse NUL; the gateway refuses them all alike) and a time before year 1 (an event flagged as an error
 * skips the timestamp check, so '0000-01-01T…' passes the schema). Such an event is refused
 * alone at the door, like a malformed one, instead of failing the batch it would be written in.
 */
export function unstorableIssue(event: TrackingEvent): UnstorableIssue | null {
  const control = controlCharacterPath(event);
  if (control) return { path: control, message: 'must not contain control characters' };
  if (Date.parse(event.isoTimestamp) < EARLIEST_STORABLE_MS) {
    return { path: ['isoTimestamp'], message: 'must be in year 1 or later' };
  }
  return null;
}
