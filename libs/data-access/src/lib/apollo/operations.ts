import { gql, type TypedDocumentNode } from '@apollo/client';

/**
 * The catalogue's typed GraphQL operations (accounts.md §7 "GraphQL", storefront.md §7
 * "Catalogue"). Each document's result and variables types are written next to it and the
 * documents are validated against the gateway's SDL (libs/contracts `catalogueTypeDefs`) by
 * `operations.spec.ts`, so a renamed or retyped field fails the build's tests, not the shop.
 */

/** A product tile's fields of a variant. */
export interface PleVariant {
  __typename?: 'Variant';
  id: string;
  gid: string;
  slug: string;
  path: string;
  name: string;
  brandingText: string;
  extendedInfoText: string;
  imageAltText: string;
  images: { __typename?: 'Image'; original: string; width: number; height: number }[];
  price: number;
  salePrice: number | null;
  standardPrice: number;
  unitPrice: number;
  unitType: string;
  state: number;
  availableCount: number;
  maxCartQuantity: number;
  stockStatus: string;
  promotionBadges: {
    __typename?: 'PromotionBadge';
    promotionId: string;
    text: string;
    showInPLE: boolean;
    endDate: string;
  }[];
}

export interface PleEntity {
  __typename?: 'ProductListEntity';
  type: 'VARIANT' | 'PRODUCT';
  id: string;
  variant: PleVariant | null;
}

/** A cursor-paged list page (`PlesPage`), as the cache policy concatenates it. */
export interface PlesPage {
  __typename?: 'PlesPage';
  productListEntities: PleEntity[];
  pageInfo: { __typename?: 'PageInfo'; endCursor: string | null; hasNextPage: boolean };
  totalCount: number | null;
}

export type PleSortValue = 'RELEVANCE' | 'PRICE_ASC' | 'PRICE_DESC' | 'NEWEST' | 'BEST_SELLING';

export interface PlesOptionsInput {
  limit?: number;
  cursor?: string | null;
  brands?: string[];
  sort?: PleSortValue;
  inStockOnly?: boolean;
  fulfillment?: 'LOCAL_DELIVERY' | 'IN_STORE_PICKUP';
}

const PLE_FIELDS = `
  type
  id
  variant {
    id
    gid
    slug
    path
    name
    brandingText
    extendedInfoText
    imageAltText
    images {
      original
      width
      height
    }
    price
    salePrice
    standardPrice
    unitPrice
    unitType
    state
    availableCount
    maxCartQuantity
    stockStatus
    promotionBadges {
      promotionId
      text
      showInPLE
      endDate
    }
  }
`;

/** plesByCategoryGid: a category's products, cursor-paged and concatenated (storefront.md §7). */
export const PLES_BY_CATEGORY_GID: TypedDocumentNode<
  { plesByCategoryGid: PlesPage },
  { categoryGid: string; plesOptions?: PlesOptionsInput }
> = gql`
  query PlesByCategoryGid($categoryGid: ID!, $plesOptions: PlesOptions) {
    plesByCategoryGid(categoryGid: $categoryGid, plesOptions: $plesOptions) {
      productListEntities {
        ${PLE_FIELDS}
      }
      pageInfo {
        endCursor
        hasNextPage
      }
      totalCount
    }
  }
`;

/** plesFullTextSearch: search results, cursor-paged and concatenated (storefront.md §7). */
export const PLES_FULL_TEXT_SEARCH: TypedDocumentNode<
  { plesFullTextSearch: PlesPage },
  {
    fulltextSearchOptions: { query: string; searchType?: 'KEYWORD' | 'BRAND' };
    plesOptions?: PlesOptionsInput;
  }
> = gql`
  query PlesFullTextSearch(
    $fulltextSearchOptions: FulltextSearchOptions!
    $plesOptions: PlesOptions
  ) {
    plesFullTextSearch(fulltextSearchOptions: $fulltextSearchOptions, plesOptions: $plesOptions) {
      productListEntities {
        ${PLE_FIELDS}
      }
      pageInfo {
        endCursor
        hasNextPage
      }
      totalCount
    }
  }
`;

/** Every operation the apps send, for the schema check. */
export const CATALOGUE_OPERATIONS = [PLES_BY_CATEGORY_GID, PLES_FULL_TEXT_SEARCH] as const;
