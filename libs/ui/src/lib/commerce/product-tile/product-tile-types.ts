/** The Variant fields (storefront.md §3) a product tile reads; a full Variant fits this shape. */
export interface ProductTileVariant {
  gid: string;
  name: string;
  brandingText?: string | null;
  extendedInfoText?: string | null;
  images?: readonly { original?: string | null; originalBase?: string | null }[] | null;
  imageAltText?: string | null;
  /** Minor units of the currency. */
  price: number;
  salePrice?: number | null;
  standardPrice?: number | null;
  unitPrice?: number | null;
  unitType?: string | null;
  /** VariantState: 0 discontinued, 1 active, 2 out of stock. */
  state: number;
  availableCount?: number | null;
  maxCartQuantity?: number | null;
  product?: { productType?: number | null; isAgeGated?: boolean | null } | null;
  promotionBadges?: readonly PromotionBadge[] | null;
  excludedFromBackInStockNotification?: boolean | null;
}

/** A promotion badge (storefront.md §3 Variant.promotionBadges). */
export interface PromotionBadge {
  promotionId?: string | null;
  text: string;
  altText?: string | null;
  url?: string | null;
  /** Shown on product lists (PLE) unless false. */
  showInPLE?: boolean | null;
  showInPDP?: boolean | null;
  /** End of the promotion: seconds since the epoch, or an ISO 8601 date. */
  endDate?: number | string | null;
}

/** An extra badge a page puts on the tile (new, express, own brand, ...), already translated. */
export interface TileBadge {
  id: string;
  label: string;
  tone?: 'neutral' | 'info' | 'success' | 'warning';
}
