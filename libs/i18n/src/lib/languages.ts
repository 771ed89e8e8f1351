/** Languages the shop speaks: Vietnamese first, English as the fallback (design.md, Front ends). */
export const SUPPORTED_LANGUAGES = ['vi', 'en'] as const;
export type SupportedLanguage = (typeof SUPPORTED_LANGUAGES)[number];

/** Namespaces served at /api/locales/{lng}/{ns}.json (accounts.md §7). */
export const NAMESPACES = ['common', 'seo', 'partner'] as const;
export type Namespace = (typeof NAMESPACES)[number];

export const DEFAULT_LANGUAGE: SupportedLanguage = 'vi';

/** A locale load failure falls back to English (accounts.md §8). */
export const FALLBACK_LANGUAGE: SupportedLanguage = 'en';

export function isSupportedLanguage(value: string): value is SupportedLanguage {
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}
