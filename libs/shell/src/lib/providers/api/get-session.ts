import { authRoutes } from '@gio/contracts';
import { callRoute, type JsonClient, type RouteAnswer } from '@gio/data-access';

export type SessionAnswer = RouteAnswer<typeof authRoutes.session>;

/** GET /api/session (accounts.md §7): this session's CSRF token and its user, null for a guest. */
export function getSession(client: Pick<JsonClient, 'get'>): Promise<SessionAnswer> {
  return callRoute(client, authRoutes.session, { csrf: false });
}
