import type { i18n as I18nInstance } from 'i18next';
import type { SupportedLanguage } from './languages';
import { loadI18nWith, resolveLanguage, type LoadI18nOptions } from './load-i18n';
import type { LanguageResources } from './resources';

/**
 * One language of the storefront's strings (string-sets.ts), imported on demand. In a module of
 * its own, apart from `loadLanguageResources`: a bundle that imports only this one has no path to
 * the account app's strings, so the bundler cannot share them into the storefront's chunks.
 */
export function loadStorefrontLanguageResources(lng: SupportedLanguage): Promise<LanguageResources> {
  return lng === 'en'
    ? import('../resources/en-storefront').then((m) => m.enStorefront)
    : import('../resources/vi-storefront').then((m) => m.viStorefront);
}

/** `loadI18n` for the storefront's browser entry: the shown language's storefront strings only. */
export function loadStorefrontI18n(options: LoadI18nOptions = {}): Promise<I18nInstance> {
  return loadI18nWith(options, loadStorefrontLanguageResources);
}

/**
 * Adds the storefront's pop-up strings (string-sets.ts `STOREFRONT_LATER_SECTIONS`) to `i18n` in
 * its language, once; at once when it has them already (the server's and the tests' strings).
 */
export async function loadStorefrontLaterStrings(i18n: I18nInstance): Promise<void> {
  const lng = resolveLanguage(i18n.language);
  if (hasStorefrontLaterStrings(i18n)) return;
  const later =
    lng === 'en'
      ? (await import('../resources/en-storefront-later')).enStorefrontLater
      : (await import('../resources/vi-storefront-later')).viStorefrontLater;
  i18n.addResourceBundle(lng, 'common', later, true, false);
}

/** Whether `i18n` has the storefront's pop-up strings in its language. */
export function hasStorefrontLaterStrings(i18n: I18nInstance): boolean {
  return i18n.getResource(resolveLanguage(i18n.language), 'common', 'link_modals') !== undefined;
}
