import { Timing } from '@gio/domain-enums';
import type { i18n as I18nInstance } from 'i18next';
import { createI18nInstance, type CreateI18nOptions } from './i18n-instance';
import { createLocaleBackend } from './locale-backend';
import { consoleLogger } from './logger';
import { resources as bundledResources } from './resources';

export type { CreateI18nOptions } from './i18n-instance';

/**
 * A new, initialised i18next instance: Vietnamese by default, English fallback, namespaces
 * common/seo/partner with `common` as default. With bundled resources it is ready when this
 * returns; with a backend, await `instance.loadNamespaces(NAMESPACES)` or render through
 * react-i18next, which waits for it.
 */
export function createI18n(options: CreateI18nOptions = {}): I18nInstance {
  const backend = options.backend;
  if (!backend) return createI18nInstance(options, options.resources ?? bundledResources);
  return createI18nInstance(
    options,
    undefined,
    createLocaleBackend(
      {
        fetch: backend.fetch,
        loadPath: backend.loadPath,
        cache: backend.cache && {
          storage: backend.cache.storage,
          expirationMs: backend.cache.expirationMs ?? Timing.TRANSLATION_CACHE,
          version: backend.cache.version,
        },
      },
      options.logger ?? consoleLogger,
      options.now ?? Date.now,
    ),
  );
}
