import { ClientMessage } from '@gio/domain-enums';
import { appOfPath, isSitePath } from './apps';

/** A location as the router reports it. */
export interface RouteLocation {
  readonly pathname: string;
  readonly search?: string;
}

/** History navigation kinds, as react-router names them. */
export type NavigationType = 'PUSH' | 'POP' | 'REPLACE';

function normalizedSearch(search: string | undefined): string {
  if (!search || search === '?') return '';
  return search.startsWith('?') ? search : `?${search}`;
}

/**
 * Routing (storefront.md §4): a navigation to a new path or query fetches the page data; a
 * replace-type navigation does not (it only rewrites the address, for example the brand filter),
 * and neither does a hash-only change.
 */
export function shouldFetchPageData(
  prev: RouteLocation | null | undefined,
  next: RouteLocation,
  navigationType: NavigationType,
): boolean {
  if (navigationType === 'REPLACE') return false;
  if (!prev) return true;
  return (
    prev.pathname !== next.pathname ||
    normalizedSearch(prev.search) !== normalizedSearch(next.search)
  );
}

/** Routing (storefront.md §4): back navigation restores the scroll position; other navigations start at the top. */
export function shouldRestoreScroll(navigationType: NavigationType): boolean {
  return navigationType === 'POP';
}

/** The page-data response (storefront.md §7 "Page data"): a redirect or data. */
export interface PageDataResponse<T> {
  readonly redirect?: string | null;
  readonly data?: T | null;
}

export type PageDataOutcome<T> =
  | { readonly kind: 'data'; readonly data: T }
  | { readonly kind: 'navigate'; readonly to: string }
  | { readonly kind: 'full-page-load'; readonly url: string; readonly message?: string };

/**
 * Page-data fetch outcome (storefront.md §4 "Routing", §7, §8): a redirect to a storefront path
 * is followed in the app; any other redirect, the account app's paths included (`appOfPath`:
 * between the two apps a link is a full page load), by a full-page load; a failed fetch or a
 * response without data logs 'SPA Error' and falls back to a full-page load of the requested url.
 */
export function resolvePageData<T>(
  requestedUrl: string,
  result:
    | { readonly ok: true; readonly body: PageDataResponse<T> | null | undefined }
    | { readonly ok: false },
): PageDataOutcome<T> {
  const spaError = {
    kind: 'full-page-load',
    url: requestedUrl,
    message: ClientMessage.SPA_ERROR,
  } as const;
  if (!result.ok || !result.body) return spaError;
  const { redirect, data } = result.body;
  if (typeof redirect === 'string' && redirect.length > 0) {
    return isSitePath(redirect) && appOfPath(redirect) === 'storefront'
      ? { kind: 'navigate', to: redirect }
      : { kind: 'full-page-load', url: redirect };
  }
  if (data === null || data === undefined) return spaError;
  return { kind: 'data', data };
}

/** What the whole app renders (storefront.md §2 "Maintenance"). */
export type AppScreen = 'maintenance' | 'render-error' | 'app';

/**
 * Maintenance (storefront.md §2, §8): the maintenance-mode flag replaces the whole app; a render
 * error shows TEMPORARILY UNAVAILABLE with a support contact.
 */
export function chooseMaintenance(input: {
  readonly maintenanceMode: boolean;
  readonly hasRenderError: boolean;
}): AppScreen {
  if (input.maintenanceMode) return 'maintenance';
  return input.hasRenderError ? 'render-error' : 'app';
}

/** The message of the render-error screen (storefront.md §8). */
export const RENDER_ERROR_MESSAGE: string = ClientMessage.TEMPORARILY_UNAVAILABLE;

/** Render error reset (storefront.md §8): the error boundary resets when the canonical url changes. */
export function shouldResetRenderError(
  prevCanonical: string | null | undefined,
  nextCanonical: string | null | undefined,
): boolean {
  return (prevCanonical ?? '') !== (nextCanonical ?? '');
}
