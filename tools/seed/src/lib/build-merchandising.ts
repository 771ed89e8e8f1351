import { CategoryKind, InterstitialActionType, ProductType, VariantState } from '@gio/domain-enums';
import escapeHtml from 'escape-html';
import { tint, type CatalogData } from './build-catalog';
import type { FulfillmentData } from './build-fulfillment';
import { formatDong, isoAfter, prefixedId, secondsAfter, type SeedContext } from './context';
import {
  InterstitialWebTemplate,
  type ActionList,
  type ActionListVariant,
  type Artwork,
  type Banner,
  type BannerAction,
  type BannerPlacement,
  type Category,
  type Coupon,
  type CouponVariant,
  type HighlightList,
  type HighlightListVariant,
  type Interstitial,
  type ModulePage,
  type PageModule,
  type Promotion,
  type PromotionBadge,
  type SoftCategoryMember,
  type SoftCategoryType,
  type Variant,
  type VariantPromotionBadge,
} from './model';
import { SlugRegistry } from './slug';

export interface MerchandisingData {
  categories: Category[];
  softCategoryMembers: SoftCategoryMember[];
  promotions: Promotion[];
  promotionBadges: PromotionBadge[];
  variantPromotionBadges: VariantPromotionBadge[];
  coupons: Coupon[];
  couponVariants: CouponVariant[];
  banners: Banner[];
  actionLists: ActionList[];
  actionListVariants: ActionListVariant[];
  highlightLists: HighlightList[];
  highlightListVariants: HighlightListVariant[];
  modulePages: ModulePage[];
  pageModules: PageModule[];
  interstitials: Interstitial[];
  artworks: Artwork[];
}

/** Members shown in one home slider or list; enough for several slider pages. */
const LIST_SIZE = 24;

export function buildMerchandising(
  context: SeedContext,
  catalog: CatalogData,
  fulfillment: FulfillmentData,
): MerchandisingData {
  const { random } = context;
  const { variants, productById, brandById } = catalog;
  const artworks: Artwork[] = [];
  const categories: Category[] = [];

  const isSample = (v: Variant): boolean => productById.get(v.productId)?.productType === ProductType.SAMPLE;
  const isAgeGated = (v: Variant): boolean => productById.get(v.productId)?.isAgeGated === true;
  // What home and campaign lists show: buyable, not samples, no age gate in a family feed.
  const sellable = variants.filter((v) => v.state === VariantState.ACTIVE && v.availableCount > 0 && !isSample(v));
  const familySellable = sellable.filter((v) => !isAgeGated(v));
  const fallback = familySellable.length > 0 ? familySellable : variants;
  const departmentOf = new Map(variants.map((v, i) => [v.id, catalog.variantDepartment[i] as Category]));
  const inDepartments = (names: readonly string[]): Variant[] => sellable.filter((v) => names.includes(departmentOf.get(v.id)?.name ?? ''));
  const orFallback = (list: Variant[]): Variant[] => (list.length > 0 ? list : fallback);
  // The LIST_SIZE best by score, ties to the earlier variant; one pass, since sorting 100,000
  // variants for 24 of them is most of the work otherwise.
  const topBy = (list: Variant[], score: (v: Variant) => number): Variant[] => {
    const best: { score: number; variant: Variant }[] = [];
    for (const variant of list) {
      const value = score(variant);
      if (best.length === LIST_SIZE && value <= (best[best.length - 1] as { score: number }).score) continue;
      let at = best.length;
      while (at > 0 && (best[at - 1] as { score: number }).score < value) at -= 1;
      best.splice(at, 0, { score: value, variant });
      if (best.length > LIST_SIZE) best.pop();
    }
    return best.map((entry) => entry.variant);
  };

  // --- Promotions and badges ----------------------------------------------------------------
  const promotionSeeds: [name: string, badge: string, startDays: number, endDays: number, showInPLE: boolean][] = [
    ['Siêu sale 11.11', 'Sale 11.11', -5, 11, true],
    ['Tuần lễ sữa', 'Tuần lễ sữa', -3, 18, true],
    ['Mua 2 tặng 1', 'Mua 2 tặng 1', -10, 40, true],
    ['Giờ vàng giá sốc', 'Giờ vàng', -0.25, 0.5, true],
    ['Xả kho tháng 10', 'Xả kho', -30, -1, true],
    ['Quà tặng kèm', 'Có quà tặng', -7, 25, false],
  ];
  const promotions: Promotion[] = [];
  const promotionBadges: PromotionBadge[] = [];
  for (const [name, text, startDays, endDays, showInPLE] of promotionSeeds) {
    const promotion: Promotion = { id: prefixedId('promo', promotions.length + 1), name, startDate: isoAfter(context, startDays), endDate: isoAfter(context, endDays) };
    promotions.push(promotion);
    promotionBadges.push({
      id: prefixedId('badge', promotionBadges.length + 1),
      promotionId: promotion.id,
      text,
      altText: `${name}: ưu đãi đến hết ${promotion.endDate.slice(0, 10)}`,
      showInPLE,
      showInPDP: true,
      url: '/m/khuyen-mai',
      endDate: promotion.endDate,
    });
  }
  const variantPromotionBadges: VariantPromotionBadge[] = [];
  variants.forEach((variant) => {
    if (isSample(variant)) return;
    if (variant.salePrice !== null ? random.chance(0.5) : random.chance(0.03)) {
      variantPromotionBadges.push({ variantId: variant.id, promotionBadgeId: random.pick(promotionBadges).id });
    }
  });
  // Every badge is on some product page, so each one can be seen in the demo.
  promotionBadges.forEach((badge, i) => {
    const variant = fallback[(i * 7) % fallback.length];
    if (variant && !variantPromotionBadges.some((link) => link.promotionBadgeId === badge.id && link.variantId === variant.id)) {
      variantPromotionBadges.push({ variantId: variant.id, promotionBadgeId: badge.id });
    }
  });

  // --- Coupons -------------------------------------------------------------------------------
  const variantsByBrand = new Map<string, Variant[]>();
  for (const variant of sellable) {
    const brandId = productById.get(variant.productId)?.brandId ?? '';
    let list = variantsByBrand.get(brandId);
    if (!list) variantsByBrand.set(brandId, (list = []));
    list.push(variant);
  }
  const couponBrands = random.sample(
    [...variantsByBrand.keys()].filter((id) => (variantsByBrand.get(id)?.length ?? 0) >= 2).sort(),
    12,
  );
  const coupons: Coupon[] = [];
  const couponVariants: CouponVariant[] = [];
  couponBrands.forEach((brandId, i) => {
    const brand = brandById.get(brandId);
    if (!brand) return;
    // Two scheduled and two expired coupons show every status; the rest run now.
    const [startDays, endDays] = i < 2 ? [5, 35] : i < 4 ? [-40, -2] : [-10, 20 + i];
    const percent = random.chance(0.4);
    const value = percent ? random.pick([5, 10, 15, 20]) : random.pick([5_000, 10_000, 15_000, 20_000, 30_000]);
    const minimumPurchase = random.pick([0, 50_000, 100_000, 200_000]);
    const startDate = isoAfter(context, startDays);
    const endDate = isoAfter(context, endDays);
    const coupon: Coupon = {
      couponId: prefixedId('coupon', i + 1),
      name: percent ? `Giảm ${value}% ${brand.name}` : `Giảm ${formatDong(value)} đ ${brand.name}`,
      message: minimumPurchase > 0
        ? `Áp dụng cho đơn hàng có sản phẩm ${brand.name} từ ${formatDong(minimumPurchase)} đ.`
        : `Áp dụng cho mọi đơn hàng có sản phẩm ${brand.name}.`,
      startDate,
      endDate,
      valueType: percent ? 'PERCENT' : 'AMOUNT',
      value,
      eligibility: { minimumPurchaseAmountInDollars: minimumPurchase, minimumQuantity: random.int(1, 2) },
      termsAndConditions: `Mỗi khách hàng dùng một lần. Không áp dụng cùng chương trình khuyến mãi khác của ${brand.name}. Giỏ có quyền kết thúc chương trình sớm khi hết ngân sách.`,
      vendorId: brand.id,
      status: startDays > 0 ? 'SCHEDULED' : endDays < 0 ? 'EXPIRED' : 'ACTIVE',
    };
    coupons.push(coupon);
    for (const variant of random.sample(variantsByBrand.get(brandId) ?? [], 6)) {
      couponVariants.push({ couponId: coupon.couponId, variantId: variant.id });
    }
  });

  // --- Special categories ----------------------------------------------------------------------
  const rootChildren = catalog.departments.length;
  const addSpecial = (name: string, displayName: string, patch: Partial<Category>): Category => {
    const n = catalog.nextCategoryNumber();
    const gid = String(100 + n);
    const slug = catalog.categorySlugs.claim(name);
    const artworkKey = `category/${gid}`;
    artworks.push({ key: artworkKey, kind: 'category', label: name, sublabel: '', background: '#e8f5e9', foreground: '#1b5e20', accent: '#2e7d32', motif: 'box', width: 400, height: 400 });
    const path = `/products/${slug}/${gid}/${slug}`;
    const category: Category = {
      id: prefixedId('cat', n),
      gid,
      slug,
      name,
      displayName,
      path,
      isVisible: false,
      parentId: catalog.root.id,
      level: 1,
      position: rootChildren + categories.length,
      type: CategoryKind.CATEGORY,
      isSoftCategory: false,
      softCategoryType: null,
      isPleList: false,
      isPreviouslyOrdered: false,
      isTopPicksPage: false,
      sampleTopPicksId: null,
      longDescriptionHtml: `<p>${escapeHtml(displayName)}</p>`,
      seo: { title: `${displayName} | Giỏ`, description: displayName, canonicalPath: path },
      bannerId: null,
      artworkKey,
      color: '#2e7d32',
      ...patch,
    };
    categories.push(category);
    return category;
  };
  const softCategoryMembers: SoftCategoryMember[] = [];
  const soft = (name: string, type: SoftCategoryType, members: Variant[]): Category => {
    const category = addSpecial(name, name, { type: CategoryKind.SOFT_CATEGORY, isSoftCategory: true, softCategoryType: type });
    members.forEach((variant, position) => softCategoryMembers.push({ categoryId: category.id, variantId: variant.id, position }));
    return category;
  };
  const bestSellers = soft('Bán chạy nhất', 'HOME_BEST_SELLERS', topBy(fallback, (v) => v.salesCount));
  const newArrivals = soft('Hàng mới về', 'HOME_NEW_ARRIVALS', topBy(fallback, (v) => Date.parse(v.createdAt)));
  const deals = soft('Giá tốt hôm nay', 'HOME_DEALS', topBy(orFallback(familySellable.filter((v) => v.salePrice !== null)), (v) => v.salePercentage));
  soft('Có thể bạn cũng thích', 'PDP_MODULE_RELATED_VARIANTS', random.sample(fallback, LIST_SIZE));
  soft('Mua kèm giỏ hàng', 'CART_RECOMMENDATIONS', random.sample(orFallback(familySellable.filter((v) => v.price <= 50_000)), LIST_SIZE));
  const samples = variants.filter(isSample);
  const sampleTopPicks = soft('Hàng dùng thử miễn phí', 'SAMPLE_TOP_PICKS', samples);
  const topPicks = addSpecial('Lựa chọn hàng đầu', 'Lựa chọn hàng đầu của khách hàng Giỏ', {
    isTopPicksPage: true,
    sampleTopPicksId: sampleTopPicks.id,
    isVisible: true,
    longDescriptionHtml: '<p>Những sản phẩm được khách hàng Giỏ yêu thích nhiều nhất trong tháng, kèm các gói dùng thử miễn phí.</p>',
  });
  const pleList = addSpecial('Gợi ý đi chợ tuần này', 'Gợi ý đi chợ tuần này', {
    isPleList: true,
    isVisible: true,
    longDescriptionHtml: '<p>Danh sách đi chợ gợi ý cho bữa cơm gia đình bốn người trong một tuần.</p>',
  });
  addSpecial('Đã mua trước đây', 'Sản phẩm bạn đã mua', {
    isPreviouslyOrdered: true,
    longDescriptionHtml: '<p>Mua lại nhanh những sản phẩm bạn đã đặt ở các đơn trước.</p>',
  });
  const fileUnder = (category: Category, list: Variant[]): void => {
    const filed = new Set<string>();
    for (const variant of list) {
      if (filed.has(variant.productId)) continue;
      catalog.productCategories.push({ productId: variant.productId, categoryId: category.id, position: filed.size });
      filed.add(variant.productId);
    }
  };
  fileUnder(topPicks, topBy(fallback, (v) => v.stats.wishlistCount));
  fileUnder(pleList, random.sample(orFallback(inDepartments(['Rau củ quả', 'Thịt', 'Cá & hải sản', 'Gia vị', 'Gạo & ngũ cốc'])), LIST_SIZE));

  // --- Action and highlight lists -----------------------------------------------------------
  const actionLists: ActionList[] = [];
  const actionListVariants: ActionListVariant[] = [];
  const actionList = (title: string, description: string, members: Variant[]): ActionList => {
    const list: ActionList = { id: String(301 + actionLists.length), title, description };
    actionLists.push(list);
    members.forEach((variant, position) => actionListVariants.push({ actionListId: list.id, variantId: variant.id, position }));
    return list;
  };
  const weekendDeals = actionList('Giảm giá cuối tuần', 'Ưu đãi đến 40% cho hàng trăm sản phẩm, chỉ thứ Bảy và Chủ nhật.', random.sample(orFallback(familySellable.filter((v) => v.salePrice !== null)), LIST_SIZE));
  const breakfast = actionList('Bữa sáng tiện lợi', 'Sữa, ngũ cốc, bánh và cà phê cho buổi sáng nhanh gọn.', random.sample(orFallback(inDepartments(['Sữa & sản phẩm từ sữa', 'Gạo & ngũ cốc', 'Bánh kẹo & đồ ăn vặt', 'Đồ uống'])), 20));
  const partyVariants = orFallback(inDepartments(['Bia & rượu', 'Bánh kẹo & đồ ăn vặt']));
  const party = actionList('Cuối tuần lai rai', 'Bia lạnh và đồ nhắm cho buổi họp mặt. Chỉ bán rượu bia cho người từ 18 tuổi.', random.sample(partyVariants, 20));
  const forYou = actionList('Gợi ý dành cho bạn', 'Sản phẩm được chọn theo mùa và theo những gì khách hàng Giỏ mua nhiều.', random.sample(fallback, 12));
  const couponVariantIds = new Set(couponVariants.map((c) => c.variantId));
  const couponList = actionList('Sản phẩm có phiếu giảm giá', 'Lưu phiếu và dùng ngay khi thanh toán.', orFallback(variants.filter((v) => couponVariantIds.has(v.id))).slice(0, LIST_SIZE));

  const highlightLists: HighlightList[] = [];
  const highlightListVariants: HighlightListVariant[] = [];
  const highlightSlugs = new SlugRegistry();
  const highlight = (title: string, description: string, members: Variant[]): HighlightList => {
    const list: HighlightList = { id: prefixedId('hl', highlightLists.length + 1), gid: String(901 + highlightLists.length), slug: highlightSlugs.claim(title), title, description };
    highlightLists.push(list);
    members.forEach((variant, position) => highlightListVariants.push({ highlightListId: list.id, variantId: variant.id, position }));
    return list;
  };
  const originOf = (v: Variant): string => brandById.get(productById.get(v.productId)?.brandId ?? '')?.origin ?? '';
  const sellerIds = new Set(fulfillment.sellers.map((s) => s.id));
  const specialties = highlight('Đặc sản vùng miền', 'Nước mắm Phú Quốc, hạt điều Bình Phước, trái cây sấy Đà Lạt và nhiều đặc sản từ người bán trên Giỏ.', random.sample(orFallback(sellable.filter((v) => sellerIds.has(v.inventory.fulfillerId))), 16));
  highlight('Hàng Nhật Bản chính hãng', 'Sữa, tã và mỹ phẩm nhập khẩu chính ngạch từ Nhật Bản.', random.sample(orFallback(sellable.filter((v) => originOf(v) === 'Nhật Bản')), 16));
  highlight('Rau củ chuẩn VietGAP', 'Rau củ Đà Lạt trồng theo tiêu chuẩn VietGAP, thu hoạch trong ngày.', random.sample(orFallback(sellable.filter((v) => v.brandingText === 'Đà Lạt GAP')), 16));

  // --- Banners -------------------------------------------------------------------------------
  const banners: Banner[] = [];
  const banner = (
    text: string,
    action: BannerAction,
    placement: BannerPlacement,
    color: string,
    countdownDays: number | null,
  ): Banner => {
    const id = prefixedId('ban', banners.length + 1);
    const artworkKey = `banner/${id}`;
    const created: Banner = {
      id,
      text,
      action,
      theme: { backgroundColor: color, textColor: '#ffffff', artworkKey },
      countdownTimer: { enabled: countdownDays !== null },
      endTimestamp: countdownDays === null ? null : secondsAfter(context, countdownDays),
      placement,
      position: banners.filter((b) => b.placement === placement).length,
    };
    banners.push(created);
    artworks.push({ key: artworkKey, kind: 'banner', label: text, sublabel: action.referenceClientTitle ?? '', background: color, foreground: '#ffffff', accent: tint(color, 0.4), motif: 'box', width: 1200, height: 400 });
    return created;
  };
  const toActionList = (list: ActionList): BannerAction => ({ entityType: 'ACTION_LIST', references: [list.id], referenceClientTitle: list.title });
  const toCategory = (category: Category): BannerAction => ({ entityType: 'CATEGORY', references: [category.gid, category.slug], referenceClientTitle: category.name });
  const heroVariant = topBy(fallback, (v) => v.salesCount)[0] ?? (variants[0] as Variant);
  const fruit = catalog.departments.find((d) => d.name === 'Trái cây') ?? (catalog.departments[0] as Category);

  const homeBanners = [
    banner('Giảm giá cuối tuần – tiết kiệm đến 40%', toActionList(weekendDeals), 'HOME_SLIDER', '#c62828', 2),
    banner(`${heroVariant.extendedName} – bán chạy nhất tuần`, { entityType: 'PRODUCT', references: [heroVariant.gid, heroVariant.slug], referenceClientTitle: heroVariant.extendedName }, 'HOME_SLIDER', '#1565c0', null),
    banner('Đặc sản vùng miền: mua tận gốc, giao tận nhà', { entityType: 'HIGHLIGHT', references: [specialties.gid, specialties.slug], referenceClientTitle: specialties.title }, 'HOME_SLIDER', '#bf360c', null),
    banner('Trái cây nhập khẩu giảm đến 20%', toCategory(fruit), 'HOME_SLIDER', '#f9a825', 5),
    banner('Mì gói đủ vị – thùng 30 gói giá tốt', { entityType: 'SEARCH', references: ['mì gói'], referenceClientTitle: 'mì gói' }, 'HOME_SLIDER', '#ef6c00', null),
    banner('Tải ứng dụng Giỏ để nhận mã giảm 50.000 đ cho đơn đầu tiên', { entityType: 'URL', references: ['https://apps.apple.com/vn/app/gio-di-cho-online/id6443210001'], referenceClientTitle: null }, 'HOME_SLIDER', '#2e7d32', null),
    banner(
      'Bữa sáng tiện lợi cho cả nhà: sữa tươi, ngũ cốc, bánh mì sandwich và cà phê rang xay, giao trước 7 giờ sáng tại Thành phố Hồ Chí Minh và Hà Nội, miễn phí giao cho đơn từ 500.000 đ',
      toActionList(breakfast),
      'HOME_SLIDER',
      '#00838f',
      -1,
    ),
  ];
  catalog.departments.forEach((department) => {
    const firstAisle = catalog.categories.find((c) => c.parentId === department.id && c.position === 0);
    const created = banner(`${department.displayName} – giá tốt mỗi ngày`, toCategory(firstAisle ?? department), 'CATEGORY', department.color, department.name === 'Bia & rượu' ? 3 : null);
    department.bannerId = created.id;
  });
  const dealsBanners = [
    banner('Giờ vàng giá sốc – chỉ trong hôm nay', toActionList(weekendDeals), 'MODULE_PAGE', '#d50000', 0.5),
    banner('Cuối tuần lai rai: bia lạnh giảm đến 15%', toActionList(party), 'MODULE_PAGE', '#6d4c41', null),
  ];

  // --- Module pages and page modules --------------------------------------------------------
  const modulePages: ModulePage[] = [];
  const pageModules: PageModule[] = [];
  const pageSlugs = new SlugRegistry();
  const modulePage = (title: string, slug: string, kind: ModulePage['kind'], fulfillerId: string | null, description: string): ModulePage => {
    const page: ModulePage = {
      id: prefixedId('page', modulePages.length + 1),
      slug: pageSlugs.claim(slug),
      title,
      kind,
      fulfillerId,
      descriptionHtml: `<p>${escapeHtml(description)}</p>`,
      seo: { title: `${title} | Giỏ`, description: description.slice(0, 160), canonicalPath: '' },
    };
    page.seo.canonicalPath = `/m/${page.slug}`;
    modulePages.push(page);
    return page;
  };
  const module = (page: ModulePage | null, kind: PageModule['kind'], title: string, refs: Partial<PageModule>): void => {
    const modulePageId = page?.id ?? null;
    pageModules.push({
      id: prefixedId('mod', pageModules.length + 1),
      modulePageId,
      position: pageModules.filter((m) => m.modulePageId === modulePageId).length,
      kind,
      title,
      bannerIds: [],
      softCategoryId: null,
      actionListId: null,
      categoryIds: [],
      fulfillerId: null,
      bodyHtml: null,
      ...refs,
    });
  };
  module(null, 'BANNER_SLIDER', 'Ưu đãi nổi bật', { bannerIds: homeBanners.map((b) => b.id) });
  module(null, 'CATEGORY_TILES', 'Danh mục', { categoryIds: catalog.departments.map((d) => d.id) });
  module(null, 'PRODUCT_SLIDER', 'Giá tốt hôm nay', { softCategoryId: deals.id });
  module(null, 'PRODUCT_SLIDER', 'Bán chạy nhất', { softCategoryId: bestSellers.id });
  module(null, 'PRODUCT_SLIDER', 'Hàng mới về', { softCategoryId: newArrivals.id });
  module(null, 'PRODUCT_SLIDER', 'Bữa sáng tiện lợi', { actionListId: breakfast.id });
  module(null, 'PRODUCT_SLIDER', 'Dùng thử miễn phí', { softCategoryId: sampleTopPicks.id });

  const dealsPage = modulePage('Khuyến mãi hot', 'khuyen-mai', 'DEALS', null, 'Tổng hợp chương trình khuyến mãi đang diễn ra tại Giỏ: giờ vàng, giảm giá cuối tuần, mua 2 tặng 1 và phiếu giảm giá của nhãn hàng.');
  module(dealsPage, 'BANNER_SLIDER', 'Đang diễn ra', { bannerIds: dealsBanners.map((b) => b.id) });
  module(dealsPage, 'PRODUCT_SLIDER', 'Giá tốt hôm nay', { softCategoryId: deals.id });
  module(dealsPage, 'PRODUCT_SLIDER', 'Giảm giá cuối tuần', { actionListId: weekendDeals.id });
  module(dealsPage, 'PRODUCT_SLIDER', 'Cuối tuần lai rai', { actionListId: party.id });

  const valpak = modulePage('Cẩm nang phiếu giảm giá', 'valpak', 'CAMPAIGN', null, 'Phiếu giảm giá của các nhãn hàng trong tháng: lưu phiếu trên trang sản phẩm, giảm giá tự động khi thanh toán.');
  module(valpak, 'TEXT', 'Cách dùng phiếu giảm giá', { bodyHtml: '<p>Bấm <strong>Lưu phiếu</strong> trên trang sản phẩm. Khi giỏ hàng đủ điều kiện, phiếu được trừ tự động ở bước thanh toán. Mỗi phiếu dùng một lần cho mỗi tài khoản.</p>' });
  module(valpak, 'PRODUCT_SLIDER', 'Sản phẩm có phiếu giảm giá', { actionListId: couponList.id });

  for (const seller of fulfillment.sellers) {
    const page = modulePage(seller.name, seller.slug, 'SELLER', seller.id, seller.description);
    module(page, 'TEXT', `Về ${seller.name}`, { bodyHtml: `<p>${escapeHtml(seller.description)}</p>`, fulfillerId: seller.id });
    module(page, 'SELLER_PRODUCTS', `Sản phẩm của ${seller.name}`, { fulfillerId: seller.id });
  }

  // --- Interstitials ------------------------------------------------------------------------
  const interstitials: Interstitial[] = [
    {
      id: 'int_000001',
      interstitialActionType: 1,
      interstitialWebTemplateType: InterstitialWebTemplate.IMAGE,
      title: 'Chào mừng bạn đến với Giỏ',
      body: 'Nhập mã CHAOBANMOI để được giảm 20% cho đơn hàng đầu tiên, tối đa 100.000 đ.',
      artworkKey: 'interstitial/int_000001',
      actionListId: null,
      url: '/m/khuyen-mai',
      pages: ['HOME'],
      startDate: isoAfter(context, -30),
      endDate: isoAfter(context, 60),
      priority: 1,
    },
    {
      id: 'int_000002',
      interstitialActionType: 1,
      interstitialWebTemplateType: InterstitialWebTemplate.PRODUCT_CAROUSEL,
      title: forYou.title,
      body: 'Xem nhanh những sản phẩm đang được yêu thích, thêm vào giỏ chỉ với một lần bấm.',
      artworkKey: null,
      actionListId: forYou.id,
      url: null,
      pages: ['HOME', 'CATEGORY', 'EXPRESS_CATEGORY'],
      startDate: isoAfter(context, -7),
      endDate: isoAfter(context, 30),
      priority: 2,
    },
    {
      id: 'int_000003',
      interstitialActionType: InterstitialActionType.REDIRECT,
      interstitialWebTemplateType: InterstitialWebTemplate.TEXT,
      title: 'Phiếu giảm giá tháng này',
      body: 'Hơn mười phiếu giảm giá của nhãn hàng đang chờ bạn.',
      artworkKey: null,
      actionListId: null,
      url: '/m/valpak',
      pages: ['PRODUCT', 'SEARCH'],
      startDate: isoAfter(context, -3),
      endDate: isoAfter(context, 27),
      priority: 3,
    },
  ];
  artworks.push({ key: 'interstitial/int_000001', kind: 'interstitial', label: 'Chào mừng bạn đến với Giỏ', sublabel: 'Giảm 20% đơn đầu tiên', background: '#2e7d32', foreground: '#ffffff', accent: '#a5d6a7', motif: 'box', width: 800, height: 600 });

  return {
    categories,
    softCategoryMembers,
    promotions,
    promotionBadges,
    variantPromotionBadges,
    coupons,
    couponVariants,
    banners,
    actionLists,
    actionListVariants,
    highlightLists,
    highlightListVariants,
    modulePages,
    pageModules,
    interstitials,
    artworks,
  };
}
