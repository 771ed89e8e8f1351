import { engagementRoutes } from '@gio/contracts';
import { callRoute, type RouteClient } from '@gio/data-access';

/** GET /api/account/newsfeed/time: how many newsfeed items the user has not read. */
export async function getUnreadNewsCount(client: RouteClient<typeof engagementRoutes.newsfeedTime>): Promise<number> {
  return (await callRoute(client, engagementRoutes.newsfeedTime)).data.unreadCount;
}
