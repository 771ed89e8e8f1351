import DataLoader from 'dataloader';
import type { Queryable } from '../db/database';
import {
  VARIANT_COLUMNS,
  type BadgeRow,
  type BrandRow,
  type CategoryRow,
  type CouponRow,
  type FulfillerRow,
  type LocationRow,
  type ProductRow,
  type PromotionRow,
  type VariantRow,
  type WarehouseRow,
} from './rows';

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

export type ProductCategoryRow = CategoryRow & { product_id: string };
export type VariantBadgeRow = BadgeRow & { variant_id: string };
export type VariantCouponRow = CouponRow & { for_variant_id: string };

/**
 * DataLoaders of one request (never shared across requests: a shared cache would serve one
 * request's rows to another after they changed). Each batches every key asked for in one tick
 * into one statement, so a page of N products costs a constant number of statements.
 */
export function createCatalogueLoaders(db: Queryable) {
  return {
    variant: byKey<VariantRow>(db, `SELECT ${VARIANT_COLUMNS} FROM variants v WHERE v.id = ANY($1::text[])`, (r) => r.id),
    variantByGid: byKey<VariantRow>(db, `SELECT ${VARIANT_COLUMNS} FROM variants v WHERE v.gid = ANY($1::text[])`, (r) => r.gid),
    variantsByProduct: groupedByKey<VariantRow>(
      db,
      `SELECT ${VARIANT_COLUMNS} FROM variants v WHERE v.product_id = ANY($1::text[]) ORDER BY v.ordinal`,
      (r) => r.product_id,
    ),
    product: byKey<ProductRow>(db, 'SELECT * FROM products WHERE id = ANY($1::text[])', (r) => r.id),
    brand: byKey<BrandRow>(db, 'SELECT * FROM brands WHERE id = ANY($1::text[])', (r) => r.id),
    fulfiller: byKey<FulfillerRow>(db, 'SELECT * FROM fulfillers WHERE id = ANY($1::text[])', (r) => r.id),
    fulfillerLocation: byKey<LocationRow>(db, 'SELECT id, name, lead_time FROM fulfiller_locations WHERE id = ANY($1::text[])', (r) => r.id),
    warehouse: byKey<WarehouseRow>(db, 'SELECT id, name FROM warehouses WHERE id = ANY($1::text[])', (r) => r.id),
    promotion: byKey<PromotionRow>(db, 'SELECT * FROM promotions WHERE id = ANY($1::text[])', (r) => r.id),
    category: byKey<CategoryRow>(db, 'SELECT * FROM categories WHERE id = ANY($1::text[])', (r) => r.id),
    badgesByVariant: groupedByKey<VariantBadgeRow>(
      db,
      `SELECT vpb.variant_id, pb.* FROM variant_promotion_badges vpb
         JOIN promotion_badges pb ON pb.id = vpb.promotion_badge_id
        WHERE vpb.variant_id = ANY($1::text[]) ORDER BY pb.end_date, pb.id`,
      (r) => r.variant_id,
    ),
    couponsByVariant: groupedByKey<VariantCouponRow>(
      db,
      `SELECT cv.variant_id AS for_variant_id, c.*,
              ARRAY(SELECT cv2.variant_id FROM coupon_variants cv2 WHERE cv2.coupon_id = c.id ORDER BY cv2.variant_id) AS variant_ids
         FROM coupon_variants cv JOIN coupons c ON c.id = cv.coupon_id
        WHERE cv.variant_id = ANY($1::text[]) ORDER BY c.end_date, c.id`,
      (r) => r.for_variant_id,
    ),
    categoriesByProduct: groupedByKey<ProductCategoryRow>(
      db,
      `SELECT pc.product_id, c.* FROM product_categories pc JOIN categories c ON c.id = pc.category_id
        WHERE pc.product_id = ANY($1::text[]) ORDER BY c.level, c.position`,
      (r) => r.product_id,
    ),
  };
}

export type CatalogueLoaders = ReturnType<typeof createCatalogueLoaders>;
