import type { Migration } from './migration';

/**
 * An invoice payment's reference (the bank transfer's) is its key within the organisation:
 * the operator's settlement call may be sent twice (a retry, a double click in a back office),
 * and a transfer must lower the outstanding balance once. Before this a resend recorded a
 * second payment: such repeats keep their rows, their reference suffixed with the payment id so
 * the index can be built, and an accountant can find them (`reference LIKE '% (ipm_%)'`).
 */
export const migration0380InvoicePaymentReference: Migration = {
  id: '0380-invoice-payment-reference',
  statements: [
    `UPDATE invoice_payments p SET reference = p.reference || ' (' || p.id || ')'
      WHERE EXISTS (SELECT 1 FROM invoice_payments q
                     WHERE q.organization_id = p.organization_id AND q.reference = p.reference
                       AND (q.created_at, q.id) < (p.created_at, p.id))`,
    `CREATE UNIQUE INDEX invoice_payments_reference_idx ON invoice_payments (organization_id, reference)`,
  ],
};
