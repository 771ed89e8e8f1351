import type { catalogueRoutes } from '@gio/contracts';
import type { JsonClient } from '@gio/data-access';
import type { z } from 'zod';

export type VariantAnswer = z.infer<(typeof catalogueRoutes)['variantById']['response']>;

/** GET /api/variant-by-id/{id} (accounts.md §7): the variant a link names. */
export function getVariant(
  client: Pick<JsonClient, 'get'>,
  variantId: string,
): Promise<VariantAnswer> {
  return client.get<VariantAnswer>(`/api/variant-by-id/${encodeURIComponent(variantId)}`);
}
