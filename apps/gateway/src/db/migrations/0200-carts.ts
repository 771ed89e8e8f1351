import type { Migration } from './migration';

/**
 * Carts (storefront.md §3 Cart, §4 Cart add flow): one cart per owner, where the owner is a
 * guest (the session's guest id), a signed-in user, or an organisation (its shared cart, used by
 * members in business view). A line is keyed by variant, fulfiller location and fulfilment
 * method within its cart, the spec's line identity, so concurrent adds meet on one row.
 *
 * Lines keep no foreign key to `variants`: the benchmark importer truncates the catalogue, and
 * a line whose variant is gone is reported to the shopper as removed (cart differences) rather
 * than blocking the import. `seen_price` is the unit price the visitor last saw, for the
 * price-change part of the cart differences.
 *
 * `visitor_flags` holds per-session state keyed by the session's guest id, such as the age
 * confirmation (key `ageGate`): it follows the shopper through sign-in and ends with sign-out,
 * as the session's guest id does.
 */
export const migration0200Carts: Migration = {
  id: '0200-carts',
  statements: [
    `CREATE TABLE carts (
      id TEXT PRIMARY KEY,
      owner_kind TEXT NOT NULL CHECK (owner_kind IN ('guest', 'user', 'organization')),
      owner_id TEXT NOT NULL,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      UNIQUE (owner_kind, owner_id)
    )`,
    `CREATE TABLE cart_lines (
      cart_id TEXT NOT NULL REFERENCES carts(id) ON DELETE CASCADE,
      variant_id TEXT NOT NULL,
      fulfiller_location_id TEXT NOT NULL,
      fulfillment_method INT NOT NULL,
      warehouse_id TEXT NOT NULL,
      quantity INT NOT NULL CHECK (quantity > 0),
      customer_item_picking_notes TEXT,
      added_by_user_id TEXT,
      seen_price BIGINT NOT NULL,
      added_at TIMESTAMPTZ NOT NULL DEFAULT clock_timestamp(),
      updated_at TIMESTAMPTZ NOT NULL DEFAULT clock_timestamp(),
      PRIMARY KEY (cart_id, variant_id, fulfiller_location_id, fulfillment_method)
    )`,
    `CREATE TABLE visitor_flags (
      guest_id TEXT NOT NULL,
      key TEXT NOT NULL,
      value TEXT NOT NULL,
      updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      PRIMARY KEY (guest_id, key)
    )`,
  ],
};
