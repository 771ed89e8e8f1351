import { ClientMessage } from '@gio/domain-enums';
import type { TrackingEvent } from './envelope';

/** Where batches are posted on the tracking server (accounts.md §7 "Tracking beacon"). */
export const TRACKING_PATH = '/track';

/** The tracking endpoint of a configured server url (accounts.md §7): {serverUrl}/track. */
export function trackingEndpoint(serverUrl: string): string {
  return `${serverUrl.trim().replace(/\/+$/, '')}${TRACKING_PATH}`;
}

export interface TrackerOptions {
  readonly enabled: boolean;
  readonly serverUrl?: string | null;
  /** Receives accepted events, usually a tracking queue. */
  readonly queue?: { enqueue(event: TrackingEvent): void };
}

export interface Tracker {
  readonly enabled: boolean;
  /** The /track url, or null when tracking is off. */
  readonly endpoint: string | null;
  /** Hands an event to the queue; false when tracking is off. */
  track(event: TrackingEvent): boolean;
}

/**
 * Tracking shim (accounts.md §8): throws 'Pensieve server not initialized' when tracking is
 * enabled but no server url is set; a configuration error surfaces at start-up, not on the first
 * event. When disabled every event is dropped silently.
 */
export function createTracker(options: TrackerOptions): Tracker {
  const serverUrl = options.serverUrl?.trim() ?? '';
  if (options.enabled && serverUrl.length === 0) {
    throw new Error(ClientMessage.TRACKING_NOT_INITIALIZED);
  }
  const enabled = options.enabled;
  return {
    enabled,
    endpoint: enabled ? trackingEndpoint(serverUrl) : null,
    track(event) {
      if (!enabled) return false;
      options.queue?.enqueue(event);
      return true;
    },
  };
}
