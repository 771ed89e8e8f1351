import { orderRoutes } from '@gio/contracts';
import { callRoute, type RouteAnswer, type RouteClient } from '@gio/data-access';

export type CancelOutcome = RouteAnswer<typeof orderRoutes.cancelOrder>['data'];

/**
 * POST /api/cancel-order (accounts.md §7): id, cancellationReason and the optional
 * customCancellationReason (left out when empty). Answers the cancelled order and what happened
 * to the payment.
 */
export async function cancelOrder(
  client: RouteClient<typeof orderRoutes.cancelOrder>,
  orderGid: string,
  cancellationReason: string,
  customCancellationReason: string,
): Promise<CancelOutcome> {
  const custom = customCancellationReason.trim();
  return (
    await callRoute(client, orderRoutes.cancelOrder, {
      body: {
        id: orderGid,
        cancellationReason,
        ...(custom ? { customCancellationReason: custom } : {}),
      },
    })
  ).data;
}
