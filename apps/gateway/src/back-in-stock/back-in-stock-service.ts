import { AppError, fieldError } from '../http/app-error';
import { ApiErrorCode, ListErrorCode } from '@gio/contracts';
import type { Database, Queryable } from '../db/database';
import { newId } from '../security/random';
import { iso } from '../lists/variant-lines';

export interface BackInStockRequest {
  readonly variantId: string;
  readonly warehouseId: string;
  readonly fulfillerVariantFulfillmentMethod: number;
}

export interface BackInStockSubscription extends BackInStockRequest {
  readonly createdAt: string;
  readonly notifiedAt: string | null;
}

interface SubscriptionRow {
  variant_id: string;
  warehouse_id: string;
  fulfillment_method: number;
  created_at: Date | string;
  notified_at: Date | string | null;
}

/** The key under which the gateway leaves its public origin for the notice's link. */
export const PUBLIC_ORIGIN_SETTING = 'public_origin';

/**
 * Back-in-stock notices (accounts.md §4 "Back in stock", storefront.md §4). A signed-in user
 * asks once per variant and warehouse; the notice itself is written by the database: the
 * `variants_back_in_stock` trigger (migration 0300) puts one e-mail per waiting subscriber in the
 * outbox when `available_count` goes from ≤ 0 to > 0, in the transaction of whoever restocked,
 * and marks the subscriptions notified.
 */
export class BackInStockService {
  constructor(private readonly db: Database) {}

  /**
   * Stores the request, or re-arms it when a notice already went out. Refused for a variant
   * excluded from notices, for a variant in stock (nothing to wait for) and for a warehouse that
   * is not the variant's.
   */
  async subscribe(userId: string, request: BackInStockRequest): Promise<BackInStockSubscription> {
    return this.db.transaction(async (tx) => {
      // FOR SHARE holds off a restock until this request commits, so the restock's trigger
      // sees it: a request never slips between the stock check and the notice.
      const { rows } = await tx.query<{
        warehouse_id: string;
        available_count: number;
        excluded_from_back_in_stock: boolean;
      }>(
        'SELECT warehouse_id, available_count, excluded_from_back_in_stock FROM variants WHERE id = $1 FOR SHARE',
        [request.variantId],
      );
      const variant = rows[0];
      if (!variant) {
        throw new AppError(404, ApiErrorCode.NOT_FOUND, 'Variant not found', 'variantId');
      }
      if (variant.excluded_from_back_in_stock) {
        throw new AppError(
          409,
          ListErrorCode.BACK_IN_STOCK_EXCLUDED,
          'Sản phẩm này không hỗ trợ thông báo khi có hàng.',
          'variantId',
        );
      }
      if (variant.warehouse_id !== request.warehouseId) {
        throw fieldError('warehouseId', 'The variant is not stocked in that warehouse');
      }
      if (variant.available_count > 0) {
        throw new AppError(
          409,
          ListErrorCode.VARIANT_IN_STOCK,
          'Sản phẩm này đang có hàng.',
          'variantId',
        );
      }
      return upsertSubscription(tx, userId, request);
    });
  }

  /** Leaves the shop's public origin where the trigger finds it for the notice's link. */
  async recordPublicOrigin(origin: string): Promise<void> {
    await this.db.query(
      `INSERT INTO gateway_settings (key, value) VALUES ($1, $2)
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
      [PUBLIC_ORIGIN_SETTING, origin],
    );
  }
}

async function upsertSubscription(
  tx: Queryable,
  userId: string,
  request: BackInStockRequest,
): Promise<BackInStockSubscription> {
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
      newId('bis'),
      userId,
      request.variantId,
      request.warehouseId,
      request.fulfillerVariantFulfillmentMethod,
    ],
  );
  const row = rows[0];
  if (!row) throw new Error('back-in-stock upsert returned no row');
  return {
    variantId: row.variant_id,
    warehouseId: row.warehouse_id,
    fulfillerVariantFulfillmentMethod: row.fulfillment_method,
    createdAt: iso(row.created_at),
    notifiedAt: row.notified_at === null ? null : iso(row.notified_at),
  };
}
