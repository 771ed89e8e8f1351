import type { OrganizationInvoiceDetailsInput } from '@gio/contracts';
import type { Queryable } from '../db/database';

/** The organisations' e-invoice details (`organization_invoice_details`, one per organisation). */
export interface InvoiceDetailsRow {
  company_name: string;
  tax_code: string;
  invoice_email: string;
  address_line1: string;
  district: string;
  city: string;
  updated_at: Date | string;
}

/** The organisation's details; null until saved. `forUpdate` locks the row inside a transaction. */
export async function invoiceDetailsRow(
  q: Queryable,
  organizationId: string,
  forUpdate = false,
): Promise<InvoiceDetailsRow | null> {
  const { rows } = await q.query<InvoiceDetailsRow>(
    `SELECT company_name, tax_code, invoice_email, address_line1, district, city, updated_at
       FROM organization_invoice_details WHERE organization_id = $1${forUpdate ? ' FOR UPDATE' : ''}`,
    [organizationId],
  );
  return rows[0] ?? null;
}

/** Saves the details, replacing what was there (the e-mail lower-cased). */
export async function upsertInvoiceDetails(
  tx: Queryable,
  organizationId: string,
  updatedBy: string,
  input: OrganizationInvoiceDetailsInput,
): Promise<InvoiceDetailsRow | null> {
  const { rows } = await tx.query<InvoiceDetailsRow>(
    `INSERT INTO organization_invoice_details
         (organization_id, company_name, tax_code, invoice_email, address_line1, district, city, updated_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (organization_id) DO UPDATE SET company_name = EXCLUDED.company_name,
       tax_code = EXCLUDED.tax_code, invoice_email = EXCLUDED.invoice_email,
       address_line1 = EXCLUDED.address_line1, district = EXCLUDED.district, city = EXCLUDED.city,
       updated_by = EXCLUDED.updated_by, updated_at = now()
     RETURNING company_name, tax_code, invoice_email, address_line1, district, city, updated_at`,
    [
      organizationId,
      input.companyName,
      input.taxCode,
      input.invoiceEmail.toLowerCase(),
      input.addressLine1,
      input.district,
      input.city,
      updatedBy,
    ],
  );
  return rows[0] ?? null;
}
