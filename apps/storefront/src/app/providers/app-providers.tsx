import type { CartView } from '@gio/contracts';
import type { JsonClient } from '@gio/data-access';
import { CurrencyProvider, MessageProvider, ModalProvider } from '@gio/ui';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ApiClientProvider } from '../../lib/api-client';
import type { SessionState } from '../../lib/session';
import type { SiteShellConfig } from '../../lib/site-config';
import { SiteConfigProvider } from '../../lib/site-config-context';
import type { TrackingSink } from '../../lib/tracking';
import { CartProvider } from './cart-provider';
import { RouterLinkProvider } from './router-link-provider';
import { SessionProvider } from './session-provider';
import { SessionTrackingProvider } from './tracking-provider';

export interface AppProvidersProps {
  i18n: I18n;
  site: SiteShellConfig;
  client: JsonClient;
  /** A known session (tests); the browser asks the gateway after hydration. */
  session?: SessionState;
  /** A known cart (tests; null: empty); the browser syncs it after hydration. */
  cart?: CartView | null;
  /** Receives tracking calls instead of the browser's tracking runtime (tests). */
  trackingSink?: TrackingSink;
  children: ReactNode;
}

/**
 * Everything a page needs around it: translations (Vietnamese by default), the site currency
 * for prices (VND), router links for the UI kit, the JSON client for data (the catalogue's
 * GraphQL loads Apollo Client itself, on first use, so it stays out of the first-load bundle), the
 * shopper's session and cart, tracking, one modal at a time and the message region. The app's
 * own providers are one file each in this folder; features read them through src/lib
 * (`useSession`, `useCart`, `useTracking`, `useApiClient`, `useSiteConfig`), never from here.
 */
export function AppProviders({
  i18n,
  site,
  client,
  session,
  cart,
  trackingSink,
  children,
}: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <SiteConfigProvider config={site}>
        <CurrencyProvider currency={site.currency}>
          <RouterLinkProvider>
            <ApiClientProvider client={client}>
              <SessionProvider initial={session}>
                <SessionTrackingProvider serverUrl={site.trackingUrl} sink={trackingSink}>
                  <MessageProvider>
                    <CartProvider initial={cart}>
                      <ModalProvider>{children}</ModalProvider>
                    </CartProvider>
                  </MessageProvider>
                </SessionTrackingProvider>
              </SessionProvider>
            </ApiClientProvider>
          </RouterLinkProvider>
        </CurrencyProvider>
      </SiteConfigProvider>
    </I18nextProvider>
  );
}
