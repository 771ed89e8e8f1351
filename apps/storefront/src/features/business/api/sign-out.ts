import { authRoutes } from '@gio/contracts';
import { callRoute, type JsonClient } from '@gio/data-access';

/** POST /api/logout: the way out of the locked location capture. */
export async function signOut(client: Pick<JsonClient, 'post'>): Promise<void> {
  await callRoute(client, authRoutes.logout);
}
