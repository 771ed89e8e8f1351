/**
 * jsdom has no layout and no `matchMedia`. This stand-in evaluates `min-width`/`max-width`
 * queries against `window.innerWidth`, and `setViewportWidth` lets a test cross a breakpoint
 * and notifies every listener, as a real browser would on resize.
 */
type Listener = (event: MediaQueryListEvent) => void;

const lists = new Set<{ query: string; listeners: Set<Listener>; last: boolean }>();

function evaluate(query: string, width: number): boolean {
  return query.split(',').some((part) => {
    const conditions = [...part.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)];
    if (conditions.length === 0) return false;
    return conditions.every(([, kind, px]) => (kind === 'min' ? width >= Number(px) : width <= Number(px)));
  });
}

export function installMatchMedia(): void {
  window.matchMedia = (query: string): MediaQueryList => {
    const entry = { query, listeners: new Set<Listener>(), last: evaluate(query, window.innerWidth) };
    lists.add(entry);
    const mql = {
      get matches() {
        return evaluate(query, window.innerWidth);
      },
      media: query,
      onchange: null,
      addEventListener: (_type: string, listener: Listener) => entry.listeners.add(listener),
      removeEventListener: (_type: string, listener: Listener) => entry.listeners.delete(listener),
      addListener: (listener: Listener) => entry.listeners.add(listener),
      removeListener: (listener: Listener) => entry.listeners.delete(listener),
      dispatchEvent: () => true,
    };
    return mql as unknown as MediaQueryList;
  };
}

/** Resizes the jsdom window and fires `change` on media query lists whose result flipped. */
export function setViewportWidth(width: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  for (const entry of lists) {
    const matches = evaluate(entry.query, width);
    if (matches !== entry.last) {
      entry.last = matches;
      const event = { matches, media: entry.query } as MediaQueryListEvent;
      entry.listeners.forEach((listener) => listener(event));
    }
  }
  window.dispatchEvent(new Event('resize'));
}

/** jsdom starts at 1024 px wide; tests reset to it so that one test's width never leaks. */
export const DEFAULT_TEST_VIEWPORT_WIDTH = 1024;

export function resetMatchMedia(): void {
  lists.clear();
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: DEFAULT_TEST_VIEWPORT_WIDTH });
}
