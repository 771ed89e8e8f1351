import type { Migration } from './migration';

/**
 * The catalogue, merchandising and content tables of the demo shop (tools/seed model.ts).
 * Columns that listings filter or sort on are real columns; descriptive text that is only read
 * back whole sits in jsonb. Money is BIGINT đồng. `category_variants` and `category_brands` are
 * listing tables kept by the importer so that a category page is one index range scan.
 */
export const migration0001Catalogue: Migration = {
  id: '0001-catalogue',
  statements: [
    `CREATE EXTENSION IF NOT EXISTS pg_trgm`,
    `CREATE TABLE site_config (
      id INT PRIMARY KEY CHECK (id = 1),
      config JSONB NOT NULL,
      meta JSONB NOT NULL
    )`,
    `CREATE TABLE categories (
      id TEXT PRIMARY KEY,
      gid TEXT NOT NULL UNIQUE,
      slug TEXT NOT NULL,
      name TEXT NOT NULL,
      display_name TEXT NOT NULL,
      path TEXT NOT NULL,
      is_visible BOOLEAN NOT NULL,
      parent_id TEXT REFERENCES categories(id),
      level INT NOT NULL,
      position INT NOT NULL,
      type INT NOT NULL,
      is_soft_category BOOLEAN NOT NULL,
      soft_category_type TEXT,
      is_ple_list BOOLEAN NOT NULL,
      is_previously_ordered BOOLEAN NOT NULL,
      is_top_picks_page BOOLEAN NOT NULL,
      sample_top_picks_id TEXT,
      long_description_html TEXT NOT NULL,
      seo JSONB NOT NULL,
      banner_id TEXT,
      artwork_key TEXT NOT NULL,
      color TEXT NOT NULL
    )`,
    `CREATE INDEX categories_parent_idx ON categories (parent_id, position)`,
    `CREATE INDEX categories_soft_type_idx ON categories (soft_category_type) WHERE is_soft_category`,
    `CREATE TABLE brands (
      id TEXT PRIMARY KEY,
      gid TEXT NOT NULL UNIQUE,
      slug TEXT NOT NULL,
      name TEXT NOT NULL,
      description TEXT NOT NULL,
      origin TEXT NOT NULL,
      logo_artwork_key TEXT NOT NULL,
      is_featured BOOLEAN NOT NULL
    )`,
    `CREATE TABLE fulfillers (
      id TEXT PRIMARY KEY,
      gid TEXT NOT NULL UNIQUE,
      slug TEXT NOT NULL,
      name TEXT NOT NULL,
      description TEXT NOT NULL,
      type INT NOT NULL,
      images JSONB NOT NULL
    )`,
    `CREATE TABLE warehouses (
      id TEXT PRIMARY KEY,
      name TEXT NOT NULL,
      fulfiller_id TEXT NOT NULL REFERENCES fulfillers(id),
      address JSONB NOT NULL
    )`,
    `CREATE TABLE fulfiller_locations (
      id TEXT PRIMARY KEY,
      fulfiller_id TEXT NOT NULL REFERENCES fulfillers(id),
      warehouse_id TEXT NOT NULL REFERENCES warehouses(id),
      name TEXT NOT NULL,
      lead_time INT NOT NULL,
      fulfillment_method_types INT[] NOT NULL
    )`,
    `CREATE TABLE shipping_configs (
      id TEXT PRIMARY KEY,
      fulfiller_type INT NOT NULL,
      fulfillment_method_type INT NOT NULL,
      fulfiller_id TEXT REFERENCES fulfillers(id),
      name TEXT NOT NULL,
      price BIGINT NOT NULL,
      flat_price BIGINT NOT NULL,
      speed_type INT NOT NULL
    )`,
    `CREATE INDEX shipping_configs_group_idx ON shipping_configs (fulfiller_type, fulfillment_method_type)`,
    `CREATE TABLE express_delivery_slot_templates (
      id TEXT PRIMARY KEY,
      fulfiller_location_id TEXT NOT NULL REFERENCES fulfiller_locations(id),
      day_of_week INT NOT NULL,
      start_time TEXT NOT NULL,
      end_time TEXT NOT NULL,
      capacity INT NOT NULL,
      price BIGINT NOT NULL
    )`,
    `CREATE TABLE products (
      id TEXT PRIMARY KEY,
      gid TEXT NOT NULL UNIQUE,
      slug TEXT NOT NULL,
      name TEXT NOT NULL,
      extended_name TEXT NOT NULL,
      brand_id TEXT NOT NULL REFERENCES brands(id),
      primary_category_id TEXT NOT NULL REFERENCES categories(id),
      is_age_gated BOOLEAN NOT NULL,
      product_type INT NOT NULL,
      sample_allowed_count INT,
      long_description TEXT NOT NULL,
      created_at TIMESTAMPTZ NOT NULL
    )`,
    `CREATE INDEX products_brand_idx ON products (brand_id)`,
    `CREATE TABLE product_categories (
      category_id TEXT NOT NULL REFERENCES categories(id),
      product_id TEXT NOT NULL REFERENCES products(id),
      position INT NOT NULL,
      PRIMARY KEY (category_id, product_id)
    )`,
    `CREATE INDEX product_categories_product_idx ON product_categories (product_id)`,
    `CREATE TABLE variants (
      id TEXT PRIMARY KEY,
      gid TEXT NOT NULL UNIQUE,
      product_id TEXT NOT NULL REFERENCES products(id),
      brand_id TEXT NOT NULL REFERENCES brands(id),
      slug TEXT NOT NULL,
      name TEXT NOT NULL,
      extended_name TEXT NOT NULL,
      details JSONB NOT NULL,
      price BIGINT NOT NULL,
      sale_price BIGINT,
      standard_price BIGINT NOT NULL,
      sale_percentage INT NOT NULL,
      unit_price BIGINT NOT NULL,
      state INT NOT NULL,
      available_count INT NOT NULL,
      max_cart_quantity INT NOT NULL,
      warehouse_id TEXT NOT NULL REFERENCES warehouses(id),
      fulfiller_id TEXT NOT NULL REFERENCES fulfillers(id),
      fulfiller_location_id TEXT NOT NULL REFERENCES fulfiller_locations(id),
      fulfillment_method_type INT NOT NULL,
      fulfiller_type INT NOT NULL,
      product_type INT NOT NULL,
      fulfillment_methods INT[] NOT NULL,
      in_stock BOOLEAN NOT NULL,
      excluded_from_back_in_stock BOOLEAN NOT NULL,
      wishlist_count INT NOT NULL,
      sales_count INT NOT NULL,
      created_at TIMESTAMPTZ NOT NULL,
      ordinal INT NOT NULL,
      search_text TEXT NOT NULL,
      search_words TEXT[] NOT NULL,
      name_words TEXT[] NOT NULL
    )`,
    `CREATE INDEX variants_product_idx ON variants (product_id, ordinal)`,
    `CREATE INDEX variants_fulfiller_idx ON variants (fulfiller_id, ordinal)`,
    `CREATE INDEX variants_product_type_idx ON variants (product_type, ordinal)`,
    `CREATE INDEX variants_search_words_idx ON variants USING GIN (search_words)`,
    `CREATE TABLE category_variants (
      category_id TEXT NOT NULL REFERENCES categories(id),
      variant_id TEXT NOT NULL REFERENCES variants(id),
      position INT NOT NULL,
      brand_id TEXT NOT NULL,
      price BIGINT NOT NULL,
      sales_count INT NOT NULL,
      created_at TIMESTAMPTZ NOT NULL,
      in_stock BOOLEAN NOT NULL,
      fulfillment_methods INT[] NOT NULL,
      PRIMARY KEY (category_id, variant_id)
    )`,
    `CREATE INDEX category_variants_position_idx ON category_variants (category_id, position, variant_id)`,
    `CREATE INDEX category_variants_price_idx ON category_variants (category_id, price, variant_id)`,
    `CREATE INDEX category_variants_sales_idx ON category_variants (category_id, sales_count, variant_id)`,
    `CREATE INDEX category_variants_newest_idx ON category_variants (category_id, created_at, variant_id)`,
    `CREATE INDEX category_variants_brand_idx ON category_variants (category_id, brand_id, position)`,
    `CREATE INDEX category_variants_variant_idx ON category_variants (variant_id)`,
    `CREATE TABLE category_brands (
      category_id TEXT NOT NULL REFERENCES categories(id),
      brand_id TEXT NOT NULL REFERENCES brands(id),
      variant_count INT NOT NULL,
      PRIMARY KEY (category_id, brand_id)
    )`,
    `CREATE TABLE soft_category_members (
      category_id TEXT NOT NULL REFERENCES categories(id),
      variant_id TEXT NOT NULL REFERENCES variants(id),
      position INT NOT NULL,
      PRIMARY KEY (category_id, variant_id)
    )`,
    `CREATE INDEX soft_category_members_order_idx ON soft_category_members (category_id, position)`,
    `CREATE TABLE variant_relationships (
      id TEXT PRIMARY KEY,
      variant_id TEXT NOT NULL REFERENCES variants(id),
      related_variant_id TEXT NOT NULL REFERENCES variants(id),
      type INT NOT NULL,
      position INT NOT NULL
    )`,
    `CREATE INDEX variant_relationships_lookup_idx ON variant_relationships (variant_id, type, position)`,
    `CREATE TABLE promotions (
      id TEXT PRIMARY KEY,
      name TEXT NOT NULL,
      start_date TIMESTAMPTZ NOT NULL,
      end_date TIMESTAMPTZ NOT NULL
    )`,
    `CREATE TABLE promotion_badges (
      id TEXT PRIMARY KEY,
      promotion_id TEXT NOT NULL REFERENCES promotions(id),
      text TEXT NOT NULL,
      alt_text TEXT NOT NULL,
      show_in_ple BOOLEAN NOT NULL,
      show_in_pdp BOOLEAN NOT NULL,
      url TEXT NOT NULL,
      end_date TIMESTAMPTZ NOT NULL
    )`,
    `CREATE INDEX promotion_badges_promotion_idx ON promotion_badges (promotion_id)`,
    `CREATE TABLE variant_promotion_badges (
      variant_id TEXT NOT NULL REFERENCES variants(id),
      promotion_badge_id TEXT NOT NULL REFERENCES promotion_badges(id),
      PRIMARY KEY (variant_id, promotion_badge_id)
    )`,
    `CREATE TABLE coupons (
      id TEXT PRIMARY KEY,
      name TEXT NOT NULL,
      status TEXT NOT NULL,
      vendor_id TEXT NOT NULL REFERENCES brands(id),
      start_date TIMESTAMPTZ NOT NULL,
      end_date TIMESTAMPTZ NOT NULL,
      value_type TEXT NOT NULL,
      value BIGINT NOT NULL,
      minimum_purchase BIGINT NOT NULL,
      minimum_quantity INT NOT NULL,
      details JSONB NOT NULL
    )`,
    `CREATE TABLE coupon_variants (
      coupon_id TEXT NOT NULL REFERENCES coupons(id),
      variant_id TEXT NOT NULL REFERENCES variants(id),
      PRIMARY KEY (variant_id, coupon_id)
    )`,
    `CREATE INDEX coupon_variants_coupon_idx ON coupon_variants (coupon_id)`,
    `CREATE TABLE banners (
      id TEXT PRIMARY KEY,
      placement TEXT NOT NULL,
      position INT NOT NULL,
      text TEXT NOT NULL,
      action JSONB NOT NULL,
      theme JSONB NOT NULL,
      countdown_enabled BOOLEAN NOT NULL,
      end_timestamp BIGINT
    )`,
    `CREATE INDEX banners_placement_idx ON banners (placement, position)`,
    `CREATE TABLE action_lists (
      id TEXT PRIMARY KEY,
      title TEXT NOT NULL,
      description TEXT NOT NULL
    )`,
    `CREATE TABLE action_list_variants (
      action_list_id TEXT NOT NULL REFERENCES action_lists(id),
      variant_id TEXT NOT NULL REFERENCES variants(id),
      position INT NOT NULL,
      PRIMARY KEY (action_list_id, variant_id)
    )`,
    `CREATE INDEX action_list_variants_order_idx ON action_list_variants (action_list_id, position)`,
    `CREATE TABLE highlight_lists (
      id TEXT PRIMARY KEY,
      gid TEXT NOT NULL UNIQUE,
      slug TEXT NOT NULL,
      title TEXT NOT NULL,
      description TEXT NOT NULL
    )`,
    `CREATE TABLE highlight_list_variants (
      highlight_list_id TEXT NOT NULL REFERENCES highlight_lists(id),
      variant_id TEXT NOT NULL REFERENCES variants(id),
      position INT NOT NULL,
      PRIMARY KEY (highlight_list_id, variant_id)
    )`,
    `CREATE INDEX highlight_list_variants_order_idx ON highlight_list_variants (highlight_list_id, position)`,
    `CREATE TABLE module_pages (
      id TEXT PRIMARY KEY,
      slug TEXT NOT NULL UNIQUE,
      title TEXT NOT NULL,
      kind TEXT NOT NULL,
      fulfiller_id TEXT REFERENCES fulfillers(id),
      description_html TEXT NOT NULL,
      seo JSONB NOT NULL
    )`,
    `CREATE TABLE page_modules (
      id TEXT PRIMARY KEY,
      module_page_id TEXT REFERENCES module_pages(id),
      position INT NOT NULL,
      kind TEXT NOT NULL,
      title TEXT NOT NULL,
      banner_ids TEXT[] NOT NULL,
      soft_category_id TEXT,
      action_list_id TEXT,
      category_ids TEXT[] NOT NULL,
      fulfiller_id TEXT,
      body_html TEXT
    )`,
    `CREATE INDEX page_modules_page_idx ON page_modules (module_page_id, position)`,
    `CREATE TABLE text_pages (
      id TEXT PRIMARY KEY,
      slug TEXT NOT NULL UNIQUE,
      title TEXT NOT NULL,
      body_html TEXT NOT NULL,
      seo JSONB NOT NULL,
      updated_at TIMESTAMPTZ NOT NULL
    )`,
    `CREATE TABLE interstitials (
      id TEXT PRIMARY KEY,
      action_type INT NOT NULL,
      web_template_type INT NOT NULL,
      title TEXT NOT NULL,
      body TEXT NOT NULL,
      artwork_key TEXT,
      action_list_id TEXT REFERENCES action_lists(id),
      url TEXT,
      pages TEXT[] NOT NULL,
      start_date TIMESTAMPTZ NOT NULL,
      end_date TIMESTAMPTZ NOT NULL,
      priority INT NOT NULL
    )`,
    `CREATE TABLE search_terms (
      kind TEXT NOT NULL,
      position INT NOT NULL,
      term TEXT NOT NULL,
      PRIMARY KEY (kind, position)
    )`,
    `CREATE TABLE promo_codes (
      id TEXT PRIMARY KEY,
      code TEXT NOT NULL UNIQUE,
      promo_type INT NOT NULL,
      discount_type TEXT NOT NULL,
      value BIGINT NOT NULL,
      max_discount BIGINT,
      minimum_purchase BIGINT NOT NULL,
      start_date TIMESTAMPTZ NOT NULL,
      end_date TIMESTAMPTZ NOT NULL,
      details JSONB NOT NULL
    )`,
    `CREATE TABLE artworks (
      key TEXT PRIMARY KEY,
      kind TEXT NOT NULL,
      spec JSONB NOT NULL
    )`,
    // The vocabulary of folded words of every variant's search text: typo-tolerant search
    // matches query words against it (trigram index) before touching the variants.
    `CREATE TABLE search_vocabulary (
      word TEXT PRIMARY KEY,
      variant_count INT NOT NULL
    )`,
    `CREATE INDEX search_vocabulary_trgm_idx ON search_vocabulary USING GIN (word gin_trgm_ops)`,
    `CREATE INDEX search_vocabulary_prefix_idx ON search_vocabulary (word text_pattern_ops)`,
    // Banners a visitor closed (PUT /api/product/hide-banner), keyed by the visitor cookie.
    `CREATE TABLE hidden_banners (
      visitor_id TEXT NOT NULL,
      banner_id TEXT NOT NULL,
      hidden_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      PRIMARY KEY (visitor_id, banner_id)
    )`,
  ],
};
