import type { ReferenceData } from '../catalogue/reference-data';
import type { Queryable } from '../db/database';
import { outsideTransactions } from '../db/transaction-context';
import {
  allShippingConfigRows,
  inStockVariantRows,
  promoCandidateIds,
  type CartVariantRow,
  type ShippingConfigRow,
} from './cart-store';

/** How many promotion variants the cart offers (offers.promoVariants). */
const PROMO_VARIANT_LIMIT = 6;
/**
 * The promotion best sellers are read at most this often (ids of a few more than are shown, so
 * that those already in the cart can be left out).
 */
const PROMO_CANDIDATES = 30;
const PROMO_CANDIDATES_TTL_MS = 30_000;
/**
 * The candidates' rows that are in stock are kept this long: stock is a live figure that changes
 * with orders without moving the catalogue version, and an offer shows it at most this old, as
 * the GraphQL response cache shows a listing's (apps/gateway/README.md). Adding an offer that
 * sold out meanwhile is refused by the add rules, which read the variant fresh.
 */
const PROMO_ROWS_TTL_MS = 2_000;

interface Timed<T> {
  readonly reference: ReferenceData;
  readonly until: number;
  readonly value: Promise<T>;
}

/**
 * Reads shared by every cart answer, kept per reference snapshot (`CatalogueService.reference()`,
 * which a change of any catalogue table — shipping configs, promotions, badges, variants'
 * descriptive columns — replaces through `catalogue_version`, migration 0002):
 *
 * - the shipping configs (storefront.md §4 Cart groups): the whole small table, for the
 *   snapshot's life;
 * - offers.promoVariants (storefront.md §3 Cart): promotion best sellers in stock that are not
 *   in the cart; candidate ids for 30 s, their in-stock rows for 2 s.
 *
 * Fills run on the database itself, outside any transaction of the caller, and a failed fill is
 * forgotten so that the next answer tries again.
 */
export class CartReferenceReads {
  private shipping: Timed<ShippingConfigRow[]> | null = null;
  private candidates: Timed<string[]> | null = null;
  private promoRows: Timed<CartVariantRow[]> | null = null;

  constructor(
    private readonly db: Queryable,
    private readonly now: () => number,
  ) {}

  /** The shipping-config rows of the given fulfiller types, as `shippingConfigRows` orders them. */
  async shippingRows(
    reference: ReferenceData,
    fulfillerTypes: readonly number[],
  ): Promise<ShippingConfigRow[]> {
    if (fulfillerTypes.length === 0) return [];
    this.shipping = this.fresh(
      this.shipping,
      reference,
      Infinity,
      allShippingConfigRows,
      (entry) => {
        if (this.shipping === entry) this.shipping = null;
      },
    );
    const types = new Set(fulfillerTypes);
    return (await this.shipping.value).filter((row) => types.has(row.fulfiller_type));
  }

  /** The offers for a cart holding `inCart`. */
  async promoOffers(
    reference: ReferenceData,
    inCart: readonly string[],
  ): Promise<CartVariantRow[]> {
    const exclude = new Set(inCart);
    const rows = await this.inStockPromoRows(reference);
    const offers: CartVariantRow[] = [];
    for (const row of rows) {
      if (offers.length === PROMO_VARIANT_LIMIT) break;
      if (!exclude.has(row.id)) offers.push(row);
    }
    return offers;
  }

  private inStockPromoRows(reference: ReferenceData): Promise<CartVariantRow[]> {
    const candidatesBefore = this.candidates;
    this.candidates = this.fresh(
      this.candidates,
      reference,
      PROMO_CANDIDATES_TTL_MS,
      (q) => promoCandidateIds(q, PROMO_CANDIDATES),
      (entry) => {
        if (this.candidates === entry) this.candidates = null;
      },
    );
    // New candidates make the rows kept for the old ones stale.
    if (this.candidates !== candidatesBefore) this.promoRows = null;
    const candidates = this.candidates.value;
    this.promoRows = this.fresh(
      this.promoRows,
      reference,
      PROMO_ROWS_TTL_MS,
      async (q) => inStockVariantRows(q, await candidates, PROMO_CANDIDATES),
      (entry) => {
        if (this.promoRows === entry) this.promoRows = null;
      },
    );
    return this.promoRows.value;
  }

  /** `kept` while it belongs to `reference` and has not expired, else a new fill. */
  private fresh<T>(
    kept: Timed<T> | null,
    reference: ReferenceData,
    ttlMs: number,
    read: (q: Queryable) => Promise<T>,
    forget: (entry: Timed<T>) => void,
  ): Timed<T> {
    const now = this.now();
    if (kept && kept.reference === reference && kept.until > now) return kept;
    const value = outsideTransactions(() => read(this.db));
    const entry: Timed<T> = { reference, until: now + ttlMs, value };
    value.catch(() => {
      forget(entry);
    });
    return entry;
  }
}
