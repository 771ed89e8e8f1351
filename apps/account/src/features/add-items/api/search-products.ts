import { catalogueRoutes, type VariantView } from '@gio/contracts';
import { callRoute, type RouteClient } from '@gio/data-access';

/** How many matches the picker shows. */
export const SEARCH_LIMIT = 12;

/** GET /api/search/{term}: the storefront's search, the first matches in stock. */
export async function searchProducts(
  client: RouteClient<typeof catalogueRoutes.search>,
  term: string,
): Promise<VariantView[]> {
  const answer = await callRoute(client, catalogueRoutes.search, {
    params: { term },
    query: { limit: SEARCH_LIMIT, inStockOnly: 'true' },
  });
  return answer.data.productListEntities.map((entity) => entity.variant);
}
