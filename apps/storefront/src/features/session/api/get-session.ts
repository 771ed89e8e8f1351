import type { JsonClient } from '@gio/data-access';

/** The signed-in shopper, as far as the storefront needs to know. */
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

export interface SessionAnswer {
  csrfToken: string;
  user: SessionUser | null;
}

/** GET /api/session (accounts.md §7): this session's CSRF token and its user, null for a guest. */
export function getSession(client: Pick<JsonClient, 'get'>): Promise<SessionAnswer> {
  return client.get<SessionAnswer>('/api/session', { csrf: false });
}
