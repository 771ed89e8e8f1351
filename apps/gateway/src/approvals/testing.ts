import { AccountScope } from '@gio/domain-enums';
import type { AccountsTestServer } from '../accounts/testing';
import { createShopper, type TestShopper } from '../checkout/testing';
import { newId } from '../security/random';

/** A fresh organisation paying by invoice (each test its own: an organisation has one shared cart). */
export async function invoiceOrganization(server: AccountsTestServer, creditLimit = 10_000_000, termsDays = 30): Promise<string> {
  const id = newId('org');
  await server.db.query(
    `INSERT INTO organizations (id, name, invoice_enabled, invoice_credit_limit, payment_terms_days) VALUES ($1, $2, true, $3, $4)`,
    [id, `Bếp ${id.slice(-6)}`, creditLimit, termsDays],
  );
  return id;
}

/** A signed-in user of the organisation at `accountLevel`, in business view with a business address. */
export function orgUser(server: AccountsTestServer, organizationId: string, accountLevel: 1 | 2 | 3 | 4): Promise<TestShopper> {
  const customerType = { 1: 1, 2: 2, 3: 2, 4: 4 }[accountLevel];
  return createShopper(server.db, server.baseUrl, { organizationId, accountLevel, customerType, clientViewType: AccountScope.BUSINESS });
}
