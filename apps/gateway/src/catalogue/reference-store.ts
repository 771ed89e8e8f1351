import type { Queryable } from '../db/database';
import type {
  BadgeRow,
  BrandRow,
  CategoryRow,
  CouponRow,
  FulfillerRow,
  LocationRow,
  PromotionRow,
  SiteConfigRow,
  WarehouseRow,
} from './rows';

/**
 * The small catalogue tables of the reference snapshot (reference-data.ts) and the
 * `catalogue_version` row that says when to read them again (migration 0002).
 */

/** The rows of every reference table, as `readReferenceTables` reads them. */
export interface ReferenceTables {
  readonly site: SiteConfigRow | undefined;
  /** By level, position, id. */
  readonly categories: CategoryRow[];
  /** Featured first, then by name (the database's collation). */
  readonly brands: BrandRow[];
  readonly fulfillers: FulfillerRow[];
  readonly locations: LocationRow[];
  readonly warehouses: WarehouseRow[];
  readonly promotions: PromotionRow[];
  readonly badges: BadgeRow[];
  /** By end date then id. */
  readonly coupons: Omit<CouponRow, 'variant_ids'>[];
  /** By coupon then variant. */
  readonly couponVariants: { coupon_id: string; variant_id: string }[];
}

/** The catalogue's version, bumped by every change of a catalogue table (0 before the first). */
export async function readCatalogueVersion(q: Queryable): Promise<number> {
  const { rows } = await q.query<{ version: number }>(
    'SELECT version FROM catalogue_version WHERE id = 1',
  );
  return rows[0]?.version ?? 0;
}

/** Every reference table, one statement each, run together. */
export async function readReferenceTables(q: Queryable): Promise<ReferenceTables> {
  const [
    site,
    categories,
    brands,
    fulfillers,
    locations,
    warehouses,
    promotions,
    badges,
    coupons,
    couponVariants,
  ] = await Promise.all([
    q.query<SiteConfigRow>('SELECT config, meta FROM site_config WHERE id = 1'),
    q.query<CategoryRow>('SELECT * FROM categories ORDER BY level, position, id'),
    q.query<BrandRow>('SELECT * FROM brands ORDER BY is_featured DESC, name, id'),
    q.query<FulfillerRow>('SELECT * FROM fulfillers'),
    q.query<LocationRow>('SELECT id, name, lead_time FROM fulfiller_locations'),
    q.query<WarehouseRow>('SELECT id, name FROM warehouses'),
    q.query<PromotionRow>('SELECT * FROM promotions'),
    q.query<BadgeRow>('SELECT * FROM promotion_badges'),
    q.query<Omit<CouponRow, 'variant_ids'>>('SELECT * FROM coupons ORDER BY end_date, id'),
    q.query<{ coupon_id: string; variant_id: string }>(
      'SELECT coupon_id, variant_id FROM coupon_variants ORDER BY coupon_id, variant_id',
    ),
  ]);
  return {
    site: site.rows[0],
    categories: categories.rows,
    brands: brands.rows,
    fulfillers: fulfillers.rows,
    locations: locations.rows,
    warehouses: warehouses.rows,
    promotions: promotions.rows,
    badges: badges.rows,
    coupons: coupons.rows,
    couponVariants: couponVariants.rows,
  };
}
