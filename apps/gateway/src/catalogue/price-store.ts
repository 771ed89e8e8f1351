import type { Queryable } from '../db/database';

/** A variant's shelf price after a reprice. */
export interface PriceLevel {
  readonly variantId: string;
  readonly price: number;
}

/**
 * A new shelf price for a variant (an operator's price change): the price, the standard price
 * and the unit price move together (the unit price keeps its ratio to the price), any sale ends,
 * and the category listing's copy of the price (its sort key) follows in the same statement.
 * Both tables' version triggers bump `catalogue_version`, so every cached answer drops the old
 * price. Null when there is no such variant.
 */
export async function reprice(q: Queryable, variantId: string, price: number): Promise<PriceLevel | null> {
  const { rows } = await q.query<{ id: string; price: number }>(
    `WITH priced AS (
       UPDATE variants v
          SET unit_price = CASE WHEN v.price > 0 THEN round(v.unit_price::numeric * $2 / v.price)::bigint ELSE $2 END,
              price = $2, standard_price = $2, sale_price = NULL, sale_percentage = 0
        WHERE v.id = $1
       RETURNING v.id, v.price
     ), listed AS (
       UPDATE category_variants cv SET price = priced.price FROM priced WHERE cv.variant_id = priced.id
     )
     SELECT id, price FROM priced`,
    [variantId, price],
  );
  const row = rows[0];
  return row ? { variantId: row.id, price: Number(row.price) } : null;
}
