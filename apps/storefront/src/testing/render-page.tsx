import type { CartView } from '@gio/contracts';
import type { JsonClient } from '@gio/data-access';
import { createI18n, storefrontResources } from '@gio/i18n';
import { DEFAULT_SITE_CONFIG, type SessionState, type SiteShellConfig } from '@gio/shell';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers/app-providers';
import type { PageData } from '../lib/page-data';
import { PageDataProvider } from '../lib/page-data-provider';
import { notFoundFixture } from './fixtures';

export interface RenderPageOptions {
  url: string;
  client: JsonClient;
  session?: SessionState;
  cart?: CartView | null;
  /** Page data of the url (the order pages); other pages get a placeholder so nothing is fetched. */
  data?: PageData;
  /** Other routes the page may navigate to, shown by their path. */
  otherPaths?: string[];
  /** Site configuration beyond the defaults. */
  site?: Partial<SiteShellConfig>;
}

/**
 * One cart or checkout page in the app's providers and a memory router, without the shell: the
 * page's own behaviour, whatever the shell's page-data rules for its path are.
 */
export function renderPage(page: ReactNode, options: RenderPageOptions) {
  const fullPageLoads: string[] = [];
  const environment = {
    fullPageLoad: (url: string) => void fullPageLoads.push(url),
    logError: () => undefined,
  };
  const data: PageData = options.data ?? notFoundFixture(options.url);
  const wrap = (element: ReactNode) => (
    <PageDataProvider initialData={data} client={options.client} environment={environment}>
      {element}
    </PageDataProvider>
  );
  const path = options.url.split('?')[0] ?? options.url;
  const router = createMemoryRouter(
    [
      { path, element: wrap(page) },
      ...(options.otherPaths ?? []).map((other) => ({ path: other, element: <p>{`page ${other}`}</p> })),
    ],
    { initialEntries: [options.url] },
  );
  const result = render(
    <AppProviders
      i18n={createI18n({ lng: 'vi', resources: storefrontResources, logger: { warn: () => undefined, error: () => undefined } })}
      site={{ ...DEFAULT_SITE_CONFIG, ...options.site }}
      client={options.client}
      session={options.session ?? { status: 'guest', user: null }}
      cart={options.cart === undefined ? null : options.cart}
    >
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, fullPageLoads };
}
