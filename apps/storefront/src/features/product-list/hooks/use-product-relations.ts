import type { VariantView } from '@gio/contracts';
import { useEffect, useState } from 'react';
import { useApiClient } from '../../../lib/api-client';
import { getComplements, getRecentlyViewed, getRelatedVariants } from '../api/product-relations';
import { recordRecentlyViewed } from '../lib/recently-viewed';

export interface ProductRelations {
  complements: readonly VariantView[];
  related: readonly VariantView[];
  recentlyViewed: readonly VariantView[];
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

/**
 * The product page's lists beside the variant (accounts.md §7 product data): its complements,
 * its related variants and the shopper's recently viewed products, read after the page has
 * hydrated (the server render shows none). Viewing the page records the variant as recently
 * viewed; the list shown is the ones viewed before it.
 */
export function useProductRelations(variantGid: string): ProductRelations {
  const client = useApiClient();
  const [relations, setRelations] = useState<ProductRelations>(NONE);
  useEffect(() => {
    let active = true;
    setRelations(NONE);
    const storage = localStore();
    const viewedBefore = storage ? recordRecentlyViewed(storage, variantGid) : [];
    void Promise.all([
      getComplements(client, variantGid),
      getRelatedVariants(client, variantGid),
      getRecentlyViewed(client, viewedBefore),
    ]).then(([complements, related, recentlyViewed]) => {
      // Nothing to show leaves the empty state as it is: no render for nothing.
      const empty = complements.length + related.length + recentlyViewed.length === 0;
      if (active && !empty) setRelations({ complements, related, recentlyViewed });
    });
    return () => {
      active = false;
    };
  }, [client, variantGid]);
  return relations;
}
