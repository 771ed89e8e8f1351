import { orderRoutes, type PreviouslyOrderedPageView } from '@gio/contracts';
import { callRoute, type RouteClient } from '@gio/data-access';

/** GET /api/previously-ordered/{pages}/{range}: a page of the products this account has bought. */
export async function getPreviouslyOrdered(
  client: RouteClient<typeof orderRoutes.previouslyOrdered>,
  page: number,
  range: number,
): Promise<PreviouslyOrderedPageView> {
  const answer = await callRoute(client, orderRoutes.previouslyOrdered, { params: { pages: page, range } });
  return answer.data;
}
