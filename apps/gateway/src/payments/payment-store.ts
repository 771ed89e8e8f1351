import type { BillingType } from '@gio/domain-checkout';
import { PaymentTransactionStatus } from '@gio/domain-enums';
import type { Queryable } from '../db/database';
import { newId } from '../security/random';
import type { PaymentChannel, PaymentTransaction } from './payment-provider';

/**
 * The payment_transactions table and its event log, and what the payments read elsewhere (a
 * saved card, a placement's number). The transition rules are in `payment-transactions.ts`.
 */

interface PaymentRow {
  id: string;
  kind: 'sale' | 'refund';
  parent_id: string | null;
  placement_id: string;
  user_id: string | null;
  organization_id: string | null;
  billing_type: string;
  payment_method: number;
  provider: string;
  provider_reference: string | null;
  status: number;
  amount: number;
  captured_amount: number;
  refunded_amount: number;
  currency: string;
  card_brand: string | null;
  card_last_four: string | null;
  decline_reason: string | null;
  channel: string;
  redirect_path: string | null;
  hosted_expires_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

const COLUMNS = `id, kind, parent_id, placement_id, user_id, organization_id, billing_type, payment_method, provider,
  provider_reference, status, amount, captured_amount, refunded_amount, currency, card_brand, card_last_four,
  decline_reason, channel, redirect_path, hosted_expires_at, created_at, updated_at`;

function toPayment(row: PaymentRow): PaymentTransaction {
  return {
    id: row.id,
    kind: row.kind,
    parentId: row.parent_id,
    placementId: row.placement_id,
    userId: row.user_id,
    organizationId: row.organization_id,
    billingType: row.billing_type as BillingType,
    paymentMethod: row.payment_method,
    provider: row.provider,
    providerReference: row.provider_reference,
    status: row.status as PaymentTransactionStatus,
    amount: Number(row.amount),
    capturedAmount: Number(row.captured_amount),
    refundedAmount: Number(row.refunded_amount),
    currency: row.currency,
    cardBrand: row.card_brand,
    cardLastFour: row.card_last_four,
    declineReason: row.decline_reason,
    channel: row.channel as PaymentChannel,
    redirectPath: row.redirect_path,
    hostedExpiresAt: row.hosted_expires_at === null ? null : new Date(row.hosted_expires_at),
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  };
}

export interface NewPayment {
  readonly kind: 'sale' | 'refund';
  readonly parentId?: string;
  readonly placementId: string;
  readonly userId: string | null;
  readonly organizationId?: string | null;
  readonly billingType: BillingType;
  readonly paymentMethod: number;
  readonly provider: string;
  readonly amount: number;
  readonly channel: PaymentChannel;
  readonly cardBrand?: string | null;
  readonly cardLastFour?: string | null;
}

/** Columns a move may set besides the status. */
export interface PaymentPatch {
  readonly providerReference?: string;
  readonly organizationId?: string;
  readonly cardBrand?: string;
  readonly cardLastFour?: string;
  readonly declineReason?: string;
  readonly capturedAmount?: number;
  readonly redirectPath?: string | null;
  readonly hostedTokenHash?: string | null;
  readonly hostedExpiresAt?: Date | null;
}

const PATCH_COLUMNS: Readonly<Record<keyof PaymentPatch, string>> = {
  providerReference: 'provider_reference',
  organizationId: 'organization_id',
  cardBrand: 'card_brand',
  cardLastFour: 'card_last_four',
  declineReason: 'decline_reason',
  capturedAmount: 'captured_amount',
  redirectPath: 'redirect_path',
  hostedTokenHash: 'hosted_token_hash',
  hostedExpiresAt: 'hosted_expires_at',
};

/** Writes a new payment transaction with the status it starts in. */
export async function insertPayment(
  tx: Queryable,
  payment: NewPayment,
  status: PaymentTransactionStatus,
): Promise<PaymentTransaction> {
  const id = newId('pay');
  const { rows } = await tx.query<PaymentRow>(
    `INSERT INTO payment_transactions (id, kind, parent_id, placement_id, user_id, organization_id, billing_type,
         payment_method, provider, status, amount, channel, card_brand, card_last_four)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
       RETURNING ${COLUMNS}`,
    [
      id,
      payment.kind,
      payment.parentId ?? null,
      payment.placementId,
      payment.userId,
      payment.organizationId ?? null,
      payment.billingType,
      payment.paymentMethod,
      payment.provider,
      status,
      payment.amount,
      payment.channel,
      payment.cardBrand ?? null,
      payment.cardLastFour ?? null,
    ],
  );
  return toPayment(rows[0] as PaymentRow);
}

/** One payment; `lock` takes its row lock for the rest of the transaction. */
export async function findPayment(
  q: Queryable,
  id: string,
  lock: boolean,
): Promise<PaymentTransaction | null> {
  const { rows } = await q.query<PaymentRow>(
    `SELECT ${COLUMNS} FROM payment_transactions WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0] ? toPayment(rows[0]) : null;
}

/** The hosted-page token's hash of a payment, to check the page's answer against. */
export async function hostedTokenHashOf(q: Queryable, id: string): Promise<string | null> {
  const { rows } = await q.query<{ hosted_token_hash: string | null }>(
    'SELECT hosted_token_hash FROM payment_transactions WHERE id = $1',
    [id],
  );
  return rows[0]?.hosted_token_hash ?? null;
}

/** Every transaction of an order, sales and refunds, oldest first. */
export async function placementPayments(
  q: Queryable,
  placementId: string,
): Promise<PaymentTransaction[]> {
  const { rows } = await q.query<PaymentRow>(
    `SELECT ${COLUMNS} FROM payment_transactions WHERE placement_id = $1 ORDER BY created_at, id`,
    [placementId],
  );
  return rows.map(toPayment);
}

/** The status history of a payment, oldest first. */
export async function paymentEvents(
  q: Queryable,
  id: string,
): Promise<
  { from: PaymentTransactionStatus | null; to: PaymentTransactionStatus; note: string | null }[]
> {
  const { rows } = await q.query<{
    from_status: number | null;
    to_status: number;
    note: string | null;
  }>(
    `SELECT from_status, to_status, note FROM payment_transaction_events WHERE payment_id = $1
       ORDER BY created_at, id`,
    [id],
  );
  return rows.map((row) => ({
    from: row.from_status as PaymentTransactionStatus | null,
    to: row.to_status as PaymentTransactionStatus,
    note: row.note,
  }));
}

/**
 * Sets a payment's status (and the patched columns) only if it still has the status it was
 * read with; null when another request moved it first.
 */
export async function updatePaymentStatus(
  tx: Queryable,
  payment: PaymentTransaction,
  to: PaymentTransactionStatus,
  patch: PaymentPatch,
): Promise<PaymentTransaction | null> {
  const sets = ['status = $3', 'updated_at = now()'];
  const params: unknown[] = [payment.id, payment.status, to];
  for (const [key, column] of Object.entries(PATCH_COLUMNS) as [keyof PaymentPatch, string][]) {
    if (patch[key] === undefined) continue;
    params.push(patch[key]);
    sets.push(`${column} = $${params.length}`);
  }
  const { rows } = await tx.query<PaymentRow>(
    `UPDATE payment_transactions SET ${sets.join(', ')} WHERE id = $1 AND status = $2 RETURNING ${COLUMNS}`,
    params,
  );
  return rows[0] ? toPayment(rows[0]) : null;
}

/** Grows a payment's amount if it still has the status it was read with; null otherwise. */
export async function increasePaymentAmount(
  tx: Queryable,
  payment: PaymentTransaction,
  extra: number,
): Promise<PaymentTransaction | null> {
  const { rows } = await tx.query<PaymentRow>(
    `UPDATE payment_transactions SET amount = amount + $3, updated_at = now()
       WHERE id = $1 AND status = $2 RETURNING ${COLUMNS}`,
    [payment.id, payment.status, extra],
  );
  return rows[0] ? toPayment(rows[0]) : null;
}

/** Adds to the refunded amount of a sale; false when it would pass the captured amount. */
export async function addRefundedAmount(
  tx: Queryable,
  saleId: string,
  amount: number,
): Promise<boolean> {
  const { rows } = await tx.query(
    `UPDATE payment_transactions SET refunded_amount = refunded_amount + $2, updated_at = now()
       WHERE id = $1 AND refunded_amount + $2 <= captured_amount RETURNING id`,
    [saleId, amount],
  );
  return rows.length > 0;
}

/** Logs one move of a payment (or its creation, `from` null). */
export async function insertPaymentEvent(
  tx: Queryable,
  event: {
    paymentId: string;
    from: PaymentTransactionStatus | null;
    to: PaymentTransactionStatus;
    amount: number | null;
    note: string | null;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO payment_transaction_events (id, payment_id, from_status, to_status, amount, note)
       VALUES ($1, $2, $3, $4, $5, $6)`,
    [newId('pev'), event.paymentId, event.from, event.to, event.amount, event.note],
  );
}

/** The placements of sales whose hosted page waited past its time limit (PENDING), oldest first. */
export async function abandonedHostedPlacementIds(q: Queryable, limit: number): Promise<string[]> {
  const { rows } = await q.query<{ placement_id: string }>(
    `SELECT placement_id FROM payment_transactions
       WHERE status = $1 AND kind = 'sale' AND hosted_expires_at < now() ORDER BY hosted_expires_at LIMIT $2`,
    [PaymentTransactionStatus.PENDING, limit],
  );
  return rows.map((row) => row.placement_id);
}

/** A saved credit card of the user (brand, last four, expiry), or null when the user has none by that id. */
export async function savedCreditCard(
  q: Queryable,
  billingInfoId: string,
  userId: string,
): Promise<{ brand: string; last_four: string; exp_month: number; exp_year: number } | null> {
  const { rows } = await q.query<{
    brand: string;
    last_four: string;
    exp_month: number;
    exp_year: number;
  }>(
    `SELECT brand, last_four, exp_month, exp_year FROM billing_infos
       WHERE id = $1 AND user_id = $2 AND type = 'creditCard'`,
    [billingInfoId, userId],
  );
  return rows[0] ?? null;
}

/** The order number of a placement, or null. */
export async function placementGid(q: Queryable, placementId: string): Promise<string | null> {
  const { rows } = await q.query<{ gid: string }>(
    'SELECT gid FROM order_placements WHERE id = $1',
    [placementId],
  );
  return rows[0]?.gid ?? null;
}
