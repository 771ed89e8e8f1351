import { AppError } from '../http/app-error';
import { ApiErrorCode, FAVORITES_MAX, ListErrorCode, type FavoriteView } from '@gio/contracts';

import { LISTED_VARIANT_COLUMNS, PRODUCT_JOIN, type VariantRow } from '../catalogue/rows';
import type { CatalogueService } from '../catalogue/service';
import type { Database, Queryable } from '../db/database';
import { iso, viewsOfRows } from './variant-lines';

/** The answer of add-favorite and remove-favorite. */
export interface FavoriteChange {
  readonly variantId: string;
  readonly isFavorite: boolean;
  readonly wishlistCount: number;
  readonly favoriteCount: number;
}

/** The user's favourites whose variant still exists: one whose variant is gone reads as gone. */
async function liveFavoriteCount(db: Queryable, userId: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM favorites f JOIN variants v ON v.id = f.variant_id WHERE f.user_id = $1',
    [userId],
  );
  return rows[0]?.n ?? 0;
}

const variantNotFound = (): AppError =>
  new AppError(404, ApiErrorCode.NOT_FOUND, 'Variant not found', 'variantId');

/**
 * Favourites (accounts.md §7 add-favorite, remove-favorite; §3 User "favourites"). A variant's
 * `wishlist_count` moves by one in the transaction that adds or removes a favourite, and only
 * when the favourite really changed, so that repeating a call changes nothing. The count is a
 * live figure: it does not bump `catalogue_version` (migration 0002), so cached catalogue
 * answers show it at most their time-to-live old.
 */
export class FavoriteService {
  constructor(
    private readonly db: Database,
    private readonly catalogue: CatalogueService,
  ) {}

  async add(userId: string, variantId: string): Promise<FavoriteChange> {
    return this.db.transaction(async (tx) => {
      // The user's row serialises their adds, so the favourites bound holds under concurrency.
      await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
      const variant = await tx.query<{ wishlist_count: number }>(
        'SELECT wishlist_count FROM variants WHERE id = $1',
        [variantId],
      );
      const current = variant.rows[0];
      if (!current) throw variantNotFound();
      const existing = await tx.query<{ n: number; has: boolean }>(
        `SELECT count(v.id)::int AS n, bool_or(f.variant_id = $2) AS has
           FROM favorites f LEFT JOIN variants v ON v.id = f.variant_id WHERE f.user_id = $1`,
        [userId, variantId],
      );
      const count = existing.rows[0]?.n ?? 0;
      if (existing.rows[0]?.has) {
        return {
          variantId,
          isFavorite: true,
          wishlistCount: current.wishlist_count,
          favoriteCount: count,
        };
      }
      if (count >= FAVORITES_MAX) {
        throw new AppError(
          409,
          ListErrorCode.FAVORITES_LIMIT,
          `Bạn chỉ có thể lưu tối đa ${FAVORITES_MAX} sản phẩm yêu thích.`,
          'variantId',
        );
      }
      await tx.query('INSERT INTO favorites (user_id, variant_id) VALUES ($1, $2)', [
        userId,
        variantId,
      ]);
      const { rows } = await tx.query<{ wishlist_count: number }>(
        'UPDATE variants SET wishlist_count = wishlist_count + 1 WHERE id = $1 RETURNING wishlist_count',
        [variantId],
      );
      return {
        variantId,
        isFavorite: true,
        wishlistCount: rows[0]?.wishlist_count ?? current.wishlist_count + 1,
        favoriteCount: count + 1,
      };
    });
  }

  /**
   * Removing a variant that is not a favourite is a success that changes nothing. A favourite
   * whose variant went with a catalogue import is still removed (its wishlist count is 0).
   */
  async remove(userId: string, variantId: string): Promise<FavoriteChange> {
    return this.db.transaction(async (tx) => {
      const deleted = await tx.query<{ variant_id: string }>(
        'DELETE FROM favorites WHERE user_id = $1 AND variant_id = $2 RETURNING variant_id',
        [userId, variantId],
      );
      const removed = deleted.rows.length > 0;
      const { rows } = await tx.query<{ wishlist_count: number }>(
        removed
          ? 'UPDATE variants SET wishlist_count = GREATEST(wishlist_count - 1, 0) WHERE id = $1 RETURNING wishlist_count'
          : 'SELECT wishlist_count FROM variants WHERE id = $1',
        [variantId],
      );
      const variant = rows[0];
      if (!variant && !removed) throw variantNotFound();
      return {
        variantId,
        isFavorite: false,
        wishlistCount: variant?.wishlist_count ?? 0,
        favoriteCount: await liveFavoriteCount(tx, userId),
      };
    });
  }

  /** The favourites screen: newest first, each with its variant. */
  async list(userId: string): Promise<FavoriteView[]> {
    const { rows } = await this.db.query<VariantRow & { favorite_added_at: Date | string }>(
      `SELECT ${LISTED_VARIANT_COLUMNS}, f.created_at AS favorite_added_at
         FROM favorites f JOIN variants v ON v.id = f.variant_id ${PRODUCT_JOIN}
        WHERE f.user_id = $1
        ORDER BY f.created_at DESC, f.variant_id`,
      [userId],
    );
    const variants = await viewsOfRows(this.catalogue, rows);
    return rows.map((row, index) => ({
      variantId: row.id,
      addedAt: iso(row.favorite_added_at),
      variant: variants[index] as (typeof variants)[number],
    }));
  }

  /** Which variants are the user's favourites (the hearts of product lists). */
  async ids(userId: string): Promise<string[]> {
    const { rows } = await this.db.query<{ variant_id: string }>(
      `SELECT f.variant_id FROM favorites f JOIN variants v ON v.id = f.variant_id
        WHERE f.user_id = $1 ORDER BY f.created_at DESC, f.variant_id`,
      [userId],
    );
    return rows.map((row) => row.variant_id);
  }
}
