import type { Queryable } from '../db/database';
import { inStockVariantRows, promoCandidateIds, type CartVariantRow } from './cart-store';

/** How many promotion variants the cart offers (offers.promoVariants). */
const PROMO_VARIANT_LIMIT = 6;
/**
 * The promotion best sellers are read at most this often (ids of a few more than are shown, so
 * that those already in the cart can be left out); each answer reads their rows and stock fresh.
 */
const PROMO_CANDIDATES = 30;
const PROMO_CANDIDATES_TTL_MS = 30_000;

/**
 * offers.promoVariants (storefront.md §3 Cart): promotion best sellers in stock that are not in
 * the cart. The candidate ids are kept briefly; their rows and stock are read fresh each time.
 */
export class PromoOffers {
  private candidates: { ids: string[]; until: number } | null = null;

  constructor(private readonly now: () => number) {}

  /** The offers for a cart holding `inCart`. */
  async rows(q: Queryable, inCart: readonly string[]): Promise<CartVariantRow[]> {
    if (!this.candidates || this.candidates.until <= this.now()) {
      const ids = await promoCandidateIds(q, PROMO_CANDIDATES);
      this.candidates = { ids, until: this.now() + PROMO_CANDIDATES_TTL_MS };
    }
    const exclude = new Set(inCart);
    return inStockVariantRows(
      q,
      this.candidates.ids.filter((id) => !exclude.has(id)),
      PROMO_VARIANT_LIMIT,
    );
  }
}
