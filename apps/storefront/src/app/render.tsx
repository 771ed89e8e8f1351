import { createJsonClient } from '@gio/data-access';
import { pageNameFromPath } from '@gio/domain-shell';
import { createI18n, storefrontResources } from '@gio/i18n';
import { preloadSignupForm, readSiteConfig } from '@gio/shell';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { pageHead } from '../lib/head';
import { headToHtml } from '../lib/head-html';
import { preloadPages } from '../lib/lazy-page';
import { pageAssetLinks, type ClientManifest } from '../lib/page-assets';
import { unwrapPageData } from '../lib/page-data';
import { AppRoot } from './app-root';
import { pagesOf, routes } from './routes';

export interface RenderOptions {
  /** This session's CSRF token; the gateway also writes it into the template's meta tag. */
  csrfToken?: string;
  /** 'vi' (default) or 'en'. */
  lng?: string;
  /** Site configuration (currency, maintenance flag, …); see `readSiteConfig`. */
  site?: unknown;
  /**
   * The client build's `.vite/manifest.json`: the page's own chunk and stylesheets are linked
   * from the head (modulepreload, stylesheet) so that they load beside the main bundle.
   */
  manifest?: ClientManifest;
}

export interface RenderResult {
  /** The app's markup, for the template's `<!--app-html-->`. */
  html: string;
  /** Title, description, canonical link and JSON-LD, for `<!--app-head-->`. */
  head: string;
  /** 200, 404 for the not-found page, 503 in maintenance. */
  status: number;
}

/** The server never navigates: a page load is the gateway's job. */
const serverEnvironment = {
  fullPageLoad: () => undefined,
  logError: (message: string, details: Record<string, unknown>) => console.error(message, details),
};

/**
 * Server render of one storefront page (design.md "Front ends"): the gateway calls it with the
 * url of the request (absolute, so that the canonical link is absolute too; a path also works)
 * and the page data it answers for that url, then fills `index.html` with `fillTemplate`.
 */
export async function render(
  url: string,
  pageData: unknown,
  options: RenderOptions = {},
): Promise<RenderResult> {
  const isAbsolute = /^https?:\/\//i.test(url);
  const location = new URL(url, 'http://storefront.invalid');
  const origin = isAbsolute ? location.origin : null;
  const site = readSiteConfig(options.site ?? (pageData as { site?: unknown } | null)?.site);
  const data = unwrapPageData(pageData);
  // The storefront's strings, the same set the browser hydrates with (main.tsx).
  const i18n = createI18n({ lng: options.lng ?? 'vi', resources: storefrontResources });
  const client = createJsonClient({
    location: undefined,
    baseUrl: origin ?? '',
    getCsrfToken: () => options.csrfToken,
  });

  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(location.href));
  if (context instanceof Response) {
    // The routes have no loaders or actions, so only a malformed request lands here.
    return { html: '', head: '', status: context.status };
  }
  const pages = pagesOf(context.matches);
  await Promise.all([preloadPages(pages), preloadSignupForm()]);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <AppRoot
      i18n={i18n}
      site={site}
      client={client}
      bootstrap={{ initialData: data, environment: serverEnvironment }}
      router={<StaticRouterProvider router={router} context={context} hydrate={false} />}
    />,
  );
  const head =
    headToHtml(pageHead(data, i18n.t.bind(i18n), origin, location.pathname, site.currency)) +
    (options.manifest
      ? pageAssetLinks(
          options.manifest,
          pages.map((page) => page.module),
        )
      : '');
  const notFound =
    data?.page === 'not-found' ||
    (data === null && pageNameFromPath(location.pathname) === 'not found');
  const status = site.maintenanceMode ? 503 : notFound ? 404 : 200;
  return { html, head, status };
}
