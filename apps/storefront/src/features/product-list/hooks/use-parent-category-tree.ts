import type { CategoryView } from '@gio/contracts';
import { useApiClient } from '@gio/shell';
import { useEffect, useState } from 'react';

/**
 * The tree to show beside a category without children (storefront.md §2 "Category pages show a
 * left-hand category tree"): its parent's, with the category among its siblings, read after
 * hydration. Null while unknown, for a category that has its own children, or without a parent.
 */
export function useParentCategoryTree(
  hasChildren: boolean,
  parentGid: string | null,
  enabled: boolean,
): CategoryView | null {
  const client = useApiClient();
  const [tree, setTree] = useState<{ parentGid: string; category: CategoryView } | null>(null);
  const wanted = enabled && !hasChildren ? parentGid : null;
  useEffect(() => {
    if (wanted === null) return;
    let active = true;
    // The request module (and the contract's schemas with it) loads on use, not with the page.
    void import('../api/category-tree')
      .then(({ getCategoryTree }) => getCategoryTree(client, wanted))
      .then((parent) => {
        if (active && parent) setTree({ parentGid: wanted, category: parent });
      });
    return () => {
      active = false;
    };
  }, [client, wanted]);
  return tree !== null && tree.parentGid === wanted ? tree.category : null;
}
