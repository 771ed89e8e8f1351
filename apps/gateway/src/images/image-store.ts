import type { Artwork } from '@gio/seed';
import type { Queryable } from '../db/database';

/** The demo catalogue's artwork specs (`artworks`), by key. */

/** The artwork spec of a key; null when there is none. */
export async function artworkByKey(q: Queryable, key: string): Promise<Artwork | null> {
  const { rows } = await q.query<{ spec: Artwork }>('SELECT spec FROM artworks WHERE key = $1', [
    key,
  ]);
  return rows[0]?.spec ?? null;
}
