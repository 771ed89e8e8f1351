import { organizationRoutes } from '@gio/contracts';
import { callRoute, type JsonClient, type RouteAnswer } from '@gio/data-access';

type LoginData = RouteAnswer<typeof organizationRoutes.loginData>['data']['loginData'];

/** The business account's invoice terms (GET /api/organization/login-data). */
export type InvoiceCredit = NonNullable<NonNullable<LoginData>['invoice']>;

/** What remains of the invoice credit, or null when the user may not pay by invoice. */
export async function invoiceCredit(
  client: Pick<JsonClient, 'get'>,
): Promise<InvoiceCredit | null> {
  const answer = await callRoute(client, organizationRoutes.loginData);
  return answer.data.loginData?.invoice ?? null;
}
