import { authRoutes } from '@gio/contracts';
import { callRoute, type JsonClient, type RouteAnswer, type RouteCall } from '@gio/data-access';

export type CustomerDataCapture = RouteCall<typeof authRoutes.customerDataCaptures>['body'];

/**
 * POST /api/customer-data-captures with email and/or telephone (accounts.md §7). A refused entry
 * is an HTTP failure with its code (578: entry already used), never a success answer.
 */
export function createCustomerDataCapture(
  client: Pick<JsonClient, 'post'>,
  body: CustomerDataCapture,
): Promise<RouteAnswer<typeof authRoutes.customerDataCaptures>> {
  return callRoute(client, authRoutes.customerDataCaptures, { body });
}
