import type { OrderView, PaymentSummary } from '@gio/contracts';

function payments(list: readonly PaymentSummary[]): string[] {
  return list.map(
    (p) => `  ${p.kind} ${p.id}: ${p.statusName} (${p.status}) ${p.label} amount ${p.amount} captured ${p.capturedAmount} refunded ${p.refundedAmount}`,
  );
}

/** The order as an operator reads it: the three tracks and the payments. */
export function formatOrder(order: OrderView, list: readonly PaymentSummary[], next?: readonly string[]): string {
  return [
    `order ${order.gid} (placement ${order.placementGid}), total ${order.pricingInfo.totalPrice}`,
    `  fulfillment ${order.fulfillmentStatusName} · orderToFulfiller ${order.orderToFulfillerStatusName} · shipment ${order.shipmentStatusName}`,
    ...(next ? [`  next: ${next.length > 0 ? next.join(', ') : '(final)'}`] : []),
    'payments:',
    ...payments(list),
  ].join('\n');
}

/** Each move taken, one per line. */
export function formatMoves(moves: readonly { track: string; from: string; to: string }[]): string {
  return moves.map((move) => `  ${move.track}: ${move.from} → ${move.to}`).join('\n');
}
