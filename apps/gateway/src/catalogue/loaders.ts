import DataLoader from 'dataloader';
import type { Queryable } from '../db/database';
import type { ReferenceData } from './reference-data';
import { VARIANT_COLUMNS, type CategoryRow, type ProductRow, type VariantRow } from './rows';

/** Loads rows by key with one statement per batch and answers in key order (null when absent). */
function byKey<Row>(
  db: Queryable,
  sql: string,
  keyOf: (row: Row) => string,
): DataLoader<string, Row | null> {
  return new DataLoader<string, Row | null>(async (keys) => {
    const { rows } = await db.query<Row>(sql, [[...keys]]);
    const found = new Map(rows.map((row) => [keyOf(row), row]));
    return keys.map((key) => found.get(key) ?? null);
  });
}

/** Loads lists of rows grouped by key with one statement per batch. */
function groupedByKey<Row>(
  db: Queryable,
  sql: string,
  keyOf: (row: Row) => string,
): DataLoader<string, Row[]> {
  return new DataLoader<string, Row[]>(async (keys) => {
    const { rows } = await db.query<Row>(sql, [[...keys]]);
    const groups = new Map<string, Row[]>();
    for (const row of rows) {
      const key = keyOf(row);
      const list = groups.get(key);
      if (list) list.push(row);
      else groups.set(key, [row]);
    }
    return keys.map((key) => groups.get(key) ?? []);
  });
}

/**
 * Per-request access to the catalogue (never shared across requests: a shared DataLoader cache
 * would serve one request's rows to another after they changed). Tables that grow with the
 * catalogue go through DataLoaders, each batching every key asked for in one tick into one
 * statement, so a page of N products costs a constant number of statements; the small
 * reference tables (brands, fulfillers, badges, coupons…) come from the process's snapshot.
 */
export function createCatalogueLoaders(db: Queryable, reference: ReferenceData) {
  const product = byKey<ProductRow>(db, 'SELECT * FROM products WHERE id = ANY($1::text[])', (r) => r.id);
  const categoryRank = new Map(reference.categories.map((category, index) => [category.id, index]));
  return {
    reference,
    variant: byKey<VariantRow>(db, `SELECT ${VARIANT_COLUMNS} FROM variants v WHERE v.id = ANY($1::text[])`, (r) => r.id),
    variantByGid: byKey<VariantRow>(db, `SELECT ${VARIANT_COLUMNS} FROM variants v WHERE v.gid = ANY($1::text[])`, (r) => r.gid),
    variantsByProduct: groupedByKey<VariantRow>(
      db,
      `SELECT ${VARIANT_COLUMNS} FROM variants v WHERE v.product_id = ANY($1::text[]) ORDER BY v.ordinal`,
      (r) => r.product_id,
    ),
    product,
    /** A product's categories, by level then position (the order of the category tree). */
    categoriesByProduct: new DataLoader<string, CategoryRow[]>(async (productIds) => {
      const { rows } = await db.query<{ product_id: string; category_id: string }>(
        'SELECT product_id, category_id FROM product_categories WHERE product_id = ANY($1::text[])',
        [[...productIds]],
      );
      const groups = new Map<string, CategoryRow[]>();
      for (const row of rows) {
        const category = reference.categoryById.get(row.category_id);
        if (!category) continue;
        const list = groups.get(row.product_id);
        if (list) list.push(category);
        else groups.set(row.product_id, [category]);
      }
      return productIds.map((id) =>
        (groups.get(id) ?? []).sort((a, b) => (categoryRank.get(a.id) ?? 0) - (categoryRank.get(b.id) ?? 0)),
      );
    }),
    /** Hands the products that list statements fetched with their variants to the product loader. */
    primeProducts(rows: readonly VariantRow[]): void {
      for (const row of rows) if (row.product) product.prime(row.product_id, row.product);
    },
  };
}

export type CatalogueLoaders = ReturnType<typeof createCatalogueLoaders>;
