import type { ReloadStorage } from '../lib/json/block-reload';
import type { ClientEnvironment, LocationLike, ResponseLike } from '../lib/json/environment';

/** A canned answer: `body` is JSON-encoded unless it is already a string (an HTML page, say). */
export interface FakeAnswer {
  status?: number;
  body?: unknown;
  redirected?: boolean;
  url?: string;
  headers?: Record<string, string>;
}

export function fakeResponse(answer: FakeAnswer = {}): ResponseLike {
  const { status = 200, body = {}, redirected = false, url = '', headers = {} } = answer;
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const lower = new Map(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  return {
    status,
    redirected,
    url,
    headers: { get: (name) => lower.get(name.toLowerCase()) ?? null },
    text: () => Promise.resolve(text),
  };
}

export interface FakeEnvironment extends ClientEnvironment {
  fetch: jest.Mock<Promise<ResponseLike>, [string, RequestInit]>;
  location: LocationLike & { reload: jest.Mock; assign: jest.Mock };
  console: { error: jest.Mock; warn: jest.Mock };
  reloadStorage: Map<string, string> & ReloadStorage;
}

/** sessionStorage in memory: one page's storage across the calls of a test. */
export function memoryStorage(): Map<string, string> & ReloadStorage {
  const map = new Map<string, string>();
  return Object.assign(map, {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
  });
}

/** An environment whose fetch answers `answer` and whose page sits at `pathname`. */
export function fakeEnvironment(
  answer: FakeAnswer = {},
  options: { pathname?: string; token?: string } = {},
): FakeEnvironment {
  return {
    fetch: jest.fn((url: string, init: RequestInit) => {
      void url;
      void init;
      return Promise.resolve(fakeResponse(answer));
    }),
    location: { pathname: options.pathname ?? '/', reload: jest.fn(), assign: jest.fn() },
    console: { error: jest.fn(), warn: jest.fn() },
    getCsrfToken: () => options.token ?? 'csrf-123',
    baseUrl: '',
    reloadStorage: memoryStorage(),
  };
}

/** The `init` of the `index`-th fetch call. */
export function sentInit(env: FakeEnvironment, index = 0): RequestInit {
  const call = env.fetch.mock.calls[index];
  if (!call) throw new Error(`fetch was not called ${index + 1} time(s)`);
  return call[1];
}

export function sentHeaders(env: FakeEnvironment, index = 0): Record<string, string> {
  return sentInit(env, index).headers as Record<string, string>;
}

/** Everything the environment logged, as one string, to search for leaked personal data. */
export function loggedText(env: FakeEnvironment): string {
  return JSON.stringify([...env.console.error.mock.calls, ...env.console.warn.mock.calls]);
}
