import { organizationControlRoutes, type StatementView } from '@gio/contracts';
import { callRoute, type RouteClient } from '@gio/data-access';

/** GET /api/organization/statement (owners and admins). */
export async function getStatement(client: RouteClient<typeof organizationControlRoutes.statement>): Promise<StatementView> {
  return (await callRoute(client, organizationControlRoutes.statement)).data;
}
