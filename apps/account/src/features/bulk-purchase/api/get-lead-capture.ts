import { leadRoutes } from '@gio/contracts';
import { callRoute, type RouteAnswer, type RouteClient } from '@gio/data-access';

export type LeadCaptureState = RouteAnswer<typeof leadRoutes.leadCapture>['data'];

/** GET /api/lead-capture: the user's lead, if any (a user without a business account fills one in first). */
export async function getLeadCapture(client: RouteClient<typeof leadRoutes.leadCapture>): Promise<LeadCaptureState> {
  return (await callRoute(client, leadRoutes.leadCapture)).data;
}
