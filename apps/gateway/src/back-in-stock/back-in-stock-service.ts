import { AppError, fieldError } from '../http/app-error';
import { ApiErrorCode, ListErrorCode } from '@gio/contracts';
import type { Database, Queryable } from '../db/database';
import { newId } from '../security/random';
import { iso } from '../lists/variant-lines';
import { putGatewaySetting, upsertSubscription, variantStockForShare } from './back-in-stock-store';

export interface BackInStockRequest {
  readonly variantId: string;
  readonly warehouseId: string;
  readonly fulfillerVariantFulfillmentMethod: number;
}

export interface BackInStockSubscription extends BackInStockRequest {
  readonly createdAt: string;
  readonly notifiedAt: string | null;
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
      const variant = await variantStockForShare(tx, request.variantId);
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
      return subscribe(tx, userId, request);
    });
  }

  /** Leaves the shop's public origin where the trigger finds it for the notice's link. */
  async recordPublicOrigin(origin: string): Promise<void> {
    await putGatewaySetting(this.db, PUBLIC_ORIGIN_SETTING, origin);
  }
}

/** Stores or re-arms the user's request; answers the subscription as stored. */
async function subscribe(
  tx: Queryable,
  userId: string,
  request: BackInStockRequest,
): Promise<BackInStockSubscription> {
  const row = await upsertSubscription(tx, {
    id: newId('bis'),
    userId,
    variantId: request.variantId,
    warehouseId: request.warehouseId,
    fulfillmentMethod: request.fulfillerVariantFulfillmentMethod,
  });
  if (!row) throw new Error('back-in-stock upsert returned no row');
  return {
    variantId: row.variant_id,
    warehouseId: row.warehouse_id,
    fulfillerVariantFulfillmentMethod: row.fulfillment_method,
    createdAt: iso(row.created_at),
    notifiedAt: row.notified_at === null ? null : iso(row.notified_at),
  };
}
