import { addressRoutes } from '@gio/contracts';
import { callRoute, type RouteAnswer, type RouteClient } from '@gio/data-access';

/** GET /api/postal-code/validate/{postalCode} (accounts.md §5: "can also be validated by a call"). */
export async function validatePostalCode(
  client: RouteClient<typeof addressRoutes.validatePostalCode>,
  postalCode: string,
): Promise<RouteAnswer<typeof addressRoutes.validatePostalCode>['data']> {
  return (await callRoute(client, addressRoutes.validatePostalCode, { params: { postalCode } })).data;
}
