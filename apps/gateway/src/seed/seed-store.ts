import type { SiteConfig } from '@gio/contracts';
import type { DemoShopMeta } from '@gio/seed';
import type { Queryable } from '../db/database';

/**
 * The whole-catalogue statements of the demo shop import: the shop's one site config row, and
 * emptying and analysing every catalogue table. The tables' rows go in through `insertRows`
 * (insert-rows.ts).
 */

/** Tables the importer fills, children first, for `--reset`. */
const CATALOGUE_TABLES = [
  'hidden_banners',
  'search_vocabulary',
  'artworks',
  'promo_codes',
  'search_terms',
  'interstitials',
  'text_pages',
  'page_modules',
  'module_pages',
  'highlight_list_variants',
  'highlight_lists',
  'action_list_variants',
  'action_lists',
  'banners',
  'coupon_variants',
  'coupons',
  'variant_promotion_badges',
  'promotion_badges',
  'promotions',
  'variant_relationships',
  'soft_category_members',
  'category_brands',
  'category_variants',
  'variants',
  'product_categories',
  'products',
  'express_delivery_slot_templates',
  'shipping_configs',
  'fulfiller_locations',
  'warehouses',
  'fulfillers',
  'brands',
  'categories',
  'site_config',
] as const;

/** How many site config rows there are (one per imported shop, so 0 or 1). */
export async function siteConfigCount(q: Queryable): Promise<number> {
  const { rows } = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM site_config');
  return rows[0]?.n ?? 0;
}

/** Empties every catalogue table (benchmark `seed --reset`). */
export async function clearCatalogue(tx: Queryable): Promise<void> {
  await tx.query(`TRUNCATE ${CATALOGUE_TABLES.join(', ')}`);
}

/**
 * Gives the planner statistics of the new catalogue and the visibility map its index-only
 * scans need (listing and search pages depend on both). Without it, a freshly seeded catalogue
 * is planned blind until autovacuum comes by, which may be never (it is often off in
 * benchmarks and small installs): a filtered category page then sorts the whole category.
 * Outside the import transaction, as VACUUM must be.
 */
export async function refreshCatalogueStatistics(q: Queryable): Promise<void> {
  await q.query(`VACUUM (ANALYZE) ${CATALOGUE_TABLES.join(', ')}`);
}

/** Writes the shop's site config row. */
export async function insertSiteConfig(
  tx: Queryable,
  config: SiteConfig,
  meta: DemoShopMeta,
): Promise<void> {
  await tx.query('INSERT INTO site_config (id, config, meta) VALUES (1, $1::jsonb, $2::jsonb)', [
    JSON.stringify(config),
    JSON.stringify(meta),
  ]);
}
