import type { CallRecord } from './stats';

/** Parsed JSON of a gateway answer; the run reads a few fields by name. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- arbitrary response shapes
export type Json = any;

export interface Answer {
  readonly status: number;
  readonly json: Json;
}

/** Attempts of one call: the first and the retries. */
const MAX_ATTEMPTS = 12;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * One shopper's browser as the run sees it: a cookie jar, the session's CSRF token, and safe
 * retries. Every call the run makes may be sent again: reads, the cart's set-quantity change,
 * the checkout's setters and the placement (always with the same Idempotency-Key). So a call
 * that got no answer, a 5xx or the balancer's 503 (no replica up) is retried with a growing
 * pause; what reaches the run is the last answer.
 */
export class ShopClient {
  private readonly cookies = new Map<string, string>();
  csrf = '';

  constructor(
    private readonly baseUrl: string,
    private readonly record: (call: CallRecord) => void,
    /** Milliseconds since the run started. */
    private readonly elapsed: () => number,
  ) {}

  async call(method: string, path: string, options: { body?: unknown; headers?: Record<string, string>; retryStatuses?: readonly number[] } = {}): Promise<Answer> {
    const began = Date.now();
    const at = this.elapsed();
    let last: Answer = { status: 0, json: null };
    let attempts = 0;
    for (; attempts < MAX_ATTEMPTS; attempts += 1) {
      if (attempts > 0) await sleep(Math.min(1000, 100 * 2 ** (attempts - 1)));
      try {
        last = await this.send(method, path, options.body, options.headers);
      } catch {
        last = { status: 0, json: null };
      }
      const retry = last.status === 0 || last.status >= 500 || (options.retryStatuses ?? []).includes(last.status);
      if (!retry) break;
    }
    this.record({ at, ms: Date.now() - began, status: last.status, attempts: Math.min(attempts + 1, MAX_ATTEMPTS) });
    return last;
  }

  private async send(method: string, path: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.csrf ? { 'x-csrf-token': this.csrf } : {}),
        cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        origin: this.baseUrl,
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const pair = cookie.split(';')[0] ?? '';
      const index = pair.indexOf('=');
      if (index > 0) this.cookies.set(pair.slice(0, index), pair.slice(index + 1));
    }
    const text = await response.text();
    let json: Json = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = text;
    }
    return { status: response.status, json };
  }

  /** A visitor's session and its CSRF token. */
  async open(): Promise<void> {
    const answer = await this.call('GET', '/api/session');
    if (answer.status !== 200) throw new Error(`GET /api/session answered ${answer.status}`);
    this.csrf = answer.json.csrfToken;
  }

  async signIn(email: string, password: string): Promise<void> {
    await this.open();
    const login = await this.call('POST', '/api/login', { body: { loginData: { email, password } } });
    if (login.status !== 200) throw new Error(`sign-in of ${email} answered ${login.status}: ${JSON.stringify(login.json)}`);
    this.csrf = login.json.data.csrfToken;
  }
}
