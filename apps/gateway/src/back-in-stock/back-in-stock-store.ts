import type { Queryable } from '../db/database';

/**
 * Back-in-stock subscriptions (`back_in_stock_subscriptions`, one per user, variant and
 * warehouse) and the gateway setting the notice trigger reads (`gateway_settings`).
 */

export interface SubscriptionRow {
  variant_id: string;
  warehouse_id: string;
  fulfillment_method: number;
  created_at: Date | string;
  notified_at: Date | string | null;
}

/**
 * A variant's warehouse, stock and exclusion, share-locked until the transaction ends: FOR
 * SHARE holds off a restock until the caller commits, so the restock's trigger sees what the
 * caller wrote. Null when the variant does not exist.
 */
export async function variantStockForShare(
  tx: Queryable,
  variantId: string,
): Promise<{
  warehouse_id: string;
  available_count: number;
  excluded_from_back_in_stock: boolean;
} | null> {
  const { rows } = await tx.query<{
    warehouse_id: string;
    available_count: number;
    excluded_from_back_in_stock: boolean;
  }>(
    'SELECT warehouse_id, available_count, excluded_from_back_in_stock FROM variants WHERE id = $1 FOR SHARE',
    [variantId],
  );
  return rows[0] ?? null;
}

/**
 * Stores a subscription, or re-arms one whose notice already went out (it then counts from now);
 * a waiting one keeps its date.
 */
export async function upsertSubscription(
  tx: Queryable,
  subscription: {
    id: string;
    userId: string;
    variantId: string;
    warehouseId: string;
    fulfillmentMethod: number;
  },
): Promise<SubscriptionRow | null> {
  const { rows } = await tx.query<SubscriptionRow>(
    `INSERT INTO back_in_stock_subscriptions (id, user_id, variant_id, warehouse_id, fulfillment_method)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (user_id, variant_id, warehouse_id) DO UPDATE SET
       fulfillment_method = EXCLUDED.fulfillment_method,
       created_at = CASE WHEN back_in_stock_subscriptions.notified_at IS NULL
         THEN back_in_stock_subscriptions.created_at ELSE now() END,
       notified_at = NULL
     RETURNING variant_id, warehouse_id, fulfillment_method, created_at, notified_at`,
    [
      subscription.id,
      subscription.userId,
      subscription.variantId,
      subscription.warehouseId,
      subscription.fulfillmentMethod,
    ],
  );
  return rows[0] ?? null;
}

/** Sets a gateway setting. */
export async function putGatewaySetting(q: Queryable, key: string, value: string): Promise<void> {
  await q.query(
    `INSERT INTO gateway_settings (key, value) VALUES ($1, $2)
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
    [key, value],
  );
}
