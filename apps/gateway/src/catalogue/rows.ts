import type { SiteConfig } from '@gio/contracts';
import type { DemoShopMeta, Variant, VariantInventory } from '@gio/seed';

/** The variant fields the catalogue keeps in its `details` JSON column. */
type VariantDetailField =
  | 'nameText'
  | 'brandingText'
  | 'extendedInfoText'
  | 'extendedInfo2Text'
  | 'longDescription'
  | 'ingredients'
  | 'images'
  | 'imageAltText'
  | 'unitPriceBase'
  | 'unitCount'
  | 'unitType'
  | 'variantValues';

/** A variant as the catalogue queries select it (columns of `VARIANT_COLUMNS`). */
export interface VariantRow {
  id: string;
  gid: string;
  product_id: string;
  brand_id: string;
  slug: string;
  name: string;
  extended_name: string;
  /** The seed's variant details, stored as one JSON column (only the inventory fields it reads). */
  details: Pick<Variant, VariantDetailField> & {
    inventory: Pick<
      VariantInventory,
      'sku' | 'expirationDate' | 'originPostalCode' | 'totalCount' | 'externalIds'
    >;
  };
  price: number;
  sale_price: number | null;
  standard_price: number;
  sale_percentage: number;
  unit_price: number;
  state: number;
  available_count: number;
  max_cart_quantity: number;
  warehouse_id: string;
  fulfiller_id: string;
  fulfiller_location_id: string;
  fulfillment_method_type: number;
  fulfiller_type: number;
  product_type: number;
  excluded_from_back_in_stock: boolean;
  wishlist_count: number;
  created_at: Date;
  /** Promotion badges of the variant; the badges themselves are reference data. */
  badge_ids: string[];
  /** The variant's product, when the statement joined it (`LISTED_VARIANT_COLUMNS`). */
  product?: ProductRow;
}

/**
 * The select list matching `VariantRow`, for table alias `v`. The badge ids come along (an
 * index-only probe of the badge table's primary key per row) so that badges cost no statement.
 */
export const VARIANT_COLUMNS = `v.id, v.gid, v.product_id, v.brand_id, v.slug, v.name, v.extended_name, v.details,
  v.price, v.sale_price, v.standard_price, v.sale_percentage, v.unit_price, v.state, v.available_count,
  v.max_cart_quantity, v.warehouse_id, v.fulfiller_id, v.fulfiller_location_id, v.fulfillment_method_type,
  v.fulfiller_type, v.product_type, v.excluded_from_back_in_stock, v.wishlist_count, v.created_at,
  ARRAY(SELECT vpb.promotion_badge_id FROM variant_promotion_badges vpb WHERE vpb.variant_id = v.id) AS badge_ids`;

/**
 * `VARIANT_COLUMNS` plus the whole product row, for statements that join `PRODUCT_JOIN`: a list
 * shows each variant's product, and fetching it alongside saves a second statement per page.
 */
export const LISTED_VARIANT_COLUMNS = `${VARIANT_COLUMNS}, to_json(p) AS product`;
export const PRODUCT_JOIN = 'JOIN products p ON p.id = v.product_id';

export interface ProductRow {
  id: string;
  gid: string;
  slug: string;
  name: string;
  extended_name: string;
  brand_id: string;
  primary_category_id: string;
  is_age_gated: boolean;
  product_type: number;
  sample_allowed_count: number | null;
  long_description: string;
}

export interface BrandRow {
  id: string;
  gid: string;
  slug: string;
  name: string;
  description: string;
  origin: string;
  logo_artwork_key: string;
  is_featured: boolean;
}

export interface FulfillerRow {
  id: string;
  gid: string;
  slug: string;
  name: string;
  description: string;
  type: number;
  images: string[];
}

export interface LocationRow {
  id: string;
  name: string;
  lead_time: number;
}

export interface WarehouseRow {
  id: string;
  name: string;
}

export interface BadgeRow {
  id: string;
  promotion_id: string;
  text: string;
  alt_text: string;
  show_in_ple: boolean;
  show_in_pdp: boolean;
  url: string;
  end_date: Date;
}

export interface PromotionRow {
  id: string;
  name: string;
  start_date: Date;
  end_date: Date;
}

export interface CouponRow {
  id: string;
  name: string;
  status: string;
  vendor_id: string;
  start_date: Date;
  end_date: Date;
  value_type: 'AMOUNT' | 'PERCENT';
  value: number;
  minimum_purchase: number;
  minimum_quantity: number;
  details: { message: string; termsAndConditions: string };
  variant_ids: string[];
}

export interface CategoryRow {
  id: string;
  gid: string;
  slug: string;
  name: string;
  display_name: string;
  path: string;
  is_visible: boolean;
  parent_id: string | null;
  level: number;
  position: number;
  type: number;
  is_soft_category: boolean;
  soft_category_type: string | null;
  is_ple_list: boolean;
  is_previously_ordered: boolean;
  is_top_picks_page: boolean;
  sample_top_picks_id: string | null;
  long_description_html: string;
  seo: { title: string; description: string; canonicalPath: string };
  banner_id: string | null;
  artwork_key: string;
  color: string;
}

export interface BannerRow {
  id: string;
  placement: string;
  position: number;
  text: string;
  action: { entityType: string; references: string[]; referenceClientTitle: string | null };
  theme: { backgroundColor: string; textColor: string; artworkKey: string };
  countdown_enabled: boolean;
  end_timestamp: number | null;
}

export interface SiteConfigRow {
  config: SiteConfig;
  meta: DemoShopMeta;
}
