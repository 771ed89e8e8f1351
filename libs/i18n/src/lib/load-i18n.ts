import type { i18n as I18nInstance } from 'i18next';
import { createI18nInstance, type CreateI18nOptions } from './i18n-instance';
import { FALLBACK_LANGUAGE, isSupportedLanguage, type SupportedLanguage } from './languages';
import type { LanguageResources } from './resources';

/** The language whose strings are shown for `lng`: its base language, else the fallback. */
export function resolveLanguage(lng: string): SupportedLanguage {
  const base = lng.toLowerCase().split('-')[0] ?? '';
  return isSupportedLanguage(base) ? base : FALLBACK_LANGUAGE;
}

/** One language's namespaces, imported on demand (each language is its own chunk in a bundle). */
export function loadLanguageResources(lng: SupportedLanguage): Promise<LanguageResources> {
  return lng === 'en' ? import('../resources/en').then((m) => m.en) : import('../resources/vi').then((m) => m.vi);
}

/**
 * Like `createI18n` with bundled strings, but only the shown language's strings are loaded (by
 * dynamic import): a browser's first load then carries one language instead of all. The English
 * fallback is not loaded for another language; both languages have the same keys (tested).
 */
export function loadI18n(options: LoadI18nOptions = {}): Promise<I18nInstance> {
  return loadI18nWith(options, loadLanguageResources);
}

export type LoadI18nOptions = Omit<CreateI18nOptions, 'resources' | 'backend'>;

/** `loadI18n` with another set of strings (string-sets.ts): `load` imports one language's. */
export async function loadI18nWith(
  options: LoadI18nOptions,
  load: (lng: SupportedLanguage) => Promise<LanguageResources>,
): Promise<I18nInstance> {
  const lng = resolveLanguage(options.lng ?? 'vi');
  const strings = await load(lng);
  return createI18nInstance({ ...options, lng }, { [lng]: strings });
}
