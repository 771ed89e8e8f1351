import { ApiError, NetworkOfflineError, UnauthorizedError } from '@gio/data-access';

/** What a page says when its data did not come, as a translation key of `common`. */
export type LoadFailure = 'leaving' | 'offline' | 'not-found' | 'unavailable';

/**
 * Why a load failed, in the terms a person can act on: the session ended (the client is already
 * taking them to sign in), the network is down (try again), the thing is gone, or the server
 * failed (try again later).
 */
export function loadFailureOf(error: unknown): LoadFailure {
  if (error instanceof UnauthorizedError) return 'leaving';
  if (error instanceof NetworkOfflineError) return 'offline';
  if (error instanceof ApiError && error.status === 404) return 'not-found';
  return 'unavailable';
}
