import { listRoutes } from '@gio/contracts';
import { callRoute, type JsonClient, type RouteAnswer } from '@gio/data-access';

export type OneListAnswer = RouteAnswer<typeof listRoutes.list>;

/** GET /api/lists/{gid}: the signed-in shopper's list with its lines (the lists screen's read). */
export function getList(client: Pick<JsonClient, 'get'>, gid: string): Promise<OneListAnswer> {
  return callRoute(client, listRoutes.list, { params: { gid } });
}
