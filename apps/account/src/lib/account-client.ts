import {
  createJsonClient,
  mayReloadAfterBlock,
  UnauthorizedError,
  UNAUTHORIZED_LOGOUT_PATH,
  type FetchLike,
  type JsonClient,
  type LoggerLike,
} from '@gio/data-access';
import { isSignedInOnlyPath } from '@gio/domain-shell';
import { loginUrl, type PageEnvironment } from './navigation';

/**
 * The session's CSRF token. The gateway inlines it in the page; a password change rotates the
 * session and answers the new one, which replaces it here so later calls keep working.
 */
export interface CsrfHolder {
  get: () => string | undefined | Promise<string | undefined>;
  set: (token: string) => void;
}

/**
 * The inlined token, or (Vite's dev server, no gateway page) the session's token fetched once
 * with `fetchToken` (GET /api/session).
 */
export function createCsrfHolder(
  initial: string | undefined,
  fetchToken?: () => Promise<string>,
): CsrfHolder {
  let token = initial;
  let pending: Promise<string | undefined> | null = null;
  return {
    get: () => {
      if (token !== undefined || !fetchToken) return token;
      pending ??= fetchToken().then(
        (fetched) => (token = fetched),
        () => {
          pending = null;
          return undefined;
        },
      );
      return pending;
    },
    set: (next) => {
      token = next;
      pending = null;
    },
  };
}

export interface AccountClientOptions {
  environment: PageEnvironment;
  csrf: CsrfHolder;
  fetch?: FetchLike;
  console?: LoggerLike;
}

/**
 * The data-access JSON helper (CSRF header, same-origin credentials, the status handling of
 * accounts.md §8) with the account app's way out of a lost session: a 401 on a signed-in page
 * goes straight to `/login?redirect=<this page>` (the gateway would send a reload of the page
 * there anyway), a 401 elsewhere to /unauthorized-logout, and a 403 reloads the page (at most
 * once per `Retry-After` window: the reloaded page meets the gateway's challenge, never a loop). The error
 * is still thrown, so the page shows that it is leaving rather than an error to retry.
 */
export function createAccountClient(options: AccountClientOptions): JsonClient {
  const { environment } = options;
  const inner = createJsonClient({
    fetch: options.fetch,
    console: options.console,
    getCsrfToken: options.csrf.get,
    // The helper's own reload is replaced by the redirect below.
    location: undefined,
  });
  const leaveOnUnauthorized = (error: unknown): never => {
    if (error instanceof UnauthorizedError) {
      if (error.status === 401) {
        const here = environment.currentUrl();
        environment.fullPageLoad(
          isSignedInOnlyPath(here) ? loginUrl(here) : UNAUTHORIZED_LOGOUT_PATH,
        );
      } else if (mayReloadAfterBlock(error.retryAfterSeconds, environment.reloadStorage)) {
        environment.reload();
      }
    }
    throw error;
  };
  return {
    request: (method, url, body, requestOptions) =>
      inner.request(method, url, body, requestOptions).catch(leaveOnUnauthorized),
    get: (url, requestOptions) => inner.get(url, requestOptions).catch(leaveOnUnauthorized),
    post: (url, body, requestOptions) =>
      inner.post(url, body, requestOptions).catch(leaveOnUnauthorized),
    put: (url, body, requestOptions) =>
      inner.put(url, body, requestOptions).catch(leaveOnUnauthorized),
    delete: (url, body, requestOptions) =>
      inner.delete(url, body, requestOptions).catch(leaveOnUnauthorized),
  } as JsonClient;
}
