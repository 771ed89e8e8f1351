import { createI18n } from '@gio/i18n';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppRoot } from '../app/app-root';
import { createRoutes } from '../app/routes';
import { createAccountClient, createCsrfHolder } from '../lib/account-client';
import type { SessionState, SocialIdTokenSource } from '@gio/shell';
import type { PageEnvironment } from '../lib/navigation';
import { DEFAULT_SITE_CONFIG, type AccountSiteConfig } from '../lib/site-config';
import { FakeNetwork } from './fake-network';
import { recordingI18nLogger } from './missing-keys';

export const TEST_CSRF_TOKEN = 'csrf-token-of-the-test-session';

export interface RenderAccountOptions {
  network?: FakeNetwork;
  site?: Partial<AccountSiteConfig>;
  /** The history entry's state (the confirm step's draft). */
  state?: unknown;
  lng?: 'vi' | 'en';
  /** With jest's fake timers: lets user-event's own delays run on them. */
  advanceTimers?: (ms: number) => void;
  /** Provider id tokens (linking Google, Facebook, Apple); none by default. */
  idTokens?: SocialIdTokenSource;
  /** The shell's session (header, navigation rules); a guest's by default. */
  shellSession?: SessionState;
}

/**
 * The whole account app (its routes, layouts, loaders and actions, the real JSON client) in a
 * memory router at `url`, over a fake network. Full page loads and reloads are recorded.
 */
export function renderAccount(url: string, options: RenderAccountOptions = {}) {
  const network = options.network ?? new FakeNetwork();
  const fullPageLoads: string[] = [];
  let reloads = 0;
  // Filled once the router exists: the client asks for the current url only during a call.
  const current = { url: url };
  const environment: PageEnvironment = {
    fullPageLoad: (target) => void fullPageLoads.push(target),
    reload: () => void (reloads += 1),
    currentUrl: () => current.url,
  };
  const csrf = createCsrfHolder(TEST_CSRF_TOKEN);
  const quiet = { error: () => undefined, warn: () => undefined };
  const client = createAccountClient({ environment, csrf, fetch: network.fetch, console: quiet });
  const [pathname, search = ''] = url.split('?');
  const router = createMemoryRouter(createRoutes({ client, csrf, environment }), {
    initialEntries: [{ pathname, search: search ? `?${search}` : '', state: options.state ?? null }],
  });
  router.subscribe((state) => {
    current.url = `${state.location.pathname}${state.location.search}`;
  });
  const i18n = createI18n({ lng: options.lng ?? 'vi', logger: recordingI18nLogger });
  const user = userEvent.setup(options.advanceTimers ? { advanceTimers: options.advanceTimers } : {});
  const result = render(
    <AppRoot
      i18n={i18n}
      app={{
        client,
        csrf,
        environment,
        site: { ...DEFAULT_SITE_CONFIG, ...options.site },
        idTokens: options.idTokens ?? (() => Promise.reject(new Error('no provider in this test'))),
      }}
      router={<RouterProvider router={router} />}
      shellSession={options.shellSession ?? { status: 'guest', user: null }}
    />,
  );
  return { ...result, router, network, user, fullPageLoads, reloads: () => reloads, csrf };
}
