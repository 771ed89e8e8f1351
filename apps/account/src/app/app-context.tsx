import type { JsonClient } from '@gio/data-access';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { browserIdTokenSource, type SocialIdTokenSource } from '@gio/shell';
import type { CsrfHolder } from '../lib/account-client';
import type { PageEnvironment } from '../lib/navigation';
import { DEFAULT_SITE_CONFIG, type AccountSiteConfig } from '../lib/site-config';

/**
 * What the routes' loaders and actions are built with: one client, one token, one way out, and
 * the site configuration (a loader skips a call the site has switched off, such as invites).
 */
export interface AppDeps {
  client: JsonClient;
  csrf: CsrfHolder;
  environment: PageEnvironment;
  site: AccountSiteConfig;
}

export interface AppContextValue extends AppDeps {
  /** Where provider id tokens come from; the providers' own scripts unless a test hands in another. */
  idTokens?: SocialIdTokenSource;
}

const AppContext = createContext<AppContextValue | null>(null);

export function AppContextProvider({ value, children }: { value: AppContextValue; children: ReactNode }) {
  return <AppContext.Provider value={value}>{children}</AppContext.Provider>;
}

function useApp(): AppContextValue {
  const value = useContext(AppContext);
  if (!value) throw new Error('The account app needs its AppContextProvider');
  return value;
}

/** The site configuration the gateway inlined (defaults without one). */
export function useSiteConfig(): AccountSiteConfig {
  return useContext(AppContext)?.site ?? DEFAULT_SITE_CONFIG;
}

/** Full page loads: storefront pages and sign-in are outside this app. */
export function usePageEnvironment(): PageEnvironment {
  return useApp().environment;
}

/** The client, the CSRF holder and the page environment the app was built with. */
export function useAppDeps(): AppDeps {
  const { client, csrf, environment, site } = useApp();
  return { client, csrf, environment, site };
}

/** The provider id token source for linking a Google, Facebook or Apple account. */
export function useIdTokenSource(): SocialIdTokenSource {
  const { idTokens, client } = useApp();
  return useMemo(() => idTokens ?? browserIdTokenSource(client), [idTokens, client]);
}
