import type { listRoutes } from '@gio/contracts';
import type { JsonClient } from '@gio/data-access';
import type { z } from 'zod';

export type OneListAnswer = z.infer<(typeof listRoutes)['list']['response']>;

/** GET /api/lists/{gid}: the signed-in shopper's list with its lines (the lists screen's read). */
export function getList(client: Pick<JsonClient, 'get'>, gid: string): Promise<OneListAnswer> {
  return client.get<OneListAnswer>(`/api/lists/${encodeURIComponent(gid)}`);
}
