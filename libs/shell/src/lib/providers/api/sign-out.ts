import { authRoutes } from '@gio/contracts';
import { callRoute, type JsonClient } from '@gio/data-access';

/**
 * POST /api/logout (accounts.md §7): the account overlay's sign-out and the way out of the
 * storefront's locked location capture (`useSignOut`).
 */
export async function signOut(client: Pick<JsonClient, 'post'>): Promise<void> {
  await callRoute(client, authRoutes.logout);
}
