import { leadRoutes, type LeadCaptureInput } from '@gio/contracts';
import { callRoute, type RouteClient } from '@gio/data-access';

/** POST /api/lead-capture for a new lead, PUT for one the user started before (accounts.md §7). */
export async function saveLeadCapture(
  client: RouteClient<typeof leadRoutes.createLeadCapture | typeof leadRoutes.updateLeadCapture>,
  input: LeadCaptureInput,
  exists: boolean,
): Promise<void> {
  if (exists) await callRoute(client, leadRoutes.updateLeadCapture, { body: input });
  else await callRoute(client, leadRoutes.createLeadCapture, { body: input });
}
