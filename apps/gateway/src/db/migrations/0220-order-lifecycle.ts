import type { Migration } from './migration';

/**
 * Order cancellation reasons (accounts.md §4 "Order-history and cancellation": an order is
 * cancelled with a reason chosen from a fetched list, plus an optional custom reason) and the
 * history of order status moves (accounts.md §4 status enumerations), which the operator
 * command and support read.
 */
export const migration0220OrderLifecycle: Migration = {
  id: '0220-order-lifecycle',
  statements: [
    `CREATE TABLE order_cancellation_reasons (
      id TEXT PRIMARY KEY,
      label TEXT NOT NULL,
      position INT NOT NULL,
      requires_custom_reason BOOLEAN NOT NULL DEFAULT false,
      active BOOLEAN NOT NULL DEFAULT true
    )`,
    `INSERT INTO order_cancellation_reasons (id, label, position, requires_custom_reason) VALUES
      ('changed_mind', 'Tôi đổi ý, không cần mua nữa', 1, false),
      ('wrong_items', 'Tôi đặt nhầm sản phẩm hoặc số lượng', 2, false),
      ('wrong_address', 'Tôi muốn đổi địa chỉ giao hàng', 3, false),
      ('delivery_time', 'Thời gian giao hàng không phù hợp', 4, false),
      ('better_price', 'Tôi tìm được giá tốt hơn', 5, false),
      ('payment_method', 'Tôi muốn đổi phương thức thanh toán', 6, false),
      ('other', 'Lý do khác', 7, true)`,
    `CREATE TABLE order_status_events (
      id TEXT PRIMARY KEY,
      order_id TEXT NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
      track TEXT NOT NULL CHECK (track IN ('fulfillment', 'orderToFulfiller', 'shipment')),
      from_status INT NOT NULL,
      to_status INT NOT NULL,
      actor TEXT NOT NULL,
      created_at TIMESTAMPTZ NOT NULL DEFAULT clock_timestamp()
    )`,
    `CREATE INDEX order_status_events_order_idx ON order_status_events (order_id, created_at)`,
  ],
};
