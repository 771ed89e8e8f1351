import type { VatInformation, VatInformationInput } from '@gio/contracts';
import { notFound } from '../http/app-error';
import type { Queryable } from '../db/database';
import { registeredCompany, upsertVatRow, vatRowOf, type VatRow } from './vat-store';

const view = (row: VatRow): VatInformation => ({
  addressLine1: row.address_line1,
  city: row.city,
  companyName: row.company_name,
  district: row.district,
  email: row.email,
  firstName: row.first_name,
  lastName: row.last_name,
  taxCode: row.tax_code,
  updatedAt: new Date(row.updated_at).toISOString(),
});

/**
 * The VAT information a user saved (accounts.md §3 "VAT information"), or null: checkout reads
 * it to issue the order's VAT invoice.
 */
export async function vatInformationFor(
  q: Queryable,
  userId: string,
): Promise<VatInformation | null> {
  const row = await vatRowOf(q, userId);
  return row ? view(row) : null;
}

/** POST /api/vat-information: one per user, replaced by the next save. */
export async function saveVatInformation(
  q: Queryable,
  userId: string,
  input: VatInformationInput,
): Promise<VatInformation> {
  const row = await upsertVatRow(q, userId, input);
  if (!row) throw new Error('VAT information upsert returned no row');
  return view(row);
}

/**
 * GET /api/vat-tax-code/{code}: the registered company of a (checked) tax code. A branch code
 * (`0300588569-001`) answers its enterprise when the branch itself is not listed.
 */
export async function companyByTaxCode(q: Queryable, code: string) {
  const enterprise = code.slice(0, 10);
  const row = await registeredCompany(q, code, enterprise);
  if (!row) throw notFound('Company with this tax code');
  return {
    taxCode: code,
    companyName: row.company_name,
    addressLine1: row.address_line1,
    district: row.district,
    city: row.city,
  };
}
