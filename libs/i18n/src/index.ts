export { resources } from './lib/resources';
export type { BundledResources, LanguageResources, TranslationTree } from './lib/resources';
export { SUPPORTED_LANGUAGES, NAMESPACES, DEFAULT_LANGUAGE } from './lib/languages';
export type { SupportedLanguage, Namespace } from './lib/languages';
export { createI18n } from './lib/create-i18n';
export type { CreateI18nOptions } from './lib/create-i18n';
export { loadI18n, loadLanguageResources, resolveLanguage } from './lib/load-i18n';
export type { I18nLogger } from './lib/logger';
export type { FetchLike, StorageLike } from './lib/locale-backend';
