import type { PageData } from '@gio/contracts';

export type { PageData };
export type PageKind = PageData['page'];
export type PageOf<K extends PageKind> = Extract<PageData, { page: K }>;

const PAGE_KINDS: ReadonlySet<string> = new Set<PageKind>([
  'home',
  'module',
  'category',
  'product',
  'search',
  'list',
  'text',
  'not-found',
  'order-pending',
  'confirmation',
  'invite',
]);

/** Whether a value is a page-data payload of the gateway (libs/contracts `pageDataSchema`). */
export function isPageData(value: unknown): value is PageData {
  return (
    typeof value === 'object' &&
    value !== null &&
    PAGE_KINDS.has(String((value as { page?: unknown }).page)) &&
    typeof (value as { seo?: unknown }).seo === 'object'
  );
}

/**
 * The page data inside what the gateway hands over: the bare payload, or the `{ data }`
 * envelope the page-data route answers. Anything else is no data (pages without data, such as
 * /version, render without it).
 */
export function unwrapPageData(value: unknown): PageData | null {
  if (isPageData(value)) return value;
  if (
    typeof value === 'object' &&
    value !== null &&
    isPageData((value as { data?: unknown }).data)
  ) {
    return (value as { data: PageData }).data;
  }
  return null;
}

type CategoryPayload = PageOf<'category'>['payload'];

/** The product-list payload of a page, where it has one. */
export function productPayloadOf(data: PageData): CategoryPayload | null {
  switch (data.page) {
    case 'category':
    case 'list':
      return data.payload;
    case 'search':
      return data.payload;
    case 'module':
      return data.category;
    default:
      return null;
  }
}

function withPayload(data: PageData, payload: CategoryPayload): PageData {
  switch (data.page) {
    case 'category':
    case 'list':
    case 'search':
      return { ...data, payload };
    case 'module':
      return { ...data, category: payload };
    default:
      return data;
  }
}

/**
 * "Load more" (storefront.md §4 "Loaded pages append more products"): the next page's products
 * follow the ones shown, without repeating one already there, and its pagination replaces the
 * old one. Pages of another kind leave the current data as it is.
 */
export function appendProducts(current: PageData, next: PageData): PageData {
  const more = productPayloadOf(next);
  if (!more || current.page !== next.page) return current;
  return appendEntries(current, more.products, more.pagination);
}

/**
 * The same for products read elsewhere than from page data ("load more" through the catalogue's
 * GraphQL, storefront.md §7): `entries` follow the ones shown, less any already there, and
 * `pagination` replaces the old one. A page without a product list is left as it is.
 */
export function appendEntries(
  current: PageData,
  entries: CategoryPayload['products'],
  pagination: CategoryPayload['pagination'],
): PageData {
  const shown = productPayloadOf(current);
  if (!shown) return current;
  const ids = new Set(shown.products.map((entry) => entry.id));
  return withPayload(current, {
    ...shown,
    products: [...shown.products, ...entries.filter((entry) => !ids.has(entry.id))],
    pagination,
  });
}
