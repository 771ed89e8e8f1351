import type { AppSiteConfig } from '@gio/contracts';
import { ACCOUNT_APP_PREFIX, PUBLIC_ACCOUNT_APP_PATHS, SIGNED_IN_ACCOUNT_APP_EXACT_PATHS } from '@gio/domain-shell';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ACCOUNT_PAGE_CACHE_CONTROL } from '../http/cache-control';
import { registerHashedAssets } from '../http/hashed-assets';
import escapeHtml from 'escape-html';
import { inlineJson } from '../pages/html';
import { isAppClient } from '../pages/app-client';
import { maskCsrfToken } from '../security/csrf';
import type { SessionManager } from '../session/session-manager';
import { ensureVisitorSession } from '../visitor/visitor';
import { ACCOUNT_ASSET_PREFIX, type AccountAppBuild } from './account-app-build';

/** The account app's language on first load (Vietnamese by default, storefront.md §1). */
const FIRST_LOAD_LANGUAGE = 'vi';

/** Fastify's routes of the account app's signed-in pages (domain-shell: the exact ones and `/account/*`). */
export const SIGNED_IN_ACCOUNT_APP_ROUTES: readonly string[] = [...SIGNED_IN_ACCOUNT_APP_EXACT_PATHS, `${ACCOUNT_APP_PREFIX}*`];

export interface AccountAppDeps {
  readonly build: AccountAppBuild;
  /** Every first load gives the visitor a session; the page carries its CSRF token. */
  readonly sessions: SessionManager;
  /** The site configuration both apps receive (pages/app-site-config.ts). */
  readonly siteFor: (isApp: boolean) => Promise<AppSiteConfig>;
}

/** Where a guest goes to sign in, coming back to `url` (path and query) afterwards. */
export const signInPath = (url: string): string => `/login?redirect=${encodeURIComponent(url)}`;

/** The account app's HTML: its template with the language, the CSRF token and the site. */
export function fillAccountTemplate(
  template: string,
  values: { lang: string; csrfToken: string; site: AppSiteConfig },
): string {
  // Function replacers: a `$&` or `$'` in the site's texts must stay text, not a pattern.
  return template
    .replace('<!--app-lang-->', () => escapeHtml(values.lang))
    .replace('<!--app-csrf-->', () => `<meta name="csrf-token" content="${escapeHtml(values.csrfToken)}">`)
    .replace(
      '<!--app-site-->',
      () => `<script id="__SITE__" type="application/json">${inlineJson(values.site)}</script>`,
    );
}

/**
 * Serves the account app (a client-rendered app, docs/architecture.md): its hashed assets under
 * `/static/account/` with an immutable cache, and its `index.html` for each of its routes. The
 * page holds the visitor's CSRF token, so no shared cache may keep it. In maintenance the app
 * shows its maintenance screen with 503, as the storefront does.
 */
export function registerAccountApp(app: FastifyInstance, deps: AccountAppDeps): void {
  registerHashedAssets(app, ACCOUNT_ASSET_PREFIX, deps.build.clientDir);

  const sendApp = async (request: FastifyRequest, reply: FastifyReply) => {
    const { csrfToken: sessionToken } = await ensureVisitorSession(deps.sessions, request, reply);
    // Masked afresh for each answer: the page is compressed (security/csrf.ts maskCsrfToken).
    const csrfToken = maskCsrfToken(sessionToken);
    const site = await deps.siteFor(isAppClient(request, reply));
    reply.header('cache-control', ACCOUNT_PAGE_CACHE_CONTROL);
    if (site.features.maintenanceMode) reply.status(503);
    return reply
      .type('text/html; charset=utf-8')
      .send(fillAccountTemplate(deps.build.template, { lang: FIRST_LOAD_LANGUAGE, csrfToken, site }));
  };

  for (const path of SIGNED_IN_ACCOUNT_APP_ROUTES) {
    app.get(path, async (request, reply) => {
      if (!request.session?.userId) return reply.redirect(signInPath(request.url), 302);
      return sendApp(request, reply);
    });
  }
  for (const path of PUBLIC_ACCOUNT_APP_PATHS) app.get(path, sendApp);
}
