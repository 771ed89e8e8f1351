import type { CartView } from '@gio/contracts';
import type { JsonClient } from '@gio/data-access';
import { ShellProvider, type SessionState, type SiteShellConfig } from '@gio/shell';
import { CurrencyProvider, MessageProvider, ModalProvider } from '@gio/ui';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { contentHydrated } from '../../lib/content-hydrated';
import type { TrackingSink } from '../../lib/tracking';
import { CartProvider } from './cart-provider';
import { FavoritesProvider } from './favorites-provider';
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
 * Everything a page needs around it: translations (Vietnamese by default), the shell's providers
 * (`ShellProvider` of `@gio/shell`: the site configuration, the JSON client for data, the
 * shopper's session, and the UI kit's links as router links within the storefront and documents
 * for the account app's paths), the site currency for prices (VND), tracking, the cart (which also
 * fills the header's cart summary), the signed-in shopper's favourites (the hearts), one modal
 * at a time and the message region. The catalogue's
 * GraphQL loads Apollo Client itself, on first use, so it stays out of the first-load bundle. The
 * app's own providers are one file each in this folder; features read them through src/lib
 * (`useCart`, `useTracking`) or `@gio/shell` (`useSession`, `useApiClient`, `useSiteConfig`),
 * never from here.
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
      <ShellProvider
        app="storefront"
        site={site}
        client={client}
        session={session}
        sessionAskAfter={contentHydrated}
      >
        <CurrencyProvider currency={site.currency}>
          <SessionTrackingProvider serverUrl={site.trackingUrl} sink={trackingSink}>
            <MessageProvider>
              <CartProvider initial={cart}>
                <FavoritesProvider>
                  <ModalProvider>{children}</ModalProvider>
                </FavoritesProvider>
              </CartProvider>
            </MessageProvider>
          </SessionTrackingProvider>
        </CurrencyProvider>
      </ShellProvider>
    </I18nextProvider>
  );
}
