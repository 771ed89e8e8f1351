import type { CartRuleVariant } from '@gio/domain-cart';
import { ProductType, StorageKeys, VariantState } from '@gio/domain-enums';
import { AGE_GATE_CONFIRMED } from '@gio/domain-quantity';
import { newId } from '../security/random';
import type { Queryable } from '../db/database';
import { prepared } from '../db/prepared';
import { LISTED_VARIANT_COLUMNS, PRODUCT_JOIN, type VariantRow } from '../catalogue/rows';
import type { CartOwner } from './cart-owner';
import type { SessionUserRow } from '../session/session-store';

/**
 * A variant row with what the cart rules read besides the catalogue columns, and its product's
 * category ids (an index probe per row), which the cart's variant views show: with them the
 * answer needs no further statement for categories.
 */
export type CartVariantRow = VariantRow & {
  fulfillment_methods: number[];
  category_ids?: string[];
};

/** One stored cart line; `variant` is null when the variant no longer exists. */
export interface StoredLine {
  readonly variantId: string;
  readonly fulfillerLocationId: string;
  readonly fulfillmentMethod: number;
  readonly warehouseId: string;
  readonly quantity: number;
  readonly customerItemPickingNotes: string | null;
  readonly addedByUserId: string | null;
  readonly seenPrice: number;
  readonly addedAt: Date;
  readonly variant: CartVariantRow | null;
}

/** The identity of a line within its cart (storefront.md §4: variant, location, method). */
export interface LineKey {
  readonly variantId: string;
  readonly fulfillerLocationId: string;
  readonly fulfillmentMethod: number;
}

export const sameLine = (a: LineKey, b: LineKey): boolean =>
  a.variantId === b.variantId &&
  a.fulfillerLocationId === b.fulfillerLocationId &&
  a.fulfillmentMethod === b.fulfillmentMethod;

/**
 * What the cart reads of a variant (storefront.md §3 Variant): the facts the refusal rules of
 * `@gio/domain-cart` read, plus its name, price and where it is fulfilled from.
 */
export interface CartVariantFacts extends CartRuleVariant {
  readonly name: string;
  /** Current unit price, đồng. */
  readonly price: number;
  readonly warehouseId: string;
  readonly fulfillerId: string;
  readonly fulfillerLocationId: string;
  readonly fulfillmentMethodType: number;
  readonly fulfillerType: number;
  readonly fulfillmentMethods: readonly number[];
}

/** The rule facts of a catalogue variant row. */
export function factsOf(row: CartVariantRow): CartVariantFacts {
  return {
    id: row.id,
    name: row.name,
    price: row.price,
    state: row.state,
    availableCount: row.available_count,
    maxCartQuantity: row.max_cart_quantity,
    productType: row.product_type,
    warehouseId: row.warehouse_id,
    fulfillerId: row.fulfiller_id,
    fulfillerLocationId: row.fulfiller_location_id,
    fulfillmentMethodType: row.fulfillment_method_type,
    fulfillerType: row.fulfiller_type,
    fulfillmentMethods: row.fulfillment_methods,
    isAgeGated: row.product?.is_age_gated ?? false,
    sampleAllowedCount: row.product?.sample_allowed_count ?? null,
  };
}

const VARIANT_SELECT = `${LISTED_VARIANT_COLUMNS}, v.fulfillment_methods,
  ARRAY(SELECT pc.category_id FROM product_categories pc WHERE pc.product_id = v.product_id) AS category_ids`;

/** The cart row of an owner, or null before its first line. */
export async function findCart(
  q: Queryable,
  owner: Pick<CartOwner, 'kind' | 'ownerId'>,
): Promise<{ id: string; updated_at: Date } | null> {
  const { rows } = await q.query<{ id: string; updated_at: Date }>(
    'SELECT id, updated_at FROM carts WHERE owner_kind = $1 AND owner_id = $2',
    [owner.kind, owner.ownerId],
  );
  return rows[0] ?? null;
}

/**
 * The owner's cart row, created when missing, locked until the transaction ends: every change
 * of one cart queues here, so a read-modify-write of its lines never loses a concurrent one.
 */
export async function lockCart(
  tx: Queryable,
  owner: Pick<CartOwner, 'kind' | 'ownerId'>,
): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO carts (id, owner_kind, owner_id) VALUES ($1, $2, $3)
     ON CONFLICT (owner_kind, owner_id) DO UPDATE SET updated_at = now()
     RETURNING id`,
    [newId('cart'), owner.kind, owner.ownerId],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('cart upsert returned no row');
  return id;
}

/** The owner's locked cart row, and the session's age confirmation, read by the same statement. */
export interface LockedCart {
  readonly id: string;
  readonly updatedAt: Date;
  readonly ageConfirmed: boolean;
}

/**
 * `lockCart` for a change that answers with the cart: the cart row's `updated_at` and the
 * session's age confirmation (storefront.md §4, key ageGate; false without a guest id) come back
 * with the lock, so the answer is built from what the transaction holds, with no read after it.
 */
export async function lockCartForChange(
  tx: Queryable,
  owner: Pick<CartOwner, 'kind' | 'ownerId' | 'guestId'>,
): Promise<LockedCart> {
  const { rows } = await tx.query<{ id: string; updated_at: Date; age_gate: string | null }>(
    `INSERT INTO carts (id, owner_kind, owner_id) VALUES ($1, $2, $3)
     ON CONFLICT (owner_kind, owner_id) DO UPDATE SET updated_at = now()
     RETURNING id, updated_at,
               (SELECT value FROM visitor_flags WHERE guest_id = $4 AND key = $5) AS age_gate`,
    [newId('cart'), owner.kind, owner.ownerId, owner.guestId, StorageKeys.AGE_GATE],
  );
  const row = rows[0];
  if (!row) throw new Error('cart upsert returned no row');
  return {
    id: row.id,
    updatedAt: new Date(row.updated_at),
    ageConfirmed: row.age_gate === AGE_GATE_CONFIRMED,
  };
}

/** Locks an existing cart by id until the transaction ends; false when it does not exist. */
export async function lockCartById(tx: Queryable, cartId: string): Promise<boolean> {
  const { rows } = await tx.query('SELECT id FROM carts WHERE id = $1 FOR UPDATE', [cartId]);
  return rows.length > 0;
}

interface LineRow {
  line_variant_id: string;
  line_location_id: string;
  line_method: number;
  line_warehouse_id: string;
  line_quantity: number;
  line_notes: string | null;
  line_user_id: string | null;
  line_seen_price: number;
  line_added_at: Date;
}

const LINE_SELECT = `l.variant_id AS line_variant_id, l.fulfiller_location_id AS line_location_id,
            l.fulfillment_method AS line_method, l.warehouse_id AS line_warehouse_id,
            l.quantity AS line_quantity, l.customer_item_picking_notes AS line_notes,
            l.added_by_user_id AS line_user_id, l.seen_price AS line_seen_price,
            l.added_at AS line_added_at, ${VARIANT_SELECT}`;

const LINE_ORDER = 'l.added_at, l.variant_id, l.fulfiller_location_id, l.fulfillment_method';

function storedLine(row: LineRow & Partial<CartVariantRow>): StoredLine {
  return {
    variantId: row.line_variant_id,
    fulfillerLocationId: row.line_location_id,
    fulfillmentMethod: row.line_method,
    warehouseId: row.line_warehouse_id,
    quantity: row.line_quantity,
    customerItemPickingNotes: row.line_notes,
    addedByUserId: row.line_user_id,
    seenPrice: row.line_seen_price,
    addedAt: new Date(row.line_added_at),
    variant: row.id ? (row as CartVariantRow) : null,
  };
}

/** The lines of a cart in the order they were added, each with its variant, in one statement. */
export async function readLines(q: Queryable, cartId: string): Promise<StoredLine[]> {
  const { rows } = await q.query<LineRow & Partial<CartVariantRow>>(
    `SELECT ${LINE_SELECT}
       FROM cart_lines l
       LEFT JOIN variants v ON v.id = l.variant_id
       LEFT JOIN products p ON p.id = v.product_id
      WHERE l.cart_id = $1
      ORDER BY ${LINE_ORDER}`,
    [cartId],
  );
  return rows.map(storedLine);
}

/** An owner's cart as one statement saw it: the row with its version, the age confirmation, the lines. */
export interface CartSnapshot {
  /** Null before the owner's first line. */
  readonly cart: { readonly id: string; readonly updatedAt: Date; readonly version: number } | null;
  readonly ageConfirmed: boolean;
  readonly lines: StoredLine[];
}

const SNAPSHOT_SQL = prepared(`SELECT c.id AS cart_id, c.updated_at AS cart_updated_at, c.version AS cart_version,
            (SELECT value FROM visitor_flags WHERE guest_id = $3 AND key = $4) AS age_gate,
            ${LINE_SELECT}
       FROM (SELECT 1) AS one
       LEFT JOIN carts c ON c.owner_kind = $1 AND c.owner_id = $2
       LEFT JOIN cart_lines l ON l.cart_id = c.id
       LEFT JOIN variants v ON v.id = l.variant_id
       LEFT JOIN products p ON p.id = v.product_id
      ORDER BY ${LINE_ORDER}`);

/**
 * The owner's cart row and version, the session's age confirmation (storefront.md §4, key
 * ageGate) and the lines with their variants, in one statement (one snapshot, no lock): what a
 * change decides on before it writes with `upsertLineIfVersion` / `deleteLineIfVersion`.
 */
export async function readCartSnapshot(
  q: Queryable,
  owner: Pick<CartOwner, 'kind' | 'ownerId' | 'guestId'>,
): Promise<CartSnapshot> {
  const { rows } = await q.query<
    Partial<LineRow> &
      Partial<CartVariantRow> & {
        cart_id: string | null;
        cart_updated_at: Date | null;
        cart_version: number | null;
        age_gate: string | null;
      }
  >(
    SNAPSHOT_SQL,
    [owner.kind, owner.ownerId, owner.guestId, StorageKeys.AGE_GATE],
  );
  const first = rows[0];
  return {
    cart:
      first?.cart_id &&
      first.cart_updated_at &&
      first.cart_version !== null &&
      first.cart_version !== undefined
        ? {
            id: first.cart_id,
            updatedAt: new Date(first.cart_updated_at),
            version: Number(first.cart_version),
          }
        : null,
    ageConfirmed: first?.age_gate === AGE_GATE_CONFIRMED,
    lines: rows
      .filter((row) => row.line_variant_id)
      .map((row) => storedLine(row as LineRow & Partial<CartVariantRow>)),
  };
}

/** Catalogue rows of the given variant ids with their product (unknown ids are absent). */
export async function variantRows(
  q: Queryable,
  ids: readonly string[],
): Promise<Map<string, CartVariantRow>> {
  if (ids.length === 0) return new Map();
  const { rows } = await q.query<CartVariantRow>(
    `SELECT ${VARIANT_SELECT} FROM variants v ${PRODUCT_JOIN} WHERE v.id = ANY($1::text[])`,
    [[...new Set(ids)]],
  );
  return new Map(rows.map((row) => [row.id, row]));
}

/** A fulfiller location's fulfiller and methods, or null when there is no such location. */
export async function fulfillerLocation(
  q: Queryable,
  id: string,
): Promise<{
  fulfiller_id: string;
  warehouse_id: string;
  fulfillment_method_types: number[];
} | null> {
  const { rows } = await q.query<{
    fulfiller_id: string;
    warehouse_id: string;
    fulfillment_method_types: number[];
  }>(
    'SELECT fulfiller_id, warehouse_id, fulfillment_method_types FROM fulfiller_locations WHERE id = $1',
    [id],
  );
  return rows[0] ?? null;
}

/** The cart-owner facts of a user: their level, view and organisation (null when the user is gone). */
export type OwnerRow = SessionUserRow;

/** The user with their organisation's name and switches, or null when there is no such user. */
export async function ownerRow(q: Queryable, userId: string): Promise<OwnerRow | null> {
  const { rows } = await q.query<OwnerRow>(
    `SELECT u.id, u.account_level, u.client_view_type, u.organization_id,
            o.name AS organization_name, o.is_enabled AS organization_enabled, o.exclude_all_items
       FROM users u LEFT JOIN organizations o ON o.id = u.organization_id
      WHERE u.id = $1`,
    [userId],
  );
  return rows[0] ?? null;
}

/** What `upsertLine` stored: the line as `readLines` would read it, without its variant. */
export type UpsertedLine = Omit<StoredLine, 'variant'>;

/**
 * Inserts a line or sets the quantity (and picking notes, when given) of the existing one, and
 * answers the line as stored (its first added time and adder stay those of the first add).
 */
/** What an upsert of a cart line returns (RETURNING warehouse_id … added_at). */
interface WrittenLineRow {
    warehouse_id: string;
    quantity: number;
    customer_item_picking_notes: string | null;
    added_by_user_id: string | null;
    seen_price: number;
    added_at: Date;
}

/** The stored line an upsert wrote: its key as sent, the rest as the row holds it now. */
function writtenLine(line: LineKey, row: WrittenLineRow): UpsertedLine {
  return {
    variantId: line.variantId,
    fulfillerLocationId: line.fulfillerLocationId,
    fulfillmentMethod: line.fulfillmentMethod,
    warehouseId: row.warehouse_id,
    quantity: row.quantity,
    customerItemPickingNotes: row.customer_item_picking_notes,
    addedByUserId: row.added_by_user_id,
    seenPrice: row.seen_price,
    addedAt: new Date(row.added_at),
  };
}

export async function upsertLine(
  tx: Queryable,
  cartId: string,
  line: LineKey & {
    warehouseId: string;
    quantity: number;
    /** undefined keeps the stored notes. */
    customerItemPickingNotes: string | null | undefined;
    addedByUserId: string | null;
    seenPrice: number;
  },
): Promise<UpsertedLine> {
  const { rows } = await tx.query<WrittenLineRow>(
    `INSERT INTO cart_lines (cart_id, variant_id, fulfiller_location_id, fulfillment_method, warehouse_id,
                             quantity, customer_item_picking_notes, added_by_user_id, seen_price)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (cart_id, variant_id, fulfiller_location_id, fulfillment_method) DO UPDATE
       SET quantity = EXCLUDED.quantity,
           warehouse_id = EXCLUDED.warehouse_id,
           customer_item_picking_notes = CASE WHEN $10 THEN EXCLUDED.customer_item_picking_notes
                                              ELSE cart_lines.customer_item_picking_notes END,
           seen_price = EXCLUDED.seen_price,
           updated_at = clock_timestamp()
     RETURNING warehouse_id, quantity, customer_item_picking_notes, added_by_user_id, seen_price, added_at`,
    [
      cartId,
      line.variantId,
      line.fulfillerLocationId,
      line.fulfillmentMethod,
      line.warehouseId,
      line.quantity,
      line.customerItemPickingNotes ?? null,
      line.addedByUserId,
      line.seenPrice,
      line.customerItemPickingNotes !== undefined,
    ],
  );
  const row = rows[0];
  if (!row) throw new Error('cart line upsert returned no row');
  return writtenLine(line, row);
}

/**
 * `upsertLine` on a cart that still has the version a snapshot read (`readCartSnapshot`), in one
 * statement that also stamps the cart row: the compare-and-set waits for a concurrent writer's
 * row lock and then sees its committed version. Null, with nothing written, when the version
 * moved. The version is raised once, by the trigger of migration 0400 (the line written), so the
 * cart's version after the write is known: the one read plus one.
 */
export async function upsertLineIfVersion(
  q: Queryable,
  cart: { readonly id: string; readonly version: number },
  line: Parameters<typeof upsertLine>[2],
): Promise<{ line: UpsertedLine; cartUpdatedAt: Date; version: number } | null> {
  const { rows } = await q.query<WrittenLineRow & { cart_updated_at: Date }>(
    prepared(`WITH c AS (
       UPDATE carts SET updated_at = now()
        WHERE id = $1 AND version = $11
       RETURNING id, updated_at
     )
     INSERT INTO cart_lines (cart_id, variant_id, fulfiller_location_id, fulfillment_method, warehouse_id,
                             quantity, customer_item_picking_notes, added_by_user_id, seen_price)
     SELECT c.id, $2::text, $3::text, $4::int, $5::text, $6::int, $7::text, $8::text, $9::bigint FROM c
     ON CONFLICT (cart_id, variant_id, fulfiller_location_id, fulfillment_method) DO UPDATE
       SET quantity = EXCLUDED.quantity,
           warehouse_id = EXCLUDED.warehouse_id,
           customer_item_picking_notes = CASE WHEN $10::boolean THEN EXCLUDED.customer_item_picking_notes
                                              ELSE cart_lines.customer_item_picking_notes END,
           seen_price = EXCLUDED.seen_price,
           updated_at = clock_timestamp()
     RETURNING warehouse_id, quantity, customer_item_picking_notes, added_by_user_id, seen_price, added_at,
               (SELECT updated_at FROM c) AS cart_updated_at`),
    [
      cart.id,
      line.variantId,
      line.fulfillerLocationId,
      line.fulfillmentMethod,
      line.warehouseId,
      line.quantity,
      line.customerItemPickingNotes ?? null,
      line.addedByUserId,
      line.seenPrice,
      line.customerItemPickingNotes !== undefined,
      cart.version,
    ],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    line: writtenLine(line, row),
    cartUpdatedAt: new Date(row.cart_updated_at),
    version: cart.version + 1,
  };
}

/**
 * `deleteLine` under the same compare-and-set as `upsertLineIfVersion`: the cart's new
 * updated_at and version (raised by the trigger when a line went, as it was when none did), or
 * null when the version moved.
 */
export async function deleteLineIfVersion(
  q: Queryable,
  cart: { readonly id: string; readonly version: number },
  key: LineKey,
): Promise<{ cartUpdatedAt: Date; version: number } | null> {
  const { rows } = await q.query<{ updated_at: Date; deleted: number }>(
    prepared(`WITH c AS (
       UPDATE carts SET updated_at = now()
        WHERE id = $1 AND version = $5
       RETURNING id, updated_at
     ), d AS (
       DELETE FROM cart_lines l USING c
        WHERE l.cart_id = c.id AND l.variant_id = $2 AND l.fulfiller_location_id = $3
          AND l.fulfillment_method = $4
       RETURNING 1
     )
     SELECT updated_at, (SELECT count(*)::int FROM d) AS deleted FROM c`),
    [cart.id, key.variantId, key.fulfillerLocationId, key.fulfillmentMethod, cart.version],
  );
  const row = rows[0];
  return row ? { cartUpdatedAt: new Date(row.updated_at), version: cart.version + (row.deleted > 0 ? 1 : 0) } : null;
}

export async function deleteLine(tx: Queryable, cartId: string, key: LineKey): Promise<void> {
  await tx.query(
    `DELETE FROM cart_lines
      WHERE cart_id = $1 AND variant_id = $2 AND fulfiller_location_id = $3 AND fulfillment_method = $4`,
    [cartId, key.variantId, key.fulfillerLocationId, key.fulfillmentMethod],
  );
}

/** Sets a line's quantity and the price the visitor has seen. */
export async function settleLine(
  tx: Queryable,
  cartId: string,
  key: LineKey,
  quantity: number,
  seenPrice: number,
): Promise<void> {
  await tx.query(
    `UPDATE cart_lines SET quantity = $5, seen_price = $6
          WHERE cart_id = $1 AND variant_id = $2 AND fulfiller_location_id = $3 AND fulfillment_method = $4`,
    [cartId, key.variantId, key.fulfillerLocationId, key.fulfillmentMethod, quantity, seenPrice],
  );
}

/**
 * Takes ordered quantities off their lines in one statement: a line ordered whole is deleted,
 * one that holds more than was ordered keeps the rest (quantities of one line are summed).
 */
export async function removeOrderedQuantities(
  tx: Queryable,
  cartId: string,
  lines: readonly (LineKey & { readonly quantity: number })[],
): Promise<void> {
  const ordered = JSON.stringify(
    lines.map((line) => ({
      variant_id: line.variantId,
      fulfiller_location_id: line.fulfillerLocationId,
      fulfillment_method: line.fulfillmentMethod,
      quantity: line.quantity,
    })),
  );
  await tx.query(
    `WITH ordered AS (
       SELECT variant_id, fulfiller_location_id, fulfillment_method, sum(quantity)::int AS quantity
         FROM jsonb_to_recordset($2::jsonb)
              AS o(variant_id text, fulfiller_location_id text, fulfillment_method int, quantity int)
        GROUP BY 1, 2, 3
     ), lowered AS (
       UPDATE cart_lines c SET quantity = c.quantity - o.quantity, updated_at = clock_timestamp()
         FROM ordered o
        WHERE c.cart_id = $1 AND c.variant_id = o.variant_id
          AND c.fulfiller_location_id = o.fulfiller_location_id
          AND c.fulfillment_method = o.fulfillment_method AND c.quantity > o.quantity
        RETURNING 1
     )
     DELETE FROM cart_lines c USING ordered o
      WHERE c.cart_id = $1 AND c.variant_id = o.variant_id
        AND c.fulfiller_location_id = o.fulfiller_location_id
        AND c.fulfillment_method = o.fulfillment_method AND c.quantity <= o.quantity`,
    [cartId, ordered],
  );
}

/** Deletes a cart and its lines. */
export async function deleteCart(tx: Queryable, cartId: string): Promise<void> {
  await tx.query('DELETE FROM carts WHERE id = $1', [cartId]);
}

/** How many lines and units the guest cart of a guest id holds. */
export async function guestCartSize(
  q: Queryable,
  guestId: string,
): Promise<{ line_count: number; total_quantity: number | null } | null> {
  const { rows } = await q.query<{ line_count: number; total_quantity: number | null }>(
    `SELECT count(*)::int AS line_count, sum(l.quantity)::int AS total_quantity
         FROM carts c JOIN cart_lines l ON l.cart_id = c.id
        WHERE c.owner_kind = 'guest' AND c.owner_id = $1`,
    [guestId],
  );
  return rows[0] ?? null;
}

/** storefront.md §4: whether the session (its guest id) holds the age confirmation (key ageGate). */
export async function readAgeConfirmation(q: Queryable, guestId: string | null): Promise<boolean> {
  if (!guestId) return false;
  const { rows } = await q.query<{ value: string }>(
    'SELECT value FROM visitor_flags WHERE guest_id = $1 AND key = $2',
    [guestId, StorageKeys.AGE_GATE],
  );
  return rows[0]?.value === AGE_GATE_CONFIRMED;
}

/** storefront.md §4: keeps the shopper's age confirmation in the session under the key ageGate. */
export async function writeAgeConfirmation(q: Queryable, guestId: string): Promise<void> {
  await q.query(
    `INSERT INTO visitor_flags (guest_id, key, value) VALUES ($1, $2, $3)
     ON CONFLICT (guest_id, key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
    [guestId, StorageKeys.AGE_GATE, AGE_GATE_CONFIRMED],
  );
}

/** A shipping-config row (table shipping_configs). */
export interface ShippingConfigRow {
  id: string;
  fulfiller_type: number;
  fulfillment_method_type: number;
  fulfiller_id: string | null;
  name: string;
  price: number;
  flat_price: number;
  speed_type: number;
}

/** Every shipping-config row, in the order carts list them (a small reference table). */
export async function allShippingConfigRows(q: Queryable): Promise<ShippingConfigRow[]> {
  const { rows } = await q.query<ShippingConfigRow>(
    'SELECT * FROM shipping_configs ORDER BY fulfiller_type, fulfillment_method_type, price, id',
  );
  return rows;
}

/** The shipping-config rows of the given fulfiller types (one small-table read per cart). */
export async function shippingConfigRows(
  q: Queryable,
  fulfillerTypes: readonly number[],
): Promise<ShippingConfigRow[]> {
  if (fulfillerTypes.length === 0) return [];
  const { rows } = await q.query<ShippingConfigRow>(
    'SELECT * FROM shipping_configs WHERE fulfiller_type = ANY($1::int[]) ORDER BY fulfiller_type, fulfillment_method_type, price, id',
    [[...new Set(fulfillerTypes)]],
  );
  return rows;
}

/**
 * offers.promoVariants candidates: in-stock, non-sample variants of a running promotion, best
 * sellers first (ids only; the caller keeps them briefly and reads the rows fresh).
 */
export async function promoCandidateIds(q: Queryable, limit: number): Promise<string[]> {
  const { rows } = await q.query<{ id: string }>(
    `SELECT v.id
       FROM variants v
      WHERE v.id IN (SELECT vpb.variant_id
                       FROM variant_promotion_badges vpb
                       JOIN promotion_badges pb ON pb.id = vpb.promotion_badge_id
                       JOIN promotions pr ON pr.id = pb.promotion_id
                      WHERE pr.start_date <= now() AND pr.end_date > now())
        AND v.state = ${VariantState.ACTIVE} AND v.available_count > 0 AND v.product_type = ${ProductType.STANDARD}
      ORDER BY v.sales_count DESC, v.id
      LIMIT $1`,
    [limit],
  );
  return rows.map((row) => row.id);
}

/** The rows of the given variants that are in stock now, in the order given, at most `limit`. */
export async function inStockVariantRows(
  q: Queryable,
  ids: readonly string[],
  limit: number,
): Promise<CartVariantRow[]> {
  if (ids.length === 0 || limit <= 0) return [];
  const { rows } = await q.query<CartVariantRow>(
    `SELECT ${VARIANT_SELECT}
       FROM variants v ${PRODUCT_JOIN}
      WHERE v.id = ANY($1::text[]) AND v.state = ${VariantState.ACTIVE} AND v.available_count > 0
      ORDER BY array_position($1::text[], v.id)
      LIMIT $2`,
    [[...ids], limit],
  );
  return rows;
}
