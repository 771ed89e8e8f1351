import { engagementRoutes } from '@gio/contracts';
import { callRoute, type JsonClient, type RouteAnswer } from '@gio/data-access';

type Client = Pick<JsonClient, 'get'>;

/** One page of the newsfeed (libs/contracts `engagementRoutes.newsfeed`). */
export type NewsfeedPage = RouteAnswer<typeof engagementRoutes.newsfeed>['data'];

/** GET /api/account/newsfeed (accounts.md §7 "Search and page features"); opening it marks the feed read. */
export async function getNewsfeed(client: Client, page = 1): Promise<NewsfeedPage> {
  return (await callRoute(client, engagementRoutes.newsfeed, { query: { page } })).data;
}

/** GET /api/account/newsfeed/time (accounts.md §7): how many items are new since the last read. */
export async function getNewsfeedUnreadCount(client: Client): Promise<number> {
  return (await callRoute(client, engagementRoutes.newsfeedTime)).data.unreadCount;
}
