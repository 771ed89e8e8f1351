import { catalogueRoutes } from '@gio/contracts';
import { callRoute, type JsonClient, type RouteAnswer } from '@gio/data-access';

export type VariantAnswer = RouteAnswer<typeof catalogueRoutes.variantById>;

/** GET /api/variant-by-id/{id} (accounts.md §7): the variant a link names. */
export function getVariant(
  client: Pick<JsonClient, 'get'>,
  variantId: string,
): Promise<VariantAnswer> {
  return callRoute(client, catalogueRoutes.variantById, { params: { id: variantId } });
}
