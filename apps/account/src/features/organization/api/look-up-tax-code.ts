import { vatRoutes } from '@gio/contracts';
import { ApiError, callRoute, type RouteAnswer, type RouteClient } from '@gio/data-access';

export type RegisteredCompany = RouteAnswer<typeof vatRoutes.vatTaxCode>['data']['company'];

/** GET /api/vat-tax-code/{code}: the registered company, or null when none has this code. */
export async function lookUpTaxCode(
  client: RouteClient<typeof vatRoutes.vatTaxCode>,
  code: string,
): Promise<RegisteredCompany | null> {
  try {
    return (await callRoute(client, vatRoutes.vatTaxCode, { params: { code } })).data.company;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
