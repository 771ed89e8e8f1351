/** One load scenario: a request autocannon repeats. */
export interface Scenario {
  readonly name: string;
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly headers: Record<string, string>;
  readonly body?: string;
  /**
   * Give every request a distinct extra GraphQL variable (`benchNonce`, declared by no
   * operation, so GraphQL ignores it) so that no two requests share a cache key: the figures
   * of the full path, as for a long tail of distinct queries, rather than of the response cache.
   */
  readonly distinct?: boolean;
}

const PLE_FIELDS = `productListEntities { type id variant { id gid name extendedName price salePrice standardPrice
  priceDisplay inStock stockStatus images { original width height } brand { name } product { gid isAgeGated }
  promotionBadge { text endDate } } } pageInfo { endCursor hasNextPage }`;

const LISTING = `query Listing($gid: ID!) { plesByCategoryGid(categoryGid: $gid, plesOptions: { limit: 24 }) { ${PLE_FIELDS} } }`;
const SEARCH = `query Search($q: String!) { plesFullTextSearch(fulltextSearchOptions: { query: $q }, plesOptions: { limit: 24 }) { ${PLE_FIELDS} } }`;

function graphql(name: string, query: string, variables: Record<string, unknown>, distinct = false): Scenario {
  return {
    name,
    method: 'POST',
    path: '/api/graphql',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
    distinct,
  };
}

/** The body of the `n`th request of a `distinct` scenario. */
export function distinctBody(body: string, n: number): string {
  const parsed = JSON.parse(body) as { query: string; variables?: Record<string, unknown> };
  return JSON.stringify({ ...parsed, variables: { ...parsed.variables, benchNonce: n } });
}

/**
 * The scenarios of the catalogue benchmark: listing and search as clients repeat them (the
 * production gateway answers repeats from its response cache), the same two with every request
 * distinct (the database and GraphQL execution each time), and a product page.
 */
export function catalogueScenarios(categoryGid: string, productPath: string, searchTerm: string): Scenario[] {
  return [
    graphql('listing (GraphQL, 24/page)', LISTING, { gid: categoryGid }),
    graphql('search (GraphQL, 24 results)', SEARCH, { q: searchTerm }),
    graphql('listing, every request distinct', LISTING, { gid: categoryGid }, true),
    graphql('search, every request distinct', SEARCH, { q: searchTerm }, true),
    { name: 'product page (page data)', method: 'GET', path: productPath, headers: { isFromSPA: 'true' } },
  ];
}
