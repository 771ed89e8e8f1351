import type { ReloadStorage } from './block-reload';
import { readCsrfTokenFromMeta } from './csrf';

/** The part of a `Response` the helpers read, so tests and the server render can pass plain fakes. */
export interface ResponseLike {
  readonly status: number;
  readonly redirected: boolean;
  readonly url: string;
  /** Read for `Retry-After` on a bot-protection 403; plain fakes may leave it out. */
  readonly headers?: { get(name: string): string | null };
  text(): Promise<string>;
}

export type FetchLike = (input: string, init: RequestInit) => Promise<ResponseLike>;

/** The part of `window.location` the 401/403 handling uses. */
export interface LocationLike {
  readonly pathname: string;
  reload(): void;
  assign(url: string): void;
}

export type LoggerLike = Pick<Console, 'error' | 'warn'>;

/** May be asynchronous, so that an app can fetch the token from `GET /api/session` once. */
export type CsrfTokenGetter = () => string | null | undefined | Promise<string | null | undefined>;

/**
 * Everything the JSON helper takes from its surroundings. The browser defaults fill what is not
 * given; the storefront's server render passes its own fetch, an absolute `baseUrl` and no
 * location (there is no page to reload on the server).
 */
export interface ClientEnvironment {
  fetch: FetchLike;
  location: LocationLike | undefined;
  console: LoggerLike;
  getCsrfToken: CsrfTokenGetter;
  /** Prefix for paths starting with `/`; empty in the browser, where calls are same-origin. */
  baseUrl: string;
  /** Remembers the last bot-protection reload (block-reload.ts); `sessionStorage` in the browser. */
  reloadStorage: ReloadStorage | undefined;
}

/** Reads the token the gateway renders into every page, when there is a page. */
export const defaultCsrfTokenGetter: CsrfTokenGetter = () =>
  typeof document === 'undefined' ? undefined : readCsrfTokenFromMeta(document);

/**
 * Fills the gaps with browser globals. Globals are looked up when a call is made rather than
 * captured here, so a module-level client also works where `fetch` is installed later.
 */
export function resolveEnvironment(env: Partial<ClientEnvironment> = {}): ClientEnvironment {
  return {
    fetch: env.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    location: 'location' in env ? env.location : browserLocation(),
    console: env.console ?? globalThis.console,
    getCsrfToken: env.getCsrfToken ?? defaultCsrfTokenGetter,
    baseUrl: env.baseUrl ?? '',
    reloadStorage: 'reloadStorage' in env ? env.reloadStorage : browserSessionStorage(),
  };
}

function browserLocation(): LocationLike | undefined {
  return typeof location === 'undefined' ? undefined : location;
}

function browserSessionStorage(): ReloadStorage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    // Reading `sessionStorage` itself throws where storage is blocked.
    return undefined;
  }
}
