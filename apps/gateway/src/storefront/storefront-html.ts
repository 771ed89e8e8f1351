import type { AppSiteConfig } from '@gio/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { minimalPageHtml, type PageHtmlRenderer } from '../pages/html';
import type { StorefrontBuild } from './storefront-build';

/** The storefront's language on first load (Vietnamese by default, storefront.md §1). */
const FIRST_LOAD_LANGUAGE = 'vi';

/**
 * First-load HTML from the storefront's server render (design.md "Front ends"): the page
 * rendered with its data, the site configuration, the session's CSRF token, and both inlined
 * for hydration. A render that throws is logged and the page falls back to the gateway's own
 * HTML, so a shopper still gets the page's content and data.
 */
export function storefrontPageHtml(
  build: StorefrontBuild,
  siteConfig: (isApp: boolean) => Promise<AppSiteConfig>,
  log: FastifyBaseLogger,
): PageHtmlRenderer {
  return {
    rendersClientRoutes: true,
    async render(page) {
      // Per visit, not per site: inlined with the site so that hydration reads what the server did.
      const site = await siteConfig(page.isApp);
      try {
        const options = { csrfToken: page.csrfToken, lng: FIRST_LOAD_LANGUAGE, site };
        const { html, head, status } = await build.entry.render(page.url, page.data, {
          ...options,
          manifest: build.manifest ?? undefined,
        });
        const body = build.entry.fillTemplate(build.template, {
          head,
          html,
          pageData: page.data,
          ...options,
        });
        return { body, status };
      } catch (error) {
        log.error({ err: error, url: page.url }, 'storefront server render failed');
        return minimalPageHtml.render(page);
      }
    },
  };
}
