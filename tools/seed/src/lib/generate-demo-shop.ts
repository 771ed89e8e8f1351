import { buildCatalog } from './build-catalog';
import { buildPromoCodes, buildSearchTerms, buildSiteConfig, buildTextPages } from './build-content';
import { buildFulfillment } from './build-fulfillment';
import { buildMerchandising } from './build-merchandising';
import type { SeedContext } from './context';
import type { DemoShop, DemoShopOptions } from './model';
import { createRandom } from './random';
import { SlugRegistry } from './slug';

export const DEFAULT_SEED = 1;
export const DEFAULT_VARIANT_COUNT = 2000;
export const DEFAULT_BASE_DATE = '2026-11-01';
/** Version of the `DemoShop` shape; the gateway may refuse data of another version. */
export const DEMO_SHOP_SCHEMA_VERSION = 1;

function parseBaseDate(baseDate: string): number {
  // A bare date means midnight UTC, so that the same option gives the same output everywhere.
  const ms = Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(baseDate) ? `${baseDate}T00:00:00.000Z` : baseDate);
  if (Number.isNaN(ms)) throw new RangeError(`baseDate must be an ISO date or timestamp, got "${baseDate}"`);
  return ms;
}

/**
 * Builds a complete demo shop: catalogue, fulfilment, merchandising, content and site config.
 * Pure and deterministic: the same options give deep-equal output (no clock, no Math.random,
 * no I/O). About 2,000 variants by default; 100,000 for benchmarks takes a few seconds.
 *
 * @throws RangeError when `variants` is not a positive integer or `baseDate` is not a date.
 */
export function generateDemoShop(options: DemoShopOptions = {}): DemoShop {
  const seed = options.seed ?? DEFAULT_SEED;
  const variantCount = options.variants ?? DEFAULT_VARIANT_COUNT;
  if (!Number.isInteger(variantCount) || variantCount < 1) {
    throw new RangeError(`variants must be a positive integer, got ${variantCount}`);
  }
  if (!Number.isInteger(seed)) throw new RangeError(`seed must be an integer, got ${seed}`);
  const baseMs = parseBaseDate(options.baseDate ?? DEFAULT_BASE_DATE);
  const context: SeedContext = { random: createRandom(seed), baseMs };

  const fulfillment = buildFulfillment(context, new SlugRegistry());
  const catalog = buildCatalog(context, fulfillment, variantCount);
  const merchandising = buildMerchandising(context, catalog, fulfillment);
  const { topSearches, searchNoResultsSuggestions } = buildSearchTerms();

  return {
    meta: {
      seed,
      baseDate: new Date(baseMs).toISOString(),
      variantCount: catalog.variants.length,
      schemaVersion: DEMO_SHOP_SCHEMA_VERSION,
    },
    siteConfig: buildSiteConfig(catalog.root.id),
    categories: [...catalog.categories, ...merchandising.categories],
    productCategories: catalog.productCategories,
    softCategoryMembers: merchandising.softCategoryMembers,
    brands: catalog.brands,
    products: catalog.products,
    variants: catalog.variants,
    variantRelationships: catalog.variantRelationships,
    promotions: merchandising.promotions,
    promotionBadges: merchandising.promotionBadges,
    variantPromotionBadges: merchandising.variantPromotionBadges,
    coupons: merchandising.coupons,
    couponVariants: merchandising.couponVariants,
    fulfillers: fulfillment.fulfillers,
    warehouses: fulfillment.warehouses,
    fulfillerLocations: fulfillment.fulfillerLocations,
    shippingConfigs: fulfillment.shippingConfigs,
    expressDeliverySlotTemplates: fulfillment.expressDeliverySlotTemplates,
    banners: merchandising.banners,
    actionLists: merchandising.actionLists,
    actionListVariants: merchandising.actionListVariants,
    highlightLists: merchandising.highlightLists,
    highlightListVariants: merchandising.highlightListVariants,
    modulePages: merchandising.modulePages,
    pageModules: merchandising.pageModules,
    textPages: buildTextPages(context),
    interstitials: merchandising.interstitials,
    topSearches,
    searchNoResultsSuggestions,
    promoCodes: buildPromoCodes(context),
    artworks: [...fulfillment.artworks, ...catalog.artworks, ...merchandising.artworks],
  };
}
