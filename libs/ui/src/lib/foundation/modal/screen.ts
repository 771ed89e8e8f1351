import { Breakpoints } from '@gio/domain-enums';

/** Media query for screens at or above the modal desktop breakpoint (600 px). */
export const MODAL_DESKTOP_QUERY = `(min-width: ${Breakpoints.MODAL_DESKTOP}px)`;

/** True below 600 px. Without `matchMedia` (server rendering) the screen counts as desktop. */
export function isBelowModalDesktop(): boolean {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return false;
  return !window.matchMedia(MODAL_DESKTOP_QUERY).matches;
}
