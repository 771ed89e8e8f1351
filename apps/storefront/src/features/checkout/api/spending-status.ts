import { organizationControlRoutes, type SpendingStatusView } from '@gio/contracts';
import { callRoute, type JsonClient } from '@gio/data-access';

/** The organisation's limit, the month's spend and the credit hold (GET /api/organization/spending-status); null outside an organisation's cart. */
export async function spendingStatus(client: Pick<JsonClient, 'get'>): Promise<SpendingStatusView> {
  const answer = await callRoute(client, organizationControlRoutes.spendingStatus);
  return answer.data.status;
}
