import { cutSearchDescription, cutSearchTitle } from '@gio/domain-search';
import { structuredDataRating } from '@gio/domain-pricing';
import { isOutOfStock } from '@gio/domain-stock';
import type { TFunction } from 'i18next';
import type { PageData, PageOf } from './page-data';

/** What the document head of a page holds (storefront.md §2 "SEO data"). */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute when the origin is known, else the canonical path. */
  canonical: string;
  /** JSON-LD documents (the product page's Product). */
  jsonLd: readonly object[];
  /** 404 pages ask search engines not to index them. */
  noIndex: boolean;
}

/**
 * The head of a page from its page data. Search pages cut the term to 21 characters plus '…' in
 * the title and 77 in the description (accounts.md §2, domain-search); every other page uses the
 * gateway's SEO data. Pages without data (version, unsupported, mobile support) get the default
 * title.
 */
export function pageHead(
  data: PageData | null,
  t: TFunction,
  origin: string | null,
  pathname: string,
  currency = 'VND',
): PageHead {
  const absolute = (path: string) => (origin ? new URL(path, origin).toString() : path);
  if (!data) {
    return {
      title: t('seo:default_title'),
      description: t('seo:default_description'),
      canonical: absolute(pathname),
      jsonLd: [],
      noIndex: true,
    };
  }
  const base: PageHead = {
    title: data.seo.title,
    description: data.seo.description,
    canonical: absolute(data.seo.canonicalPath),
    jsonLd: [],
    noIndex: data.page === 'not-found',
  };
  if (data.page === 'search' && data.term) {
    return {
      ...base,
      title: t('seo:title_template', {
        title: t('seo:search_title', { term: cutSearchTitle(data.term) }),
      }),
      description: t('seo:search_description', { term: cutSearchDescription(data.term) }),
    };
  }
  if (data.page === 'product')
    return { ...base, jsonLd: [productJsonLd(data, base.canonical, currency)] };
  return base;
}

/**
 * schema.org Product of the product page. The rating follows the structured-data rule of
 * accounts.md §9 ('4.' plus the last digit of a rating string); the string is the variant's
 * wishlist count, the only per-product figure the payload carries that changes with demand.
 */
export function productJsonLd(data: PageOf<'product'>, url: string, currency = 'VND'): object {
  const { variant } = data;
  const price = variant.salePrice ?? variant.price;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: variant.extendedName || variant.name,
    description: variant.longDescription || data.seo.description,
    image: variant.images.map((image) => image.original),
    sku: variant.inventory.sku,
    brand: { '@type': 'Brand', name: variant.product.brand.name },
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: structuredDataRating(String(variant.stats.wishlistCount)),
      reviewCount: Math.max(1, variant.stats.wishlistCount),
    },
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: currency,
      price,
      availability: isOutOfStock({ state: variant.state, availableCount: variant.availableCount })
        ? 'https://schema.org/OutOfStock'
        : 'https://schema.org/InStock',
    },
  };
}

/** JSON safe inside a <script> element: no `</script>`, no comment openers, no U+2028/9. */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value ?? null)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Applies the head to the live document after a client navigation. */
export function applyHead(doc: Document, head: PageHead): void {
  doc.title = head.title;
  const ensure = (selector: string, create: () => HTMLElement) =>
    doc.head.querySelector(selector) ?? doc.head.appendChild(create());
  ensure('meta[name="description"]', () =>
    Object.assign(doc.createElement('meta'), { name: 'description' }),
  ).setAttribute('content', head.description);
  ensure('link[rel="canonical"]', () =>
    Object.assign(doc.createElement('link'), { rel: 'canonical' }),
  ).setAttribute('href', head.canonical);
  doc.head
    .querySelectorAll('script[type="application/ld+json"], meta[name="robots"]')
    .forEach((node) => node.remove());
  if (head.noIndex)
    doc.head.appendChild(
      Object.assign(doc.createElement('meta'), { name: 'robots', content: 'noindex' }),
    );
  for (const json of head.jsonLd) {
    const script = doc.createElement('script');
    script.type = 'application/ld+json';
    script.textContent = JSON.stringify(json);
    doc.head.appendChild(script);
  }
}
