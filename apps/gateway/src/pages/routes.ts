import { PAGE_DATA_HEADER, type PageData, type PageDataResponse } from '@gio/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PAGE_CACHE_CONTROL } from '../http/cache-control';
import type { SessionManager } from '../session/session-manager';
import { maskCsrfToken } from '../security/csrf';
import { ensureVisitorSession, visitorId } from '../visitor/visitor';
import { isAppClient } from './app-client';
import type { PageHtmlRenderer } from './html';
import { parsePaging, type PageRequest, type PageService, type Paging } from './page-service';
import { builtAnswer, type PageAnswer, type SharedPageData } from './shared-page-data';

type Params = Record<string, string | undefined>;
type Builder = (
  params: Params,
  paging: Paging,
  request: PageRequest,
  pagingSuffix: string,
) => Promise<PageDataResponse | null>;

/** A page another part of the gateway serves through this mechanism (e.g. /invite/:promocode). */
export interface ExtraPage {
  readonly path: string;
  readonly build: (params: Params, request: PageRequest) => Promise<PageDataResponse | null>;
}

/** What page answers are made of: the page data, the first-load HTML and the visitor's session. */
export interface PageAnswerDeps {
  readonly pages: PageService;
  readonly html: PageHtmlRenderer;
  /** Every first load gives the visitor a session; the page carries its CSRF token. */
  readonly sessions: SessionManager;
  /** Page data shared between visitors for a moment (production); null: built every time. */
  readonly sharedPages?: SharedPageData | null;
}

/** Whether the client asked for page data (storefront.md §7: header isFromSPA). */
function wantsData(request: FastifyRequest): boolean {
  return request.headers[PAGE_DATA_HEADER] === 'true';
}

/**
 * Storefront routes of storefront.md §2. With `isFromSPA: true` they answer `{ data }` or
 * `{ redirect }`; otherwise a redirect is an HTTP 301 and data is the first-load HTML page.
 */
export function registerPageRoutes(
  app: FastifyInstance,
  deps: PageAnswerDeps,
  extraPages: readonly ExtraPage[] = [],
): void {
  const { pages, html } = deps;
  const send = async (request: FastifyRequest, reply: FastifyReply, answer: PageAnswer) => {
    reply.header('vary', PAGE_DATA_HEADER);
    if (answer.json !== null && wantsData(request)) {
      return reply
        .header('cache-control', PAGE_CACHE_CONTROL)
        .type('application/json; charset=utf-8')
        .send(answer.json);
    }
    const result = answer.result();
    if (result === null) return sendNotFound(request, reply, deps);
    if ('redirect' in result) {
      if (wantsData(request)) return reply.header('cache-control', PAGE_CACHE_CONTROL).send(result);
      return reply.redirect(result.redirect, 301);
    }
    if (wantsData(request)) return reply.header('cache-control', PAGE_CACHE_CONTROL).send(result);
    return sendHtml(request, reply, deps, result.data);
  };

  /** `sharedAs`: the page's data depends on the address alone; this names it among shared answers. */
  const page = (
    path: string,
    build: Builder,
    listChild: boolean,
    sharedAs?: (params: Params) => string,
  ) => {
    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      const params = request.params as Params;
      const paging = parsePaging(params['pages'], params['range']);
      if (!paging) return sendNotFound(request, reply, deps);
      const pagingSuffix =
        params['pages'] !== undefined ? `/${params['pages']}/${params['range']}` : '';
      const pageRequest: PageRequest = {
        path: request.url.split('?')[0] ?? request.url,
        query: request.query as PageRequest['query'],
        visitorId: visitorId(request),
        userId: request.session?.userId ?? null,
      };
      const built = () => build(params, paging, pageRequest, pagingSuffix);
      const answer: PageAnswer =
        sharedAs && deps.sharedPages
          ? await deps.sharedPages.answer(sharedAs(params), built)
          : builtAnswer(await built());
      return send(request, reply, answer);
    };
    app.get(path, handler);
    if (listChild) app.get(`${path}/:pages/:range`, handler);
  };

  page('/', (_p, _g, r) => pages.home(r), false);
  page('/m/:slug', (p, g, r) => pages.modulePage(p['slug'] ?? '', g, r), true);
  page(
    '/products/:category/:gid/:slug',
    (p, g, r, s) => pages.category(p['category'] ?? '', p['gid'] ?? '', p['slug'] ?? '', g, r, s),
    true,
  );
  page(
    '/product/:gid/:slug',
    (p) => pages.product(p['gid'] ?? '', p['slug'] ?? ''),
    false,
    // The same for every visitor (PageService.product reads no session, query or visitor).
    // Params are decoded: a '/' inside one must not make two addresses one key.
    (p) => JSON.stringify(['product', p['gid'] ?? '', p['slug'] ?? '']),
  );
  page('/products/search', () => pages.emptySearch(), false);
  page('/products/search/:term', (p, g, r) => pages.searchPage(p['term'] ?? '', g, r), true);
  page('/products/action/:id', (p, g, r) => pages.actionList(p['id'] ?? '', g, r), false);
  page(
    '/products/highlight/:gid/:slug',
    (p, g, r) => pages.highlight(p['gid'] ?? '', p['slug'] ?? '', g, r),
    false,
  );
  page('/products/category/:gid/:slug', (p) => pages.categoryLink(p['gid'] ?? ''), false);
  page(
    '/brand/:gid/:slug',
    (p, g, r, s) => pages.brand(p['gid'] ?? '', p['slug'] ?? '', g, r, s),
    true,
  );
  page('/t/:slug', (p) => pages.textPage(p['slug'] ?? ''), true);
  for (const extra of extraPages) page(extra.path, (p, _g, r) => extra.build(p, r), false);

  // Client-only routes of storefront.md §2: no data, the app renders them from the URL alone.
  if (html.rendersClientRoutes) {
    for (const path of [
      '/version',
      '/unsupported',
      '/mobile-support',
      // The cart and checkout screens fetch their own data through the cart and checkout calls.
      '/cart',
      '/cart-recommendations',
      '/checkout',
      '/checkout-login',
      // Sign-in (accounts.md §2, client-side only): back to its redirect with the action.
      '/login',
    ]) {
      app.get(path, (request, reply) => sendHtml(request, reply, deps, null));
    }
  }
}

function origin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/** The not-found page: 404 with the not-found payload (JSON or HTML). */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply, deps: PageAnswerDeps) {
  const data = deps.pages.notFound(request.url.split('?')[0] ?? request.url);
  reply.status(404).header('vary', PAGE_DATA_HEADER);
  if (wantsData(request)) return reply.header('cache-control', PAGE_CACHE_CONTROL).send({ data });
  return sendHtml(request, reply, deps, data);
}

/** A first-load page: every visitor gets a session here, and the page carries its CSRF token. */
async function sendHtml(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: PageAnswerDeps,
  data: PageData | null,
) {
  const { csrfToken: sessionToken } = await ensureVisitorSession(deps.sessions, request, reply);
  const csrfToken = maskCsrfToken(sessionToken);
  // The page holds this visitor's token: no shared cache may keep it (PAGE_CACHE_CONTROL).
  reply.header('cache-control', PAGE_CACHE_CONTROL);
  const base = origin(request);
  const isApp = isAppClient(request, reply);
  const page = await deps.html.render({
    url: `${base}${request.url}`,
    origin: base,
    data,
    csrfToken,
    isApp,
  });
  if (page.status !== undefined && page.status !== 200) reply.status(page.status);
  return reply.type('text/html; charset=utf-8').send(page.body);
}
