import { OrganizationAction, can } from '@gio/domain-access';
import { PaymentMethod } from '@gio/domain-enums';
import type { Queryable } from '../db/database';
import { newId } from '../security/random';
import { levelOf } from './invites';

/**
 * Keeps the business-invoice payment method (type 4) in step with the user's level: present
 * when the organisation pays by invoice and the level may use it (domain-access
 * `payment.invoice`), gone otherwise. The first payment method of a user is its default.
 */
export async function syncInvoicePaymentMethod(tx: Queryable, userId: string): Promise<void> {
  const { rows } = await tx.query<{
    account_level: number;
    invoice_enabled: boolean | null;
    name: string | null;
  }>(
    `SELECT u.account_level, o.invoice_enabled, o.name FROM users u LEFT JOIN organizations o ON o.id = u.organization_id
      WHERE u.id = $1`,
    [userId],
  );
  const row = rows[0];
  if (!row) return;
  const entitled =
    row.invoice_enabled === true &&
    can(OrganizationAction.PAY_BY_INVOICE, levelOf(row.account_level));
  if (entitled) {
    await tx.query(
      `INSERT INTO payment_methods (id, user_id, payment_method, label, is_default)
       SELECT $1, $2, $3, $4, NOT EXISTS (SELECT 1 FROM payment_methods WHERE user_id = $2 AND is_default)
        WHERE NOT EXISTS (SELECT 1 FROM payment_methods WHERE user_id = $2 AND payment_method = $3)`,
      [newId('pm'), userId, PaymentMethod.BUSINESS_INVOICE, `Hoá đơn ${row.name ?? ''}`.trim()],
    );
    return;
  }
  await tx.query('DELETE FROM payment_methods WHERE user_id = $1 AND payment_method = $2', [
    userId,
    PaymentMethod.BUSINESS_INVOICE,
  ]);
  // The invoice may have been the default: the newest remaining method takes over.
  await tx.query(
    `UPDATE payment_methods SET is_default = true
      WHERE id = (SELECT id FROM payment_methods WHERE user_id = $1 ORDER BY created_at DESC, id LIMIT 1)
        AND NOT EXISTS (SELECT 1 FROM payment_methods WHERE user_id = $1 AND is_default)`,
    [userId],
  );
}
