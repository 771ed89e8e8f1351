import type { VatInformationInput } from '@gio/contracts';
import type { Queryable } from '../db/database';

/** The VAT information users saved (`vat_informations`, one per user) and the tax code registry (`vat_tax_registry`). */

export interface VatRow {
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

export interface RegistryRow {
  tax_code: string;
  company_name: string;
  address_line1: string;
  district: string;
  city: string;
}

/** The user's VAT information; null when none was saved. */
export async function vatRowOf(q: Queryable, userId: string): Promise<VatRow | null> {
  const { rows } = await q.query<VatRow>('SELECT * FROM vat_informations WHERE user_id = $1', [
    userId,
  ]);
  return rows[0] ?? null;
}

/** Stores the user's VAT information, replacing what was saved (the e-mail lower-cased). */
export async function upsertVatRow(
  q: Queryable,
  userId: string,
  input: VatInformationInput,
): Promise<VatRow | null> {
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
  return rows[0] ?? null;
}

/** The registered company of `code`, or else of `enterprise` (the code a branch belongs to); null when neither is listed. */
export async function registeredCompany(
  q: Queryable,
  code: string,
  enterprise: string,
): Promise<RegistryRow | null> {
  const { rows } = await q.query<RegistryRow>(
    `SELECT * FROM vat_tax_registry WHERE tax_code IN ($1, $2) ORDER BY tax_code = $1 DESC LIMIT 1`,
    [code, enterprise],
  );
  return rows[0] ?? null;
}
