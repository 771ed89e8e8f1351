import { siteConfigSchema } from '@gio/contracts';
import {
  FulfillerType,
  FulfillmentMethod,
  InterstitialTemplateType,
  ProductType,
  PromoType,
  SHIPPING_SPEED_TYPE_FREE,
  VariantState,
} from '@gio/domain-enums';
import { generateDemoShop } from './generate-demo-shop';
import { findDemoShopProblems } from './integrity';
import type { BannerEntityType, Category, DemoShop, Variant } from './model';

/** Every field, at any depth, whose name says it holds money. */
const MONEY_FIELDS = /^(price|salePrice|standardPrice|unitPrice|flatPrice|minimumPurchase|maxDiscount|minimumPurchaseAmountInDollars)$/;

function moneyValues(value: unknown, found: [string, unknown][] = []): [string, unknown][] {
  if (Array.isArray(value)) {
    for (const item of value) moneyValues(item, found);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (MONEY_FIELDS.test(key)) found.push([key, inner]);
      moneyValues(inner, found);
    }
  }
  return found;
}

describe('generateDemoShop', () => {
  let shop: DemoShop;
  let categoryById: Map<string, Category>;
  let productById: Map<string, DemoShop['products'][number]>;

  beforeAll(() => {
    shop = generateDemoShop();
    categoryById = new Map(shop.categories.map((c) => [c.id, c]));
    productById = new Map(shop.products.map((p) => [p.id, p]));
  });

  const departmentOf = (variant: Variant): Category => {
    let category = categoryById.get(productById.get(variant.productId)!.primaryCategoryId)!;
    while (category.level > 1) category = categoryById.get(category.parentId!)!;
    return category;
  };

  it('is deterministic: the same options give deep-equal output, another seed differs', () => {
    expect(generateDemoShop({ variants: 300, seed: 9 })).toEqual(generateDemoShop({ variants: 300, seed: 9 }));
    // The shop is plain JSON data, so equal serialisations mean deep-equal shops; comparing
    // strings keeps this check fast at 2,000 variants.
    expect(JSON.stringify(generateDemoShop())).toBe(JSON.stringify(shop));
    expect(generateDemoShop({ variants: 300, seed: 10 }).variants).not.toEqual(generateDemoShop({ variants: 300, seed: 9 }).variants);
  });

  it('has no duplicate keys, gids or slugs and every foreign key resolves', () => {
    expect(findDemoShopProblems(shop)).toEqual([]);
  });

  it('reports a broken foreign key', () => {
    const broken: DemoShop = { ...shop, products: [{ ...shop.products[0]!, brandId: 'brand_missing' }, ...shop.products.slice(1)] };
    expect(findDemoShopProblems(broken)).toContain(`products[${shop.products[0]!.id}].brandId: "brand_missing" does not resolve`);
  });

  it('makes 2,000 variants by default and the requested number otherwise', () => {
    expect(shop.variants).toHaveLength(2000);
    expect(shop.meta).toEqual({ seed: 1, baseDate: '2026-11-01T00:00:00.000Z', variantCount: 2000, schemaVersion: 1 });
    for (const variants of [1, 7, 60]) {
      const sized = generateDemoShop({ variants });
      expect(sized.variants).toHaveLength(variants);
      expect(findDemoShopProblems(sized)).toEqual([]);
    }
  });

  it('needs no multi-pack "Combo" names at the default size: the templates hold enough products', () => {
    expect(shop.variants.filter((v) => v.extendedName.startsWith('Combo '))).toEqual([]);
    // Beyond the templates' products, multi-packs keep large catalogues plausible and valid.
    const big = generateDemoShop({ variants: 10_000 });
    expect(big.variants).toHaveLength(10_000);
    expect(big.variants.some((v) => /^Combo 2 /.test(v.extendedName))).toBe(true);
    expect(findDemoShopProblems(big)).toEqual([]);
  });

  it('groups several variants under one product with size or flavour values', () => {
    const perProduct = new Map<string, number>();
    for (const v of shop.variants) perProduct.set(v.productId, (perProduct.get(v.productId) ?? 0) + 1);
    expect([...perProduct.values()].some((n) => n >= 3)).toBe(true);
    expect(shop.variants.some((v) => v.variantValues.some((value) => value.name === 'Hương vị'))).toBe(true);
    expect(shop.variants.every((v) => v.variantValues.some((value) => value.name === 'Quy cách'))).toBe(true);
  });

  it('builds a three-level tree of at least 30 categories under one root', () => {
    const roots = shop.categories.filter((c) => c.parentId === null);
    expect(roots).toHaveLength(1);
    expect(shop.siteConfig.rootCategoryId).toBe(roots[0]!.id);
    const regular = shop.categories.filter((c) => !c.isSoftCategory && c.level > 0);
    expect(regular.length).toBeGreaterThanOrEqual(30);
    expect(new Set(regular.map((c) => c.level))).toEqual(new Set([1, 2, 3]));
    const firstChild = shop.categories.find((c) => c.parentId === roots[0]!.id && c.position === 0)!;
    expect(firstChild.name).toBe('Rau củ quả');
    for (const name of ['Rau củ quả', 'Trái cây', 'Thịt', 'Cá & hải sản', 'Sữa & sản phẩm từ sữa', 'Đồ uống', 'Bia & rượu', 'Bánh kẹo & đồ ăn vặt', 'Gia vị', 'Gạo & ngũ cốc', 'Đồ gia dụng', 'Chăm sóc cá nhân', 'Mẹ & bé']) {
      expect(shop.categories.some((c) => c.level === 1 && c.name === name)).toBe(true);
    }
    expect(shop.categories.filter((c) => !new RegExp(`^/products/[a-z0-9-]+/${c.gid}/${c.slug}$`).test(c.path))).toEqual([]);
  });

  it('has soft categories, a top-picks page and a previously-ordered category of type 6', () => {
    const soft = shop.categories.filter((c) => c.isSoftCategory);
    expect(soft.every((c) => c.type === 5 && c.softCategoryType !== null)).toBe(true);
    expect(soft.map((c) => c.softCategoryType)).toContain('PDP_MODULE_RELATED_VARIANTS');
    const members = new Set(shop.softCategoryMembers.map((m) => m.categoryId));
    expect(soft.every((c) => members.has(c.id))).toBe(true);
    const topPicks = shop.categories.find((c) => c.isTopPicksPage)!;
    expect(categoryById.get(topPicks.sampleTopPicksId!)?.softCategoryType).toBe('SAMPLE_TOP_PICKS');
    const previouslyOrdered = shop.categories.find((c) => c.isPreviouslyOrdered)!;
    expect(previouslyOrdered.type).toBe(6);
    expect(shop.categories.some((c) => c.isPleList)).toBe(true);
  });

  it('has at least 60 brands with logos, and every product a brand', () => {
    expect(shop.brands.length).toBeGreaterThanOrEqual(60);
    for (const name of ['Vinamilk', 'TH true MILK', 'Acecook', 'Masan', 'Trung Nguyên', 'Vissan']) {
      expect(shop.brands.some((b) => b.name === name)).toBe(true);
    }
  });

  it('names products like a Vietnamese grocer and prices them in round đồng', () => {
    expect(shop.variants.some((v) => /^Sữa tươi tiệt trùng Vinamilk (có đường|ít đường|không đường) (1L|lốc 4 hộp 180ml)$/.test(v.extendedName))).toBe(true);
    expect(shop.variants.some((v) => /^Mì Hảo Hảo .+ gói 75g$/.test(v.extendedName))).toBe(true);
    const regular = shop.variants.filter((v) => productById.get(v.productId)!.productType === ProductType.STANDARD);
    const misPriced = regular.filter(
      (v) =>
        v.standardPrice % 500 !== 0 ||
        v.price % 500 !== 0 ||
        v.price <= 0 ||
        v.price > v.standardPrice ||
        (v.salePrice === null
          ? v.salePercentage !== 0 || v.price !== v.standardPrice
          : v.salePrice !== v.price || v.salePercentage !== Math.round((100 * (v.standardPrice - v.price)) / v.standardPrice)),
    );
    expect(misPriced).toEqual([]);
    expect(regular.some((v) => v.salePrice !== null)).toBe(true);
  });

  it('keeps every money field an integer number of đồng', () => {
    const money = moneyValues(shop);
    expect(money.length).toBeGreaterThan(shop.variants.length * 3);
    expect(money.filter(([, value]) => value !== null && !Number.isSafeInteger(value))).toEqual([]);
  });

  it('covers every stock state of storefront.md §4', () => {
    const threshold = shop.siteConfig.lastFewThreshold;
    const regular = shop.variants.filter((v) => productById.get(v.productId)!.productType !== ProductType.SAMPLE);
    expect(regular.some((v) => v.state === VariantState.ACTIVE && v.availableCount > threshold)).toBe(true);
    expect(regular.some((v) => v.state === VariantState.ACTIVE && v.availableCount > 0 && v.availableCount <= threshold)).toBe(true);
    expect(regular.some((v) => v.state === VariantState.OUT_OF_STOCK && v.availableCount === 0)).toBe(true);
    expect(regular.some((v) => v.state === VariantState.DISCONTINUED)).toBe(true);
    expect(shop.variants.some((v) => v.excludedFromBackInStockNotification)).toBe(true);
    expect(shop.variants.filter((v) => v.inventory.totalCount < v.availableCount)).toEqual([]);
  });

  it('covers every stock state even in a tiny catalogue', () => {
    const tiny = generateDemoShop({ variants: 8 });
    const states = new Set(tiny.variants.map((v) => v.state));
    expect(states).toEqual(new Set([VariantState.ACTIVE, VariantState.OUT_OF_STOCK, VariantState.DISCONTINUED]));
  });

  it('age-gates exactly the beer and wine department', () => {
    const wrong = shop.variants.filter((v) => productById.get(v.productId)!.isAgeGated !== (departmentOf(v).name === 'Bia & rượu'));
    expect(wrong).toEqual([]);
    expect(shop.products.some((p) => p.isAgeGated)).toBe(true);
  });

  it('has free samples of product type 1 with an allowed count', () => {
    const samples = shop.products.filter((p) => p.productType === ProductType.SAMPLE);
    expect(samples.length).toBeGreaterThan(0);
    for (const p of samples) {
      expect(p.sampleAllowedCount).toBeGreaterThan(0);
      const variants = shop.variants.filter((v) => v.productId === p.id);
      expect(variants.every((v) => v.price === 0 && v.maxCartQuantity === p.sampleAllowedCount)).toBe(true);
    }
    expect(shop.products.filter((p) => p.productType === ProductType.STANDARD).every((p) => p.sampleAllowedCount === null)).toBe(true);
  });

  it('gives fresh goods an expiration date and sends them only by express', () => {
    const fresh = shop.variants.filter((v) => v.inventory.expirationDate !== null);
    expect(fresh.length).toBeGreaterThan(0);
    expect(fresh.filter((v) => !(v.inventory.expirationDate! > '2026-11-01') || v.fulfillerType !== FulfillerType.EXPRESS)).toEqual([]);
  });

  it('has express, standard and at least three marketplace sellers, each selling something', () => {
    const byType = (type: number) => shop.fulfillers.filter((f) => f.type === type);
    expect(byType(FulfillerType.EXPRESS).map((f) => f.name)).toEqual(['Giỏ Nhanh']);
    expect(byType(FulfillerType.ORDER_FULFILLMENT)).toHaveLength(1);
    const sellers = byType(FulfillerType.SELLER);
    expect(sellers.length).toBeGreaterThanOrEqual(3);
    for (const f of shop.fulfillers) {
      expect(f.name && f.description && f.images.length).toBeTruthy();
      expect(shop.variants.some((v) => v.inventory.fulfillerId === f.id)).toBe(true);
    }
    const locations = new Map(shop.fulfillerLocations.map((l) => [l.id, l]));
    const fulfillerTypes = new Map(shop.fulfillers.map((f) => [f.id, f.type]));
    const inconsistent = shop.variants.filter((v) => {
      const location = locations.get(v.fulfillerLocationId)!;
      return (
        location.fulfillerId !== v.inventory.fulfillerId ||
        location.warehouseId !== v.inventory.warehouseId ||
        !location.fulfillmentMethodTypes.includes(v.fulfillmentMethodType) ||
        fulfillerTypes.get(v.inventory.fulfillerId) !== v.fulfillerType
      );
    });
    expect(inconsistent).toEqual([]);
  });

  it('has a shipping config for every fulfiller type × method in use, and a free one at price 0', () => {
    const configured = new Set(shop.shippingConfigs.map((s) => `${s.fulfillerType}/${s.fulfillmentMethodType}`));
    expect(shop.variants.filter((v) => !configured.has(`${v.fulfillerType}/${v.fulfillmentMethodType}`))).toEqual([]);
    expect(shop.shippingConfigs.some((s) => s.speedType === SHIPPING_SPEED_TYPE_FREE && s.flatPrice === 0 && s.price === 0)).toBe(true);
    expect(shop.shippingConfigs.some((s) => s.speedType === SHIPPING_SPEED_TYPE_FREE && s.price > 0)).toBe(true);
    expect(shop.siteConfig.minimumSpendByFulfillmentMethod[FulfillmentMethod.LOCAL_DELIVERY]).toBeGreaterThan(0);
    expect(shop.fulfillerLocations.every((l) => l.leadTime > 0)).toBe(true);
    expect(shop.expressDeliverySlotTemplates.length).toBeGreaterThan(0);
  });

  it('links banners to every kind of storefront.md §2, with and without countdowns', () => {
    const kinds: BannerEntityType[] = ['ACTION_LIST', 'PRODUCT', 'HIGHLIGHT', 'CATEGORY', 'SEARCH', 'URL'];
    expect(new Set(shop.banners.map((b) => b.action.entityType))).toEqual(new Set(kinds));
    const base = Date.parse(shop.meta.baseDate) / 1000;
    expect(shop.banners.some((b) => b.countdownTimer.enabled && b.endTimestamp! > base)).toBe(true);
    expect(shop.banners.some((b) => !b.countdownTimer.enabled && b.endTimestamp === null)).toBe(true);
    for (const b of shop.banners) expect(b.countdownTimer.enabled).toBe(b.endTimestamp !== null);
    expect(shop.banners.some((b) => b.text.length > 120)).toBe(true);
    for (const b of shop.banners.filter((b) => b.action.entityType === 'ACTION_LIST')) expect(b.action.referenceClientTitle).toBeTruthy();
  });

  it('dates promotion badges and coupons around the base date', () => {
    const base = shop.meta.baseDate;
    expect(shop.promotionBadges.some((b) => b.endDate > base)).toBe(true);
    expect(shop.promotionBadges.some((b) => b.endDate < base)).toBe(true);
    expect(shop.variantPromotionBadges.length).toBeGreaterThan(0);
    expect(new Set(shop.coupons.map((c) => c.status))).toEqual(new Set(['ACTIVE', 'SCHEDULED', 'EXPIRED']));
    for (const c of shop.coupons) {
      const expected = c.startDate > base ? 'SCHEDULED' : c.endDate < base ? 'EXPIRED' : 'ACTIVE';
      expect(c.status).toBe(expected);
    }
    const later = generateDemoShop({ variants: 50, baseDate: '2027-03-15' });
    expect(later.promotionBadges[0]!.endDate > '2027-03-15').toBe(true);
  });

  it('has the home page, the deals, valpak and seller module pages, and the text pages', () => {
    expect(shop.pageModules.filter((m) => m.modulePageId === null).map((m) => m.kind)).toEqual(
      expect.arrayContaining(['BANNER_SLIDER', 'PRODUCT_SLIDER', 'CATEGORY_TILES']),
    );
    const slugs = shop.modulePages.map((p) => p.slug);
    expect(slugs).toEqual(expect.arrayContaining(['khuyen-mai', 'valpak']));
    const sellerPage = shop.modulePages.find((p) => p.kind === 'SELLER')!;
    expect(shop.fulfillers.find((f) => f.id === sellerPage.fulfillerId)?.type).toBe(FulfillerType.SELLER);
    const gioiThieu = shop.textPages.find((p) => p.slug === 'gioi-thieu')!;
    expect(gioiThieu.bodyHtml).toContain('<h1>');
    expect(shop.textPages.map((p) => p.slug)).toContain('chinh-sach-doi-tra');
  });

  it('has interstitials including a product carousel backed by an action list', () => {
    const carousel = shop.interstitials.find((i) => i.interstitialWebTemplateType === InterstitialTemplateType.PRODUCT_CAROUSEL)!;
    expect(shop.actionListVariants.some((l) => l.actionListId === carousel.actionListId)).toBe(true);
    expect(shop.interstitials.some((i) => i.interstitialActionType === 0 && i.url !== null)).toBe(true);
  });

  it('has search terms, promo codes of each kind and a site config the spec asks for', () => {
    expect(shop.topSearches.length).toBeGreaterThan(5);
    expect(shop.searchNoResultsSuggestions.length).toBeGreaterThan(3);
    expect(shop.promoCodes.some((p) => p.promoType === PromoType.INVITE_CODE)).toBe(true);
    expect(shop.promoCodes.some((p) => p.firstOrderOnly)).toBe(true);
    expect(shop.siteConfig).toMatchObject({
      siteName: 'Giỏ',
      currency: 'VND',
      locale: 'vi-VN',
      features: { maintenanceMode: false, limitedProductsMode: false },
    });
  });

  it('writes a site config the one schema of @gio/contracts accepts, and the schema refuses a broken one', () => {
    expect(siteConfigSchema.parse(shop.siteConfig)).toEqual(shop.siteConfig);
    const broken = { ...shop.siteConfig, lastFewThreshold: -1, features: { ...shop.siteConfig.features, payoo: 'yes' } };
    expect(siteConfigSchema.safeParse(broken).success).toBe(false);
  });

  it('keeps slugs lowercase ASCII and variant relationships off the variant itself', () => {
    expect(shop.variants.filter((v) => !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(v.slug))).toEqual([]);
    expect(shop.variantRelationships.every((r) => r.variantId !== r.relatedVariantId)).toBe(true);
    expect(new Set(shop.variantRelationships.map((r) => r.type))).toEqual(new Set([6, 7]));
  });

  it('refuses options it cannot honour', () => {
    expect(() => generateDemoShop({ variants: 0 })).toThrow(RangeError);
    expect(() => generateDemoShop({ variants: 2.5 })).toThrow(RangeError);
    expect(() => generateDemoShop({ seed: 1.5 })).toThrow(RangeError);
    expect(() => generateDemoShop({ baseDate: 'tomorrow' })).toThrow(RangeError);
  });
});
