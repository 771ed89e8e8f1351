import { ClientErrorName, ClientMessage } from '@gio/domain-enums';

/** The error code of a 403 body when the bot-protection service wants a CAPTCHA solved. */
export const CAPTCHA_REQUIRED = 'CAPTCHA_REQUIRED';

/** Codes the client gives errors it detects itself (the server sent no usable code). */
export const ClientErrorCode = {
  /** The answer was not JSON: most often a proxy's HTML error page (a 502). */
  UNPARSEABLE_RESPONSE: 'UNPARSEABLE_RESPONSE',
  /** The answer was JSON but had no `{ error: { code } }`. */
  UNKNOWN: 'UNKNOWN',
} as const;

export interface ApiErrorInit {
  status: number;
  code: string | number;
  message: string;
  /** The form field the server blames, so a form can show the message next to it. */
  field?: string;
  /** The parsed JSON answer, normally `{ error: { code, message } }`. */
  body?: unknown;
  method?: string;
  url?: string;
  cause?: unknown;
  /** The answer's `Retry-After` in seconds (429, and 403 from bot protection). */
  retryAfterSeconds?: number;
}

/** A call the gateway answered with a failure status (accounts.md §8). */
export class ApiError extends Error {
  override readonly name: string = 'ApiError';
  readonly status: number;
  /** Server codes are strings (`VALIDATION_ERROR`) or the spec's numbers (561, 585, …). */
  readonly code: string | number;
  readonly field: string | undefined;
  readonly body: unknown;
  readonly method: string | undefined;
  readonly url: string | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    this.field = init.field;
    this.body = init.body;
    this.method = init.method;
    this.url = init.url;
    this.retryAfterSeconds = init.retryAfterSeconds;
  }
}

/** Raised for both 401 and 403 (accounts.md §8 "Both 401 and 403 raise UnauthorizedError"). */
export class UnauthorizedError extends ApiError {
  override readonly name: string = ClientErrorName.UNAUTHORIZED;
}

/**
 * A 403 whose body asks for a CAPTCHA (storefront.md §7 "Bot protection"). It is still an
 * UnauthorizedError, because the spec raises that for every 403.
 */
export class CaptchaError extends UnauthorizedError {
  override readonly name: string = ClientErrorName.CAPTCHA;
}

/** `fetch` itself failed: no answer reached the client (accounts.md §8 client messages). */
export class NetworkOfflineError extends Error {
  override readonly name: string = ClientErrorName.NETWORK_OFFLINE;

  constructor(options?: { cause?: unknown }) {
    super(ClientMessage.NETWORK_OFFLINE, options);
  }
}
