import { createI18n, DEFAULT_LANGUAGE, type SupportedLanguage } from '@gio/i18n';
import { useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';

export interface BundledI18nProviderProps {
  /** Vietnamese unless a story or test asks for English. */
  lng?: SupportedLanguage;
  children: ReactNode;
}

/**
 * An i18n context built from the bundled resources: ready on the first render, no network.
 * Stories and tests use it; apps pass their own instance to react-i18next's I18nextProvider.
 */
export function BundledI18nProvider({ lng = DEFAULT_LANGUAGE, children }: BundledI18nProviderProps) {
  const i18n = useMemo(() => createI18n({ lng }), [lng]);
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}
