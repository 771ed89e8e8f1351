import type { Migration } from './migration';

/**
 * An invoice payment's reference (the bank transfer's) is its key within the organisation:
 * the operator's settlement call may be sent twice (a retry, a double click in a back office),
 * and a transfer must lower the outstanding balance once.
 */
export const migration0380InvoicePaymentReference: Migration = {
  id: '0380-invoice-payment-reference',
  statements: [`CREATE UNIQUE INDEX invoice_payments_reference_idx ON invoice_payments (organization_id, reference)`],
};
