import { organizationProfileRoutes, type OrganizationInvoiceDetailsAnswer } from '@gio/contracts';
import { callRoute, type RouteClient } from '@gio/data-access';

/** GET /api/organization/invoice-details: the e-invoice details and what this level may change. */
export async function getInvoiceDetails(
  client: RouteClient<typeof organizationProfileRoutes.invoiceDetails>,
): Promise<OrganizationInvoiceDetailsAnswer> {
  return (await callRoute(client, organizationProfileRoutes.invoiceDetails)).data;
}
