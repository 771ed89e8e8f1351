import { foldDiacritics, searchTokens } from '@gio/domain-search';
import { isUnavailable } from '@gio/domain-stock';
import type { DemoShop, Variant } from '@gio/seed';
import type { Database, Queryable } from '../db/database';
import { insertRows } from '../db/insert-rows';
import { clearCatalogue, insertSiteConfig, refreshCatalogueStatistics, siteConfigCount } from './seed-store';

/** Whether the catalogue holds a shop already (start-up seeds only an empty database). */
export async function hasCatalogue(db: Queryable): Promise<boolean> {
  return (await siteConfigCount(db)) > 0;
}

/**
 * The folded search text of a variant: its names, brand, categories and option values, folded
 * with the same `foldDiacritics` the client uses, so "sua tuoi" meets "Sữa tươi".
 */
export function variantSearchText(variant: Variant, brandName: string, categoryNames: readonly string[]): string {
  return foldDiacritics(
    [
      variant.extendedName,
      variant.name,
      brandName,
      ...categoryNames,
      ...variant.variantValues.map((value) => value.value),
    ].join(' '),
  );
}

function unique<T>(items: Iterable<T>): T[] {
  return [...new Set(items)];
}

/**
 * Writes a generated demo shop into an empty catalogue in one transaction: every table with a
 * few multi-row statements, plus the listing tables (`category_variants`, `category_brands`)
 * and the search vocabulary derived from it.
 */
export async function importDemoShop(db: Database, shop: DemoShop, options: { reset?: boolean } = {}): Promise<void> {
  await db.transaction(async (tx) => {
    if (options.reset) await clearCatalogue(tx);
    await writeShop(tx, shop);
  });
  await refreshCatalogueStatistics(db);
}

async function writeShop(tx: Queryable, shop: DemoShop): Promise<void> {
  await insertSiteConfig(tx, shop.siteConfig, shop.meta);

  // Parents before children: a category row references its parent.
  const categories = [...shop.categories].sort((a, b) => a.level - b.level);
  await insertRows(
    tx,
    'categories',
    {
      id: 'text', gid: 'text', slug: 'text', name: 'text', display_name: 'text', path: 'text',
      is_visible: 'boolean', parent_id: 'text', level: 'int', position: 'int', type: 'int',
      is_soft_category: 'boolean', soft_category_type: 'text', is_ple_list: 'boolean',
      is_previously_ordered: 'boolean', is_top_picks_page: 'boolean', sample_top_picks_id: 'text',
      long_description_html: 'text', seo: 'jsonb', banner_id: 'text', artwork_key: 'text', color: 'text',
    },
    categories.map((c) => ({
      id: c.id, gid: c.gid, slug: c.slug, name: c.name, display_name: c.displayName, path: c.path,
      is_visible: c.isVisible, parent_id: c.parentId, level: c.level, position: c.position, type: c.type,
      is_soft_category: c.isSoftCategory, soft_category_type: c.softCategoryType, is_ple_list: c.isPleList,
      is_previously_ordered: c.isPreviouslyOrdered, is_top_picks_page: c.isTopPicksPage,
      sample_top_picks_id: c.sampleTopPicksId, long_description_html: c.longDescriptionHtml, seo: c.seo,
      banner_id: c.bannerId, artwork_key: c.artworkKey, color: c.color,
    })),
  );

  await insertRows(
    tx,
    'brands',
    { id: 'text', gid: 'text', slug: 'text', name: 'text', description: 'text', origin: 'text', logo_artwork_key: 'text', is_featured: 'boolean' },
    shop.brands.map((b) => ({
      id: b.id, gid: b.gid, slug: b.slug, name: b.name, description: b.description, origin: b.origin,
      logo_artwork_key: b.logoArtworkKey, is_featured: b.isFeatured,
    })),
  );

  await insertRows(
    tx,
    'fulfillers',
    { id: 'text', gid: 'text', slug: 'text', name: 'text', description: 'text', type: 'int', images: 'jsonb' },
    shop.fulfillers.map((f) => ({ id: f.id, gid: f.gid, slug: f.slug, name: f.name, description: f.description, type: f.type, images: f.images })),
  );
  await insertRows(
    tx,
    'warehouses',
    { id: 'text', name: 'text', fulfiller_id: 'text', address: 'jsonb' },
    shop.warehouses.map((w) => ({ id: w.id, name: w.name, fulfiller_id: w.fulfillerId, address: w.address })),
  );
  await insertRows(
    tx,
    'fulfiller_locations',
    { id: 'text', fulfiller_id: 'text', warehouse_id: 'text', name: 'text', lead_time: 'int', fulfillment_method_types: 'int[]' },
    shop.fulfillerLocations.map((l) => ({
      id: l.id, fulfiller_id: l.fulfillerId, warehouse_id: l.warehouseId, name: l.name, lead_time: l.leadTime,
      fulfillment_method_types: l.fulfillmentMethodTypes,
    })),
  );
  await insertRows(
    tx,
    'shipping_configs',
    { id: 'text', fulfiller_type: 'int', fulfillment_method_type: 'int', fulfiller_id: 'text', name: 'text', price: 'bigint', flat_price: 'bigint', speed_type: 'int' },
    shop.shippingConfigs.map((s) => ({
      id: s.id, fulfiller_type: s.fulfillerType, fulfillment_method_type: s.fulfillmentMethodType,
      fulfiller_id: s.fulfillerId, name: s.name, price: s.price, flat_price: s.flatPrice, speed_type: s.speedType,
    })),
  );
  await insertRows(
    tx,
    'express_delivery_slot_templates',
    { id: 'text', fulfiller_location_id: 'text', day_of_week: 'int', start_time: 'text', end_time: 'text', capacity: 'int', price: 'bigint' },
    shop.expressDeliverySlotTemplates.map((s) => ({
      id: s.id, fulfiller_location_id: s.fulfillerLocationId, day_of_week: s.dayOfWeek, start_time: s.startTime,
      end_time: s.endTime, capacity: s.capacity, price: s.price,
    })),
  );

  await insertRows(
    tx,
    'products',
    {
      id: 'text', gid: 'text', slug: 'text', name: 'text', extended_name: 'text', brand_id: 'text',
      primary_category_id: 'text', is_age_gated: 'boolean', product_type: 'int', sample_allowed_count: 'int',
      long_description: 'text', created_at: 'timestamptz',
    },
    shop.products.map((p) => ({
      id: p.id, gid: p.gid, slug: p.slug, name: p.name, extended_name: p.extendedName, brand_id: p.brandId,
      primary_category_id: p.primaryCategoryId, is_age_gated: p.isAgeGated, product_type: p.productType,
      sample_allowed_count: p.sampleAllowedCount, long_description: p.longDescription, created_at: p.createdAt,
    })),
  );
  await insertRows(
    tx,
    'product_categories',
    { category_id: 'text', product_id: 'text', position: 'int' },
    shop.productCategories.map((pc) => ({ category_id: pc.categoryId, product_id: pc.productId, position: pc.position })),
  );

  const brandName = new Map(shop.brands.map((b) => [b.id, b.name]));
  const productById = new Map(shop.products.map((p) => [p.id, p]));
  const categoryById = new Map(shop.categories.map((c) => [c.id, c]));
  const categoriesOfProduct = new Map<string, { categoryId: string; position: number }[]>();
  for (const pc of shop.productCategories) {
    const list = categoriesOfProduct.get(pc.productId) ?? [];
    list.push({ categoryId: pc.categoryId, position: pc.position });
    categoriesOfProduct.set(pc.productId, list);
  }
  const ancestors = (categoryId: string): string[] => {
    const chain: string[] = [];
    let current = categoryById.get(categoryId);
    while (current && current.parentId !== null) {
      chain.push(current.id);
      current = categoryById.get(current.parentId);
    }
    return chain;
  };

  const methodsOfLocation = new Map(shop.fulfillerLocations.map((l) => [l.id, l.fulfillmentMethodTypes as number[]]));
  const vocabulary = new Map<string, number>();
  const variantRows = shop.variants.map((v, ordinal) => {
    const product = productById.get(v.productId);
    if (!product) throw new Error(`variant ${v.id} names unknown product ${v.productId}`);
    const brand = brandName.get(product.brandId) ?? '';
    const categoryNames = unique(
      (categoriesOfProduct.get(product.id) ?? []).flatMap((pc) =>
        ancestors(pc.categoryId).map((id) => categoryById.get(id)?.name ?? ''),
      ),
    );
    const searchText = variantSearchText(v, brand, categoryNames);
    const searchWords = unique(searchTokens(searchText));
    for (const word of searchWords) vocabulary.set(word, (vocabulary.get(word) ?? 0) + 1);
    return {
      id: v.id, gid: v.gid, product_id: v.productId, brand_id: product.brandId, slug: v.slug, name: v.name,
      extended_name: v.extendedName,
      details: {
        nameText: v.nameText, brandingText: v.brandingText, extendedInfoText: v.extendedInfoText,
        extendedInfo2Text: v.extendedInfo2Text, longDescription: v.longDescription, ingredients: v.ingredients,
        images: v.images, imageAltText: v.imageAltText, unitPriceBase: v.unitPriceBase, unitCount: v.unitCount,
        unitType: v.unitType, variantValues: v.variantValues,
        inventory: { sku: v.inventory.sku, expirationDate: v.inventory.expirationDate, originPostalCode: v.inventory.originPostalCode, totalCount: v.inventory.totalCount, externalIds: v.inventory.externalIds },
      },
      price: v.price, sale_price: v.salePrice, standard_price: v.standardPrice, sale_percentage: v.salePercentage,
      unit_price: v.unitPrice, state: v.state, available_count: v.availableCount, max_cart_quantity: v.maxCartQuantity,
      warehouse_id: v.inventory.warehouseId, fulfiller_id: v.inventory.fulfillerId,
      fulfiller_location_id: v.fulfillerLocationId, fulfillment_method_type: v.fulfillmentMethodType,
      fulfiller_type: v.fulfillerType, product_type: product.productType,
      fulfillment_methods: unique([v.fulfillmentMethodType, ...(methodsOfLocation.get(v.fulfillerLocationId) ?? [])]),
      in_stock: !isUnavailable({ state: v.state, availableCount: v.availableCount }),
      excluded_from_back_in_stock: v.excludedFromBackInStockNotification, wishlist_count: v.stats.wishlistCount,
      sales_count: v.salesCount, created_at: v.createdAt, ordinal,
      search_text: searchText, search_words: searchWords, name_words: unique(searchTokens(`${v.extendedName} ${brand}`)),
    };
  });
  await insertRows(
    tx,
    'variants',
    {
      id: 'text', gid: 'text', product_id: 'text', brand_id: 'text', slug: 'text', name: 'text', extended_name: 'text',
      details: 'jsonb', price: 'bigint', sale_price: 'bigint', standard_price: 'bigint', sale_percentage: 'int',
      unit_price: 'bigint', state: 'int', available_count: 'int', max_cart_quantity: 'int', warehouse_id: 'text',
      fulfiller_id: 'text', fulfiller_location_id: 'text', fulfillment_method_type: 'int', fulfiller_type: 'int',
      product_type: 'int', fulfillment_methods: 'int[]', in_stock: 'boolean', excluded_from_back_in_stock: 'boolean', wishlist_count: 'int', sales_count: 'int',
      created_at: 'timestamptz', ordinal: 'int', search_text: 'text', search_words: 'text[]', name_words: 'text[]',
    },
    variantRows,
  );

  // Listing table: a variant is listed in each category its product is filed under and in
  // every ancestor up to (not including) the root, ordered by the product's position where it
  // is filed directly and by catalogue order above that.
  const listings = new Map<string, { variantIndex: number; direct: number; variant: Variant }[]>();
  shop.variants.forEach((v, variantIndex) => {
    const seen = new Set<string>();
    for (const pc of categoriesOfProduct.get(v.productId) ?? []) {
      for (const categoryId of ancestors(pc.categoryId)) {
        if (seen.has(categoryId)) continue;
        seen.add(categoryId);
        const direct = categoryId === pc.categoryId ? pc.position : Number.MAX_SAFE_INTEGER;
        const list = listings.get(categoryId) ?? [];
        list.push({ variantIndex, direct, variant: v });
        listings.set(categoryId, list);
      }
    }
  });
  const categoryVariantRows: Record<string, unknown>[] = [];
  const categoryBrandRows: Record<string, unknown>[] = [];
  for (const [categoryId, list] of listings) {
    list.sort((a, b) => a.direct - b.direct || a.variantIndex - b.variantIndex);
    const brandCounts = new Map<string, number>();
    list.forEach(({ variant: v }, position) => {
      const brandId = variantRows[list[position].variantIndex].brand_id;
      brandCounts.set(brandId, (brandCounts.get(brandId) ?? 0) + 1);
      categoryVariantRows.push({
        category_id: categoryId, variant_id: v.id, position, brand_id: brandId, price: v.price,
        sales_count: v.salesCount, created_at: v.createdAt,
        in_stock: variantRows[list[position].variantIndex].in_stock,
        fulfillment_methods: variantRows[list[position].variantIndex].fulfillment_methods,
      });
    });
    for (const [brandId, count] of brandCounts) {
      categoryBrandRows.push({ category_id: categoryId, brand_id: brandId, variant_count: count });
    }
  }
  await insertRows(
    tx,
    'category_variants',
    {
      category_id: 'text', variant_id: 'text', position: 'int', brand_id: 'text', price: 'bigint', sales_count: 'int',
      created_at: 'timestamptz', in_stock: 'boolean', fulfillment_methods: 'int[]',
    },
    categoryVariantRows,
  );
  await insertRows(tx, 'category_brands', { category_id: 'text', brand_id: 'text', variant_count: 'int' }, categoryBrandRows);

  await insertRows(
    tx,
    'soft_category_members',
    { category_id: 'text', variant_id: 'text', position: 'int' },
    shop.softCategoryMembers.map((m) => ({ category_id: m.categoryId, variant_id: m.variantId, position: m.position })),
  );
  await insertRows(
    tx,
    'variant_relationships',
    { id: 'text', variant_id: 'text', related_variant_id: 'text', type: 'int', position: 'int' },
    shop.variantRelationships.map((r) => ({ id: r.id, variant_id: r.variantId, related_variant_id: r.relatedVariantId, type: r.type, position: r.position })),
  );
  await insertRows(
    tx,
    'promotions',
    { id: 'text', name: 'text', start_date: 'timestamptz', end_date: 'timestamptz' },
    shop.promotions.map((p) => ({ id: p.id, name: p.name, start_date: p.startDate, end_date: p.endDate })),
  );
  await insertRows(
    tx,
    'promotion_badges',
    { id: 'text', promotion_id: 'text', text: 'text', alt_text: 'text', show_in_ple: 'boolean', show_in_pdp: 'boolean', url: 'text', end_date: 'timestamptz' },
    shop.promotionBadges.map((b) => ({
      id: b.id, promotion_id: b.promotionId, text: b.text, alt_text: b.altText, show_in_ple: b.showInPLE,
      show_in_pdp: b.showInPDP, url: b.url, end_date: b.endDate,
    })),
  );
  await insertRows(
    tx,
    'variant_promotion_badges',
    { variant_id: 'text', promotion_badge_id: 'text' },
    shop.variantPromotionBadges.map((b) => ({ variant_id: b.variantId, promotion_badge_id: b.promotionBadgeId })),
  );
  await insertRows(
    tx,
    'coupons',
    {
      id: 'text', name: 'text', status: 'text', vendor_id: 'text', start_date: 'timestamptz', end_date: 'timestamptz',
      value_type: 'text', value: 'bigint', minimum_purchase: 'bigint', minimum_quantity: 'int', details: 'jsonb',
    },
    shop.coupons.map((c) => ({
      id: c.couponId, name: c.name, status: c.status, vendor_id: c.vendorId, start_date: c.startDate, end_date: c.endDate,
      value_type: c.valueType, value: c.value, minimum_purchase: c.eligibility.minimumPurchaseAmountInDollars,
      minimum_quantity: c.eligibility.minimumQuantity, details: { message: c.message, termsAndConditions: c.termsAndConditions },
    })),
  );
  await insertRows(
    tx,
    'coupon_variants',
    { coupon_id: 'text', variant_id: 'text' },
    shop.couponVariants.map((c) => ({ coupon_id: c.couponId, variant_id: c.variantId })),
  );
  await insertRows(
    tx,
    'banners',
    { id: 'text', placement: 'text', position: 'int', text: 'text', action: 'jsonb', theme: 'jsonb', countdown_enabled: 'boolean', end_timestamp: 'bigint' },
    shop.banners.map((b) => ({
      id: b.id, placement: b.placement, position: b.position, text: b.text, action: b.action, theme: b.theme,
      countdown_enabled: b.countdownTimer.enabled, end_timestamp: b.endTimestamp,
    })),
  );
  await insertRows(
    tx,
    'action_lists',
    { id: 'text', title: 'text', description: 'text' },
    shop.actionLists.map((a) => ({ id: a.id, title: a.title, description: a.description })),
  );
  await insertRows(
    tx,
    'action_list_variants',
    { action_list_id: 'text', variant_id: 'text', position: 'int' },
    shop.actionListVariants.map((a) => ({ action_list_id: a.actionListId, variant_id: a.variantId, position: a.position })),
  );
  await insertRows(
    tx,
    'highlight_lists',
    { id: 'text', gid: 'text', slug: 'text', title: 'text', description: 'text' },
    shop.highlightLists.map((h) => ({ id: h.id, gid: h.gid, slug: h.slug, title: h.title, description: h.description })),
  );
  await insertRows(
    tx,
    'highlight_list_variants',
    { highlight_list_id: 'text', variant_id: 'text', position: 'int' },
    shop.highlightListVariants.map((h) => ({ highlight_list_id: h.highlightListId, variant_id: h.variantId, position: h.position })),
  );
  await insertRows(
    tx,
    'module_pages',
    { id: 'text', slug: 'text', title: 'text', kind: 'text', fulfiller_id: 'text', description_html: 'text', seo: 'jsonb' },
    shop.modulePages.map((m) => ({
      id: m.id, slug: m.slug, title: m.title, kind: m.kind, fulfiller_id: m.fulfillerId, description_html: m.descriptionHtml, seo: m.seo,
    })),
  );
  await insertRows(
    tx,
    'page_modules',
    {
      id: 'text', module_page_id: 'text', position: 'int', kind: 'text', title: 'text', banner_ids: 'text[]',
      soft_category_id: 'text', action_list_id: 'text', category_ids: 'text[]', fulfiller_id: 'text', body_html: 'text',
    },
    shop.pageModules.map((m) => ({
      id: m.id, module_page_id: m.modulePageId, position: m.position, kind: m.kind, title: m.title, banner_ids: m.bannerIds,
      soft_category_id: m.softCategoryId, action_list_id: m.actionListId, category_ids: m.categoryIds,
      fulfiller_id: m.fulfillerId, body_html: m.bodyHtml,
    })),
  );
  await insertRows(
    tx,
    'text_pages',
    { id: 'text', slug: 'text', title: 'text', body_html: 'text', seo: 'jsonb', updated_at: 'timestamptz' },
    shop.textPages.map((t) => ({ id: t.id, slug: t.slug, title: t.title, body_html: t.bodyHtml, seo: t.seo, updated_at: t.updatedAt })),
  );
  await insertRows(
    tx,
    'interstitials',
    {
      id: 'text', action_type: 'int', web_template_type: 'int', title: 'text', body: 'text', artwork_key: 'text',
      action_list_id: 'text', url: 'text', pages: 'text[]', start_date: 'timestamptz', end_date: 'timestamptz', priority: 'int',
    },
    shop.interstitials.map((i) => ({
      id: i.id, action_type: i.interstitialActionType, web_template_type: i.interstitialWebTemplateType, title: i.title,
      body: i.body, artwork_key: i.artworkKey, action_list_id: i.actionListId, url: i.url, pages: i.pages,
      start_date: i.startDate, end_date: i.endDate, priority: i.priority,
    })),
  );
  await insertRows(
    tx,
    'search_terms',
    { kind: 'text', position: 'int', term: 'text' },
    [
      ...shop.topSearches.map((t) => ({ kind: 'TOP', position: t.position, term: t.term })),
      ...shop.searchNoResultsSuggestions.map((t) => ({ kind: 'NO_RESULTS', position: t.position, term: t.term })),
    ],
  );
  await insertRows(
    tx,
    'promo_codes',
    {
      id: 'text', code: 'text', promo_type: 'int', discount_type: 'text', value: 'bigint', max_discount: 'bigint',
      minimum_purchase: 'bigint', start_date: 'timestamptz', end_date: 'timestamptz', details: 'jsonb',
    },
    shop.promoCodes.map((p) => ({
      id: p.id, code: p.code, promo_type: p.promoType, discount_type: p.discountType, value: p.value,
      max_discount: p.maxDiscount, minimum_purchase: p.minimumPurchase, start_date: p.startDate, end_date: p.endDate,
      details: { description: p.description, firstOrderOnly: p.firstOrderOnly, usesPerCustomer: p.usesPerCustomer },
    })),
  );
  await insertRows(
    tx,
    'artworks',
    { key: 'text', kind: 'text', spec: 'jsonb' },
    shop.artworks.map((a) => ({ key: a.key, kind: a.kind, spec: a })),
  );
  await insertRows(
    tx,
    'search_vocabulary',
    { word: 'text', variant_count: 'int' },
    [...vocabulary].map(([word, count]) => ({ word, variant_count: count })),
  );
}
