import type { VatInformation, VatInformationInput } from '@gio/contracts';
import { notFound } from '../http/app-error';
import type { Queryable } from '../db/database';

interface VatRow {
  address_line1: string;
  city: string;
  company_name: string;
  district: string;
  email: string;
  first_name: string;
  last_name: string;
  tax_code: string;
  updated_at: Date | string;
}

interface RegistryRow {
  tax_code: string;
  company_name: string;
  address_line1: string;
  district: string;
  city: string;
}

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
  const { rows } = await q.query<VatRow>('SELECT * FROM vat_informations WHERE user_id = $1', [
    userId,
  ]);
  return rows[0] ? view(rows[0]) : null;
}

/** POST /api/vat-information: one per user, replaced by the next save. */
export async function saveVatInformation(
  q: Queryable,
  userId: string,
  input: VatInformationInput,
): Promise<VatInformation> {
  const { rows } = await q.query<VatRow>(
    `INSERT INTO vat_informations (user_id, address_line1, city, company_name, district, email, first_name, last_name, tax_code)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (user_id) DO UPDATE SET address_line1 = EXCLUDED.address_line1, city = EXCLUDED.city,
       company_name = EXCLUDED.company_name, district = EXCLUDED.district, email = EXCLUDED.email,
       first_name = EXCLUDED.first_name, last_name = EXCLUDED.last_name, tax_code = EXCLUDED.tax_code, updated_at = now()
     RETURNING *`,
    [
      userId,
      input.addressLine1,
      input.city,
      input.companyName,
      input.district,
      input.email.toLowerCase(),
      input.firstName,
      input.lastName,
      input.taxCode,
    ],
  );
  const row = rows[0];
  if (!row) throw new Error('VAT information upsert returned no row');
  return view(row);
}

/**
 * GET /api/vat-tax-code/{code}: the registered company of a (checked) tax code. A branch code
 * (`0300588569-001`) answers its enterprise when the branch itself is not listed.
 */
export async function companyByTaxCode(q: Queryable, code: string) {
  const enterprise = code.slice(0, 10);
  const { rows } = await q.query<RegistryRow>(
    `SELECT * FROM vat_tax_registry WHERE tax_code IN ($1, $2) ORDER BY tax_code = $1 DESC LIMIT 1`,
    [code, enterprise],
  );
  const row = rows[0];
  if (!row) throw notFound('Company with this tax code');
  return {
    taxCode: code,
    companyName: row.company_name,
    addressLine1: row.address_line1,
    district: row.district,
    city: row.city,
  };
}
