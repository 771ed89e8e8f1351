/**
 * Demo data for stories and tests: Vietnamese products with VND prices and generated SVG
 * artwork (design.md: generated SVG artwork for the demo catalogue). Not part of the public API.
 */
import { VariantState } from '@gio/domain-enums';
import type { ProductTileVariant } from '../product-tile/product-tile-types';

/** A square of colour with the product's name: a stand-in photo that needs no network. */
export function productArt(label: string, hue: number, width = 512, height = 400): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="100%" height="100%" fill="hsl(${hue} 55% 88%)"/>` +
    `<circle cx="${width / 2}" cy="${height / 2 - 20}" r="${Math.min(width, height) / 4}" fill="hsl(${hue} 50% 55%)"/>` +
    `<text x="50%" y="${height - 40}" font-family="sans-serif" font-size="${Math.round(width / 14)}" text-anchor="middle" fill="hsl(${hue} 40% 20%)">${label}</text>` +
    `</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** 2026-12-01T00:00:00Z: every story and test reads time from this fixed instant. */
export const DEMO_NOW_MS = Date.UTC(2026, 11, 1, 0, 0, 0);
/** Seconds since the epoch, `seconds` after DEMO_NOW_MS. */
export const demoSecondsFromNow = (seconds: number) => Math.floor(DEMO_NOW_MS / 1000) + seconds;

export const LAST_FEW_THRESHOLD = 5;

const base = (
  overrides: Partial<ProductTileVariant> & Pick<ProductTileVariant, 'gid' | 'name'>,
): ProductTileVariant => ({
  price: 25000,
  state: VariantState.ACTIVE,
  availableCount: 120,
  maxCartQuantity: 20,
  product: { productType: 0, isAgeGated: false },
  ...overrides,
});

export const demoVariants = {
  rauMuong: base({
    gid: 'v-rau-muong',
    name: 'Rau muống Đà Lạt',
    brandingText: 'Nông trại Xanh',
    extendedInfoText: 'Bó 500 g',
    images: [{ original: productArt('Rau muống', 120) }],
    price: 18000,
    unitPrice: 36000,
    unitType: 'kg',
  }),
  thitBa: base({
    gid: 'v-thit-ba-chi',
    name: 'Thịt ba chỉ heo sạch',
    brandingText: 'CP Foods',
    extendedInfoText: 'Khay 300 g',
    images: [{ original: productArt('Thịt ba chỉ', 10) }],
    price: 79000,
    salePrice: 79000,
    standardPrice: 99000,
    unitPrice: 263333,
    unitType: 'kg',
    promotionBadges: [
      {
        promotionId: 'flash-sale',
        text: 'Flash sale',
        showInPLE: true,
        endDate: demoSecondsFromNow(3 * 3600 + 25 * 60 + 9),
      },
    ],
  }),
  caPhe: base({
    gid: 'v-ca-phe',
    name: 'Cà phê rang xay nguyên chất',
    brandingText: 'Trung Nguyên',
    extendedInfoText: 'Gói 500 g',
    images: [{ original: productArt('Cà phê', 30) }],
    price: 145000,
    availableCount: 3,
  }),
  nuocMam: base({
    gid: 'v-nuoc-mam',
    name: 'Nước mắm Phú Quốc 40 độ đạm',
    brandingText: 'Knorr',
    extendedInfoText: 'Chai 500 ml',
    images: [{ original: productArt('Nước mắm', 45) }],
    price: 62000,
    state: VariantState.OUT_OF_STOCK,
    availableCount: 0,
  }),
  sua: base({
    gid: 'v-sua-tuoi',
    name: 'Sữa tươi tiệt trùng không đường',
    brandingText: 'Vinamilk',
    extendedInfoText: 'Hộp 1 lít',
    images: [{ original: productArt('Sữa tươi', 210) }],
    price: 32000,
    maxCartQuantity: 3,
  }),
  bia: base({
    gid: 'v-bia',
    name: 'Bia lon Sài Gòn Special',
    brandingText: 'Sabeco',
    extendedInfoText: 'Thùng 24 lon 330 ml',
    images: [{ original: productArt('Bia', 50) }],
    price: 389000,
    product: { productType: 0, isAgeGated: true },
  }),
  xoai: base({
    gid: 'v-xoai',
    name: 'Xoài cát Hòa Lộc',
    brandingText: 'Vựa trái cây Miền Tây',
    extendedInfoText: '1 kg',
    images: [{ original: productArt('Xoài', 48) }],
    price: 65000,
    salePrice: 65000,
    standardPrice: 80000,
  }),
  gao: base({
    gid: 'v-gao',
    name: 'Gạo ST25 Sóc Trăng',
    brandingText: 'Ông Cua',
    extendedInfoText: 'Túi 5 kg',
    images: [{ original: productArt('Gạo ST25', 90) }],
    price: 185000,
  }),
} satisfies Record<string, ProductTileVariant>;

export const demoVariantList: ProductTileVariant[] = Object.values(demoVariants);

/** Demo product page path, as the storefront builds it (/product/{gid}/{slug}). */
export const demoHref = (variant: ProductTileVariant) =>
  `/product/${variant.gid}/${variant.gid.slice(2)}`;

/**
 * A clock that starts at DEMO_NOW_MS and then runs with real time, so stories tick like the
 * real thing while their first frame is always the same.
 */
export function runningDemoClock(startMs = DEMO_NOW_MS) {
  const startedAt = Date.now();
  return { now: () => startMs + (Date.now() - startedAt) };
}
