import type { ListedVariantView } from '@gio/contracts';
import { useApiClient } from '@gio/shell';
import { useEffect, useRef, useState } from 'react';
import { recordRecentlyViewed } from '../lib/recently-viewed';

export interface ProductRelations {
  complements: readonly ListedVariantView[];
  related: readonly ListedVariantView[];
  recentlyViewed: readonly ListedVariantView[];
}

const NONE: ProductRelations = { complements: [], related: [], recentlyViewed: [] };

/** Local storage, or nothing where there is none (the server render, a blocked storage). */
function localStore(): Pick<Storage, 'getItem' | 'setItem'> | null {
  try {
    return typeof window !== 'undefined' && window.localStorage ? window.localStorage : null;
  } catch {
    return null;
  }
}

/** Complements and related variants through the catalogue GraphQL, its code loaded on first use. */
async function readRelated(
  variantGid: string,
): Promise<[ListedVariantView[], ListedVariantView[]]> {
  try {
    const { getComplements, getRelatedVariants } = await import('../api/related-variants');
    return await Promise.all([getComplements(variantGid), getRelatedVariants(variantGid)]);
  } catch {
    // The chunk could not be loaded (a new deployment, offline): nothing to show, silently.
    return [[], []];
  }
}

/**
 * The product page's lists beside the variant (accounts.md §7 product data): its complements
 * (variantRelationships) and related variants (plesBySoftCategoryType), through Apollo Client,
 * and the shopper's recently viewed products (REST). Viewing the page records the variant as
 * recently viewed at once; the lists are read once `wanted` (the sliders near the viewport), so
 * neither they nor Apollo's code weigh on the page's first load. The server render shows none.
 */
export function useProductRelations(variantGid: string, wanted: boolean): ProductRelations {
  const client = useApiClient();
  const [relations, setRelations] = useState<{ variantGid: string; lists: ProductRelations }>({
    variantGid,
    lists: NONE,
  });
  // The variants viewed before this one, read when the view is recorded.
  const viewedBefore = useRef<{ variantGid: string; gids: string[] } | null>(null);

  useEffect(() => {
    const storage = localStore();
    viewedBefore.current = {
      variantGid,
      gids: storage ? recordRecentlyViewed(storage, variantGid) : [],
    };
  }, [variantGid]);

  useEffect(() => {
    if (!wanted) return;
    let active = true;
    const before = viewedBefore.current?.variantGid === variantGid ? viewedBefore.current.gids : [];
    void Promise.all([readRelated(variantGid), import('../api/product-relations').then(({ getRecentlyViewed }) => getRecentlyViewed(client, before))]).then(
      ([[complements, related], recentlyViewed]) => {
        // Nothing to show leaves the empty state as it is: no render for nothing.
        const empty = complements.length + related.length + recentlyViewed.length === 0;
        if (active && !empty) {
          setRelations({ variantGid, lists: { complements, related, recentlyViewed } });
        }
      },
    );
    return () => {
      active = false;
    };
  }, [client, variantGid, wanted]);

  return relations.variantGid === variantGid ? relations.lists : NONE;
}
