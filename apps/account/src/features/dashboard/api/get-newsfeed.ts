import { engagementRoutes, type NewsfeedItem } from '@gio/contracts';
import { callRoute, type RouteClient } from '@gio/data-access';

/** GET /api/account/newsfeed, first page (accounts.md §7 "Search and page features"). */
export async function getNewsfeed(client: RouteClient<typeof engagementRoutes.newsfeed>): Promise<NewsfeedItem[]> {
  return (await callRoute(client, engagementRoutes.newsfeed, { query: { page: 1 } })).data.items;
}
