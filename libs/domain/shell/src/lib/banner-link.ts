import { searchPath } from '@gio/domain-search';
/**
 * Banner action entity types. The spec names the link kinds (storefront.md §2 "Banner links")
 * but not the wire values of Action.entityType, so Giỏ fixes them here:
 *
 * | entityType  | references        | link                                   |
 * |-------------|-------------------|----------------------------------------|
 * | 'ACTION'    | [actionId]        | /products/action/{id}?title={referenceClientTitle} |
 * | 'PRODUCT'   | [gid, slug]       | /product/{gid}/{slug}                  |
 * | 'HIGHLIGHT' | [gid, slug]       | /products/highlight/{gid}/{slug}       |
 * | 'CATEGORY'  | [gid, slug]       | /products/category/{gid}/{slug}        |
 * | 'SEARCH'    | [term]            | /products/search/{term}                |
 * | 'URL'       | [absolute url]    | the url itself (http or https only)    |
 *
 * Path segments are URI-encoded; an action whose references are missing links nowhere.
 */
export const BannerEntityType = {
  ACTION: 'ACTION',
  PRODUCT: 'PRODUCT',
  HIGHLIGHT: 'HIGHLIGHT',
  CATEGORY: 'CATEGORY',
  SEARCH: 'SEARCH',
  URL: 'URL',
} as const;
export type BannerEntityType = (typeof BannerEntityType)[keyof typeof BannerEntityType];

/** Banner action (storefront.md §3). */
export interface BannerAction {
  readonly entityType?: string | null;
  readonly references?: readonly (string | number)[] | null;
  readonly referenceClientTitle?: string | null;
}

export type BannerLinkKind =
  'action' | 'product' | 'highlight' | 'category' | 'search' | 'external' | 'none';

const KIND_BY_ENTITY: Readonly<Record<BannerEntityType, Exclude<BannerLinkKind, 'none'>>> = {
  ACTION: 'action',
  PRODUCT: 'product',
  HIGHLIGHT: 'highlight',
  CATEGORY: 'category',
  SEARCH: 'search',
  URL: 'external',
};

function isBannerEntityType(value: unknown): value is BannerEntityType {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(KIND_BY_ENTITY, value);
}

function reference(action: BannerAction, index: number): string | undefined {
  const value = action.references?.[index];
  if (value === undefined || value === null) return undefined;
  const text = String(value).trim();
  return text.length > 0 ? text : undefined;
}

function isHttpUrl(value: string): boolean {
  return /^https?:\/\/[^\s/]+/i.test(value);
}

/** Banner link kind (storefront.md §2 "Banner links") of an action; 'none' when it links nowhere. */
export function bannerLinkKind(action: BannerAction | null | undefined): BannerLinkKind {
  return action ? (bannerLink(action)?.kind ?? 'none') : 'none';
}

/** Banner link target (storefront.md §2 "Banner links"): an app path, an external url, or null. */
export function bannerHref(action: BannerAction | null | undefined): string | null {
  return action ? (bannerLink(action)?.href ?? null) : null;
}

function bannerLink(
  action: BannerAction,
): { kind: Exclude<BannerLinkKind, 'none'>; href: string } | null {
  const entityType = typeof action.entityType === 'string' ? action.entityType.toUpperCase() : null;
  if (!isBannerEntityType(entityType)) return null;
  const kind = KIND_BY_ENTITY[entityType];
  const first = reference(action, 0);
  if (!first) return null;
  const encodedFirst = encodeURIComponent(first);

  switch (kind) {
    case 'action': {
      const title = action.referenceClientTitle?.trim();
      const query = title ? `?title=${encodeURIComponent(title)}` : '';
      return { kind, href: `/products/action/${encodedFirst}${query}` };
    }
    case 'search':
      return { kind, href: searchPath(first) };
    case 'external':
      // Only web links: a 'javascript:' or 'data:' url from the CMS must never become an href.
      return isHttpUrl(first) ? { kind, href: first } : null;
    case 'product':
    case 'highlight':
    case 'category': {
      const slug = reference(action, 1);
      if (!slug) return null;
      const base = {
        product: '/product',
        highlight: '/products/highlight',
        category: '/products/category',
      }[kind];
      return { kind, href: `${base}/${encodedFirst}/${encodeURIComponent(slug)}` };
    }
  }
}
