import type { ApolloClient } from '@apollo/client';
import type { ListedVariantView } from '@gio/contracts';
import {
  PLES_BY_SOFT_CATEGORY_TYPE,
  VARIANT_RELATIONSHIPS,
  listedEntitiesOf,
  toListedVariant,
} from '@gio/data-access';
import { Limits } from '@gio/domain-enums';
import { getCatalogueClient } from './catalogue-client';

/** The soft-category type of the product page's related products (accounts.md §7). */
export const RELATED_VARIANTS_TYPE = 'PDP_MODULE_RELATED_VARIANTS';

/**
 * plesBySoftCategoryType PDP_MODULE_RELATED_VARIANTS with the variant as root (storefront.md §7):
 * the product page's related products, its own related variants first, default page limit 6
 * (§9). A failure is an empty result, silently (accounts.md §8 "Failed complement and
 * related-variant calls return an empty result").
 */
export async function getRelatedVariants(
  variantGid: string,
  limit: number = Limits.DEFAULT_PAGE_LIMIT,
  client: ApolloClient = getCatalogueClient(),
): Promise<ListedVariantView[]> {
  try {
    const { data } = await client.query({
      query: PLES_BY_SOFT_CATEGORY_TYPE,
      variables: { softCategoryType: RELATED_VARIANTS_TYPE, rootVariantGid: variantGid, limit },
    });
    return data ? listedEntitiesOf(data.plesBySoftCategoryType).map((entry) => entry.variant) : [];
  } catch {
    return [];
  }
}

/**
 * variantRelationships of the complement type (storefront.md §7): what goes with the variant
 * ("often bought together"). A failure is an empty result, silently (accounts.md §8).
 */
export async function getComplements(
  variantGid: string,
  client: ApolloClient = getCatalogueClient(),
): Promise<ListedVariantView[]> {
  try {
    const { data } = await client.query({
      query: VARIANT_RELATIONSHIPS,
      variables: {
        variantIds: [variantGid],
        relationshipType: Limits.VARIANT_COMPLEMENT_TYPE,
        limit: Limits.VARIANT_COMPLEMENT_LIMIT,
      },
    });
    return (data?.variantRelationships ?? []).map((relationship) =>
      toListedVariant(relationship.relatedVariant),
    );
  } catch {
    return [];
  }
}
