/** One load scenario: a request autocannon repeats. */
export interface Scenario {
  readonly name: string;
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly headers: Record<string, string>;
  readonly body?: string;
}

const PLE_FIELDS = `productListEntities { type id variant { id gid name extendedName price salePrice standardPrice
  priceDisplay inStock stockStatus images { original width height } brand { name } product { gid isAgeGated }
  promotionBadge { text endDate } } } pageInfo { endCursor hasNextPage }`;

function graphql(name: string, query: string, variables: Record<string, unknown>): Scenario {
  return {
    name,
    method: 'POST',
    path: '/api/graphql',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  };
}

/** The three scenarios of the catalogue benchmark. */
export function catalogueScenarios(categoryGid: string, productPath: string, searchTerm: string): Scenario[] {
  return [
    graphql(
      'listing (GraphQL, 24/page)',
      `query Listing($gid: ID!) { plesByCategoryGid(categoryGid: $gid, plesOptions: { limit: 24 }) { ${PLE_FIELDS} } }`,
      { gid: categoryGid },
    ),
    graphql(
      'search (GraphQL, 24 results)',
      `query Search($q: String!) { plesFullTextSearch(fulltextSearchOptions: { query: $q }, plesOptions: { limit: 24 }) { ${PLE_FIELDS} } }`,
      { q: searchTerm },
    ),
    { name: 'product page (page data)', method: 'GET', path: productPath, headers: { isFromSPA: 'true' } },
  ];
}
