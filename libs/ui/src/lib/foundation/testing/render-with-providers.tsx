import type { SupportedLanguage } from '@gio/i18n';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { BundledI18nProvider } from '../i18n/bundled-i18n-provider';

/** Renders with the bundled Vietnamese strings, like a story does. */
export function renderWithProviders(ui: ReactElement, options: RenderOptions & { lng?: SupportedLanguage } = {}) {
  const { lng = 'vi', ...rest } = options;
  const Wrapper = ({ children }: { children: ReactNode }) => <BundledI18nProvider lng={lng}>{children}</BundledI18nProvider>;
  return render(ui, { wrapper: Wrapper, ...rest });
}
