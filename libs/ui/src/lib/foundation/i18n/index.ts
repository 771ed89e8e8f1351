export { BundledI18nProvider } from './bundled-i18n-provider';
export type { BundledI18nProviderProps } from './bundled-i18n-provider';
