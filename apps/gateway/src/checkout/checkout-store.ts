import { PaymentTransactionStatus } from '@gio/domain-enums';
import type { AddressRow as SavedAddressRow } from '../addresses/address-store';
import type { Queryable } from '../db/database';
import { userCheckoutKey, type CheckoutStateRow } from './checkout-state-store';

/**
 * What the checkout reads of the shopper besides the cart (their user row with organisation,
 * balances, saved addresses and billing and the held choices, in one statement; the pickup
 * store), and what order placement keeps besides the orders: its Idempotency-Keys and the uses
 * of the promo codes it applied.
 */

/** A saved address as checkout reads it: the address calls' row without its bookkeeping. */
export type AddressRow = Omit<SavedAddressRow, 'type' | 'created_at' | 'is_default'>;

/** A saved billing info as checkout reads it. */
export interface BillingInfoRow {
  id: string;
  type: string;
  brand: string;
  last_four: string;
}

/** A saved payment method as checkout reads it. */
export interface PaymentMethodRow {
  id: string;
  payment_method: number;
  billing_info_id: string | null;
}

/** The user side of the checkout: the user, their organisation's switches, balances, saved data and held choices. */
export interface CheckoutUserRow {
  id: string;
  telephone_number: string | null;
  num_successful_orders: number;
  first_order_eligible: boolean;
  loyalty_reward_cents: number;
  organization_id: string | null;
  org_enabled: boolean | null;
  promo_code_enabled: boolean | null;
  reward_enabled: boolean | null;
  credit_enabled: boolean | null;
  invoice_enabled: boolean | null;
  ach_direct_debit_enabled: boolean | null;
  credit_balance: number;
  default_billing_info_id: string | null;
  last_payment: { billing_type: string; billing_info_id: string | null } | null;
  state: CheckoutStateRow | null;
  /** The last placement while its payment waits on a hosted page (PENDING). */
  pending_order: { id: string; gid: string } | null;
  addresses: AddressRow[];
  billing_infos: BillingInfoRow[];
  payment_methods: PaymentMethodRow[];
}

const USER_SQL = `
  SELECT u.id, u.telephone_number, u.num_successful_orders, u.first_order_eligible, u.loyalty_reward_cents,
         u.organization_id, o.is_enabled AS org_enabled, o.promo_code_enabled, o.reward_enabled, o.credit_enabled,
         o.invoice_enabled, o.ach_direct_debit_enabled,
         (SELECT COALESCE(sum(c.amount), 0) FROM user_credit_entries c WHERE c.user_id = u.id)::bigint AS credit_balance,
         (SELECT d.billing_info_id FROM default_billing_infos d WHERE d.user_id = u.id) AS default_billing_info_id,
         (SELECT row_to_json(p) FROM (SELECT billing_type, billing_info_id FROM order_placements
            WHERE user_id = u.id ORDER BY created_at DESC LIMIT 1) p) AS last_payment,
         (SELECT row_to_json(s) FROM checkout_states s WHERE s.owner_key = $2) AS state,
         (SELECT json_build_object('id', p.id, 'gid', p.gid) FROM checkout_states s JOIN order_placements p ON p.id = s.pending_placement_id
           WHERE s.owner_key = $2 AND p.payment_status = ${PaymentTransactionStatus.PENDING}) AS pending_order,
         COALESCE((SELECT json_agg(a ORDER BY a.created_at, a.id) FROM addresses a WHERE a.user_id = u.id), '[]') AS addresses,
         COALESCE((SELECT json_agg(json_build_object('id', b.id, 'type', b.type, 'brand', b.brand, 'last_four', b.last_four)
            ORDER BY b.created_at, b.id) FROM billing_infos b WHERE b.user_id = u.id), '[]') AS billing_infos,
         COALESCE((SELECT json_agg(json_build_object('id', m.id, 'payment_method', m.payment_method, 'billing_info_id', m.billing_info_id)
            ORDER BY m.created_at, m.id) FROM payment_methods m WHERE m.user_id = u.id), '[]') AS payment_methods
    FROM users u LEFT JOIN organizations o ON o.id = u.organization_id
   WHERE u.id = $1`;

/** The user side of the checkout in one statement; `lock` holds the user row until commit. */
export async function loadCheckoutUser(
  q: Queryable,
  userId: string,
  lock: boolean,
): Promise<CheckoutUserRow | null> {
  const { rows } = await q.query<CheckoutUserRow>(`${USER_SQL}${lock ? ' FOR UPDATE OF u' : ''}`, [
    userId,
    userCheckoutKey(userId),
  ]);
  return rows[0] ?? null;
}

/** The warehouse of a fulfiller location (the pickup address of a pickup-only checkout), or null. */
export async function pickupWarehouse(
  q: Queryable,
  locationId: string | undefined,
): Promise<{ id: string; name: string; address: Record<string, string> } | null> {
  const { rows } = await q.query<{ id: string; name: string; address: Record<string, string> }>(
    `SELECT w.id, w.name, w.address FROM fulfiller_locations l JOIN warehouses w ON w.id = l.warehouse_id WHERE l.id = $1`,
    [locationId],
  );
  return rows[0] ?? null;
}

/** Claims an Idempotency-Key for a placement; false when the owner used the key before. */
export async function claimIdempotencyKey(
  tx: Queryable,
  ownerKey: string,
  key: string,
  requestHash: string,
): Promise<boolean> {
  const claimed = await tx.query(
    `INSERT INTO idempotency_keys (owner_key, key, request_hash, status_code, response)
         VALUES ($1, $2, $3, 0, '{}'::jsonb) ON CONFLICT (owner_key, key) DO NOTHING RETURNING key`,
    [ownerKey, key, requestHash],
  );
  return claimed.rows.length > 0;
}

/** Stores the answer of a placement under its key, with the request and cart it answered. */
export async function storeIdempotentAnswer(
  tx: Queryable,
  ownerKey: string,
  key: string,
  answer: { requestHash: string; placementId: string; response: unknown },
): Promise<void> {
  await tx.query(
    `UPDATE idempotency_keys SET request_hash = $3, placement_id = $4, status_code = 201, response = $5::jsonb
          WHERE owner_key = $1 AND key = $2`,
    [ownerKey, key, answer.requestHash, answer.placementId, JSON.stringify(answer.response)],
  );
}

/** What a key holds: the request (and cart) it answered, the status and the answer; null if none. */
export async function idempotentAnswer<Response>(
  q: Queryable,
  ownerKey: string,
  key: string,
): Promise<{ request_hash: string; status_code: number; response: Response } | null> {
  const { rows } = await q.query<{
    request_hash: string;
    status_code: number;
    response: Response;
  }>(
    'SELECT request_hash, status_code, response FROM idempotency_keys WHERE owner_key = $1 AND key = $2',
    [ownerKey, key],
  );
  return rows[0] ?? null;
}

/** Deletes keys older than `hours`. */
export async function deleteIdempotencyKeysOlderThan(q: Queryable, hours: number): Promise<void> {
  await q.query(
    `DELETE FROM idempotency_keys WHERE created_at < now() - make_interval(hours => $1)`,
    [hours],
  );
}

/** Records the uses of the promo codes a placement applied, with the discount each gave, in one statement. */
export async function insertPromoCodeUsages(
  tx: Queryable,
  userId: string,
  placementId: string,
  uses: readonly { id: string; promo_code_id: string; discount: number }[],
): Promise<void> {
  await tx.query(
    `INSERT INTO promo_code_usages (id, promo_code_id, user_id, placement_id, discount)
       SELECT u.id, u.promo_code_id, $1, $2, u.discount FROM jsonb_to_recordset($3::jsonb) AS u(id text, promo_code_id text, discount bigint)`,
    [userId, placementId, JSON.stringify(uses)],
  );
}
