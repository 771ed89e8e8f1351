import { CurrencyProvider, MessageProvider } from '@gio/ui';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { AppContextProvider, type AppContextValue } from './app-context';
import './app.css';

export interface AppRootProps {
  i18n: I18n;
  app: AppContextValue;
  /** The router: a browser router in the app, a memory router in tests. */
  router: ReactNode;
}

/**
 * Everything around the router: translations (Vietnamese by default, English fallback), the
 * site configuration and the client, the site currency for money, and the message region for
 * the toasts that confirm a change.
 */
export function AppRoot({ i18n, app, router }: AppRootProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <AppContextProvider value={app}>
        <CurrencyProvider currency={app.site.currency}>
          <MessageProvider>{router}</MessageProvider>
        </CurrencyProvider>
      </AppContextProvider>
    </I18nextProvider>
  );
}
