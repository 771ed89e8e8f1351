import type { leadRoutes } from '@gio/contracts';
import type { JsonClient } from '@gio/data-access';
import type { z } from 'zod';

type LeadCaptureAnswer = z.infer<(typeof leadRoutes)['leadCapture']['response']>;
export type LeadCaptureState = LeadCaptureAnswer['data'];

/** GET /api/lead-capture (accounts.md §7): the lead and whether the user closed the form. */
export async function getLeadCapture(client: Pick<JsonClient, 'get'>): Promise<LeadCaptureState> {
  return (await client.get<LeadCaptureAnswer>('/api/lead-capture')).data;
}
