import type { organizationRoutes } from '@gio/contracts';
import type { JsonClient } from '@gio/data-access';
import type { z } from 'zod';

type ConfirmationAnswer = z.infer<(typeof organizationRoutes)['confirmation']['response']>;

/** GET /api/organization/confirmation: the oldest organisation update not yet cleared. */
export async function getOrganizationConfirmation(
  client: Pick<JsonClient, 'get'>,
): Promise<ConfirmationAnswer['data']['confirmation']> {
  return (await client.get<ConfirmationAnswer>('/api/organization/confirmation')).data.confirmation;
}
