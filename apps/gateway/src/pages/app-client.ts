import type { FastifyReply, FastifyRequest } from 'fastify';

/** Remembers for later first loads that the visitor browses inside the mobile app's web view. */
export const APP_CLIENT_COOKIE = 'gio_app';
/** The app opens its first url with `?app=1` (`?app=0` forgets it again). */
export const APP_CLIENT_QUERY = 'app';
/** The app's web view may also name itself in its user agent. */
const APP_USER_AGENT = /\bGioApp\//;
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Whether this first load runs inside the mobile app (storefront.md §2: the search placeholder
 * bar is hidden in the app). The query flag sets or clears the cookie, since the app adds it to
 * the first url only; the web view keeps its own cookie jar, so the browser never inherits it.
 */
export function isAppClient(request: FastifyRequest, reply: FastifyReply): boolean {
  const flag = (request.query as Record<string, unknown> | undefined)?.[APP_CLIENT_QUERY];
  if (flag === '1' || flag === '0') {
    const on = flag === '1';
    reply.setCookie(APP_CLIENT_COOKIE, on ? '1' : '', {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: request.protocol === 'https',
      maxAge: on ? ONE_YEAR_SECONDS : 0,
    });
    return on;
  }
  return (
    request.cookies[APP_CLIENT_COOKIE] === '1' ||
    APP_USER_AGENT.test(request.headers['user-agent'] ?? '')
  );
}
