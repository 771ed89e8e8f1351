import {
  CategoryKind,
  FulfillerType,
  FulfillmentMethod,
  ProductType,
  VariantState,
} from '@gio/domain-enums';
import escapeHtml from 'escape-html';
import { BRAND_SEEDS, FEATURED_BRANDS } from './brand-data';
import {
  DEPARTMENTS,
  SAMPLE_SEEDS,
  SELLER_SEEDS,
  type DepartmentSeed,
  type ProductTemplate,
  type SizeSeed,
} from './catalog-data';
import { dateAfter, isoAfter, prefixedId, roundPrice, type SeedContext } from './context';
import type { FulfillmentData } from './build-fulfillment';
import {
  VariantRelationshipType,
  type Artwork,
  type ArtworkMotif,
  type Brand,
  type Category,
  type Product,
  type ProductCategory,
  type UnitType,
  type Variant,
  type VariantRelationship,
  type VariantValue,
} from './model';
import { SlugRegistry, slugify } from './slug';

/** The demo's limited-quantity threshold (storefront.md §4: the spec leaves the value open). */
export const LAST_FEW_THRESHOLD = 5;

export interface CatalogData {
  categories: Category[];
  productCategories: ProductCategory[];
  brands: Brand[];
  products: Product[];
  variants: Variant[];
  variantRelationships: VariantRelationship[];
  artworks: Artwork[];
  root: Category;
  departments: Category[];
  /** Department of each variant, by index into `variants`. */
  variantDepartment: Category[];
  /** Products by id, for list builders. */
  productById: Map<string, Product>;
  brandById: Map<string, Brand>;
  categorySlugs: SlugRegistry;
  nextCategoryNumber: () => number;
}

/** Departments whose goods have no ingredient list. */
const NON_FOOD_DEPARTMENTS = new Set(['Đồ gia dụng', 'Chăm sóc cá nhân']);

/** Goods whose department's shoppers also buy from another department (complements). */
const COMPLEMENT_DEPARTMENT: Readonly<Record<string, string>> = {
  'Rau củ quả': 'Thịt',
  'Trái cây': 'Sữa & sản phẩm từ sữa',
  Thịt: 'Gia vị',
  'Cá & hải sản': 'Gia vị',
  'Đông lạnh & đồ hộp': 'Rau củ quả',
  'Sữa & sản phẩm từ sữa': 'Bánh kẹo & đồ ăn vặt',
  'Đồ uống': 'Bánh kẹo & đồ ăn vặt',
  'Bia & rượu': 'Bánh kẹo & đồ ăn vặt',
  'Bánh kẹo & đồ ăn vặt': 'Đồ uống',
  'Gia vị': 'Gạo & ngũ cốc',
  'Gạo & ngũ cốc': 'Thịt',
  'Đồ gia dụng': 'Chăm sóc cá nhân',
  'Chăm sóc cá nhân': 'Đồ gia dụng',
  'Mẹ & bé': 'Sữa & sản phẩm từ sữa',
};

/** Departments the nationwide standard fulfiller stocks (no fresh goods). */
const STANDARD_DEPARTMENTS = new Set([
  'Đông lạnh & đồ hộp',
  'Đồ uống',
  'Bánh kẹo & đồ ăn vặt',
  'Gia vị',
  'Gạo & ngũ cốc',
  'Đồ gia dụng',
  'Chăm sóc cá nhân',
  'Mẹ & bé',
]);

/** Postal codes of goods' origin: Vietnamese factories by region, imports by port of entry. */
const DOMESTIC_ORIGIN_POSTAL_CODES = ['70000', '75000', '76000', '66000', '10000', '16000', '90000', '94000'];
const IMPORT_ORIGIN_POSTAL_CODES = ['72900', '18000', '55000'];

/** GS1 prefixes of the brand's country, for realistic-looking barcodes. */
const BARCODE_PREFIX: Readonly<Record<string, string>> = {
  'Việt Nam': '893',
  'Thái Lan': '885',
  'Nhật Bản': '490',
  'Hàn Quốc': '880',
  'Hoa Kỳ': '001',
  'Úc': '930',
  'New Zealand': '940',
  Pháp: '300',
  Đức: '400',
  'Hà Lan': '870',
  Anh: '500',
};

/** Unit price reference: per 100 g / 100 ml for packs, per kg / l, per piece. */
const UNIT_PRICE_BASE: Readonly<Record<UnitType, number>> = {
  g: 100,
  ml: 100,
  kg: 1,
  l: 1,
  cái: 1,
  gói: 1,
  hộp: 1,
  chai: 1,
  lon: 1,
  túi: 1,
  vỉ: 1,
  bó: 1,
  khay: 1,
  cuộn: 1,
};

const DEFAULT_STORAGE = 'Bảo quản nơi khô ráo, thoáng mát.';

const originTexts = new Map<string, string>();
/** "Xuất xứ: …", one shared string per country. */
function originText(origin: string): string {
  let text = originTexts.get(origin);
  if (text === undefined) originTexts.set(origin, (text = `Xuất xứ: ${origin}`));
  return text;
}

const SALE_PERCENTS = [10, 10, 15, 15, 20, 20, 25, 30, 35, 40];

const tints = new Map<string, string>();

/** Lighter tint of a `#rrggbb` colour, for artwork backgrounds. Memoised: a few dozen inputs. */
export function tint(color: string, amount: number): string {
  const key = `${color}/${amount}`;
  const known = tints.get(key);
  if (known !== undefined) return known;
  const value = Number.parseInt(color.slice(1), 16);
  const channel = (shift: number): string => {
    const c = (value >> shift) & 0xff;
    return Math.round(c + (255 - c) * amount)
      .toString(16)
      .padStart(2, '0');
  };
  const result = `#${channel(16)}${channel(8)}${channel(0)}`;
  tints.set(key, result);
  return result;
}

function ean13(prefix: string, sequence: number): string {
  const body = (prefix + String(sequence).padStart(12 - prefix.length, '0')).slice(0, 12);
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += (body.charCodeAt(i) - 48) * (i % 2 === 0 ? 1 : 3);
  return body + String((10 - (sum % 10)) % 10);
}

/** "Bia" + "Bia Sài Gòn" is "Bia Sài Gòn", not "Bia Bia Sài Gòn". */
function withBrand(base: string, brand: string): string {
  const foldedBase = slugify(base);
  return slugify(brand).startsWith(foldedBase) ? brand : `${base} ${brand}`;
}

/** A pack label inside a name reads in lower case ("... lốc 4 hộp 180ml"). */
function sizeInName(label: string): string {
  return label.charAt(0).toLowerCase() + label.slice(1);
}

interface ProductPlan {
  department: DepartmentSeed;
  departmentCategory: Category;
  aisleCategory: Category;
  shelfCategory: Category;
  template: ProductTemplate;
  base: string;
  brand: Brand;
}

export function buildCatalog(
  context: SeedContext,
  fulfillment: FulfillmentData,
  variantTarget: number,
): CatalogData {
  const { random } = context;
  const artworks: Artwork[] = [];

  // --- Brands -------------------------------------------------------------------------------
  const brandSlugs = new SlugRegistry();
  const brands: Brand[] = BRAND_SEEDS.map(([name, origin, color, tagline], i) => {
    const gid = String(5001 + i);
    const logoArtworkKey = `brand/${gid}`;
    artworks.push({ key: logoArtworkKey, kind: 'brand', label: name, sublabel: origin, background: '#ffffff', foreground: color, accent: color, motif: 'box', width: 400, height: 200 });
    return {
      id: prefixedId('brand', i + 1),
      gid,
      slug: brandSlugs.claim(name),
      name,
      description: `${name}: ${tagline}. Xuất xứ thương hiệu: ${origin}.`,
      origin,
      logoArtworkKey,
      isFeatured: FEATURED_BRANDS.has(name),
    };
  });
  const brandByName = new Map(brands.map((b) => [b.name, b]));
  const brandById = new Map(brands.map((b) => [b.id, b]));
  const brandColor = new Map(BRAND_SEEDS.map(([name, , color]) => [name, color]));
  // Premium and budget brands price the same pack differently; fixed per brand per seed.
  const brandPriceFactor = new Map(brands.map((b) => [b.id, 0.9 + random.next() * 0.35]));
  const brandOf = (name: string): Brand => {
    const brand = brandByName.get(name);
    if (!brand) throw new Error(`Product template names unknown brand "${name}"`);
    return brand;
  };

  // --- Category tree ------------------------------------------------------------------------
  const categorySlugs = new SlugRegistry();
  const categories: Category[] = [];
  let categoryNumber = 0;
  const nextCategoryNumber = (): number => (categoryNumber += 1);
  const addCategory = (
    name: string,
    displayName: string,
    parent: Category | null,
    position: number,
    color: string,
    description: string,
    motif: ArtworkMotif,
  ): Category => {
    const n = nextCategoryNumber();
    const gid = String(100 + n);
    const slug = categorySlugs.claim(name);
    const topSlug = parent === null || parent.level === 0 ? slug : departmentSlugOf(parent);
    const artworkKey = `category/${gid}`;
    artworks.push({ key: artworkKey, kind: 'category', label: name, sublabel: '', background: tint(color, 0.8), foreground: color, accent: color, motif, width: 400, height: 400 });
    const category: Category = {
      id: prefixedId('cat', n),
      gid,
      slug,
      name,
      displayName,
      path: `/products/${topSlug}/${gid}/${slug}`,
      isVisible: true,
      parentId: parent?.id ?? null,
      level: parent === null ? 0 : parent.level + 1,
      position,
      type: CategoryKind.CATEGORY,
      isSoftCategory: false,
      softCategoryType: null,
      isPleList: false,
      isPreviouslyOrdered: false,
      isTopPicksPage: false,
      sampleTopPicksId: null,
      longDescriptionHtml: `<p>${escapeHtml(description)}</p>`,
      seo: {
        title: `${displayName} | Giỏ`,
        description: `Mua ${name.toLowerCase()} online tại Giỏ: giá tốt, giao nhanh 2 giờ. ${description}`.slice(0, 160),
        canonicalPath: '',
      },
      bannerId: null,
      artworkKey,
      color,
    };
    category.seo.canonicalPath = category.path;
    categories.push(category);
    return category;
  };
  const departmentSlugOf = (category: Category): string => {
    let current: Category | undefined = category;
    while (current && current.level > 1) {
      const parentId: string | null = current.parentId;
      current = categories.find((c) => c.id === parentId);
    }
    return current?.slug ?? category.slug;
  };

  const root = addCategory('Tất cả sản phẩm', 'Tất cả sản phẩm', null, 0, '#2e7d32', 'Hơn mười nghìn mặt hàng thực phẩm tươi, hàng khô và đồ dùng gia đình.', 'bag');
  const departments: Category[] = [];
  const plans: ProductPlan[][] = [];
  const shelfByName = new Map<string, Category>();
  DEPARTMENTS.forEach((department, d) => {
    const firstMotif = department.aisles[0]?.shelves[0]?.templates[0]?.motif ?? 'box';
    const departmentCategory = addCategory(department.name, department.displayName, root, d, department.color, department.description, firstMotif);
    departments.push(departmentCategory);
    department.aisles.forEach((aisle, a) => {
      const aisleCategory = addCategory(aisle.name, `${aisle.name} – ${department.name}`, departmentCategory, a, department.color, `${aisle.name}: ${department.description}`, aisle.shelves[0]?.templates[0]?.motif ?? firstMotif);
      aisle.shelves.forEach((shelf, s) => {
        const shelfCategory = addCategory(shelf.name, shelf.name, aisleCategory, s, department.color, `${shelf.name} chính hãng, giá tốt mỗi ngày tại Giỏ. ${department.description}`, shelf.templates[0]?.motif ?? firstMotif);
        shelfByName.set(shelf.name, shelfCategory);
        for (const template of shelf.templates) {
          const combos: ProductPlan[] = [];
          for (const base of template.bases) {
            for (const brandName of template.brands) {
              combos.push({ department, departmentCategory, aisleCategory, shelfCategory, template, base, brand: brandOf(brandName) });
            }
          }
          plans.push(combos);
        }
      });
    });
  });

  // --- Products and variants ----------------------------------------------------------------
  // Every product idea once, in a seeded order; further rounds sell multi-packs ("Combo 2")
  // so that large benchmark catalogues stay plausible and names stay distinct.
  const allPlans = random.shuffle(plans.flat());
  const products: Product[] = [];
  const variants: Variant[] = [];
  const productCategories: ProductCategory[] = [];
  const variantDepartment: Category[] = [];
  const variantShelf: Category[] = [];
  const productSlugs = new SlugRegistry();
  const variantSlugs = new SlugRegistry();
  const productById = new Map<string, Product>();
  const categoryPositions = new Map<string, number>();
  const fileProduct = (productId: string, categoryId: string): void => {
    const position = categoryPositions.get(categoryId) ?? 0;
    categoryPositions.set(categoryId, position + 1);
    productCategories.push({ productId, categoryId, position });
  };
  const sellersByDepartment = new Map<string, number[]>();
  SELLER_SEEDS.forEach((seller, i) => {
    for (const department of seller.departments) {
      sellersByDepartment.set(department, [...(sellersByDepartment.get(department) ?? []), i]);
    }
  });

  const sampleCount = variantTarget >= 100 ? SAMPLE_SEEDS.length : Math.min(SAMPLE_SEEDS.length, Math.floor(variantTarget / 10));
  const regularTarget = variantTarget - sampleCount;

  interface VariantInput {
    product: Product;
    plan: ProductPlan;
    name: string;
    extendedName: string;
    nameText: string;
    size: SizeSeed;
    pack: number;
    option: string | null;
    optionName: string | null;
    motif: ArtworkMotif;
    isSample: boolean;
    sampleAllowed: number;
  }

  const addProduct = (plan: ProductPlan, prefix: string, productType: ProductType, sampleAllowedCount: number | null, name: string, extendedName: string): Product => {
    const n = products.length + 1;
    const product: Product = {
      id: prefixedId('prod', n),
      gid: String(1_000_000 + n),
      slug: productSlugs.claim(prefix + extendedName),
      name: prefix + name,
      extendedName: prefix + extendedName,
      brandId: plan.brand.id,
      primaryCategoryId: plan.shelfCategory.id,
      isAgeGated: plan.department.ageGated === true,
      productType,
      sampleAllowedCount,
      longDescription: [
        `${prefix}${extendedName} – ${plan.brand.description}`,
        plan.department.ageGated === true ? 'Sản phẩm chỉ bán cho người từ 18 tuổi trở lên.' : plan.department.description,
        plan.template.storage ?? DEFAULT_STORAGE,
      ].join(' '),
      createdAt: isoAfter(context, -random.int(1, 720)),
    };
    products.push(product);
    productById.set(product.id, product);
    fileProduct(product.id, plan.shelfCategory.id);
    fileProduct(product.id, plan.aisleCategory.id);
    return product;
  };

  const addVariant = (input: VariantInput): void => {
    const { product, plan, size, pack } = input;
    const n = variants.length + 1;
    const gid = String(2_000_000 + n);
    const [sizeLabel, unitCountPerPack, unitType, typicalPrice] = size;
    const unitCount = unitCountPerPack * pack;
    const fresh = plan.template.shelfLifeDays !== undefined && !input.isSample;

    let standardPrice = 0;
    let price = 0;
    let salePrice: number | null = null;
    let salePercentage = 0;
    if (!input.isSample) {
      const jitter = 0.92 + random.next() * 0.16;
      // Multi-packs are a little cheaper per pack, as shops sell them.
      standardPrice = roundPrice(typicalPrice * (brandPriceFactor.get(plan.brand.id) ?? 1) * jitter * pack * (pack > 1 ? 0.97 : 1));
      price = standardPrice;
      if (random.chance(0.18)) {
        const percent = random.pick(SALE_PERCENTS);
        const discounted = roundPrice(standardPrice * (1 - percent / 100));
        if (discounted < standardPrice) {
          price = discounted;
          salePrice = discounted;
          salePercentage = Math.round((100 * (standardPrice - price)) / standardPrice);
        }
      }
    }
    const unitPriceBase = UNIT_PRICE_BASE[unitType];
    const unitPrice = Math.round((price * unitPriceBase) / unitCount);

    // Stock: mostly in stock, some limited, out of stock or discontinued (storefront.md §4).
    let state: VariantState = VariantState.ACTIVE;
    let availableCount: number;
    const roll = random.next();
    if (input.isSample) {
      availableCount = random.int(50, 500);
    } else if (roll < 0.035) {
      state = VariantState.DISCONTINUED;
      availableCount = 0;
    } else if (roll < 0.095) {
      state = VariantState.OUT_OF_STOCK;
      availableCount = 0;
    } else if (roll < 0.16) {
      availableCount = random.int(1, LAST_FEW_THRESHOLD);
    } else {
      availableCount = random.int(LAST_FEW_THRESHOLD + 1, 400);
    }
    const totalCount = state === VariantState.DISCONTINUED ? 0 : availableCount + random.int(0, 12);
    const maxCartQuantity = input.isSample
      ? input.sampleAllowed
      : price >= 500_000
        ? 5
        : product.isAgeGated
          ? 48
          : fresh
            ? 20
            : 30;

    // Fresh goods travel only with Giỏ Nhanh; dry goods may come from the nationwide
    // warehouse or a marketplace seller of that department.
    let fulfillerId = fulfillment.express.id;
    let fulfillerType: FulfillerType = FulfillerType.EXPRESS;
    let fulfillmentMethodType: FulfillmentMethod = FulfillmentMethod.LOCAL_DELIVERY;
    const sellerChoices = sellersByDepartment.get(plan.department.name);
    const route = random.next();
    if (!fresh && !input.isSample && sellerChoices && route < 0.14) {
      const seller = fulfillment.sellers[random.pick(sellerChoices)];
      if (seller) {
        fulfillerId = seller.id;
        fulfillerType = FulfillerType.SELLER;
        fulfillmentMethodType = random.chance(0.15) ? FulfillmentMethod.IN_STORE_PICKUP : FulfillmentMethod.CARRIER_DELIVERY;
      }
    } else if (!fresh && !input.isSample && STANDARD_DEPARTMENTS.has(plan.department.name) && route < 0.4) {
      fulfillerId = fulfillment.standard.id;
      fulfillerType = FulfillerType.ORDER_FULFILLMENT;
      fulfillmentMethodType = FulfillmentMethod.CARRIER_DELIVERY;
    } else if (random.chance(0.1)) {
      fulfillmentMethodType = FulfillmentMethod.IN_STORE_PICKUP;
    }
    const location = random.pick(fulfillment.locationsByFulfiller.get(fulfillerId) ?? []);

    const variantValues: VariantValue[] = [];
    if (input.option !== null && input.optionName !== null) variantValues.push({ name: input.optionName, value: input.option });
    variantValues.push({ name: 'Quy cách', value: pack > 1 ? `Combo ${pack} × ${sizeLabel}` : sizeLabel });

    const color = plan.department.color;
    const imageCount = random.chance(0.3) ? 2 : 1;
    const images = [];
    for (let i = 1; i <= imageCount; i += 1) {
      const key = `product/${gid}/${i}`;
      images.push({ original: key, originalBase: key, width: 1024, height: 800 });
      artworks.push({
        key,
        kind: 'product',
        label: input.nameText,
        sublabel: i === 1 ? variantValues.map((v) => v.value).join(' · ') : 'Thông tin sản phẩm',
        background: tint(color, i === 1 ? 0.85 : 0.93),
        foreground: '#263238',
        accent: brandColor.get(plan.brand.name) ?? color,
        motif: input.motif,
        width: 1024,
        height: 800,
      });
    }

    const storage = plan.template.storage ?? DEFAULT_STORAGE;
    const ingredients = NON_FOOD_DEPARTMENTS.has(plan.department.name)
      ? ''
      : (plan.template.ingredients ?? (fresh && plan.template.brandInName === false ? `${plan.base} tươi (100%).` : 'Thành phần chi tiết in trên bao bì sản phẩm.'));
    const variant: Variant = {
      id: prefixedId('var', n),
      gid,
      productId: product.id,
      slug: variantSlugs.claim(input.extendedName),
      name: input.name,
      extendedName: input.extendedName,
      nameText: input.nameText,
      brandingText: plan.brand.name,
      extendedInfoText: originText(plan.brand.origin),
      extendedInfo2Text: storage,
      // Sizes of one product share its description: one string per product, not per variant,
      // which is most of a 100,000-variant catalogue's memory otherwise.
      longDescription: product.longDescription,
      ingredients,
      images,
      imageAltText: input.extendedName,
      price,
      salePrice,
      standardPrice,
      salePercentage,
      unitPrice,
      unitPriceBase,
      unitCount,
      unitType,
      state,
      availableCount,
      maxCartQuantity,
      variantValues,
      inventory: {
        sku: `GIO-${gid}`,
        price,
        expirationDate: fresh ? dateAfter(context, random.int(Math.ceil((plan.template.shelfLifeDays ?? 2) / 2), plan.template.shelfLifeDays ?? 2)) : null,
        originPostalCode: random.pick(plan.brand.origin === 'Việt Nam' ? DOMESTIC_ORIGIN_POSTAL_CODES : IMPORT_ORIGIN_POSTAL_CODES),
        warehouseId: location.warehouseId,
        fulfillerId,
        totalCount,
        externalIds: {
          barcode: ean13(BARCODE_PREFIX[plan.brand.origin] ?? '200', n),
          supplierCode: `NCC-${plan.brand.gid}-${String(n).padStart(6, '0')}`,
        },
      },
      fulfillmentMethodType,
      fulfillerType,
      fulfillerLocationId: location.id,
      excludedFromBackInStockNotification: random.chance(0.015),
      stats: { wishlistCount: Math.floor(random.next() ** 3 * 1500) },
      salesCount: input.isSample ? random.int(0, 300) : Math.floor(random.next() ** 2 * 5000),
      // Sizes are listed within a few days of the product itself.
      createdAt: new Date(Date.parse(product.createdAt) + random.int(0, 72) * 3_600_000).toISOString(),
    };
    variants.push(variant);
    variantDepartment.push(plan.departmentCategory);
    variantShelf.push(plan.shelfCategory);
  };

  for (let round = 1, i = 0; variants.length < regularTarget; i += 1) {
    if (i === allPlans.length) {
      i = 0;
      round += 1;
    }
    const plan = allPlans[i] as ProductPlan;
    const { template, base, brand } = plan;
    const prefix = round > 1 ? `Combo ${round} ` : '';
    // Loose produce carries no brand in its name, unless two farms sell the same produce.
    const brandInName = template.brandInName !== false || template.brands.length > 1;
    const extendedProductName = brandInName ? withBrand(base, brand.name) : base;
    const product = addProduct(plan, prefix, ProductType.STANDARD, null, base, extendedProductName);
    // At most eight variants per product keeps product pages readable.
    const options: (string | null)[] = template.options ? random.sample(template.options.values, template.options.values.length) : [null];
    const choices: [string | null, SizeSeed][] = [];
    for (const option of options) for (const size of template.sizes) choices.push([option, size]);
    for (const [option, size] of choices.slice(0, 8)) {
      if (variants.length >= regularTarget) break;
      const optionPart = option === null ? '' : ` ${option}`;
      const sizePart = ` ${sizeInName(size[0])}`;
      addVariant({
        product,
        plan,
        name: `${prefix}${base}${optionPart}${sizePart}`,
        extendedName: `${prefix}${extendedProductName}${optionPart}${sizePart}`,
        nameText: `${base}${optionPart}`,
        size,
        pack: round,
        option,
        optionName: option === null ? null : (template.options?.name ?? null),
        motif: template.motif,
        isSample: false,
        sampleAllowed: 0,
      });
    }
  }

  for (const sample of SAMPLE_SEEDS.slice(0, sampleCount)) {
    const shelf = shelfByName.get(sample.shelf);
    const departmentIndex = shelf ? departments.findIndex((d) => d.slug === departmentSlugOf(shelf)) : -1;
    const department = DEPARTMENTS[departmentIndex];
    const departmentCategory = departments[departmentIndex];
    const aisle = categories.find((c) => c.id === shelf?.parentId);
    if (!shelf || !department || !departmentCategory || !aisle) throw new Error(`Sample "${sample.base}" names unknown shelf "${sample.shelf}"`);
    const brand = brandOf(sample.brand);
    const template: ProductTemplate = { bases: [sample.base], brands: [sample.brand], sizes: [sample.size], motif: sample.motif, storage: 'Hàng tặng kèm, không bán.' };
    const plan: ProductPlan = { department, departmentCategory, aisleCategory: aisle, shelfCategory: shelf, template, base: sample.base, brand };
    const extendedName = withBrand(sample.base, brand.name);
    const product = addProduct(plan, '', ProductType.SAMPLE, sample.allowed, sample.base, extendedName);
    addVariant({
      product,
      plan,
      name: `${sample.base} ${sizeInName(sample.size[0])}`,
      extendedName: `${extendedName} ${sizeInName(sample.size[0])}`,
      nameText: sample.base,
      size: sample.size,
      pack: 1,
      option: null,
      optionName: null,
      motif: sample.motif,
      isSample: true,
      sampleAllowed: sample.allowed,
    });
  }

  ensureStockCoverage(variants, productById);

  // --- Relationships ------------------------------------------------------------------------
  const variantsByShelf = new Map<string, number[]>();
  const variantsByDepartment = new Map<string, number[]>();
  variants.forEach((_, i) => {
    const shelfId = (variantShelf[i] as Category).id;
    const departmentName = (variantDepartment[i] as Category).name;
    let shelfList = variantsByShelf.get(shelfId);
    if (!shelfList) variantsByShelf.set(shelfId, (shelfList = []));
    shelfList.push(i);
    let departmentList = variantsByDepartment.get(departmentName);
    if (!departmentList) variantsByDepartment.set(departmentName, (departmentList = []));
    departmentList.push(i);
  });
  const variantRelationships: VariantRelationship[] = [];
  const relate = (from: Variant, to: Variant, type: VariantRelationshipType, position: number): void => {
    variantRelationships.push({ id: prefixedId('rel', variantRelationships.length + 1), variantId: from.id, relatedVariantId: to.id, type, position });
  };
  variants.forEach((variant, i) => {
    const sameShelf = variantsByShelf.get((variantShelf[i] as Category).id) ?? [];
    let position = 0;
    for (const j of random.sample(sameShelf, 3)) {
      if (j === i || position === 2) continue;
      relate(variant, variants[j] as Variant, VariantRelationshipType.RELATED, position);
      position += 1;
    }
    const complementDepartment = COMPLEMENT_DEPARTMENT[(variantDepartment[i] as Category).name];
    const complements = complementDepartment ? variantsByDepartment.get(complementDepartment) : undefined;
    if (complements && complements.length > 0) {
      relate(variant, variants[random.pick(complements)] as Variant, VariantRelationshipType.COMPLEMENT, 0);
    }
  });

  return {
    categories,
    productCategories,
    brands,
    products,
    variants,
    variantRelationships,
    artworks,
    root,
    departments,
    variantDepartment,
    productById,
    brandById,
    categorySlugs,
    nextCategoryNumber,
  };
}

/**
 * With a few hundred variants or more every stock state of storefront.md §4 occurs by chance;
 * this makes sure of it for small catalogues too, by changing the last regular variants.
 */
function ensureStockCoverage(variants: Variant[], productById: Map<string, Product>): void {
  const regular = variants.filter((v) => productById.get(v.productId)?.productType === ProductType.STANDARD);
  const has = (test: (v: Variant) => boolean): boolean => regular.some(test);
  const isLimited = (v: Variant): boolean => v.state === VariantState.ACTIVE && v.availableCount > 0 && v.availableCount <= LAST_FEW_THRESHOLD;
  const fixes: [test: (v: Variant) => boolean, apply: (v: Variant) => void][] = [
    [(v) => v.state === VariantState.OUT_OF_STOCK, (v) => { v.state = VariantState.OUT_OF_STOCK; v.availableCount = 0; v.inventory.totalCount = 0; }],
    [(v) => v.state === VariantState.DISCONTINUED, (v) => { v.state = VariantState.DISCONTINUED; v.availableCount = 0; v.inventory.totalCount = 0; }],
    [isLimited, (v) => { v.state = VariantState.ACTIVE; v.availableCount = 2; v.inventory.totalCount = 2; }],
    [(v) => v.excludedFromBackInStockNotification, (v) => { v.excludedFromBackInStockNotification = true; }],
  ];
  let cursor = regular.length - 1;
  for (const [test, apply] of fixes) {
    if (has(test) || cursor < 0) continue;
    apply(regular[cursor] as Variant);
    cursor -= 1;
  }
}
