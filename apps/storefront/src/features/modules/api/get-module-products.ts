import {
  catalogueRoutes,
  listedEntitySchema,
  type ListedEntityView,
  type ModuleProductsSource,
} from '@gio/contracts';
import { callRoute, type JsonClient } from '@gio/data-access';

/**
 * The products of a product slider whose page data did not carry them (libs/contracts
 * `pageModuleSchema.deferredProducts`): one call of the product-list API for its source, each
 * entry narrowed to what a product tile and the cart add flow read (`listedEntitySchema`), as
 * page data carries them.
 */
export async function getModuleProducts(
  client: Pick<JsonClient, 'get'>,
  source: ModuleProductsSource,
  limit: number,
): Promise<ListedEntityView[]> {
  const answer =
    'fulfillerGid' in source
      ? await callRoute(client, catalogueRoutes.fulfillerProducts, {
          params: { id: source.fulfillerGid },
          query: { limit },
        })
      : await callRoute(client, catalogueRoutes.ples, { query: { ...source, limit } });
  // An entry the tile cannot show hides only itself, not the whole slider.
  return answer.data.productListEntities.flatMap((entry) => {
    const parsed = listedEntitySchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}
