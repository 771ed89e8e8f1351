import type { CartView } from '@gio/contracts';
import type { JsonClient } from '@gio/data-access';
import { createI18n, storefrontResources } from '@gio/i18n';
import { DEFAULT_SITE_CONFIG, type SessionState, type SiteShellConfig } from '@gio/shell';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppRoot } from '../app/app-root';
import { routes } from '../app/routes';
import type { PageData } from '../lib/page-data';
import type { NavigationEnvironment } from '../lib/page-data-provider';
import type { TrackingSink } from '../lib/tracking';

/** A JSON client whose answers the test gives per method and url; every call is recorded. */
export function fakeClient(
  answer: (method: string, url: string, body?: unknown) => Promise<unknown>,
) {
  const calls: { method: string; url: string; body?: unknown; headers?: Record<string, string> }[] =
    [];
  const call =
    (method: string) =>
    (url: string, bodyOrOptions?: unknown, maybeOptions?: { headers?: Record<string, string> }) => {
      const options = (method === 'GET' ? bodyOrOptions : maybeOptions) as
        { headers?: Record<string, string> } | undefined;
      const body = method === 'GET' ? undefined : bodyOrOptions;
      calls.push({ method, url, body, headers: options?.headers });
      return answer(method, url, body);
    };
  const client = {
    get: call('GET'),
    post: call('POST'),
    put: call('PUT'),
    delete: call('DELETE'),
    request: (method: string, url: string, body?: unknown) => call(method)(url, body),
  } as unknown as JsonClient;
  return { client, calls };
}

export interface RenderAppOptions {
  url: string;
  data: PageData | null;
  client?: JsonClient;
  site?: Partial<SiteShellConfig>;
  session?: SessionState;
  /** The cart the shopper has (default: empty, no sync call). */
  cart?: CartView | null;
  /** Let the app sync the cart through the client, as the browser does. */
  syncCart?: boolean;
  /** Receives the app's tracking calls. */
  trackingSink?: TrackingSink;
  environment?: NavigationEnvironment;
}

/** The real app (routes, shell, providers) in a memory router, as the browser would hydrate it. */
export function renderApp({
  url,
  data,
  client,
  site,
  session,
  cart,
  syncCart,
  trackingSink,
  environment,
}: RenderAppOptions) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const env = environment ?? { fullPageLoad: jest.fn(), logError: jest.fn() };
  const json =
    client ?? fakeClient(() => Promise.reject(new Error('no network in this test'))).client;
  const result = render(
    <AppRoot
      i18n={createI18n({ lng: 'vi', resources: storefrontResources, logger: { warn: () => undefined, error: () => undefined } })}
      site={{ ...DEFAULT_SITE_CONFIG, ...site }}
      client={json}
      session={session ?? { status: 'guest', user: null }}
      cart={syncCart ? undefined : (cart ?? null)}
      trackingSink={trackingSink}
      bootstrap={{ initialData: data, environment: env }}
      router={<RouterProvider router={router} />}
    />,
  );
  return { ...result, router, environment: env };
}
