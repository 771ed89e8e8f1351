import type { BackendModule, ReadCallback, ResourceKey } from 'i18next';
import type { I18nLogger } from './logger';

/** The part of `fetch` the loader uses, so tests and servers can pass their own. */
export type FetchLike = (
  url: string,
  init?: { headers?: Record<string, string>; credentials?: 'same-origin' },
) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;

/** The part of Web Storage the translation cache uses (localStorage in browsers). */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface LocaleCacheOptions {
  storage: StorageLike;
  /** How long a cached namespace stays fresh; the shop uses 3 days (Timing.TRANSLATION_CACHE). */
  expirationMs: number;
  /** Bumped on deploy so that a new build never reads an older build's strings. */
  version?: string;
}

export interface LocaleBackendOptions {
  fetch: FetchLike;
  /** `{{lng}}` and `{{ns}}` are replaced; defaults to the gateway route of accounts.md §7. */
  loadPath?: string;
  /** Only passed in production (accounts.md §9: translation cache 3 days in production). */
  cache?: LocaleCacheOptions;
}

export const DEFAULT_LOAD_PATH = '/api/locales/{{lng}}/{{ns}}.json';
export const CACHE_KEY_PREFIX = 'gio_i18n_';

interface CacheEntry {
  savedAt: number;
  version: string;
  data: ResourceKey;
}

function isCacheEntry(value: unknown): value is CacheEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return typeof entry['savedAt'] === 'number' && typeof entry['version'] === 'string' && typeof entry['data'] === 'object';
}

export function cacheKey(lng: string, ns: string): string {
  return `${CACHE_KEY_PREFIX}${lng}_${ns}`;
}

/**
 * An i18next backend that reads one namespace per call from the gateway and keeps it in a
 * storage for a while. A failed read is logged and reported to i18next as an error, so
 * i18next serves that namespace from the English fallback instead.
 */
export function createLocaleBackend(options: LocaleBackendOptions, logger: I18nLogger, now: () => number): BackendModule {
  const loadPath = options.loadPath ?? DEFAULT_LOAD_PATH;
  const cache = options.cache;
  const version = cache?.version ?? '';

  function readCache(key: string): ResourceKey | undefined {
    if (!cache) return undefined;
    let raw: string | null;
    try {
      raw = cache.storage.getItem(key);
    } catch {
      // Storage can throw in private browsing or when disabled; the network still works.
      return undefined;
    }
    if (raw === null) return undefined;
    try {
      const parsed: unknown = JSON.parse(raw);
      if (isCacheEntry(parsed) && parsed.version === version && now() - parsed.savedAt < cache.expirationMs) {
        return parsed.data;
      }
    } catch {
      // A corrupt entry is treated like an expired one and replaced below.
    }
    cache.storage.removeItem(key);
    return undefined;
  }

  function writeCache(key: string, data: ResourceKey): void {
    if (!cache) return;
    const entry: CacheEntry = { savedAt: now(), version, data };
    try {
      cache.storage.setItem(key, JSON.stringify(entry));
    } catch {
      // A full storage only costs a refetch next time.
    }
  }

  async function load(lng: string, ns: string): Promise<ResourceKey> {
    const key = cacheKey(lng, ns);
    const cached = readCache(key);
    if (cached) return cached;
    const url = loadPath.replace('{{lng}}', encodeURIComponent(lng)).replace('{{ns}}', encodeURIComponent(ns));
    const response = await options.fetch(url, { headers: { Accept: 'application/json' }, credentials: 'same-origin' });
    if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`);
    const data: unknown = await response.json();
    if (typeof data !== 'object' || data === null || Array.isArray(data)) {
      throw new Error(`Unexpected translation payload for ${url}`);
    }
    writeCache(key, data as ResourceKey);
    return data as ResourceKey;
  }

  return {
    type: 'backend',
    callbackApi: true,
    init() {
      // Options arrive through the closure; i18next's own backend options are not used.
    },
    read(language: string, namespace: string, callback: ReadCallback) {
      load(language, namespace).then(
        (data) => callback(null, data),
        (error: unknown) => {
          logger.error('Failed to load translations; falling back to English', {
            lng: language,
            ns: namespace,
            error: error instanceof Error ? error.message : String(error),
          });
          // `false` tells i18next not to retry: the fallback language answers instead.
          callback(error instanceof Error ? error : new Error(String(error)), false);
        },
      );
    },
  };
}
