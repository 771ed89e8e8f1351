import type { ProductListEntityView, VariantView } from '@gio/contracts';
import type { JsonClient } from '@gio/data-access';
import { Limits } from '@gio/domain-enums';

type Client = Pick<JsonClient, 'get'>;

/** The list inside an answer, or none when the answer is not the expected shape. */
function listOf<T>(value: T[] | undefined): T[] {
  return Array.isArray(value) ? value : [];
}

/** The answer of GET /api/variant/complement/{id} (libs/contracts `catalogueRoutes.variantComplement`). */
interface VariantsAnswer {
  data: { variants: VariantView[] };
}

/** The answer of the product-list reads (libs/contracts `catalogueRoutes.relatedVariants`, `recentlyViewed`). */
interface PlesAnswer {
  data: { productListEntities: ProductListEntityView[] };
}

/**
 * GET /api/variant/complement/{id} (accounts.md §7): what goes with the variant. A failure is an
 * empty result, silently (accounts.md §8 "Failed complement … calls return an empty result").
 */
export async function getComplements(client: Client, variantGid: string): Promise<VariantView[]> {
  try {
    const answer = await client.get<VariantsAnswer>(
      `/api/variant/complement/${encodeURIComponent(variantGid)}`,
    );
    return listOf(answer.data?.variants);
  } catch {
    return [];
  }
}

/**
 * GET /api/product/{id}/softCategoryType/PDP_MODULE_RELATED_VARIANTS with a limit (accounts.md §7,
 * default page limit 6 of §9). A failure is an empty result, silently (accounts.md §8).
 */
export async function getRelatedVariants(
  client: Client,
  variantGid: string,
  limit: number = Limits.DEFAULT_PAGE_LIMIT,
): Promise<VariantView[]> {
  try {
    const answer = await client.get<PlesAnswer>(
      `/api/product/${encodeURIComponent(variantGid)}/softCategoryType/PDP_MODULE_RELATED_VARIANTS?limit=${limit}`,
    );
    return listOf(answer.data?.productListEntities).map((entry) => entry.variant);
  } catch {
    return [];
  }
}

/**
 * GET /api/products/recently-viewed/data with variantIds (accounts.md §7), in the order asked.
 * Nothing is asked for an empty list; a failure shows no recently viewed products.
 */
export async function getRecentlyViewed(
  client: Client,
  variantGids: readonly string[],
): Promise<VariantView[]> {
  if (variantGids.length === 0) return [];
  try {
    const query = new URLSearchParams({ variantIds: variantGids.join(',') });
    const answer = await client.get<PlesAnswer>(`/api/products/recently-viewed/data?${query}`);
    return listOf(answer.data?.productListEntities).map((entry) => entry.variant);
  } catch {
    return [];
  }
}
