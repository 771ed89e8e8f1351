import { catalogueRoutes, type ProductListEntityView, type VariantView } from '@gio/contracts';
import { callRoute, type JsonClient } from '@gio/data-access';

type Client = Pick<JsonClient, 'get'>;

/** The list inside an answer, or none when the answer is not the expected shape. */
function listOf<T>(value: T[] | undefined): T[] {
  return Array.isArray(value) ? value : [];
}

/**
 * GET /api/products/recently-viewed/data with variantIds (accounts.md §7), in the order asked.
 * Nothing is asked for an empty list; a failure shows no recently viewed products. (The
 * product page's complements and related variants come from the catalogue GraphQL:
 * `related-variants.ts`.)
 */
export async function getRecentlyViewed(
  client: Client,
  variantGids: readonly string[],
): Promise<VariantView[]> {
  if (variantGids.length === 0) return [];
  try {
    const answer = await callRoute(client, catalogueRoutes.recentlyViewed, { query: { variantIds: variantGids.join(',') } });
    return listOf(answer.data?.productListEntities as ProductListEntityView[] | undefined).map((entry) => entry.variant);
  } catch {
    return [];
  }
}
