import type { TrackingEvent } from '@gio/domain-tracking';

/** The earliest time a `timestamptz` takes from ISO text: PostgreSQL has no year 0000. */
const EARLIEST_STORABLE_MS = Date.parse('0001-01-01T00:00:00.000Z');

/** A problem found: where in the event, and what. */
export interface UnstorableIssue {
  readonly path: readonly (string | number)[];
  readonly message: string;
}

function nulPath(value: unknown, path: (string | number)[]): (string | number)[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = nulPath(item, [...path, index]);
      if (found) return found;
    }
    return null;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000')) return [...path, key];
      const found = nulPath(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

/**
 * What the envelope schema lets through but `tracking_events` cannot hold: a NUL character
 * (PostgreSQL text and jsonb refuse it) and a time before year 1 (an event flagged as an error
 * skips the timestamp check, so '0000-01-01T…' passes the schema). Such an event is refused
 * alone at the door, like a malformed one, instead of failing the batch it would be written in.
 */
export function unstorableIssue(event: TrackingEvent): UnstorableIssue | null {
  const nul = nulPath(event, []);
  if (nul) return { path: nul, message: 'must not contain a NUL character' };
  if (Date.parse(event.isoTimestamp) < EARLIEST_STORABLE_MS) {
    return { path: ['isoTimestamp'], message: 'must be in year 1 or later' };
  }
  return null;
}
