import { authRoutes } from '@gio/contracts';
import { callRoute, type JsonClient, type RouteAnswer } from '@gio/data-access';

/** The signed-in shopper, as far as the storefront needs to know (the contract's user has more). */
export interface SessionUser {
  id?: string;
  email?: string | null;
  firstName?: string | null;
  /** Account user level 0–4 (accounts.md §3). */
  accountLevel?: number;
  /** 0 personal, 1 business view of an organisation. */
  clientViewType?: number;
  organization?: { name: string } | null;
  numSuccessfulOrders?: number;
  loyaltyPermission?: string | null;
}

export type SessionAnswer = RouteAnswer<typeof authRoutes.session>;

/** GET /api/session (accounts.md §7): this session's CSRF token and its user, null for a guest. */
export function getSession(client: Pick<JsonClient, 'get'>): Promise<SessionAnswer> {
  return callRoute(client, authRoutes.session, { csrf: false });
}
