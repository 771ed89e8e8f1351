import { catalogueRoutes } from '@gio/contracts';
import { callRoute, type RouteClient } from '@gio/data-access';

export interface ProductChoice {
  /** The variant id: the quote's product reference (its SKU). */
  readonly id: string;
  readonly name: string;
}

/** How many products the picker offers at once. */
export const PICKER_LIMIT = 6;

/** GET /api/search/{term}: the products to pick for the quote (the storefront's search). */
export async function searchProducts(
  client: RouteClient<typeof catalogueRoutes.search>,
  term: string,
): Promise<ProductChoice[]> {
  const answer = await callRoute(client, catalogueRoutes.search, {
    params: { term },
    query: { limit: PICKER_LIMIT },
  });
  return answer.data.productListEntities.map((entity) => ({
    id: entity.variant.id,
    name: entity.variant.extendedName || entity.variant.name,
  }));
}
