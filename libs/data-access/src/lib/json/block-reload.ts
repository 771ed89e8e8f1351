/**
 * How long the page waits after a bot-protection reload before another 403 may reload it again,
 * when the answer named no `Retry-After`.
 */
export const DEFAULT_BLOCK_RELOAD_WINDOW_SECONDS = 60;

const STORAGE_KEY = 'gio:block-reload-until';

/** The part of `sessionStorage` the guard uses; absent on the server and in locked-down browsers. */
export interface ReloadStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * Whether a 403 from bot protection may reload the page now (storefront.md §7: the page reloads
 * so that the gateway can answer the page load with its challenge). At most one reload per
 * `Retry-After` window: a page whose calls are still refused after that reload stays where it is
 * instead of reloading in a loop. Without storage (private mode, server) no reload at all, since
 * nothing could stop a loop.
 */
export function mayReloadAfterBlock(
  retryAfterSeconds: number | undefined,
  storage: ReloadStorage | undefined,
  now: number = Date.now(),
): boolean {
  if (!storage) return false;
  try {
    const until = Number(storage.getItem(STORAGE_KEY));
    if (Number.isFinite(until) && now < until) return false;
    const window =
      retryAfterSeconds && retryAfterSeconds > 0 ? retryAfterSeconds : DEFAULT_BLOCK_RELOAD_WINDOW_SECONDS;
    storage.setItem(STORAGE_KEY, String(now + window * 1000));
    return true;
  } catch {
    return false;
  }
}

/** The `Retry-After` seconds of an answer (the delay form; a date is read as no value). */
export function retryAfterSeconds(headers: { get(name: string): string | null } | undefined): number | undefined {
  const value = headers?.get('retry-after');
  if (!value || !/^\d+$/.test(value.trim())) return undefined;
  return Number(value.trim());
}
