import type { Queryable } from '../db/database';
import { LISTED_VARIANT_COLUMNS, PRODUCT_JOIN, type VariantRow } from '../catalogue/rows';

/**
 * Favourites (`favorites`) and the count of each variant's favourites (`variants.wishlist_count`),
 * moved by one with each favourite added or removed.
 */

/** A favourite with its variant and product. */
export type FavoriteRow = VariantRow & { favorite_added_at: Date | string };

/** The user's favourites whose variant still exists: one whose variant is gone reads as gone. */
export async function liveFavoriteCount(q: Queryable, userId: string): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM favorites f JOIN variants v ON v.id = f.variant_id WHERE f.user_id = $1',
    [userId],
  );
  return rows[0]?.n ?? 0;
}

/** A variant's favourite count; undefined when the variant does not exist. */
export async function wishlistCount(
  q: Queryable,
  variantId: string,
): Promise<{ wishlist_count: number } | undefined> {
  const { rows } = await q.query<{ wishlist_count: number }>(
    'SELECT wishlist_count FROM variants WHERE id = $1',
    [variantId],
  );
  return rows[0];
}

/** The user's live favourite count and whether `variantId` is one of their favourites. */
export async function favoriteState(
  q: Queryable,
  userId: string,
  variantId: string,
): Promise<{ n: number; has: boolean } | undefined> {
  const { rows } = await q.query<{ n: number; has: boolean }>(
    `SELECT count(v.id)::int AS n, bool_or(f.variant_id = $2) AS has
           FROM favorites f LEFT JOIN variants v ON v.id = f.variant_id WHERE f.user_id = $1`,
    [userId, variantId],
  );
  return rows[0];
}

/** Adds a favourite. */
export async function insertFavorite(
  tx: Queryable,
  userId: string,
  variantId: string,
): Promise<void> {
  await tx.query('INSERT INTO favorites (user_id, variant_id) VALUES ($1, $2)', [
    userId,
    variantId,
  ]);
}

/** Removes a favourite; false when it was not one. */
export async function deleteFavorite(
  tx: Queryable,
  userId: string,
  variantId: string,
): Promise<boolean> {
  const { rows } = await tx.query<{ variant_id: string }>(
    'DELETE FROM favorites WHERE user_id = $1 AND variant_id = $2 RETURNING variant_id',
    [userId, variantId],
  );
  return rows.length > 0;
}

/** One more favourite of a variant; answers its new count (undefined when the variant is gone). */
export async function incrementWishlistCount(
  tx: Queryable,
  variantId: string,
): Promise<{ wishlist_count: number } | undefined> {
  const { rows } = await tx.query<{ wishlist_count: number }>(
    'UPDATE variants SET wishlist_count = wishlist_count + 1 WHERE id = $1 RETURNING wishlist_count',
    [variantId],
  );
  return rows[0];
}

/** One favourite fewer of a variant, never below zero; answers its new count (undefined when the variant is gone). */
export async function decrementWishlistCount(
  tx: Queryable,
  variantId: string,
): Promise<{ wishlist_count: number } | undefined> {
  const { rows } = await tx.query<{ wishlist_count: number }>(
    'UPDATE variants SET wishlist_count = GREATEST(wishlist_count - 1, 0) WHERE id = $1 RETURNING wishlist_count',
    [variantId],
  );
  return rows[0];
}

/** The user's favourites with their variants and products, newest first. */
export async function favoriteRows(q: Queryable, userId: string): Promise<FavoriteRow[]> {
  const { rows } = await q.query<FavoriteRow>(
    `SELECT ${LISTED_VARIANT_COLUMNS}, f.created_at AS favorite_added_at
         FROM favorites f JOIN variants v ON v.id = f.variant_id ${PRODUCT_JOIN}
        WHERE f.user_id = $1
        ORDER BY f.created_at DESC, f.variant_id`,
    [userId],
  );
  return rows;
}

/** The variant ids of the user's live favourites, newest first. */
export async function favoriteVariantIds(q: Queryable, userId: string): Promise<string[]> {
  const { rows } = await q.query<{ variant_id: string }>(
    `SELECT f.variant_id FROM favorites f JOIN variants v ON v.id = f.variant_id
        WHERE f.user_id = $1 ORDER BY f.created_at DESC, f.variant_id`,
    [userId],
  );
  return rows.map((row) => row.variant_id);
}
