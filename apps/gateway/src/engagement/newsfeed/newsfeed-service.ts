import { NEWSFEED_PAGE_SIZE, type NewsfeedItem } from '@gio/contracts';
import type { Database, Queryable } from '../../db/database';
import { newId } from '../../security/random';

interface ItemRow {
  id: string;
  kind: NewsfeedItem['kind'];
  title: string;
  body: string;
  url: string | null;
  published_at: Date | string;
}

/** A news item for one user (a referral credit, a prize won). */
export interface PersonalNewsItem {
  readonly userId: string;
  readonly kind: NewsfeedItem['kind'];
  readonly title: string;
  readonly body: string;
  readonly url: string | null;
  readonly publishedAt: Date;
}

/** Adds a news item only `userId` sees, inside the caller's transaction. */
export async function addPersonalNewsItem(tx: Queryable, item: PersonalNewsItem): Promise<void> {
  await tx.query(
    `INSERT INTO newsfeed_items (id, user_id, kind, title, body, url, published_at) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [newId('nws'), item.userId, item.kind, item.title, item.body, item.url, item.publishedAt],
  );
}

/** The items a user sees: for everyone or for them, published and not expired. */
const VISIBLE = `(user_id IS NULL OR user_id = $1) AND published_at <= $2 AND (expires_at IS NULL OR expires_at > $2)`;

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

  private async lastReadAt(db: Queryable, userId: string): Promise<Date | null> {
    const { rows } = await db.query<{ last_read_at: Date | string }>(
      'SELECT last_read_at FROM newsfeed_reads WHERE user_id = $1',
      [userId],
    );
    return rows[0] ? new Date(rows[0].last_read_at) : null;
  }

  /** GET /api/account/newsfeed: one page; `isNew` compares with the previous visit, which this one replaces. */
  async page(userId: string, page: number) {
    const now = new Date(this.now());
    return this.db.transaction(async (tx) => {
      const lastReadAt = await this.lastReadAt(tx, userId);
      const { rows } = await tx.query<ItemRow>(
        `SELECT id, kind, title, body, url, published_at FROM newsfeed_items WHERE ${VISIBLE}
          ORDER BY published_at DESC, id DESC LIMIT $3 OFFSET $4`,
        [userId, now, NEWSFEED_PAGE_SIZE + 1, (page - 1) * NEWSFEED_PAGE_SIZE],
      );
      // Only the first page marks the feed read: later pages are older items of the same visit.
      if (page === 1) {
        await tx.query(
          `INSERT INTO newsfeed_reads (user_id, last_read_at) VALUES ($1, $2)
           ON CONFLICT (user_id) DO UPDATE SET last_read_at = GREATEST(newsfeed_reads.last_read_at, EXCLUDED.last_read_at)`,
          [userId, now],
        );
      }
      const items: NewsfeedItem[] = rows.slice(0, NEWSFEED_PAGE_SIZE).map((row) => ({
        id: row.id,
        kind: row.kind,
        title: row.title,
        body: row.body,
        url: row.url,
        publishedAt: iso(row.published_at),
        isNew: lastReadAt === null || new Date(row.published_at) > lastReadAt,
      }));
      return {
        items,
        page,
        hasMore: rows.length > NEWSFEED_PAGE_SIZE,
        lastReadAt: lastReadAt ? lastReadAt.toISOString() : null,
      };
    });
  }

  /** GET /api/account/newsfeed/time: the newest item's time and how many arrived since the last visit. */
  async time(userId: string, db: Queryable) {
    const now = new Date(this.now());
    const lastReadAt = await this.lastReadAt(db, userId);
    const { rows } = await db.query<{ latest: Date | string | null; unread: number }>(
      `SELECT max(published_at) AS latest,
              count(*) FILTER (WHERE $3::timestamptz IS NULL OR published_at > $3)::int AS unread
         FROM newsfeed_items WHERE ${VISIBLE}`,
      [userId, now, lastReadAt],
    );
    const row = rows[0];
    return {
      time: row?.latest ? iso(row.latest) : null,
      lastReadAt: lastReadAt ? lastReadAt.toISOString() : null,
      unreadCount: row?.unread ?? 0,
    };
  }
}
