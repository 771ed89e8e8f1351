import type { FetchLike, ReloadStorage } from '@gio/data-access';

/** One recorded call: what the app sent. */
export interface SentCall {
  method: string;
  /** Path and query, as requested. */
  url: string;
  /** The JSON body, parsed; undefined when none was sent. */
  body: unknown;
  headers: Record<string, string>;
}

export interface FakeAnswer {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** An answer, or a function of the call giving one (possibly later: a promise). */
export type AnswerSpec = FakeAnswer | ((call: SentCall) => FakeAnswer | Promise<FakeAnswer>);

/**
 * A fake network for route tests: answers per `"METHOD /path"` (the path without its query;
 * `"METHOD /path?query"` matches first when given), records every call the app sends, and
 * answers 404 ROUTE_NOT_FOUND for anything else, as the gateway would.
 */
/**
 * The shop shell's own calls on every account page (the header's cart badge), answered here
 * unless a test says otherwise and recorded apart, so that `calls` holds what the page sent.
 */
const SHELL_ANSWERS: Readonly<Record<string, FakeAnswer>> = {
  'GET /api/carts/summary': { body: { data: { totalQuantity: 0 } } },
};

export class FakeNetwork {
  readonly calls: SentCall[] = [];
  readonly shellCalls: SentCall[] = [];
  private readonly answers = new Map<string, AnswerSpec>();

  constructor(answers: Record<string, AnswerSpec> = {}) {
    for (const [key, answer] of Object.entries(answers)) this.answers.set(key, answer);
  }

  /** Sets (or replaces) the answer of one call. */
  on(key: string, answer: AnswerSpec): this {
    this.answers.set(key, answer);
    return this;
  }

  /**
   * Holds the answer of one call until `release` is called: the page's loading state can be
   * looked at meanwhile.
   */
  hold(key: string, answer: FakeAnswer): () => void {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    this.answers.set(key, async () => {
      await gate;
      return answer;
    });
    return () => release();
  }

  /** The calls sent to `"METHOD /path"` (query ignored). */
  sent(key: string): SentCall[] {
    return this.calls.filter((call) => `${call.method} ${call.url.split('?')[0]}` === key);
  }

  readonly fetch: FetchLike = async (input, init) => {
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = { ...(init.headers as Record<string, string> | undefined) };
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call: SentCall = { method, url: input, body, headers };
    const key = `${method} ${input.split('?')[0]}`;
    const shell = SHELL_ANSWERS[key];
    (shell ? this.shellCalls : this.calls).push(call);
    const spec = this.answers.get(`${method} ${input}`) ?? this.answers.get(key) ?? shell;
    const answer: FakeAnswer = spec
      ? typeof spec === 'function'
        ? await spec(call)
        : spec
      : { status: 404, body: { error: { code: 'ROUTE_NOT_FOUND', message: `${method} ${input}` } } };
    return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json', ...answer.headers },
    });
  };
}

/** A JSON error answer of the gateway (`{ error: { code, message, field? } }`). */
export function errorAnswer(status: number, code: string | number, message = 'refused', field?: string): FakeAnswer {
  return { status, body: { error: { code, message, ...(field ? { field } : {}) } } };
}

/** A page's sessionStorage in memory (the client's guard against reloading in a loop). */
export function memoryStorage(): ReloadStorage {
  const items = new Map<string, string>();
  return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
}
