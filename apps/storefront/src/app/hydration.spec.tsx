import { createI18n, storefrontResources } from '@gio/i18n';
import { readSiteConfig } from '@gio/shell';
import { act } from '@testing-library/react';
import { axe, toHaveNoViolations } from 'jest-axe';
import { hydrateRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { PageData } from '../lib/page-data';
import {
  categoryPageFixture,
  homeFixture,
  productPageFixture,
  searchPageFixture,
  payloadFixture,
  variantFixture,
} from '../testing/fixtures';
import { fakeClient } from '../testing/render-app';
import { AppRoot } from './app-root';
import { render } from './render';
import { routes } from './routes';

expect.extend(toHaveNoViolations);

// The fourth entry is the site the gateway renders and inlines (null: the defaults; `isApp`:
// inside the mobile app).
const pages: [string, string, PageData, unknown][] = [
  ['home', '/', homeFixture(), null],
  ['category', '/products/do-uong/c-sua/sua', categoryPageFixture(), null],
  ['product', '/product/v-sua-tuoi/sua-tuoi-tiet-trung-1l', productPageFixture(), null],
  [
    'search',
    '/products/search/s%E1%BB%AFa',
    searchPageFixture('sữa', payloadFixture([variantFixture()])),
    null,
  ],
  ['home in the app', '/', homeFixture(), { isApp: true }],
];

describe('server HTML hydrates in the browser', () => {
  let root: Root | null = null;
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    document.body.innerHTML = '';
  });

  it.each(pages)(
    '%s: no hydration mismatch and no axe violation',
    async (_name, url, data, site) => {
      const { html } = await render(url, data, { site });
      const container = document.createElement('div');
      container.innerHTML = html;
      document.body.appendChild(container);
      const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const { client } = fakeClient(() => new Promise(() => undefined));
      try {
        await act(async () => {
          root = hydrateRoot(
            container,
            <AppRoot
              i18n={createI18n({
                lng: 'vi',
                resources: storefrontResources,
                logger: { warn: () => undefined, error: () => undefined },
              })}
              site={readSiteConfig(site)}
              client={client}
              bootstrap={{
                initialData: data,
                environment: { fullPageLoad: jest.fn(), logError: jest.fn() },
              }}
              router={
                <RouterProvider router={createMemoryRouter(routes, { initialEntries: [url] })} />
              }
            />,
            { onRecoverableError: (error) => console.error('recoverable', error) },
          );
        });
        expect(errors).not.toHaveBeenCalled();
        // storefront.md §2: no search bar inside the app, on both sides of hydration.
        expect(container.querySelector('[role="combobox"]') === null).toBe(
          readSiteConfig(site).isApp,
        );
      } finally {
        errors.mockRestore();
      }
      // Inside act: the shell's timers (back-to-top's scroll check, the cart and session calls)
      // may fire while axe walks the page.
      let results: Awaited<ReturnType<typeof axe>> | undefined;
      await act(async () => {
        results = await axe(container, { rules: { region: { enabled: false } } });
      });
      expect(results).toHaveNoViolations();
    },
  );
});
