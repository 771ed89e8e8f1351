import { organizationProfileRoutes, type OrganizationInvoiceDetailsInput } from '@gio/contracts';
import { callRoute, type RouteClient } from '@gio/data-access';

/** PUT /api/organization/invoice-details. */
export async function saveInvoiceDetails(
  client: RouteClient<typeof organizationProfileRoutes.saveInvoiceDetails>,
  input: OrganizationInvoiceDetailsInput,
): Promise<void> {
  await callRoute(client, organizationProfileRoutes.saveInvoiceDetails, { body: input });
}
