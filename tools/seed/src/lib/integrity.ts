import type { DemoShop } from './model';

/**
 * Every broken rule of the `DemoShop` shape (see model.ts): duplicate primary keys, gids or
 * slugs, and foreign keys that do not resolve. Empty when the shop can be written as is. The
 * gateway may call it before writing; the tests call it on every generated shop.
 */
export function findDemoShopProblems(shop: DemoShop): string[] {
  const problems: string[] = [];

  const unique = <T>(table: string, rows: readonly T[], field: string, value: (row: T) => string): Set<string> => {
    const seen = new Set<string>();
    for (const row of rows) {
      const v = value(row);
      if (seen.has(v)) problems.push(`${table}: duplicate ${field} "${v}"`);
      seen.add(v);
    }
    return seen;
  };
  const ascii = (table: string, slugs: Set<string>): void => {
    for (const slug of slugs) if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) problems.push(`${table}: slug "${slug}" is not lowercase ASCII with hyphens`);
  };
  const resolves = (where: string, id: string | null, keys: Set<string>): void => {
    if (id !== null && !keys.has(id)) problems.push(`${where}: "${id}" does not resolve`);
  };

  const categoryIds = unique('categories', shop.categories, 'id', (r) => r.id);
  const categoryGidSlug = new Set(shop.categories.map((c) => `${c.gid}/${c.slug}`));
  unique('categories', shop.categories, 'gid', (r) => r.gid);
  ascii('categories', unique('categories', shop.categories, 'slug', (r) => r.slug));
  const brandIds = unique('brands', shop.brands, 'id', (r) => r.id);
  unique('brands', shop.brands, 'gid', (r) => r.gid);
  ascii('brands', unique('brands', shop.brands, 'slug', (r) => r.slug));
  const productIds = unique('products', shop.products, 'id', (r) => r.id);
  unique('products', shop.products, 'gid', (r) => r.gid);
  ascii('products', unique('products', shop.products, 'slug', (r) => r.slug));
  const variantIds = unique('variants', shop.variants, 'id', (r) => r.id);
  const variantGidSlug = new Set(shop.variants.map((v) => `${v.gid}/${v.slug}`));
  unique('variants', shop.variants, 'gid', (r) => r.gid);
  unique('variants', shop.variants, 'sku', (r) => r.inventory.sku);
  ascii('variants', unique('variants', shop.variants, 'slug', (r) => r.slug));
  const fulfillerIds = unique('fulfillers', shop.fulfillers, 'id', (r) => r.id);
  ascii('fulfillers', unique('fulfillers', shop.fulfillers, 'slug', (r) => r.slug));
  const warehouseIds = unique('warehouses', shop.warehouses, 'id', (r) => r.id);
  const locationIds = unique('fulfillerLocations', shop.fulfillerLocations, 'id', (r) => r.id);
  const promotionIds = unique('promotions', shop.promotions, 'id', (r) => r.id);
  const badgeIds = unique('promotionBadges', shop.promotionBadges, 'id', (r) => r.id);
  const couponIds = unique('coupons', shop.coupons, 'couponId', (r) => r.couponId);
  const bannerIds = unique('banners', shop.banners, 'id', (r) => r.id);
  const actionListIds = unique('actionLists', shop.actionLists, 'id', (r) => r.id);
  const highlightIds = unique('highlightLists', shop.highlightLists, 'id', (r) => r.id);
  const highlightGidSlug = new Set(shop.highlightLists.map((h) => `${h.gid}/${h.slug}`));
  ascii('highlightLists', unique('highlightLists', shop.highlightLists, 'slug', (r) => r.slug));
  const modulePageIds = unique('modulePages', shop.modulePages, 'id', (r) => r.id);
  ascii('modulePages', unique('modulePages', shop.modulePages, 'slug', (r) => r.slug));
  unique('pageModules', shop.pageModules, 'id', (r) => r.id);
  unique('textPages', shop.textPages, 'id', (r) => r.id);
  ascii('textPages', unique('textPages', shop.textPages, 'slug', (r) => r.slug));
  unique('interstitials', shop.interstitials, 'id', (r) => r.id);
  unique('variantRelationships', shop.variantRelationships, 'id', (r) => r.id);
  unique('shippingConfigs', shop.shippingConfigs, 'id', (r) => r.id);
  unique('expressDeliverySlotTemplates', shop.expressDeliverySlotTemplates, 'id', (r) => r.id);
  unique('promoCodes', shop.promoCodes, 'code', (r) => r.code);
  const artworkKeys = unique('artworks', shop.artworks, 'key', (r) => r.key);

  resolves('siteConfig.rootCategoryId', shop.siteConfig.rootCategoryId, categoryIds);
  for (const c of shop.categories) {
    resolves(`categories[${c.id}].parentId`, c.parentId, categoryIds);
    resolves(`categories[${c.id}].sampleTopPicksId`, c.sampleTopPicksId, categoryIds);
    resolves(`categories[${c.id}].bannerId`, c.bannerId, bannerIds);
    resolves(`categories[${c.id}].artworkKey`, c.artworkKey, artworkKeys);
  }
  for (const r of shop.productCategories) {
    resolves('productCategories.productId', r.productId, productIds);
    resolves('productCategories.categoryId', r.categoryId, categoryIds);
  }
  for (const r of shop.softCategoryMembers) {
    resolves('softCategoryMembers.categoryId', r.categoryId, categoryIds);
    resolves('softCategoryMembers.variantId', r.variantId, variantIds);
  }
  for (const b of shop.brands) resolves(`brands[${b.id}].logoArtworkKey`, b.logoArtworkKey, artworkKeys);
  for (const p of shop.products) {
    resolves(`products[${p.id}].brandId`, p.brandId, brandIds);
    resolves(`products[${p.id}].primaryCategoryId`, p.primaryCategoryId, categoryIds);
  }
  for (const v of shop.variants) {
    resolves(`variants[${v.id}].productId`, v.productId, productIds);
    resolves(`variants[${v.id}].fulfillerLocationId`, v.fulfillerLocationId, locationIds);
    resolves(`variants[${v.id}].inventory.warehouseId`, v.inventory.warehouseId, warehouseIds);
    resolves(`variants[${v.id}].inventory.fulfillerId`, v.inventory.fulfillerId, fulfillerIds);
    for (const image of v.images) {
      resolves(`variants[${v.id}].images.original`, image.original, artworkKeys);
      resolves(`variants[${v.id}].images.originalBase`, image.originalBase, artworkKeys);
    }
  }
  for (const r of shop.variantRelationships) {
    resolves('variantRelationships.variantId', r.variantId, variantIds);
    resolves('variantRelationships.relatedVariantId', r.relatedVariantId, variantIds);
  }
  for (const b of shop.promotionBadges) resolves(`promotionBadges[${b.id}].promotionId`, b.promotionId, promotionIds);
  for (const r of shop.variantPromotionBadges) {
    resolves('variantPromotionBadges.variantId', r.variantId, variantIds);
    resolves('variantPromotionBadges.promotionBadgeId', r.promotionBadgeId, badgeIds);
  }
  for (const c of shop.coupons) resolves(`coupons[${c.couponId}].vendorId`, c.vendorId, brandIds);
  for (const r of shop.couponVariants) {
    resolves('couponVariants.couponId', r.couponId, couponIds);
    resolves('couponVariants.variantId', r.variantId, variantIds);
  }
  for (const f of shop.fulfillers) for (const key of f.images) resolves(`fulfillers[${f.id}].images`, key, artworkKeys);
  for (const w of shop.warehouses) resolves(`warehouses[${w.id}].fulfillerId`, w.fulfillerId, fulfillerIds);
  for (const l of shop.fulfillerLocations) {
    resolves(`fulfillerLocations[${l.id}].fulfillerId`, l.fulfillerId, fulfillerIds);
    resolves(`fulfillerLocations[${l.id}].warehouseId`, l.warehouseId, warehouseIds);
  }
  for (const s of shop.shippingConfigs) resolves(`shippingConfigs[${s.id}].fulfillerId`, s.fulfillerId, fulfillerIds);
  for (const s of shop.expressDeliverySlotTemplates) resolves(`expressDeliverySlotTemplates[${s.id}].fulfillerLocationId`, s.fulfillerLocationId, locationIds);
  for (const b of shop.banners) {
    const where = `banners[${b.id}].action`;
    resolves(`banners[${b.id}].theme.artworkKey`, b.theme.artworkKey, artworkKeys);
    const [first = '', second = ''] = b.action.references;
    switch (b.action.entityType) {
      case 'ACTION_LIST':
        resolves(where, first, actionListIds);
        break;
      case 'PRODUCT':
        resolves(where, `${first}/${second}`, variantGidSlug);
        break;
      case 'HIGHLIGHT':
        resolves(where, `${first}/${second}`, highlightGidSlug);
        break;
      case 'CATEGORY':
        resolves(where, `${first}/${second}`, categoryGidSlug);
        break;
      case 'SEARCH':
        if (first.trim() === '') problems.push(`${where}: empty search term`);
        break;
      case 'URL':
        if (!/^https:\/\//.test(first)) problems.push(`${where}: "${first}" is not an absolute https url`);
        break;
    }
  }
  for (const r of shop.actionListVariants) {
    resolves('actionListVariants.actionListId', r.actionListId, actionListIds);
    resolves('actionListVariants.variantId', r.variantId, variantIds);
  }
  for (const r of shop.highlightListVariants) {
    resolves('highlightListVariants.highlightListId', r.highlightListId, highlightIds);
    resolves('highlightListVariants.variantId', r.variantId, variantIds);
  }
  for (const p of shop.modulePages) resolves(`modulePages[${p.id}].fulfillerId`, p.fulfillerId, fulfillerIds);
  for (const m of shop.pageModules) {
    const where = `pageModules[${m.id}]`;
    resolves(`${where}.modulePageId`, m.modulePageId, modulePageIds);
    resolves(`${where}.softCategoryId`, m.softCategoryId, categoryIds);
    resolves(`${where}.actionListId`, m.actionListId, actionListIds);
    resolves(`${where}.fulfillerId`, m.fulfillerId, fulfillerIds);
    for (const id of m.bannerIds) resolves(`${where}.bannerIds`, id, bannerIds);
    for (const id of m.categoryIds) resolves(`${where}.categoryIds`, id, categoryIds);
  }
  for (const i of shop.interstitials) {
    resolves(`interstitials[${i.id}].actionListId`, i.actionListId, actionListIds);
    resolves(`interstitials[${i.id}].artworkKey`, i.artworkKey, artworkKeys);
  }
  return problems;
}
