import {
  PlesByCategoryGidDocument,
  PlesByClassificationDocument,
  PlesBySoftCategoryTypeDocument,
  PlesFullTextSearchDocument,
  VariantRelationshipsDocument,
  type ListedVariantFragment,
  type PlesPageFieldsFragment,
} from './catalogue.generated';

/**
 * The catalogue's typed GraphQL operations (accounts.md §7 "GraphQL", storefront.md §7
 * "Catalogue"). The documents are written in `catalogue.graphql`; graphql-codegen types them
 * against the gateway's SDL (libs/contracts `catalogueTypeDefs`) into `catalogue.generated.ts`
 * (`npx nx run data-access:codegen`), and the data-access tests fail while that file is stale,
 * so a renamed or retyped field fails the build's tests, not the shop.
 */

export type {
  ClassificationOptions,
  FulfillmentFilter,
  FulltextSearchOptions,
  ListedPromotionBadgeFragment,
  ListedVariantFragment,
  PleSort,
  PleType,
  PlesByCategoryGidQuery,
  PlesByCategoryGidQueryVariables,
  PlesByClassificationQuery,
  PlesByClassificationQueryVariables,
  PlesBySoftCategoryTypeQuery,
  PlesBySoftCategoryTypeQueryVariables,
  PlesFullTextSearchQuery,
  PlesFullTextSearchQueryVariables,
  PlesOptions,
  PlesPageFieldsFragment,
  SearchType,
  VariantRelationshipsQuery,
  VariantRelationshipsQueryVariables,
} from './catalogue.generated';

/** A page of a product list (`PlesPage`), as the cache policy concatenates it. */
export type PlesPage = PlesPageFieldsFragment;
/** One entry of a page (`ProductListEntity`); its variant may be missing. */
export type PleEntity = PlesPage['productListEntities'][number];
/** A product tile's fields of a variant (fragment `ListedVariant`). */
export type PleVariant = ListedVariantFragment;

/** plesByCategoryGid: a category's products, cursor-paged and concatenated (storefront.md §7). */
export const PLES_BY_CATEGORY_GID = PlesByCategoryGidDocument;

/**
 * plesFullTextSearch: search results (searchType KEYWORD) or a brand's products (searchType
 * BRAND, the query is the brand's gid), cursor-paged and concatenated (storefront.md §7).
 */
export const PLES_FULL_TEXT_SEARCH = PlesFullTextSearchDocument;

/** plesBySoftCategoryType: a soft category's members, a root variant's related ones first. */
export const PLES_BY_SOFT_CATEGORY_TYPE = PlesBySoftCategoryTypeDocument;

/** plesByClassification: variants by product classification (accounts.md §7). */
export const PLES_BY_CLASSIFICATION = PlesByClassificationDocument;

/** variantRelationships: related variants of one relationship type (accounts.md §7). */
export const VARIANT_RELATIONSHIPS = VariantRelationshipsDocument;

/** Every operation the apps send, for the schema check. */
export const CATALOGUE_OPERATIONS = [
  PLES_BY_CATEGORY_GID,
  PLES_FULL_TEXT_SEARCH,
  PLES_BY_SOFT_CATEGORY_TYPE,
  PLES_BY_CLASSIFICATION,
  VARIANT_RELATIONSHIPS,
] as const;
