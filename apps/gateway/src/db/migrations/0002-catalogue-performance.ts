import type { Migration } from './migration';

/**
 * Tables whose rows describe the catalogue. A change to any of them bumps `catalogue_version`,
 * which tells every gateway process (replicas included) to drop what it keeps in memory: the
 * reference tables, the search plans and the cached catalogue responses.
 */
export const VERSIONED_CATALOGUE_TABLES = [
  'site_config',
  'categories',
  'brands',
  'fulfillers',
  'warehouses',
  'fulfiller_locations',
  'shipping_configs',
  'express_delivery_slot_templates',
  'products',
  'product_categories',
  'category_brands',
  'soft_category_members',
  'variant_relationships',
  'promotions',
  'promotion_badges',
  'variant_promotion_badges',
  'coupons',
  'coupon_variants',
  'banners',
  'action_lists',
  'action_list_variants',
  'highlight_lists',
  'highlight_list_variants',
  'module_pages',
  'page_modules',
  'text_pages',
  'interstitials',
  'search_terms',
  'promo_codes',
  'artworks',
  'search_vocabulary',
] as const;

/**
 * Live figures of a variant that orders and carts change all the time. Updating only these
 * leaves the version alone: every checkout would otherwise queue on the version row and wipe
 * every cache. Cached responses show them at most their time-to-live old (graphql/response-cache.ts).
 */
const VARIANT_LIVE_COLUMNS = ['state', 'available_count', 'in_stock', 'wishlist_count', 'sales_count'];

/** Columns of `variants` whose update bumps the version: every column but the live figures. */
const VARIANT_DESCRIPTIVE_COLUMNS = [
  'id', 'gid', 'product_id', 'brand_id', 'slug', 'name', 'extended_name', 'details', 'price', 'sale_price',
  'standard_price', 'sale_percentage', 'unit_price', 'max_cart_quantity', 'warehouse_id', 'fulfiller_id',
  'fulfiller_location_id', 'fulfillment_method_type', 'fulfiller_type', 'product_type', 'fulfillment_methods',
  'excluded_from_back_in_stock', 'created_at', 'ordinal', 'search_text', 'search_words', 'name_words',
].filter((column) => !VARIANT_LIVE_COLUMNS.includes(column));

/** The listing table copies a few variant columns; its live ones follow the same rule. */
const CATEGORY_VARIANT_DESCRIPTIVE_COLUMNS = ['category_id', 'variant_id', 'position', 'brand_id', 'price', 'created_at', 'fulfillment_methods'];

function versionTrigger(table: string, events: string): string {
  return `CREATE TRIGGER ${table}_catalogue_version AFTER ${events} ON ${table}
    FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version()`;
}

/**
 * What the catalogue benchmark showed (tools/bench/README.md):
 *
 * - `catalogue_version`: one row bumped by statement-level triggers whenever catalogue data
 *   changes, whoever writes it (the importer, a later admin API, SQL by hand), so that the
 *   gateway may keep reference data and responses in memory and still see every change. A
 *   transaction's bump is visible only once it commits; triggers fire once per statement, so a
 *   bulk import bumps it a few dozen times, not once per row.
 * - search: a covering index in best-seller order carrying the word arrays and the filter
 *   columns, so that the best-ranked matches (every query word in the name) are an index-only
 *   scan that stops after one page, whatever the catalogue size (a GIN index of the name words
 *   for words few names hold); B-tree indexes for the price and newest sorts, which the
 *   planner walks in order while filtering, for frequent words.
 * - brand pages: an index in catalogue order per brand.
 */
export const migration0002CataloguePerformance: Migration = {
  id: '0002-catalogue-performance',
  statements: [
    `CREATE TABLE catalogue_version (
      id INT PRIMARY KEY CHECK (id = 1),
      version BIGINT NOT NULL
    )`,
    `INSERT INTO catalogue_version (id, version) VALUES (1, 1)`,
    `CREATE FUNCTION bump_catalogue_version() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE catalogue_version SET version = version + 1 WHERE id = 1;
      RETURN NULL;
    END
    $$`,
    ...VERSIONED_CATALOGUE_TABLES.map((table) => versionTrigger(table, 'INSERT OR UPDATE OR DELETE OR TRUNCATE')),
    versionTrigger('variants', `INSERT OR DELETE OR TRUNCATE OR UPDATE OF ${VARIANT_DESCRIPTIVE_COLUMNS.join(', ')}`),
    versionTrigger('category_variants', `INSERT OR DELETE OR TRUNCATE OR UPDATE OF ${CATEGORY_VARIANT_DESCRIPTIVE_COLUMNS.join(', ')}`),
    `CREATE INDEX variants_search_rank_idx ON variants (sales_count DESC, id)
      INCLUDE (name_words, search_words, in_stock, fulfillment_methods, brand_id)`,
    // For a word few names hold, walking the best sellers until a page is found would read
    // the whole index (285 ms at 100,000 variants); with this one the planner picks its bitmap.
    `CREATE INDEX variants_name_words_idx ON variants USING GIN (name_words)`,
    `CREATE INDEX variants_price_idx ON variants (price, id)`,
    `CREATE INDEX variants_newest_idx ON variants (created_at DESC, id)`,
    // Brand pages list a brand's variants in catalogue order and count them: without it, both
    // read the whole variants table.
    `CREATE INDEX variants_brand_idx ON variants (brand_id, ordinal)`,
  ],
};
