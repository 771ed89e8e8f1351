import { OrganizationAction, can } from '@gio/domain-access';
import type { Queryable } from '../db/database';
import { newId } from '../security/random';
import {
  addInvoicePaymentMethod,
  defaultToNewestPaymentMethod,
  invoiceEntitlementRow,
  removeInvoicePaymentMethod,
} from './business-store';
import { levelOf } from './invites';

/**
 * Keeps the business-invoice payment method (type 4) in step with the user's level: present
 * when the organisation pays by invoice and the level may use it (domain-access
 * `payment.invoice`), gone otherwise. The first payment method of a user is its default.
 */
export async function syncInvoicePaymentMethod(tx: Queryable, userId: string): Promise<void> {
  const row = await invoiceEntitlementRow(tx, userId);
  if (!row) return;
  const entitled =
    row.invoice_enabled === true &&
    can(OrganizationAction.PAY_BY_INVOICE, levelOf(row.account_level));
  if (entitled) {
    await addInvoicePaymentMethod(tx, newId('pm'), userId, `Hoá đơn ${row.name ?? ''}`.trim());
    return;
  }
  await removeInvoicePaymentMethod(tx, userId);
  // The invoice may have been the default: the newest remaining method takes over.
  await defaultToNewestPaymentMethod(tx, userId);
}
