export * from './lib/model';
export {
  generateDemoShop,
  DEFAULT_BASE_DATE,
  DEFAULT_SEED,
  DEFAULT_VARIANT_COUNT,
  DEMO_SHOP_SCHEMA_VERSION,
} from './lib/generate-demo-shop';
export { findDemoShopProblems } from './lib/integrity';
export {
  artworkSvg,
  bannerArtworkSvg,
  brandLogoSvg,
  productArtworkSvg,
  type ArtworkOptions,
} from './lib/artwork';
export { slugify } from './lib/slug';
