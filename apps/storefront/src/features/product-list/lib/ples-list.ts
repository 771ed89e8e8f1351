import type { CategoryPayload, PleSort } from '@gio/contracts';
import type { FulfillmentFilter, FulltextSearchOptions, PlesOptions } from '@gio/data-access';

/**
 * A page's product list as its GraphQL operation asks for it (storefront.md §7 "Catalogue"):
 * the operation's field and its arguments without the cursor, which "load more" adds. The same
 * arguments the gateway used for the server-rendered page, so that the next cursor page
 * continues it.
 */
export type PlesList =
  | { field: 'plesByCategoryGid'; categoryGid: string; plesOptions: PlesOptions }
  | {
      field: 'plesFullTextSearch';
      fulltextSearchOptions: FulltextSearchOptions;
      plesOptions: PlesOptions;
    };

/** A category page's list: plesByCategoryGid with the page size and the brand filter. */
export function categoryPlesList(
  categoryGid: string,
  range: number,
  brands: readonly string[],
): PlesList {
  return {
    field: 'plesByCategoryGid',
    categoryGid,
    plesOptions: { limit: range, ...(brands.length > 0 ? { brands: [...brands] } : {}) },
  };
}

/** A search page's list: plesFullTextSearch of the term, with the page's order and filters. */
export function searchPlesList(
  term: string,
  options: {
    range: number;
    sort: PleSort;
    brands: readonly string[];
    fulfillment: FulfillmentFilter | null;
  },
): PlesList {
  return {
    field: 'plesFullTextSearch',
    fulltextSearchOptions: { query: term, searchType: 'KEYWORD' },
    plesOptions: {
      limit: options.range,
      sort: options.sort,
      ...(options.brands.length > 0 ? { brands: [...options.brands] } : {}),
      ...(options.fulfillment ? { fulfillment: options.fulfillment } : {}),
    },
  };
}

/** A brand page's list: plesFullTextSearch with searchType BRAND and the brand's gid. */
export function brandPlesList(brandGid: string, range: number): PlesList {
  return {
    field: 'plesFullTextSearch',
    fulltextSearchOptions: { query: brandGid, searchType: 'BRAND' },
    plesOptions: { limit: range },
  };
}

/** Which GraphQL list a page shows; the page size and brand filter come from its payload. */
export type PlesListSource =
  | { kind: 'category'; categoryGid: string }
  | { kind: 'search'; term: string; sort: PleSort; fulfillment: FulfillmentFilter | null }
  | { kind: 'brand'; brandGid: string };

/** The GraphQL list of a page's payload, as the gateway read its first page. */
export function plesListOf(source: PlesListSource, payload: CategoryPayload): PlesList {
  const range = payload.pagination.range;
  const brands = payload.brandTexts.selectedList;
  switch (source.kind) {
    case 'category':
      return categoryPlesList(source.categoryGid, range, brands);
    case 'search':
      return searchPlesList(source.term, {
        range,
        sort: source.sort,
        brands,
        fulfillment: source.fulfillment,
      });
    case 'brand':
      return brandPlesList(source.brandGid, range);
  }
}
