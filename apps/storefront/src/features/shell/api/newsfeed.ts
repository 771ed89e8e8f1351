import type { NewsfeedItem } from '@gio/contracts';
import type { JsonClient } from '@gio/data-access';

type Client = Pick<JsonClient, 'get'>;

/** One page of the newsfeed (libs/contracts `engagementRoutes.newsfeed`). */
export interface NewsfeedPage {
  items: NewsfeedItem[];
  page: number;
  hasMore: boolean;
  lastReadAt: string | null;
}

/** GET /api/account/newsfeed (accounts.md §7 "Search and page features"); opening it marks the feed read. */
export async function getNewsfeed(client: Client, page = 1): Promise<NewsfeedPage> {
  const answer = await client.get<{ data: NewsfeedPage }>(`/api/account/newsfeed?page=${page}`);
  return answer.data;
}

/** GET /api/account/newsfeed/time (accounts.md §7): how many items are new since the last read. */
export async function getNewsfeedUnreadCount(client: Client): Promise<number> {
  const answer = await client.get<{ data: { unreadCount: number } }>('/api/account/newsfeed/time');
  return answer.data.unreadCount;
}
