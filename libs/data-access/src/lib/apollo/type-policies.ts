import { InMemoryCache, type NormalizedCacheObject, type TypePolicies } from '@apollo/client';
import { cursorPagedList } from './cursor-paged-list';
import { stableStringify } from './stable-stringify';

/** GraphQL type names the cache policies key on; the gateway's SDL must use the same names. */
export const CacheTypeName = {
  VARIANT: 'Variant',
  PROMOTION_BADGE: 'PromotionBadge',
  PRODUCT_LIST_ENTITY: 'ProductListEntity',
} as const;

/**
 * The cursor-paged list fields whose pages are concatenated (accounts.md §7 GraphQL): each takes
 * `plesOptions.cursor` and answers a `PlesPage`. plesBySoftCategoryType, plesByClassification
 * and variantRelationships take no cursor: each set of arguments is its own answer (Apollo's
 * default key of every argument).
 */
export const PAGED_LIST_FIELDS = [
  'plesByCategoryGid',
  'plesFullTextSearch',
  'plesBySoftCategoryGid',
] as const;

type StoreFields = Readonly<Record<string, unknown>>;

/**
 * Variants are cached by id, and by impression id when sponsored (accounts.md §7 GraphQL). A
 * sponsored slot and the organic tile of the same variant must stay apart: each carries its own
 * ad beacons (`smartbrandImpression`, `smartbrandClick`), and merging them would report the ad's
 * impression for the organic tile or lose it.
 */
export function variantCacheId(variant: StoreFields): string | undefined {
  const id = scalar(variant['id']) ?? scalar(variant['_id']);
  if (id === undefined) return undefined;
  const impression = impressionId(variant['smartbrandImpression']);
  if (impression === undefined) return `${CacheTypeName.VARIANT}:${id}`;
  // The shape Apollo gives compound keys, so the id reads the same as keyFields would make it.
  return `${CacheTypeName.VARIANT}:${stableStringify({ id, smartbrandImpression: impression })}`;
}

/** Promotion badges are shared by many variants and cached once, by promotionId. */
export function promotionBadgeCacheId(badge: StoreFields): string | undefined {
  const promotionId = scalar(badge['promotionId']);
  return promotionId === undefined ? undefined : `${CacheTypeName.PROMOTION_BADGE}:${promotionId}`;
}

export function createTypePolicies(): TypePolicies {
  const pagedList = cursorPagedList();
  return {
    [CacheTypeName.VARIANT]: { keyFields: (object) => variantCacheId(object) },
    [CacheTypeName.PROMOTION_BADGE]: { keyFields: (object) => promotionBadgeCacheId(object) },
    // An entry is a place in one list, not an entity: kept inside its page, not normalised by
    // its `id` (the variant's), which a sponsored slot and the organic tile of one variant share.
    [CacheTypeName.PRODUCT_LIST_ENTITY]: { keyFields: false },
    Query: {
      fields: Object.fromEntries(PAGED_LIST_FIELDS.map((field) => [field, pagedList])),
    },
  };
}

/** The storefront's cache; `initialState` is what the server render extracted and inlined. */
export function createCache(initialState?: NormalizedCacheObject): InMemoryCache {
  const cache = new InMemoryCache({ typePolicies: createTypePolicies() });
  if (initialState) cache.restore(initialState);
  return cache;
}

function scalar(value: unknown): string | undefined {
  if (typeof value === 'string' && value !== '') return value;
  if (typeof value === 'number') return String(value);
  return undefined;
}

/** The impression id is a scalar in the SDL; an `{ impressionId }` object is accepted too. */
function impressionId(value: unknown): string | undefined {
  if (value !== null && typeof value === 'object') {
    return scalar((value as Record<string, unknown>)['impressionId']);
  }
  return scalar(value);
}
