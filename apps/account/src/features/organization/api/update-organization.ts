import { organizationRoutes, type OrganizationUpdate } from '@gio/contracts';
import { callRoute, type RouteClient } from '@gio/data-access';

/** PUT /api/organization: the owner's name and logo. */
export async function updateOrganization(
  client: RouteClient<typeof organizationRoutes.updateOrganization>,
  update: OrganizationUpdate,
): Promise<void> {
  await callRoute(client, organizationRoutes.updateOrganization, { body: update });
}
