import DataLoader from 'dataloader';
import type { Queryable } from '../db/database';
import { productCategoryIds, productsByIds, variantsByGidsUnordered, variantsByIds, variantsOfProducts } from './catalogue-store';
import type { ReferenceData } from './reference-data';
import type { CategoryRow, ProductRow, VariantRow } from './rows';

/** Reads the rows of a batch of keys with one statement. */
type BatchRead<Row> = (q: Queryable, keys: readonly string[]) => Promise<Row[]>;

/** Loads rows by key with one statement per batch and answers in key order (null when absent). */
function byKey<Row>(
  db: Queryable,
  read: BatchRead<Row>,
  keyOf: (row: Row) => string,
): DataLoader<string, Row | null> {
  return new DataLoader<string, Row | null>(async (keys) => {
    const rows = await read(db, keys);
    const found = new Map(rows.map((row) => [keyOf(row), row]));
    return keys.map((key) => found.get(key) ?? null);
  });
}

/** Loads lists of rows grouped by key with one statement per batch. */
function groupedByKey<Row>(
  db: Queryable,
  read: BatchRead<Row>,
  keyOf: (row: Row) => string,
): DataLoader<string, Row[]> {
  return new DataLoader<string, Row[]>(async (keys) => {
    const rows = await read(db, keys);
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
  const product = byKey<ProductRow>(db, productsByIds, (r) => r.id);
  const categoryRank = new Map(reference.categories.map((category, index) => [category.id, index]));
  /** Category rows of the given ids, by level then position (the order of the category tree). */
  const categoriesOf = (ids: readonly string[]): CategoryRow[] => {
    const list: CategoryRow[] = [];
    for (const id of ids) {
      const category = reference.categoryById.get(id);
      if (category) list.push(category);
    }
    return list.sort((a, b) => (categoryRank.get(a.id) ?? 0) - (categoryRank.get(b.id) ?? 0));
  };
  const categoriesByProduct = new DataLoader<string, CategoryRow[]>(async (productIds) => {
    const rows = await productCategoryIds(db, productIds);
    const groups = new Map<string, string[]>();
    for (const row of rows) {
      const list = groups.get(row.product_id);
      if (list) list.push(row.category_id);
      else groups.set(row.product_id, [row.category_id]);
    }
    return productIds.map((id) => categoriesOf(groups.get(id) ?? []));
  });
  return {
    reference,
    variant: byKey<VariantRow>(db, variantsByIds, (r) => r.id),
    variantByGid: byKey<VariantRow>(db, variantsByGidsUnordered, (r) => r.gid),
    variantsByProduct: groupedByKey<VariantRow>(db, variantsOfProducts, (r) => r.product_id),
    product,
    /** A product's categories, by level then position (the order of the category tree). */
    categoriesByProduct,
    /**
     * Hands a product's category ids that a statement fetched with its rows (the cart's
     * `category_ids`) to the category loader, so that its views need no statement for them.
     */
    primeCategories(productId: string, categoryIds: readonly string[]): void {
      categoriesByProduct.prime(productId, categoriesOf(categoryIds));
    },
    /** Hands the products that list statements fetched with their variants to the product loader. */
    primeProducts(rows: readonly VariantRow[]): void {
      for (const row of rows) if (row.product) product.prime(row.product_id, row.product);
    },
  };
}

export type CatalogueLoaders = ReturnType<typeof createCatalogueLoaders>;
