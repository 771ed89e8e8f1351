import type { JsonClient } from '@gio/data-access';
import type { AppName } from '@gio/domain-shell';
import { useMemo, type ReactNode } from 'react';
import { ShellCommerceLinkProvider } from '../links/shell-commerce-link';
import { ApiClientProvider } from './api-client';
import type { SessionState } from './session';
import { SessionProvider } from './session-provider';
import type { SiteShellConfig } from './site-config';
import { SiteConfigProvider } from './site-config-context';
import { ShellEnvironmentContext, type ShellEnvironment } from './shell-environment';

export interface ShellProviderProps {
  /** Which app renders the shell; links to the other app's paths load their document. */
  app: AppName;
  /** The site configuration the gateway inlined, read with `readSiteConfig`. */
  site: SiteShellConfig;
  /** The app's JSON client (data-access `createJsonClient`): the shell's calls go through it. */
  client: JsonClient;
  /** A known session (tests, stories); otherwise `GET /api/session` is asked after the first render. */
  session?: SessionState;
  /** The session is asked only after this settles (`SessionProvider` `askAfter`). */
  sessionAskAfter?: Promise<unknown>;
  /** Loads another document; `window.location.assign` unless a test hands in another. */
  fullPageLoad?: (url: string) => void;
  children: ReactNode;
}

const assignLocation = (url: string) => window.location.assign(url);

/**
 * What the shell reads, for the whole app: which app it is (links across apps load a document),
 * the site configuration (`useSiteConfig`), the JSON client (`useApiClient`), the session
 * (`useSession`, asked of the gateway once) and the UI kit's links (`CommerceLink` follows the
 * same rule as `ShellLink`). Mount it once at the top, inside react-i18next's `I18nextProvider`;
 * the cart count comes from `CartSummaryProvider`, below it.
 */
export function ShellProvider({
  app,
  site,
  client,
  session,
  sessionAskAfter,
  fullPageLoad = assignLocation,
  children,
}: ShellProviderProps) {
  const environment = useMemo<ShellEnvironment>(() => ({ app, fullPageLoad }), [app, fullPageLoad]);
  return (
    <ShellEnvironmentContext.Provider value={environment}>
      <SiteConfigProvider config={site}>
        <ShellCommerceLinkProvider>
          <ApiClientProvider client={client}>
            <SessionProvider initial={session} askAfter={sessionAskAfter}>
              {children}
            </SessionProvider>
          </ApiClientProvider>
        </ShellCommerceLinkProvider>
      </SiteConfigProvider>
    </ShellEnvironmentContext.Provider>
  );
}
