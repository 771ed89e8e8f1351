import type { Migration } from './migration';

/**
 * Checkout, promotions and orders (storefront.md §3 "Checkout info", §4; accounts.md §3 Order,
 * §4, §7 "Checkout and promotions"): the checkout choices held per shopper, the placement that
 * one "place order" creates, its orders (one per fulfilment group) and their lines, promo code
 * and voucher use, user credits, express slot capacity and idempotency keys.
 *
 * Money is BIGINT đồng, quantities INT. Order gids are numeric text from a sequence because the
 * order lookup rejects a non-numeric gid (accounts.md §5 "Order lookup").
 *
 * Nothing here has a foreign key into the catalogue (variants, fulfillers, shipping configs,
 * slot templates, promo codes): an order is a record of what was bought and must outlive a
 * catalogue re-import, which truncates those tables.
 */
export const migration0210CheckoutOrders: Migration = {
  id: '0210-checkout-orders',
  statements: [
    `CREATE SEQUENCE order_gid_seq START WITH 100000001`,
    // The checkout choices of one shopper: owner_key is 'u:<user id>' or 'g:<guest id>'.
    `CREATE TABLE checkout_states (
      owner_key TEXT PRIMARY KEY,
      user_id TEXT REFERENCES users(id) ON DELETE CASCADE,
      guest_id TEXT,
      shipping_address_id TEXT REFERENCES addresses(id) ON DELETE SET NULL,
      marketplace_address_id TEXT REFERENCES addresses(id) ON DELETE SET NULL,
      express_slot_template_id TEXT,
      express_slot_date DATE,
      standard_delivery_instructions TEXT,
      loyalty_member_id TEXT,
      loyalty_selection TEXT,
      billing_type TEXT,
      billing_info_id TEXT REFERENCES billing_infos(id) ON DELETE SET NULL,
      billing_data JSONB,
      selected_payment_method_id TEXT REFERENCES payment_methods(id) ON DELETE SET NULL,
      apply_user_credits BOOLEAN NOT NULL DEFAULT false,
      purchase_order_number TEXT,
      promo_codes TEXT[] NOT NULL DEFAULT '{}',
      voucher_ids TEXT[] NOT NULL DEFAULT '{}',
      vat_not_needed BOOLEAN NOT NULL DEFAULT false,
      pending_placement_id TEXT,
      updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      CHECK ((express_slot_template_id IS NULL) = (express_slot_date IS NULL))
    )`,
    // One "place order": the payment and the whole-checkout totals; its orders hold the groups.
    `CREATE TABLE order_placements (
      id TEXT PRIMARY KEY,
      gid TEXT NOT NULL UNIQUE DEFAULT nextval('order_gid_seq')::text,
      user_id TEXT REFERENCES users(id),
      guest_id TEXT,
      organization_id TEXT REFERENCES organizations(id),
      payment_method INT NOT NULL,
      billing_type TEXT NOT NULL,
      billing_info_id TEXT,
      payment_transaction_id TEXT,
      payment_status INT NOT NULL,
      payment_redirect_url TEXT,
      purchase_order_number TEXT,
      promo_codes TEXT[] NOT NULL DEFAULT '{}',
      voucher_ids TEXT[] NOT NULL DEFAULT '{}',
      variants_subtotal_price BIGINT NOT NULL,
      tax_amount BIGINT NOT NULL,
      promo_discount BIGINT NOT NULL,
      reward_deduction BIGINT NOT NULL,
      credit_deduction BIGINT NOT NULL,
      shipping_price BIGINT NOT NULL,
      express_delivery_price BIGINT NOT NULL,
      bottle_deposit_amount BIGINT NOT NULL,
      price_modifiers JSONB NOT NULL DEFAULT '[]'::jsonb,
      total_price BIGINT NOT NULL CHECK (total_price >= 0),
      is_first_order BOOLEAN NOT NULL,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      CHECK (user_id IS NOT NULL OR guest_id IS NOT NULL)
    )`,
    `CREATE INDEX order_placements_user_idx ON order_placements (user_id, created_at DESC) WHERE user_id IS NOT NULL`,
    // accounts.md §3 Order: one row per fulfilment group of a placement.
    `CREATE TABLE orders (
      id TEXT PRIMARY KEY,
      gid TEXT NOT NULL UNIQUE DEFAULT nextval('order_gid_seq')::text,
      placement_id TEXT NOT NULL REFERENCES order_placements(id),
      user_id TEXT REFERENCES users(id),
      guest_id TEXT,
      organization_id TEXT REFERENCES organizations(id),
      order_type INT NOT NULL CHECK (order_type IN (0, 1, 3, 4)),
      group_identifier TEXT NOT NULL,
      fulfiller_type INT NOT NULL,
      fulfillment_method INT NOT NULL,
      fulfiller_id TEXT,
      fulfiller_location_id TEXT,
      warehouse_id TEXT,
      shipping_config_id TEXT,
      payment_method INT NOT NULL,
      variants_subtotal_price BIGINT NOT NULL,
      tax_amount BIGINT NOT NULL,
      promo_discount BIGINT NOT NULL,
      reward_deduction BIGINT NOT NULL,
      credit_deduction BIGINT NOT NULL,
      shipping_price BIGINT NOT NULL,
      express_delivery_price BIGINT NOT NULL,
      bottle_deposit_amount BIGINT NOT NULL,
      price_modifiers JSONB NOT NULL DEFAULT '[]'::jsonb,
      total_price BIGINT NOT NULL CHECK (total_price >= 0),
      shipping_address JSONB,
      delivery_instructions TEXT,
      express_slot_template_id TEXT,
      express_slot_date DATE,
      express_time_display TEXT,
      purchase_order_number TEXT,
      fulfillment_status INT NOT NULL DEFAULT 0 CHECK (fulfillment_status BETWEEN 0 AND 10),
      order_to_fulfiller_status INT NOT NULL DEFAULT 0 CHECK (order_to_fulfiller_status BETWEEN 0 AND 7),
      shipment_status INT NOT NULL DEFAULT 0 CHECK (shipment_status BETWEEN 0 AND 4),
      is_first_order BOOLEAN NOT NULL,
      cancellation_reason TEXT,
      custom_cancellation_reason TEXT,
      cancelled_at TIMESTAMPTZ,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      CHECK (user_id IS NOT NULL OR guest_id IS NOT NULL)
    )`,
    `CREATE INDEX orders_placement_idx ON orders (placement_id)`,
    `CREATE INDEX orders_user_idx ON orders (user_id, created_at DESC, id) WHERE user_id IS NOT NULL`,
    `CREATE TABLE order_lines (
      order_id TEXT NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
      variant_id TEXT NOT NULL,
      position INT NOT NULL,
      quantity INT NOT NULL CHECK (quantity > 0),
      unit_price BIGINT NOT NULL,
      total_price BIGINT NOT NULL,
      bottle_deposit BIGINT NOT NULL DEFAULT 0,
      picking_notes TEXT,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      PRIMARY KEY (order_id, variant_id)
    )`,
    // One row per use, so the per-customer limit is a count and a cancellation can delete it.
    `CREATE TABLE promo_code_usages (
      id TEXT PRIMARY KEY,
      promo_code_id TEXT NOT NULL,
      user_id TEXT REFERENCES users(id),
      guest_id TEXT,
      placement_id TEXT NOT NULL REFERENCES order_placements(id),
      discount BIGINT NOT NULL,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now()
    )`,
    `CREATE INDEX promo_code_usages_user_idx ON promo_code_usages (promo_code_id, user_id)`,
    `CREATE INDEX promo_code_usages_guest_idx ON promo_code_usages (promo_code_id, guest_id)`,
    // How many orders took a slot on a given day; booked never exceeds the template's capacity.
    `CREATE TABLE express_slot_bookings (
      template_id TEXT NOT NULL,
      slot_date DATE NOT NULL,
      booked INT NOT NULL CHECK (booked >= 0),
      PRIMARY KEY (template_id, slot_date)
    )`,
    // Idempotency-Key of place-order, per shopper; rows are kept at least 24 hours.
    `CREATE TABLE idempotency_keys (
      owner_key TEXT NOT NULL,
      key TEXT NOT NULL,
      request_hash TEXT NOT NULL,
      placement_id TEXT REFERENCES order_placements(id),
      status_code INT NOT NULL,
      response JSONB NOT NULL,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      PRIMARY KEY (owner_key, key)
    )`,
    `CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at)`,
    // Loyalty vouchers a member holds (points redeemed into a voucher) and their use on an order.
    `CREATE TABLE vouchers (
      id TEXT PRIMARY KEY,
      user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      code TEXT NOT NULL UNIQUE,
      name TEXT NOT NULL,
      value BIGINT NOT NULL CHECK (value > 0),
      minimum_purchase BIGINT NOT NULL DEFAULT 0,
      points_cost INT NOT NULL DEFAULT 0,
      status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'used', 'expired')),
      valid_from TIMESTAMPTZ NOT NULL DEFAULT now(),
      valid_until TIMESTAMPTZ NOT NULL,
      redeemed_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      used_at TIMESTAMPTZ,
      used_order_id TEXT REFERENCES order_placements(id),
      CHECK ((status = 'used') = (used_order_id IS NOT NULL))
    )`,
    `CREATE INDEX vouchers_user_idx ON vouchers (user_id, status, valid_until)`,
    // Store credit as a ledger: the balance is the sum; a spend is a negative entry.
    `CREATE TABLE user_credit_entries (
      id TEXT PRIMARY KEY,
      user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      amount BIGINT NOT NULL CHECK (amount <> 0),
      reason TEXT NOT NULL,
      order_id TEXT REFERENCES order_placements(id),
      created_at TIMESTAMPTZ NOT NULL DEFAULT now()
    )`,
    `CREATE INDEX user_credit_entries_user_idx ON user_credit_entries (user_id, created_at)`,
  ],
};
