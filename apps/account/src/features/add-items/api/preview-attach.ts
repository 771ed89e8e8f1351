import { orderRoutes, type AttachPreviewView } from '@gio/contracts';
import { callRoute, type RouteClient } from '@gio/data-access';

export interface AttachItem {
  variantId: string;
  quantity: number;
}

/** POST /api/post-order-attach-preview/{id} (accounts.md §7): new totals and stock, read from data. */
export async function previewAttach(
  client: RouteClient<typeof orderRoutes.attachPreview>,
  orderGid: string,
  items: readonly AttachItem[],
): Promise<AttachPreviewView> {
  const answer = await callRoute(client, orderRoutes.attachPreview, {
    params: { id: orderGid },
    body: { postOrderAttachVariants: [...items] },
  });
  return answer.data.preview;
}
