import { createJsonClient } from '@gio/data-access';
import { loadStorefrontI18n } from '@gio/i18n';
import { readSiteConfig } from '@gio/shell';
import type { i18n as I18n } from 'i18next';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import { AppRoot } from './app/app-root';
import { pagesOf, routes } from './app/routes';
import { preloadPages } from './lib/lazy-page';
import { unwrapPageData } from './lib/page-data';
import './app/app.css';

/** The `{ data, site }` the server inlined; nothing when the page was not server-rendered. */
function readInlined(): { data?: unknown; site?: unknown } | null {
  const text = document.getElementById('__PAGE_DATA__')?.textContent ?? '';
  try {
    return JSON.parse(text) as { data?: unknown; site?: unknown } | null;
  } catch {
    return null;
  }
}

const inlined = readInlined();
const site = readSiteConfig(inlined?.site);
const app = (i18n: I18n) => (
  <StrictMode>
    <AppRoot
      i18n={i18n}
      site={site}
      client={createJsonClient()}
      bootstrap={{
        initialData: unwrapPageData(inlined),
        environment: {
          fullPageLoad: (url) => window.location.assign(url),
          logError: (message, details) => console.error(message, details),
        },
      }}
      router={<RouterProvider router={createBrowserRouter(routes)} />}
    />
  </StrictMode>
);

const container = document.getElementById('root') as HTMLElement;
// The first page's chunk (already preloading through the server's modulepreload link) and the
// page's language (only that one, and only the storefront's strings: the other language and the
// account app's strings stay out of the first load) are loaded before
// hydrating, so that the page renders as the server rendered it.
void Promise.all([
  loadStorefrontI18n({ lng: document.documentElement.lang || 'vi' }),
  preloadPages(pagesOf(matchRoutes(routes, window.location))).catch(() => undefined),
]).then(([i18n]) => {
  // Server-rendered pages hydrate; the bare template (Vite's dev server) renders from scratch.
  // Hydrating in a transition lets React yield to the browser every few milliseconds: the page
  // the server drew is already on screen, and a phone's main thread stays free for taps and
  // scrolling instead of one long task of several hundred milliseconds (Total Blocking Time).
  if (container.hasChildNodes()) startTransition(() => void hydrateRoot(container, app(i18n)));
  else createRoot(container).render(app(i18n));
});
