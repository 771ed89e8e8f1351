import { VariantState } from '@gio/domain-enums';
import type { Queryable } from '../db/database';

/**
 * The one writer of a variant's stock. Every move of `variants.available_count` (an order takes
 * units, a cancellation gives them back, a delivery restocks, a write-off removes units) goes through here, and each move
 * sets the stock state and the in-stock flags from the new count in the same statement, so that
 * the product page, search and listings, which read the state (storefront.md §4 "Variant stock"),
 * never show a sold-out variant as in stock nor a restocked one as sold out.
 *
 * - State: a discontinued variant (0) stays discontinued; otherwise a count above 0 is active (1)
 *   and none left is out of stock (2).
 * - `in_stock` (the search and listing filters' flag) is "active with units left"; the copy in
 *   `category_variants` (the category listing's filter) is kept in step by the same statement,
 *   written only when it flips.
 * - The rows are locked in variant id order before they move, the order every stock writer
 *   takes, so that two transactions moving the same variants never deadlock.
 * - The back-in-stock notice needs nothing from here: the `variants_back_in_stock` trigger
 *   (migration 0300) fires on the count going from ≤ 0 to > 0, in the mover's transaction.
 * - State, count and in-stock are live figures (migration 0002): moving them bumps no catalogue
 *   version, so cached answers show them as old as they show the count (graphql/response-cache.ts).
 */

/** Units of one variant that leave or come back into stock. */
export interface StockMove {
  readonly variantId: string;
  readonly quantity: number;
}

const { DISCONTINUED, ACTIVE, OUT_OF_STOCK } = VariantState;

/** The SET list giving `v` the count `count` (SQL over the old row) and the state and flag that go with it. */
function stockFollowing(count: string): string {
  return `available_count = ${count},
    state = CASE WHEN v.state = ${DISCONTINUED} THEN ${DISCONTINUED} WHEN ${count} > 0 THEN ${ACTIVE} ELSE ${OUT_OF_STOCK} END,
    in_stock = v.state <> ${DISCONTINUED} AND ${count} > 0`;
}

interface MoveSql {
  /** The new count, over the old row `v` and the move `m` (id, quantity). */
  readonly count: string;
  /** The new sales count, over `v` and `m`. */
  readonly sales: string;
  /** Extra conditions a row must meet to move. */
  readonly only: string;
}

/** A variant's stock after a move. */
export interface StockLevel {
  readonly variantId: string;
  readonly availableCount: number;
  /** VariantState after the move. */
  readonly state: number;
}

/** Locks the moved variants in id order, then moves them in one statement; answers the levels of those moved. */
async function move(q: Queryable, moves: readonly StockMove[], sql: MoveSql): Promise<StockLevel[]> {
  const merged = new Map<string, number>();
  for (const { variantId, quantity } of moves)
    merged.set(variantId, (merged.get(variantId) ?? 0) + quantity);
  const ids = [...merged.keys()].sort();
  if (ids.length === 0) return [];
  await q.query('SELECT id FROM variants WHERE id = ANY($1::text[]) ORDER BY id FOR UPDATE', [ids]);
  const { rows } = await q.query<{ id: string; available_count: number; state: number }>(
    `WITH moved AS (
       UPDATE variants v SET ${stockFollowing(sql.count)}, sales_count = ${sql.sales}
         FROM (SELECT unnest($1::text[]) AS id, unnest($2::int[]) AS quantity) m
        WHERE v.id = m.id${sql.only}
       RETURNING v.id, v.in_stock, v.available_count, v.state
     ), listed AS (
       UPDATE category_variants cv SET in_stock = moved.in_stock
         FROM moved WHERE cv.variant_id = moved.id AND cv.in_stock <> moved.in_stock
     )
     SELECT id, available_count, state FROM moved ORDER BY id`,
    [ids, ids.map((id) => merged.get(id) ?? 0)],
  );
  return rows.map((row) => ({ variantId: row.id, availableCount: Number(row.available_count), state: Number(row.state) }));
}

/** storefront.md §4 "Variant stock": the last unit an order takes makes the variant out of stock (state 2), so no page offers what is gone. */
export async function takeStock(q: Queryable, moves: readonly StockMove[]): Promise<string[]> {
  const taken = await move(q, moves, {
    count: 'v.available_count - m.quantity',
    sales: 'v.sales_count + m.quantity',
    // Only where enough are left, and never of a discontinued variant.
    only: ` AND v.state <> ${DISCONTINUED} AND v.available_count >= m.quantity`,
  });
  const takenIds = new Set(taken.map((level) => level.variantId));
  // The short ids, in id order: the caller must abandon its transaction (the others were taken).
  return [...new Set(moves.map((m) => m.variantId))].filter((id) => !takenIds.has(id)).sort();
}

/** storefront.md §4 "Variant stock", accounts.md §4 "Back in stock": a cancelled order's units are sellable again, so the variant reads in stock and its subscribers hear of it. */
export async function returnStock(q: Queryable, moves: readonly StockMove[]): Promise<void> {
  await move(q, moves, {
    count: 'v.available_count + m.quantity',
    sales: 'GREATEST(v.sales_count - m.quantity, 0)',
    only: '',
  });
}

/** storefront.md §4 "Variant stock", accounts.md §4 "Back in stock": delivered units make a sold-out variant sellable again, so it reads in stock and its subscribers hear of it. */
export async function restock(q: Queryable, moves: readonly StockMove[]): Promise<StockLevel[]> {
  return move(q, moves, {
    count: 'v.available_count + m.quantity',
    sales: 'v.sales_count',
    only: '',
  });
}

/**
 * Units that leave stock without a sale (damaged, expired, missing at a count), as an operator
 * records them: the count never goes below 0, and the last unit makes the variant out of stock
 * (state 2), so no page offers what is gone. Sales are not counted.
 */
export async function writeOff(q: Queryable, moves: readonly StockMove[]): Promise<StockLevel[]> {
  return move(q, moves, {
    count: 'GREATEST(v.available_count - m.quantity, 0)',
    sales: 'v.sales_count',
    only: '',
  });
}
