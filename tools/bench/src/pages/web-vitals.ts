/** A `layout-shift` performance entry, as the page's observer records it. */
export interface LayoutShift {
  /** Milliseconds since navigation start. */
  readonly startTime: number;
  readonly value: number;
  /** Shifts within 500 ms of an input are expected and do not count. */
  readonly hadRecentInput: boolean;
}

/**
 * Cumulative Layout Shift as Chrome reports it: shifts are grouped in session windows (a window
 * ends after a 1 s gap or at 5 s long) and CLS is the largest window's sum.
 */
export function cumulativeLayoutShift(shifts: readonly LayoutShift[]): number {
  let largest = 0;
  let windowSum = 0;
  let windowStart = Number.NEGATIVE_INFINITY;
  let previous = Number.NEGATIVE_INFINITY;
  for (const shift of [...shifts].sort((a, b) => a.startTime - b.startTime)) {
    if (shift.hadRecentInput) continue;
    if (shift.startTime - previous > 1000 || shift.startTime - windowStart > 5000) {
      windowSum = 0;
      windowStart = shift.startTime;
    }
    windowSum += shift.value;
    previous = shift.startTime;
    largest = Math.max(largest, windowSum);
  }
  return largest;
}

/** The middle value (the mean of the two middle ones for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/**
 * Runs in the page before anything else (as an init script): records largest-contentful-paint
 * candidates and layout shifts, buffered from navigation start, on `window.__gioVitals`.
 */
export const VITALS_OBSERVER_SCRIPT = `(() => {
  const vitals = { lcp: [], shifts: [] };
  Object.defineProperty(window, '__gioVitals', { value: vitals });
  // The element as a short selector with the start of its text, to tell which one it was.
  const describe = (element) => {
    if (!element) return '';
    const classes = typeof element.className === 'string' && element.className.trim() ? '.' + element.className.trim().split(/\\s+/).join('.') : '';
    const text = (element.textContent || '').trim().replace(/\\s+/g, ' ').slice(0, 40);
    return element.tagName.toLowerCase() + classes + (text ? ' "' + text + '"' : '');
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      vitals.lcp.push({ startTime: entry.startTime, size: entry.size, url: entry.url || '', element: describe(entry.element) });
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) vitals.shifts.push({ startTime: entry.startTime, value: entry.value, hadRecentInput: entry.hadRecentInput });
  }).observe({ type: 'layout-shift', buffered: true });
})();`;

/** What the observer script collected. */
export interface RecordedVitals {
  /** `element`: tag, classes and the start of its text. */
  readonly lcp: readonly { startTime: number; size: number; url: string; element: string }[];
  readonly shifts: readonly LayoutShift[];
}
