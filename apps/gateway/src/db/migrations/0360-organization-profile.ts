import type { Migration } from './migration';

/**
 * The organisation page's e-invoice details (accounts.md §3 "VAT information" kept once per
 * business account, not per user) and the delivery postal code of a bulk quote request
 * (/bulk-purchase asks for it; requests made before this have none).
 */
export const migration0360OrganizationProfile: Migration = {
  id: '0360-organization-profile',
  statements: [
    `CREATE TABLE organization_invoice_details (
      organization_id TEXT PRIMARY KEY REFERENCES organizations(id) ON DELETE CASCADE,
      company_name TEXT NOT NULL,
      tax_code TEXT NOT NULL,
      invoice_email TEXT NOT NULL CHECK (invoice_email = lower(invoice_email)),
      address_line1 TEXT NOT NULL,
      district TEXT NOT NULL,
      city TEXT NOT NULL,
      updated_by TEXT REFERENCES users(id) ON DELETE SET NULL,
      updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
    )`,
    `ALTER TABLE pallet_quote_requests ADD COLUMN postal_code TEXT`,
  ],
};
