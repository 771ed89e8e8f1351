export { resources } from './lib/resources';
export type { BundledResources, LanguageResources, TranslationTree } from './lib/resources';
export { SUPPORTED_LANGUAGES, NAMESPACES, DEFAULT_LANGUAGE } from './lib/languages';
export type { SupportedLanguage, Namespace } from './lib/languages';
export { createI18n } from './lib/create-i18n';
export type { CreateI18nOptions } from './lib/create-i18n';
export { ACCOUNT_ONLY_SECTIONS, STOREFRONT_LATER_SECTIONS, storefrontResources } from './lib/string-sets';
export { loadI18n, loadLanguageResources, resolveLanguage } from './lib/load-i18n';
export type { LoadI18nOptions } from './lib/load-i18n';
export {
  hasStorefrontLaterStrings,
  loadStorefrontI18n,
  loadStorefrontLanguageResources,
  loadStorefrontLaterStrings,
} from './lib/load-storefront-i18n';
export type { I18nLogger } from './lib/logger';
export type { FetchLike, StorageLike } from './lib/locale-backend';
