import { en } from '../resources/en';
import { vi } from '../resources/vi';
import type { Namespace, SupportedLanguage } from './languages';

/** One namespace's translations: nested objects of strings, i18next JSON v4 (plurals as `_one`/`_other`). */
export interface TranslationTree {
  readonly [key: string]: string | TranslationTree;
}

export type LanguageResources = Readonly<Record<Namespace, TranslationTree>>;
export type BundledResources = Readonly<Record<SupportedLanguage, LanguageResources>>;

/**
 * Every translation the shop ships, keyed language → namespace. The gateway serves
 * `resources[lng][ns]` at /api/locales/{lng}/{ns}.json, so this shape is a contract.
 */
export const resources = { vi, en } satisfies BundledResources;
