import i18next, { type BackendModule, type i18n as I18nInstance, type Resource } from 'i18next';
import { DEFAULT_LANGUAGE, FALLBACK_LANGUAGE, NAMESPACES, SUPPORTED_LANGUAGES } from './languages';
import type { FetchLike, StorageLike } from './locale-backend';
import { consoleLogger, type I18nLogger } from './logger';
import type { BundledResources } from './resources';

export interface CreateI18nOptions {
  /** Language to start in; defaults to Vietnamese. Region tags such as vi-VN resolve to vi. */
  lng?: string;
  /** Translations compiled into the bundle (default when no `backend` is given): ready at once. */
  resources?: BundledResources;
  /** Load namespaces from the gateway instead of the bundle. */
  backend?: {
    fetch: FetchLike;
    /** Defaults to /api/locales/{{lng}}/{{ns}}.json. */
    loadPath?: string;
    /** Production only: keeps each namespace for 3 days (accounts.md §9). */
    cache?: { storage: StorageLike; expirationMs?: number; version?: string };
  };
  /** Receives failed loads (error) and missing keys (warn). Defaults to the console. */
  logger?: I18nLogger;
  /** Clock for the cache, injectable for tests. */
  now?: () => number;
}

/**
 * The i18next set-up shared by `createI18n` and `loadI18n` (accounts.md §8): `resources` are the
 * strings given at once, `backend` loads them instead. Kept apart from the bundled resources and
 * the gateway backend so that a browser bundle that loads one language carries neither.
 */
export function createI18nInstance(
  options: Pick<CreateI18nOptions, 'lng' | 'logger'>,
  resources: Partial<BundledResources> | undefined,
  backend?: BackendModule,
): I18nInstance {
  const logger = options.logger ?? consoleLogger;
  const instance = i18next.createInstance();
  if (backend) instance.use(backend);

  void instance.init({
    lng: options.lng ?? DEFAULT_LANGUAGE,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    // vi-VN and en-GB share the base language's strings.
    load: 'languageOnly',
    nonExplicitSupportedLngs: true,
    ns: [...NAMESPACES],
    defaultNS: 'common',
    fallbackNS: false,
    resources: backend ? undefined : (resources as unknown as Resource | undefined),
    // Initialise now rather than on the next tick: given strings are then usable at once
    // (server rendering and tests rely on it) and backend loads start immediately.
    initAsync: false,
    // React escapes text it renders; escaping here would double-escape.
    interpolation: { escapeValue: false },
    returnNull: false,
    saveMissing: true,
    missingKeyHandler: (lngs, ns, key) => {
      logger.warn('Missing translation key', { lngs: [...lngs], ns, key });
    },
  });

  return instance;
}
