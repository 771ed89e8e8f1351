import { ClientMessage } from '@gio/domain-enums';
import { type ClientEnvironment, type ResponseLike, resolveEnvironment } from './environment';
import {
  ApiError,
  type ApiErrorInit,
  CAPTCHA_REQUIRED,
  CaptchaError,
  ClientErrorCode,
  NetworkOfflineError,
  UnauthorizedError,
} from './errors';
import { mayReloadAfterBlock, retryAfterSeconds } from './block-reload';
import { describeBody, scrubEmails } from './redact';
import type { HttpMethod, JsonClient, JsonResult, RequestOptions } from './types';

/** Where a 401 outside checkout and account sends the shopper (accounts.md §2, §8). */
export const UNAUTHORIZED_LOGOUT_PATH = '/unauthorized-logout';

/**
 * Sections whose pages reload on a 401: their server render sends a signed-out visitor to the
 * login page with the way back, which a client-side redirect would lose.
 */
const RELOAD_ON_UNAUTHORIZED = ['/checkout', '/account'] as const;

export const JSON_HEADERS = {
  'Content-Type': 'application/json',
  // Tells the gateway that a JSON error body is wanted, never an HTML error page.
  'api-json': 'true',
} as const;

export const CSRF_HEADER = 'X-CSRF-Token';

interface Call {
  method: HttpMethod;
  url: string;
  body: unknown;
}

type Parsed = { ok: true; value: unknown } | { ok: false };

/**
 * The generic JSON helper (accounts.md §7) with the status handling of accounts.md §8:
 *
 * - 401: reload on /checkout and /account pages, elsewhere go to /unauthorized-logout;
 *   rejects with UnauthorizedError.
 * - 403: logged as a possible bot-protection block, the page reloads (at most once per
 *   `Retry-After` window, block-reload.ts, so a refused page never loops); rejects with
 *   CaptchaError when the body's code is CAPTCHA_REQUIRED, otherwise UnauthorizedError.
 * - 5xx: logged, rejects with ApiError (status and the `{ error: { code, message } }` body).
 * - an answer that is not JSON: logged as a possible 502, rejects with ApiError whose message is
 *   'Sorry, an unexpected error has occurred.'.
 * - other 4xx: rejects with ApiError carrying the server's code, message and field.
 * - fetch rejects: NetworkOfflineError (unless the caller aborted, which is passed through).
 * - success: the JSON answer, with `redirect` (the final URL) when the gateway redirected.
 */
export function createJsonClient(environment?: Partial<ClientEnvironment>): JsonClient {
  const env = resolveEnvironment(environment);

  async function request<T>(
    method: HttpMethod,
    url: string,
    body?: unknown,
    options: RequestOptions = {},
  ): Promise<JsonResult<T>> {
    const call: Call = { method, url, body };
    const init: RequestInit = {
      method,
      headers: await buildHeaders(options),
      credentials: 'same-origin',
      signal: options.signal,
    };
    if (body !== undefined) init.body = JSON.stringify(body);

    let response: ResponseLike;
    let text: string;
    try {
      response = await env.fetch(resolveUrl(url), init);
      text = await response.text();
    } catch (cause) {
      // An abort is the caller's decision, not a lost connection: it must not show the offline message.
      if (options.signal?.aborted) throw cause;
      throw new NetworkOfflineError({ cause });
    }

    const parsed = parseJson(text, response.status);
    const { status } = response;

    if (status === 401) {
      leaveAfterUnauthorized();
      throw new UnauthorizedError(errorInit(call, status, parsed));
    }
    if (status === 403) {
      const init403 = { ...errorInit(call, status, parsed), retryAfterSeconds: retryAfterSeconds(response.headers) };
      report('warn', 'possible bot-protection block', call, init403);
      if (env.location && mayReloadAfterBlock(init403.retryAfterSeconds, env.reloadStorage)) env.location.reload();
      throw init403.code === CAPTCHA_REQUIRED
        ? new CaptchaError(init403)
        : new UnauthorizedError(init403);
    }
    if (!parsed.ok) {
      // fetch followed a redirect to a page that is not JSON: the caller only needs where to go.
      if (response.redirected && status < 400) return { redirect: response.url } as JsonResult<T>;
      const failure: ApiErrorInit = {
        ...errorInit(call, status, parsed),
        code: ClientErrorCode.UNPARSEABLE_RESPONSE,
        message: ClientMessage.UNEXPECTED,
      };
      report('error', 'unparseable answer (possible 502)', call, failure);
      throw new ApiError(failure);
    }
    if (status >= 500) {
      const failure = errorInit(call, status, parsed);
      report('error', 'server error', call, failure);
      throw new ApiError(failure);
    }
    if (status >= 400) {
      // Expected business failures (wrong password, e-mail taken): the form shows them, no report.
      throw new ApiError(errorInit(call, status, parsed));
    }
    return withRedirect(parsed.value, response) as JsonResult<T>;
  }

  async function buildHeaders(options: RequestOptions): Promise<Record<string, string>> {
    const headers: Record<string, string> = { ...JSON_HEADERS };
    if (options.csrf !== false) {
      const token = await env.getCsrfToken();
      if (token) headers[CSRF_HEADER] = token;
    }
    return { ...headers, ...options.headers };
  }

  function resolveUrl(url: string): string {
    if (!env.baseUrl || !url.startsWith('/') || url.startsWith('//')) return url;
    return env.baseUrl.replace(/\/+$/, '') + url;
  }

  function leaveAfterUnauthorized(): void {
    const location = env.location;
    if (!location) return;
    const inSection = RELOAD_ON_UNAUTHORIZED.some(
      (section) => location.pathname === section || location.pathname.startsWith(`${section}/`),
    );
    if (inSection) location.reload();
    else location.assign(UNAUTHORIZED_LOGOUT_PATH);
  }

  function report(
    level: 'warn' | 'error',
    summary: string,
    call: Call,
    failure: ApiErrorInit,
  ): void {
    const url = scrubEmails(call.url);
    env.console[level](`[api] ${call.method} ${url} answered ${failure.status}: ${summary}`, {
      method: call.method,
      url,
      status: failure.status,
      code: failure.code,
      message: scrubEmails(failure.message),
      request: describeBody(call.body),
    });
  }

  return {
    request,
    get: (url, options) => request('GET', url, undefined, options),
    post: (url, body, options) => request('POST', url, body, options),
    put: (url, body, options) => request('PUT', url, body, options),
    delete: (url, body, options) => request('DELETE', url, body, options),
  };
}

function parseJson(text: string, status: number): Parsed {
  // 204 and 205 carry no body by definition; an empty object keeps `result.redirect` readable.
  if (text === '' && (status === 204 || status === 205)) return { ok: true, value: {} };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function errorInit(call: Call, status: number, parsed: Parsed): ApiErrorInit {
  const body = parsed.ok ? parsed.value : undefined;
  const error = isRecord(body) && isRecord(body['error']) ? body['error'] : {};
  const code = error['code'];
  const message = error['message'];
  const field = error['field'];
  return {
    status,
    code: typeof code === 'string' || typeof code === 'number' ? code : ClientErrorCode.UNKNOWN,
    message: typeof message === 'string' && message !== '' ? message : ClientMessage.UNEXPECTED,
    field: typeof field === 'string' ? field : undefined,
    body,
    method: call.method,
    url: call.url,
  };
}

function withRedirect(value: unknown, response: ResponseLike): unknown {
  if (!response.redirected) return value;
  return isRecord(value) ? { ...value, redirect: response.url } : { redirect: response.url };
}
