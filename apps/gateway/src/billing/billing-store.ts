import { PaymentMethod } from '@gio/domain-enums';
import { BillingType } from '@gio/domain-checkout';
import type { Queryable } from '../db/database';
import type { TokenisedCard } from '../payments/card-provider';
import { newId } from '../security/random';

/** A billing info row as the billing calls read it. */
export interface BillingRow {
  id: string;
  type: string;
  brand: string;
  last_four: string;
  exp_month: number;
  exp_year: number;
  holder_name: string;
  billing_address_id: string | null;
  created_at: Date | string;
  is_default: boolean;
}

/** A payment method row as the billing calls read it. */
export interface PaymentMethodRow {
  id: string;
  payment_method: number;
  billing_info_id: string | null;
  label: string;
  is_default: boolean;
}

/** Locks the user's row until the transaction ends (card changes of one user queue on it). */
export async function lockUser(tx: Queryable, userId: string): Promise<void> {
  await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
}

/** How many billing infos the user keeps. */
export async function countBillingInfos(q: Queryable, userId: string): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM billing_infos WHERE user_id = $1',
    [userId],
  );
  return rows[0]?.n ?? 0;
}

/** Stores a tokenised card as a billing info of the user; answers its id. */
export async function insertCardBillingInfo(
  tx: Queryable,
  userId: string,
  info: {
    readonly provider: string;
    readonly card: TokenisedCard;
    readonly holderName: string;
    readonly billingAddressId: string | null;
  },
): Promise<string> {
  const id = newId('bil');
  await tx.query(
    `INSERT INTO billing_infos (id, user_id, type, provider, provider_token, brand, last_four, exp_month, exp_year,
           holder_name, billing_address_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      id,
      userId,
      BillingType.CREDIT_CARD,
      info.provider,
      info.card.token,
      info.card.brand,
      info.card.lastFour,
      info.card.expMonth,
      info.card.expYear,
      info.holderName,
      info.billingAddressId,
    ],
  );
  return id;
}

/** Whether the user has a default payment method. */
export async function hasDefaultPaymentMethod(q: Queryable, userId: string): Promise<boolean> {
  const { rows } = await q.query(
    'SELECT 1 FROM payment_methods WHERE user_id = $1 AND is_default',
    [userId],
  );
  return rows.length > 0;
}

/** The saved-card payment method of a billing info. */
export async function insertSavedCardMethod(
  tx: Queryable,
  userId: string,
  method: { readonly billingInfoId: string; readonly label: string; readonly isDefault: boolean },
): Promise<void> {
  await tx.query(
    `INSERT INTO payment_methods (id, user_id, payment_method, billing_info_id, label, is_default)
         VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      newId('pm'),
      userId,
      PaymentMethod.SAVED_CARD,
      method.billingInfoId,
      method.label,
      method.isDefault,
    ],
  );
}

/** Whether the user has a default billing info. */
export async function hasDefaultBillingInfo(q: Queryable, userId: string): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM default_billing_infos WHERE user_id = $1', [
    userId,
  ]);
  return rows.length > 0;
}

/** The user's billing infos (oldest first, each with whether it is the default) and payment methods. */
export async function billingRows(
  q: Queryable,
  userId: string,
): Promise<{ infos: BillingRow[]; methods: PaymentMethodRow[] }> {
  const [infos, methods] = await Promise.all([
    q.query<BillingRow>(
      `SELECT b.*, (d.billing_info_id IS NOT NULL) AS is_default
         FROM billing_infos b LEFT JOIN default_billing_infos d ON d.user_id = b.user_id AND d.billing_info_id = b.id
         WHERE b.user_id = $1 ORDER BY b.created_at, b.id`,
      [userId],
    ),
    q.query<PaymentMethodRow>(
      'SELECT id, payment_method, billing_info_id, label, is_default FROM payment_methods WHERE user_id = $1 ORDER BY created_at, id',
      [userId],
    ),
  ]);
  return { infos: infos.rows, methods: methods.rows };
}

/** The type of one of the user's billing infos, or null when the user has no such billing info. */
export async function billingInfoType(
  q: Queryable,
  userId: string,
  id: string,
): Promise<string | null> {
  const { rows } = await q.query<{ type: string }>(
    'SELECT type FROM billing_infos WHERE id = $1 AND user_id = $2',
    [id, userId],
  );
  return rows[0]?.type ?? null;
}

/** Deletes one of the user's billing infos (its payment method goes with it); false when there is none. */
export async function deleteBillingInfo(
  tx: Queryable,
  userId: string,
  id: string,
): Promise<boolean> {
  const { rows } = await tx.query(
    'DELETE FROM billing_infos WHERE id = $1 AND user_id = $2 RETURNING id',
    [id, userId],
  );
  return rows.length > 0;
}

/**
 * Deletes one of the user's payment methods; answers `{ billingInfoId }` (the card it paid
 * with, if any), or null when the user has no such method.
 */
export async function deletePaymentMethod(
  tx: Queryable,
  userId: string,
  id: string,
): Promise<{ billingInfoId: string | null } | null> {
  const { rows } = await tx.query<{ billing_info_id: string | null }>(
    'DELETE FROM payment_methods WHERE id = $1 AND user_id = $2 RETURNING billing_info_id',
    [id, userId],
  );
  const row = rows[0];
  return row ? { billingInfoId: row.billing_info_id } : null;
}

/** Deletes a billing info of the user, whether or not it is there. */
export async function deleteBillingInfoIfAny(
  tx: Queryable,
  userId: string,
  id: string,
): Promise<void> {
  await tx.query('DELETE FROM billing_infos WHERE id = $1 AND user_id = $2', [id, userId]);
}

/** Locks one of the user's payment methods; false when the user has no such method. */
export async function lockPaymentMethod(
  tx: Queryable,
  userId: string,
  id: string,
): Promise<boolean> {
  const { rows } = await tx.query(
    'SELECT 1 FROM payment_methods WHERE id = $1 AND user_id = $2 FOR UPDATE',
    [id, userId],
  );
  return rows.length > 0;
}

/** Unsets the user's default payment method. */
export async function unsetDefaultPaymentMethod(tx: Queryable, userId: string): Promise<void> {
  await tx.query(
    'UPDATE payment_methods SET is_default = false WHERE user_id = $1 AND is_default',
    [userId],
  );
}

/** Makes one of the user's payment methods the default. */
export async function setDefaultPaymentMethod(
  tx: Queryable,
  userId: string,
  id: string,
): Promise<void> {
  await tx.query('UPDATE payment_methods SET is_default = true WHERE id = $1 AND user_id = $2', [
    id,
    userId,
  ]);
}

/** Makes the billing info the user's default. */
export async function setDefaultBillingInfo(
  tx: Queryable,
  userId: string,
  id: string,
): Promise<void> {
  await tx.query(
    `INSERT INTO default_billing_infos (user_id, billing_info_id) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET billing_info_id = EXCLUDED.billing_info_id`,
    [userId, id],
  );
}

/** Makes the user's newest payment method the default. */
export async function makeNewestMethodDefault(tx: Queryable, userId: string): Promise<void> {
  await tx.query(
    `UPDATE payment_methods SET is_default = true
       WHERE id = (SELECT id FROM payment_methods WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT 1)`,
    [userId],
  );
}
