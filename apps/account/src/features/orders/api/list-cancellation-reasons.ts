import { orderRoutes } from '@gio/contracts';
import { callRoute, type RouteAnswer, type RouteClient } from '@gio/data-access';

export type CancellationReason = RouteAnswer<
  typeof orderRoutes.cancellationReasons
>['data']['cancellationReasons'][number];

/** GET /api/order-cancellation-reasons (accounts.md §4 "Order-history and cancellation"): the reasons to choose from. */
export async function listCancellationReasons(
  client: RouteClient<typeof orderRoutes.cancellationReasons>,
): Promise<CancellationReason[]> {
  return (await callRoute(client, orderRoutes.cancellationReasons)).data.cancellationReasons;
}
