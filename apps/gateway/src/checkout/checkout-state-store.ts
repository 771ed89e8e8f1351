import type { Queryable } from '../db/database';

/**
 * The checkout choices held for one shopper (storefront.md §3: "Also held: pending order id and
 * gid, selected delivery, loyalty and billing choices, purchase order number"), one row of
 * `checkout_states` keyed by `u:<user id>`.
 */
export interface CheckoutStateRow {
  shipping_address_id: string | null;
  marketplace_address_id: string | null;
  express_slot_template_id: string | null;
  express_slot_date: string | null;
  standard_delivery_instructions: string | null;
  loyalty_member_id: string | null;
  loyalty_selection: string | null;
  billing_type: string | null;
  billing_info_id: string | null;
  billing_data: Record<string, string> | null;
  selected_payment_method_id: string | null;
  apply_user_credits: boolean;
  purchase_order_number: string | null;
  promo_codes: string[];
  voucher_ids: string[];
  vat_not_needed: boolean;
  pending_placement_id: string | null;
}

export const EMPTY_CHECKOUT_STATE: CheckoutStateRow = {
  shipping_address_id: null,
  marketplace_address_id: null,
  express_slot_template_id: null,
  express_slot_date: null,
  standard_delivery_instructions: null,
  loyalty_member_id: null,
  loyalty_selection: null,
  billing_type: null,
  billing_info_id: null,
  billing_data: null,
  selected_payment_method_id: null,
  apply_user_credits: false,
  purchase_order_number: null,
  promo_codes: [],
  voucher_ids: [],
  vat_not_needed: false,
  pending_placement_id: null,
};

export type CheckoutStatePatch = Partial<CheckoutStateRow>;

/** The key of a signed-in user's checkout. */
export const userCheckoutKey = (userId: string): string => `u:${userId}`;

const CAST: Partial<Record<keyof CheckoutStateRow, string>> = {
  express_slot_date: '::date',
  billing_data: '::jsonb',
  promo_codes: '::text[]',
  voucher_ids: '::text[]',
};

/** Writes the given choices, creating the row on first use; one statement. */
export async function saveCheckoutState(
  q: Queryable,
  userId: string,
  patch: CheckoutStatePatch,
): Promise<void> {
  const columns = (Object.keys(patch) as (keyof CheckoutStateRow)[]).filter(
    (column) => column in EMPTY_CHECKOUT_STATE,
  );
  if (columns.length === 0) return;
  const values = columns.map((column) => {
    const value = patch[column];
    return column === 'billing_data' && value !== null ? JSON.stringify(value) : value;
  });
  const placeholders = columns.map((column, index) => `$${index + 3}${CAST[column] ?? ''}`);
  await q.query(
    `INSERT INTO checkout_states (owner_key, user_id, ${columns.join(', ')}, updated_at)
     VALUES ($1, $2, ${placeholders.join(', ')}, now())
     ON CONFLICT (owner_key) DO UPDATE SET ${columns.map((column) => `${column} = EXCLUDED.${column}`).join(', ')}, updated_at = now()`,
    [userCheckoutKey(userId), userId, ...values],
  );
}

/**
 * Order placement: the choices an order used up (promo codes, vouchers, express slot, store
 * credit, purchase order number) are cleared, and the placement waits as the pending one.
 */
export async function clearOrderedChoices(
  tx: Queryable,
  ownerKey: string,
  placementId: string,
): Promise<void> {
  await tx.query(
    `UPDATE checkout_states SET promo_codes = '{}', voucher_ids = '{}', express_slot_template_id = NULL,
                express_slot_date = NULL, apply_user_credits = false, purchase_order_number = NULL,
                pending_placement_id = $2, updated_at = now()
          WHERE owner_key = $1`,
    [ownerKey, placementId],
  );
}
