import { leadRoutes, type LeadCapture, type LeadCaptureInput } from '@gio/contracts';
import { callRoute, type JsonClient } from '@gio/data-access';

/** POST for a new lead, PUT to complete a started one (accounts.md §7). */
export async function saveLeadCapture(
  client: Pick<JsonClient, 'post' | 'put'>,
  input: LeadCaptureInput,
  existing: boolean,
): Promise<LeadCapture> {
  const answer = existing
    ? await callRoute(client, leadRoutes.updateLeadCapture, { body: input })
    : await callRoute(client, leadRoutes.createLeadCapture, { body: input });
  return answer.data.leadCapture;
}
