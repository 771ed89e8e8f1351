import type { CartView } from '@gio/contracts';
import type { JsonClient } from '@gio/data-access';
import {
  CommerceLinkProvider,
  CurrencyProvider,
  MessageProvider,
  ModalProvider,
  type CommerceLinkProps,
} from '@gio/ui';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Link } from 'react-router';
import { CartProvider } from '../features/cart/components/cart-provider';
import {
  SessionProvider,
  useSession,
  type SessionState,
} from '../features/session/components/session-provider';
import {
  TrackingProvider,
  type TrackingSink,
} from '../features/tracking/components/tracking-provider';
import { ApiClientProvider } from '../lib/api-client';
import type { SiteShellConfig } from '../lib/site-config';
import { SiteConfigProvider } from '../lib/site-config-context';

/** The kit's links become router links for app paths, so they navigate without a page load. */
function RouterLink({ href, children, ...rest }: CommerceLinkProps) {
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <Link to={href} {...rest}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}

/** Tracking with the signed-in user's id (the envelope's userId). */
function SessionTracking({
  serverUrl,
  sink,
  children,
}: {
  serverUrl: string;
  sink?: TrackingSink;
  children: ReactNode;
}) {
  const session = useSession();
  return (
    <TrackingProvider serverUrl={serverUrl || null} userId={session.user?.id ?? null} sink={sink}>
      {children}
    </TrackingProvider>
  );
}

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
 * shopper's session and cart, one modal at a time and the message region.
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
          <CommerceLinkProvider component={RouterLink}>
            <ApiClientProvider client={client}>
              <SessionProvider initial={session}>
                <SessionTracking serverUrl={site.trackingUrl} sink={trackingSink}>
                  <MessageProvider>
                    <CartProvider initial={cart}>
                      <ModalProvider>{children}</ModalProvider>
                    </CartProvider>
                  </MessageProvider>
                </SessionTracking>
              </SessionProvider>
            </ApiClientProvider>
          </CommerceLinkProvider>
        </CurrencyProvider>
      </SiteConfigProvider>
    </I18nextProvider>
  );
}
