import type { NewsfeedItem } from '@gio/contracts';
import type { Queryable } from '../../db/database';
import { newId } from '../../security/random';

/** The newsfeed's items (`newsfeed_items`, shop-wide or personal) and each user's last read (`newsfeed_reads`). */

export interface ItemRow {
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

/** When the user last opened the feed; null before the first time. */
export async function lastReadAt(q: Queryable, userId: string): Promise<Date | null> {
  const { rows } = await q.query<{ last_read_at: Date | string }>(
    'SELECT last_read_at FROM newsfeed_reads WHERE user_id = $1',
    [userId],
  );
  return rows[0] ? new Date(rows[0].last_read_at) : null;
}

/** The items the user sees at `now`, newest first, offset-paged. */
export async function visibleItems(
  q: Queryable,
  userId: string,
  now: Date,
  limit: number,
  offset: number,
): Promise<ItemRow[]> {
  const { rows } = await q.query<ItemRow>(
    `SELECT id, kind, title, body, url, published_at FROM newsfeed_items WHERE ${VISIBLE}
          ORDER BY published_at DESC, id DESC LIMIT $3 OFFSET $4`,
    [userId, now, limit, offset],
  );
  return rows;
}

/** Records that the user read the feed at `now` (a later read never moves it back). */
export async function markRead(tx: Queryable, userId: string, now: Date): Promise<void> {
  await tx.query(
    `INSERT INTO newsfeed_reads (user_id, last_read_at) VALUES ($1, $2)
           ON CONFLICT (user_id) DO UPDATE SET last_read_at = GREATEST(newsfeed_reads.last_read_at, EXCLUDED.last_read_at)`,
    [userId, now],
  );
}

/** The newest visible item's time and how many visible items were published after `readAt` (all when null). */
export async function feedTime(
  q: Queryable,
  userId: string,
  now: Date,
  readAt: Date | null,
): Promise<{ latest: Date | string | null; unread: number } | undefined> {
  const { rows } = await q.query<{ latest: Date | string | null; unread: number }>(
    `SELECT max(published_at) AS latest,
              count(*) FILTER (WHERE $3::timestamptz IS NULL OR published_at > $3)::int AS unread
         FROM newsfeed_items WHERE ${VISIBLE}`,
    [userId, now, readAt],
  );
  return rows[0];
}

/** Adds a shop-wide demo news item (again is a no-op). */
export async function insertDemoNewsItem(
  tx: Queryable,
  item: {
    id: string;
    kind: string;
    title: string;
    body: string;
    url: string | null;
    publishedAt: Date;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO newsfeed_items (id, kind, title, body, url, published_at) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
    [item.id, item.kind, item.title, item.body, item.url, item.publishedAt],
  );
}
