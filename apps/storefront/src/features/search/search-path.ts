/** The search results page of a term (storefront.md §2: /products/search/:term). */
export function searchPath(term: string): string {
  return `/products/search/${encodeURIComponent(term)}`;
}
