import { ShellProvider, type SessionState } from '@gio/shell';
import { CurrencyProvider, MaintenanceScreen, MessageProvider } from '@gio/ui';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { AppContextProvider, type AppContextValue } from './app-context';
import { AccountCartSummary } from './cart-summary';
import './app.css';

export interface AppRootProps {
  i18n: I18n;
  app: AppContextValue;
  /** The router: a browser router in the app, a memory router in tests. */
  router: ReactNode;
  /**
   * The session for the shell: the one main.tsx asked before the first render (or a test's);
   * without it the shell asks `GET /api/session` after the first render.
   */
  shellSession?: SessionState;
}

/**
 * Everything around the router: translations (Vietnamese by default, English fallback), the
 * site configuration and the client, the shop's shell (`@gio/shell`: session, header and footer
 * state, the cart badge's count), the site currency for money, and the message region for
 * the toasts that confirm a change.
 */
export function AppRoot({ i18n, app, router, shellSession }: AppRootProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <AppContextProvider value={app}>
        <ShellProvider
          app="account"
          site={app.site}
          client={app.client}
          fullPageLoad={app.environment.fullPageLoad}
          session={shellSession}
        >
          <AccountCartSummary>
            <CurrencyProvider currency={app.site.currency}>
              {/* storefront.md §2: in maintenance the screen replaces the whole app, as in the storefront. */}
              {app.site.maintenanceMode ? (
                <MaintenanceScreen
                  supportPhone={app.site.support.telephone}
                  supportEmail={app.site.support.email}
                />
              ) : (
                <MessageProvider>{router}</MessageProvider>
              )}
            </CurrencyProvider>
          </AccountCartSummary>
        </ShellProvider>
      </AppContextProvider>
    </I18nextProvider>
  );
}
