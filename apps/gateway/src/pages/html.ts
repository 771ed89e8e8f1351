import type { PageData } from '@gio/contracts';
import escapeHtml from 'escape-html';


/** JSON safe inside a <script> element: no `</script>`, no HTML comment openers, no U+2028/9. */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The first-load HTML of a storefront page until the storefront's server render takes over:
 * title, description, canonical link, the session's CSRF token (`<meta name="csrf-token">`, read by
 * the apps' JSON helper) and the page data inlined for the client to hydrate from.
 */
export function renderPageHtml(data: PageData, origin: string, csrfToken: string): string {
  const canonical = `${origin}${data.seo.canonicalPath}`;
  return `<!doctype html>
<html lang="vi">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="csrf-token" content="${escapeHtml(csrfToken)}">
<title>${escapeHtml(data.seo.title)}</title>
<meta name="description" content="${escapeHtml(data.seo.description)}">
<link rel="canonical" href="${escapeHtml(canonical)}">
</head>
<body>
<div id="root"><h1>${escapeHtml(data.seo.title)}</h1></div>
<script id="__PAGE_DATA__" type="application/json">${inlineJson({ data })}</script>
</body>
</html>
`;
}

/** One first-load page to turn into HTML. */
export interface HtmlPage {
  /** Absolute URL of the page (canonical links are absolute). */
  readonly url: string;
  readonly origin: string;
  /** The page's data; null for client-only routes such as /version. */
  readonly data: PageData | null;
  readonly csrfToken: string;
  /** Inside the mobile app's web view (`app-client.ts`); the shell hides the search bar. */
  readonly isApp: boolean;
}

/** Turns page data into the first-load HTML; `status` overrides the route's (503 in maintenance). */
export interface PageHtmlRenderer {
  render(page: HtmlPage): Promise<{ body: string; status?: number }>;
  /** Whether client-only routes (/version, /unsupported, /mobile-support) can be rendered. */
  readonly rendersClientRoutes: boolean;
}

/** The gateway's own HTML, used while the storefront has not been built. */
export const minimalPageHtml: PageHtmlRenderer = {
  rendersClientRoutes: false,
  async render(page) {
    if (!page.data) throw new Error(`no page data to render ${page.url}`);
    return { body: renderPageHtml(page.data, page.origin, page.csrfToken) };
  },
};
