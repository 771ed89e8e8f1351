import { organizationRoutes } from '@gio/contracts';
import { ApiError, callRoute, type RouteAnswer, type RouteClient } from '@gio/data-access';

export type OrganizationPageData = RouteAnswer<typeof organizationRoutes.organization>['data'];

/**
 * GET /api/organization: the business account and what the signed-in level may do; null for a
 * user without an organisation (the gateway's 404), whom the page tells so.
 */
export async function getOrganization(
  client: RouteClient<typeof organizationRoutes.organization>,
): Promise<OrganizationPageData | null> {
  try {
    return (await callRoute(client, organizationRoutes.organization)).data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
