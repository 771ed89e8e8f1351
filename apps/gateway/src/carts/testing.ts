import { ProductType, VariantState } from '@gio/domain-enums';
import type { Database } from '../db/database';

/** A catalogue variant a cart test works with. */
export interface TestVariant {
  readonly id: string;
  readonly productId: string;
  readonly warehouseId: string;
  readonly fulfillerType: number;
  readonly fulfillmentMethodType: number;
  readonly fulfillmentMethods: number[];
  readonly price: number;
}

/**
 * Hands out active, non-sample, non-age-gated variants of distinct products, each reset to
 * plain stock (100 available, at most 50 per cart), so that one test's setting of stock, state
 * or age gate never reaches another's variant.
 */
export class VariantPool {
  private constructor(
    private readonly db: Database,
    private readonly variants: TestVariant[],
  ) {}

  static async open(db: Database): Promise<VariantPool> {
    const { rows } = await db.query<{
      id: string;
      product_id: string;
      warehouse_id: string;
      fulfiller_type: number;
      fulfillment_method_type: number;
      fulfillment_methods: number[];
      price: number;
    }>(
      `SELECT DISTINCT ON (v.product_id) v.id, v.product_id, v.warehouse_id, v.fulfiller_type,
              v.fulfillment_method_type, v.fulfillment_methods, v.price
         FROM variants v JOIN products p ON p.id = v.product_id
        WHERE v.state = ${VariantState.ACTIVE} AND v.product_type = ${ProductType.STANDARD}
          AND p.product_type = ${ProductType.STANDARD} AND NOT p.is_age_gated
          AND v.price > 0
        ORDER BY v.product_id, v.ordinal`,
    );
    await db.query(
      'UPDATE variants SET available_count = 100, max_cart_quantity = 50 WHERE id = ANY($1::text[])',
      [rows.map((row) => row.id)],
    );
    return new VariantPool(
      db,
      rows.map((row) => ({
        id: row.id,
        productId: row.product_id,
        warehouseId: row.warehouse_id,
        fulfillerType: row.fulfiller_type,
        fulfillmentMethodType: row.fulfillment_method_type,
        fulfillmentMethods: row.fulfillment_methods,
        price: row.price,
      })),
    );
  }

  /** The next unused variant that matches. */
  take(matches: (variant: TestVariant) => boolean = () => true): TestVariant {
    const index = this.variants.findIndex(matches);
    const variant = this.variants[index];
    if (variant) {
      this.variants.splice(index, 1);
      return variant;
    }
    throw new Error('the test shop has no further variant of that kind');
  }

  /** Sets stock fields of a variant. */
  async set(
    id: string,
    fields: Partial<{
      state: number;
      available_count: number;
      max_cart_quantity: number;
      price: number;
      product_type: number;
    }>,
  ): Promise<void> {
    const entries = Object.entries(fields);
    await this.db.query(
      `UPDATE variants SET ${entries.map(([column], i) => `${column} = $${i + 2}`).join(', ')} WHERE id = $1`,
      [id, ...entries.map(([, value]) => value)],
    );
  }
}
