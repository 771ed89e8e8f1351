import { Timing } from '@gio/domain-enums';
import type { Clock } from '@gio/domain-time';

/** A box in page or viewport coordinates; a DOMRect fits. */
export interface Rect {
  readonly top: number;
  readonly left: number;
  readonly bottom: number;
  readonly right: number;
}

/**
 * Impression visibility (accounts.md §4 "Tracking"): an item counts only when it is fully inside
 * the viewport or its scroll container; touching an edge is inside.
 */
export function isFullyInside(rect: Rect, container: Rect): boolean {
  return (
    rect.top >= container.top &&
    rect.left >= container.left &&
    rect.bottom <= container.bottom &&
    rect.right <= container.right
  );
}

export interface ImpressionCandidate {
  readonly id: string;
  readonly rect: Rect;
}

export type ImpressionCheck =
  { readonly throttled: true } | { readonly throttled: false; readonly counted: readonly string[] };

export interface ImpressionTracker {
  /**
   * Checks the items against the container. Returns the ids that count now for the first time;
   * throttled when the previous check ran less than the throttle ago.
   */
  check(items: readonly ImpressionCandidate[], container: Rect): ImpressionCheck;
  isCounted(id: string): boolean;
  /** Forgets counted items, for a new page. */
  reset(): void;
}

/**
 * Impression tracker (accounts.md §4 "Tracking", §9): an item fully inside the container is
 * counted and marked so it counts once; checks are throttled to one per 200 ms (leading edge).
 * The caller re-checks when scrolling stops so the last position is never missed.
 */
export function createImpressionTracker(options: {
  readonly clock: Clock;
  readonly throttleMs?: number;
}): ImpressionTracker {
  const throttleMs = options.throttleMs ?? Timing.IMPRESSION_THROTTLE;
  const counted = new Set<string>();
  let lastCheck: number | null = null;

  return {
    check(items, container) {
      const now = options.clock.now();
      if (lastCheck !== null && now - lastCheck < throttleMs && now >= lastCheck)
        return { throttled: true };
      lastCheck = now;
      const fresh: string[] = [];
      for (const item of items) {
        if (counted.has(item.id) || !isFullyInside(item.rect, container)) continue;
        counted.add(item.id);
        fresh.push(item.id);
      }
      return { throttled: false, counted: fresh };
    },
    isCounted: (id) => counted.has(id),
    reset() {
      counted.clear();
      lastCheck = null;
    },
  };
}
