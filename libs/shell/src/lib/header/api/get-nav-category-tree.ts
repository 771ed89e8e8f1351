import { catalogueRoutes, type CategoryView, type NavCategoryView } from '@gio/contracts';
import { callRoute, type JsonClient } from '@gio/data-access';

/** A category and the levels below it as menu links: names and paths, no soft categories. */
function toNavCategory(category: CategoryView): NavCategoryView {
  return {
    gid: category.gid,
    slug: category.slug,
    name: category.name,
    displayName: category.displayName,
    path: category.path,
    children: navChildren(category),
  };
}

function navChildren(category: CategoryView): NavCategoryView[] {
  return category.children.filter((child) => !child.isSoftCategory).map(toNavCategory);
}

/**
 * GET /api/categories/{id} (accounts.md §7) of the root category: the whole navigation tree
 * below it, read when the menu is first opened (the first HTML carries only its top level).
 */
export async function getNavCategoryTree(
  client: Pick<JsonClient, 'get'>,
  rootGid: string,
): Promise<NavCategoryView[]> {
  const answer = await callRoute(client, catalogueRoutes.category, { params: { id: rootGid } });
  return navChildren(answer.data.category);
}
