import { leadRoutes } from '@gio/contracts';
import { callRoute, type JsonClient } from '@gio/data-access';

/** POST /api/exit-lead-capture (accounts.md §7): the form is not offered to this user again. */
export async function exitLeadCapture(client: Pick<JsonClient, 'post'>): Promise<void> {
  await callRoute(client, leadRoutes.exitLeadCapture);
}
