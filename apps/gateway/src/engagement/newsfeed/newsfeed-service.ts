import { NEWSFEED_PAGE_SIZE, type NewsfeedItem } from '@gio/contracts';
import type { Database, Queryable } from '../../db/database';
import { feedTime, lastReadAt, markRead, visibleItems } from './newsfeed-store';

const iso = (value: Date | string): string => new Date(value).toISOString();

/**
 * The account newsfeed (accounts.md §7 "GET /api/account/newsfeed and GET
 * /api/account/newsfeed/time"): shop-wide and personal items, newest first. Opening the feed
 * records the time it was read, so the time call can tell the sidebar how many items are new.
 */
export class NewsfeedService {
  constructor(
    private readonly db: Database,
    private readonly now: () => number,
  ) {}

  /** GET /api/account/newsfeed: one page; `isNew` compares with the previous visit, which this one replaces. */
  async page(userId: string, page: number) {
    const now = new Date(this.now());
    return this.db.transaction(async (tx) => {
      const readAt = await lastReadAt(tx, userId);
      const rows = await visibleItems(tx, userId, now, NEWSFEED_PAGE_SIZE + 1, (page - 1) * NEWSFEED_PAGE_SIZE);
      // Only the first page marks the feed read: later pages are older items of the same visit.
      if (page === 1) await markRead(tx, userId, now);
      const items: NewsfeedItem[] = rows.slice(0, NEWSFEED_PAGE_SIZE).map((row) => ({
        id: row.id,
        kind: row.kind,
        title: row.title,
        body: row.body,
        url: row.url,
        publishedAt: iso(row.published_at),
        isNew: readAt === null || new Date(row.published_at) > readAt,
      }));
      return {
        items,
        page,
        hasMore: rows.length > NEWSFEED_PAGE_SIZE,
        lastReadAt: readAt ? readAt.toISOString() : null,
      };
    });
  }

  /** GET /api/account/newsfeed/time: the newest item's time and how many arrived since the last visit. */
  async time(userId: string, db: Queryable) {
    const now = new Date(this.now());
    const readAt = await lastReadAt(db, userId);
    const row = await feedTime(db, userId, now, readAt);
    return {
      time: row?.latest ? iso(row.latest) : null,
      lastReadAt: readAt ? readAt.toISOString() : null,
      unreadCount: row?.unread ?? 0,
    };
  }
}
