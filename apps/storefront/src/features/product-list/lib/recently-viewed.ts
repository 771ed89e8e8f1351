/** Where the shopper's recently viewed variants are kept in the browser (newest first). */
export const RECENTLY_VIEWED_KEY = 'recentlyViewed';

/** How many recently viewed variants are kept; the gateway's call takes at most 50 ids. */
export const RECENTLY_VIEWED_LIMIT = 12;

const GID = /^[A-Za-z0-9_-]{1,64}$/;

/** The stored list, newest first; anything unreadable counts as nothing viewed. */
export function readRecentlyViewed(storage: Pick<Storage, 'getItem'>): string[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(RECENTLY_VIEWED_KEY) ?? '[]');
    if (!Array.isArray(value)) return [];
    return value
      .filter((gid): gid is string => typeof gid === 'string' && GID.test(gid))
      .slice(0, RECENTLY_VIEWED_LIMIT);
  } catch {
    return [];
  }
}

/**
 * Records a product page view: the variant moves to the front, without duplicates, and the list
 * keeps the newest RECENTLY_VIEWED_LIMIT. Answers the variants viewed before this one, the ones
 * the product page shows as recently viewed.
 */
export function recordRecentlyViewed(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  variantGid: string,
): string[] {
  const before = readRecentlyViewed(storage).filter((gid) => gid !== variantGid);
  try {
    storage.setItem(
      RECENTLY_VIEWED_KEY,
      JSON.stringify([variantGid, ...before].slice(0, RECENTLY_VIEWED_LIMIT)),
    );
  } catch {
    // A full or blocked storage only means the list is not remembered.
  }
  return before;
}
