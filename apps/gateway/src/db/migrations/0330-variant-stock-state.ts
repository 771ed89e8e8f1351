import type { Migration } from './migration';

/**
 * Stock state follows the count (storefront.md §4 "Variant stock"). Until the stock writer
 * (`catalogue/stock-store.ts`) set the state with every move of `available_count`, an order that
 * took the last units left the variant active (state 1) and a cancellation that gave units back
 * left a sold-out one out of stock (state 2), and nothing kept `category_variants.in_stock` in
 * step. This brings existing rows to what the writer now keeps: a discontinued variant (0) stays
 * so; otherwise units left is active and none left is out of stock; in-stock is "active with units
 * left". The columns are live figures (migration 0002): no catalogue version moves, and the
 * back-in-stock trigger (migration 0300) does not fire, since no count changes.
 */
export const migration0330VariantStockState: Migration = {
  id: '0330-variant-stock-state',
  statements: [
    `UPDATE variants SET
       state = CASE WHEN available_count > 0 THEN 1 ELSE 2 END,
       in_stock = available_count > 0
     WHERE state <> 0 AND (state <> CASE WHEN available_count > 0 THEN 1 ELSE 2 END OR in_stock <> (available_count > 0))`,
    `UPDATE variants SET in_stock = false WHERE state = 0 AND in_stock`,
    `UPDATE category_variants cv SET in_stock = v.in_stock
       FROM variants v WHERE v.id = cv.variant_id AND cv.in_stock <> v.in_stock`,
  ],
};
