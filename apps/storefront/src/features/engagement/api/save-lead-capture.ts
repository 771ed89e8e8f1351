import type { LeadCapture, LeadCaptureInput } from '@gio/contracts';
import type { JsonClient } from '@gio/data-access';

/** POST for a new lead, PUT to complete a started one (accounts.md §7). */
export async function saveLeadCapture(
  client: Pick<JsonClient, 'post' | 'put'>,
  input: LeadCaptureInput,
  existing: boolean,
): Promise<LeadCapture> {
  const answer = existing
    ? await client.put<{ data: { leadCapture: LeadCapture } }>('/api/lead-capture', input)
    : await client.post<{ data: { leadCapture: LeadCapture } }>('/api/lead-capture', input);
  return answer.data.leadCapture;
}
