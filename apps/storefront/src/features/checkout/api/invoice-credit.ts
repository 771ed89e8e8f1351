import type { JsonClient } from '@gio/data-access';

/** The business account's invoice terms (GET /api/organization/login-data, libs/contracts business.ts). */
export interface InvoiceCredit {
  creditLimit: number;
  currentOutstanding: number;
  available: number;
}

/** What remains of the invoice credit, or null when the user may not pay by invoice. */
export async function invoiceCredit(
  client: Pick<JsonClient, 'get'>,
): Promise<InvoiceCredit | null> {
  const answer = await client.get<{
    data: { loginData: { invoice: InvoiceCredit | null } | null };
  }>('/api/organization/login-data');
  return answer.data.loginData?.invoice ?? null;
}
