/** DOM helpers for the focus trap. No layout is read, so they behave the same in jsdom. */

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'summary',
  '[contenteditable="true"]',
  '[tabindex]',
].join(',');

/** Elements Tab can reach inside `root`, in tab order (positive tabindex is not used here). */
export function tabbableIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => el.tabIndex >= 0 && !el.closest('[hidden], [inert], [aria-hidden="true"]'),
  );
}

/**
 * Keeps Tab and Shift+Tab inside `root`: from the last element Tab wraps to the first, from
 * the first (or the dialog itself) Shift+Tab wraps to the last. Returns true when it moved
 * focus, so the caller prevents the browser's own move.
 */
export function wrapTab(root: HTMLElement, shiftKey: boolean, active: Element | null): boolean {
  const items = tabbableIn(root);
  if (items.length === 0) {
    root.focus();
    return true;
  }
  const first = items[0];
  const last = items[items.length - 1];
  if (shiftKey && (active === first || active === root || !root.contains(active))) {
    last.focus();
    return true;
  }
  if (!shiftKey && (active === last || !root.contains(active))) {
    first.focus();
    return true;
  }
  return false;
}
