import type { Migration } from './migration';

/**
 * Shopping lists, favourites, back-in-stock subscriptions and tracking events (accounts.md §3,
 * §4, §7).
 *
 * - Lists and favourites belong to one user and go with the account (ON DELETE CASCADE).
 * - Favourites keep `variants.wishlist_count` (a live figure that does not bump
 *   `catalogue_version`, migration 0002) in step: the gateway adds or subtracts one in the
 *   transaction that inserts or deletes the favourite.
 * - Back in stock: a row trigger on `variants` fires only when `available_count` goes from
 *   ≤ 0 to > 0, whoever restocks (an order cancellation, an import, SQL by hand), and writes one
 *   e-mail per waiting subscriber to the outbox in the restock's own transaction. The order
 *   path's decrements never meet its WHEN condition, so they pay nothing for it.
 * - Tracking events arrive in batches and are written by multi-row inserts; the table has no
 *   index beyond its key so that ingestion stays cheap (analysis reads it offline).
 */
export const migration0300ListsTracking: Migration = {
  id: '0300-lists-tracking',
  statements: [
    // Settings the database needs for what it writes by itself (the back-in-stock e-mail's
    // link); the gateway writes its PUBLIC_ORIGIN here when it starts.
    `CREATE TABLE gateway_settings (
      key TEXT PRIMARY KEY,
      value TEXT NOT NULL
    )`,
    // accounts.md §3 "Shopping list": gid (the public id in /account/shopping-lists/{gid}),
    // name, reminder; shoppingListId is the id.
    `CREATE TABLE shopping_lists (
      id TEXT PRIMARY KEY,
      gid TEXT NOT NULL UNIQUE,
      user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      name TEXT NOT NULL,
      reminder_interval_days INT CHECK (reminder_interval_days BETWEEN 1 AND 365),
      reminder_next_at TIMESTAMPTZ,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      CHECK ((reminder_interval_days IS NULL) = (reminder_next_at IS NULL))
    )`,
    `CREATE INDEX shopping_lists_user_idx ON shopping_lists (user_id, created_at)`,
    `CREATE INDEX shopping_lists_reminder_idx ON shopping_lists (reminder_next_at) WHERE reminder_next_at IS NOT NULL`,
    // The list's lines (listVariant): one per variant. Like every table of shopper data, no
    // foreign key points into the catalogue: it is an imported data set that `seed --reset`
    // replaces, and a line whose variant is gone reads as gone.
    `CREATE TABLE shopping_list_variants (
      shopping_list_id TEXT NOT NULL REFERENCES shopping_lists(id) ON DELETE CASCADE,
      variant_id TEXT NOT NULL,
      quantity INT NOT NULL CHECK (quantity > 0),
      added_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      PRIMARY KEY (shopping_list_id, variant_id)
    )`,
    `CREATE TABLE favorites (
      user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      variant_id TEXT NOT NULL,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, variant_id)
    )`,
    `CREATE INDEX favorites_user_idx ON favorites (user_id, created_at DESC)`,
    // POST /api/product/notify-when-instock: one row per user, variant and warehouse; asking
    // again after a notice re-arms the same row.
    `CREATE TABLE back_in_stock_subscriptions (
      id TEXT PRIMARY KEY,
      user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      variant_id TEXT NOT NULL,
      warehouse_id TEXT NOT NULL,
      fulfillment_method INT NOT NULL CHECK (fulfillment_method BETWEEN 0 AND 5),
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      notified_at TIMESTAMPTZ,
      UNIQUE (user_id, variant_id, warehouse_id)
    )`,
    `CREATE INDEX back_in_stock_waiting_idx ON back_in_stock_subscriptions (variant_id) WHERE notified_at IS NULL`,
    `CREATE FUNCTION notify_back_in_stock() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      WITH due AS (
        UPDATE back_in_stock_subscriptions SET notified_at = now()
         WHERE variant_id = NEW.id AND notified_at IS NULL
        RETURNING user_id
      )
      INSERT INTO outbox_messages (id, channel, recipient, kind, subject, body)
      SELECT 'msg_' || replace(gen_random_uuid()::text, '-', ''), 'email', u.email, 'back-in-stock',
             'Giỏ: ' || NEW.name || ' đã có hàng trở lại',
             'Xin chào ' || coalesce(nullif(u.first_name, ''), 'bạn') || ',' || chr(10) || chr(10) ||
             'Sản phẩm bạn đăng ký nhận thông báo đã có hàng trở lại: ' || NEW.name || '.' || chr(10) ||
             'Xem và đặt mua tại: ' ||
             coalesce((SELECT value FROM gateway_settings WHERE key = 'public_origin'), '') ||
             '/product/' || NEW.gid || '/' || NEW.slug || chr(10) || chr(10) ||
             'Số lượng có hạn, hàng có thể hết lại sớm.'
        FROM due JOIN users u ON u.id = due.user_id;
      RETURN NULL;
    END
    $$`,
    `CREATE TRIGGER variants_back_in_stock AFTER UPDATE OF available_count ON variants
      FOR EACH ROW WHEN (OLD.available_count <= 0 AND NEW.available_count > 0)
      EXECUTE FUNCTION notify_back_in_stock()`,
    // accounts.md §3 "Tracking event envelope". remote_address and session_user_id are the
    // server's (the request's address and signed-in user); the rest is as the client sent it.
    `CREATE TABLE tracking_events (
      id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      type TEXT NOT NULL,
      name TEXT NOT NULL,
      occurred_at TIMESTAMPTZ NOT NULL,
      received_at TIMESTAMPTZ NOT NULL,
      user_id TEXT,
      session_user_id TEXT,
      anonymous_id TEXT NOT NULL,
      session_id TEXT NOT NULL,
      has_cookied_email BOOLEAN NOT NULL,
      remote_address TEXT,
      library_version TEXT NOT NULL,
      page_path TEXT NOT NULL,
      web_slug_config_id TEXT,
      is_error BOOLEAN NOT NULL,
      error_details JSONB,
      props JSONB NOT NULL
    )`,
  ],
};
