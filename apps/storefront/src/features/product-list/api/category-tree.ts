import { catalogueRoutes, type CategoryView } from '@gio/contracts';
import { callRoute, type JsonClient } from '@gio/data-access';

/**
 * GET /api/categories/{id} (accounts.md §7): a category with its children, for the category
 * tree of a page whose own category has none. No tree is shown when it cannot be read.
 */
export async function getCategoryTree(
  client: Pick<JsonClient, 'get'>,
  gid: string,
): Promise<CategoryView | null> {
  try {
    const answer = await callRoute(client, catalogueRoutes.category, { params: { id: gid } });
    const category = answer.data?.category as CategoryView | undefined;
    return category && Array.isArray(category.children) ? category : null;
  } catch {
    return null;
  }
}
