import { AppError } from '../http/app-error';
import { ApiErrorCode, FAVORITES_MAX, ListErrorCode, type FavoriteView } from '@gio/contracts';

import type { CatalogueService } from '../catalogue/service';
import type { Database } from '../db/database';
import {
  decrementWishlistCount,
  deleteFavorite,
  favoriteRows,
  favoriteState,
  favoriteVariantIds,
  incrementWishlistCount,
  insertFavorite,
  liveFavoriteCount,
  wishlistCount,
} from './favorite-store';
import { lockUser } from './list-store';
import { iso, viewsOfRows } from './variant-lines';

/** The answer of add-favorite and remove-favorite. */
export interface FavoriteChange {
  readonly variantId: string;
  readonly isFavorite: boolean;
  readonly wishlistCount: number;
  readonly favoriteCount: number;
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
      await lockUser(tx, userId);
      const current = await wishlistCount(tx, variantId);
      if (!current) throw variantNotFound();
      const existing = await favoriteState(tx, userId, variantId);
      const count = existing?.n ?? 0;
      if (existing?.has) {
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
      await insertFavorite(tx, userId, variantId);
      const updated = await incrementWishlistCount(tx, variantId);
      return {
        variantId,
        isFavorite: true,
        wishlistCount: updated?.wishlist_count ?? current.wishlist_count + 1,
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
      const removed = await deleteFavorite(tx, userId, variantId);
      const variant = removed ? await decrementWishlistCount(tx, variantId) : await wishlistCount(tx, variantId);
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
    const rows = await favoriteRows(this.db, userId);
    const variants = await viewsOfRows(this.catalogue, rows);
    return rows.map((row, index) => ({
      variantId: row.id,
      addedAt: iso(row.favorite_added_at),
      variant: variants[index] as (typeof variants)[number],
    }));
  }

  /** Which variants are the user's favourites (the hearts of product lists). */
  async ids(userId: string): Promise<string[]> {
    return favoriteVariantIds(this.db, userId);
  }
}
