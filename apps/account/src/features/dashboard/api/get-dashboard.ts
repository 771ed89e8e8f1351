import { engagementRoutes, type Dashboard } from '@gio/contracts';
import { callRoute, type RouteClient } from '@gio/data-access';

/** GET /api/nav-account-sidebar/dashboard (accounts.md §7): the account at a glance. */
export async function getDashboard(client: RouteClient<typeof engagementRoutes.dashboard>): Promise<Dashboard> {
  return (await callRoute(client, engagementRoutes.dashboard)).data.dashboard as Dashboard;
}
