import { leadRoutes } from '@gio/contracts';
import { callRoute, type JsonClient, type RouteAnswer } from '@gio/data-access';

export type LeadCaptureState = RouteAnswer<typeof leadRoutes.leadCapture>['data'];

/** GET /api/lead-capture (accounts.md §7): the lead and whether the user closed the form. */
export async function getLeadCapture(client: Pick<JsonClient, 'get'>): Promise<LeadCaptureState> {
  return (await callRoute(client, leadRoutes.leadCapture)).data;
}
