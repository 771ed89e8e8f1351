import type { NavCategoryView } from '@gio/contracts';
import { useEffect, useState } from 'react';
import { useApiClient } from '../providers/api-client';

export type NavCategoriesStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface NavCategories {
  status: NavCategoriesStatus;
  /** The whole tree once read; until then (and after a failure) the top level given. */
  categories: readonly NavCategoryView[];
}

/**
 * The nav panel's category tree: the top level the page gave (links that work at once, and for
 * crawlers), and the levels below read from the root category the first time the panel opens,
 * so that neither their data nor their markup weigh on a first load. A failed read leaves the
 * top-level links; the next opening tries again.
 */
export function useNavCategories(
  topLevel: readonly NavCategoryView[],
  rootGid: string | null,
  open: boolean,
): NavCategories {
  const client = useApiClient();
  const [loaded, setLoaded] = useState<{ rootGid: string; tree: NavCategoryView[] } | null>(null);
  const [status, setStatus] = useState<NavCategoriesStatus>('idle');
  const current = loaded !== null && loaded.rootGid === rootGid;

  useEffect(() => {
    if (!open || rootGid === null || current) return;
    let active = true;
    setStatus('loading');
    // Imported when first needed: the call's contract schemas (zod) stay out of the first load.
    import('./api/get-nav-category-tree')
      .then(({ getNavCategoryTree }) => getNavCategoryTree(client, rootGid))
      .then(
        (tree) => {
          if (!active) return;
          setLoaded({ rootGid, tree });
          setStatus('ready');
        },
        () => active && setStatus('error'),
      );
    return () => {
      active = false;
    };
  }, [client, current, open, rootGid]);

  return {
    status: current ? 'ready' : status,
    categories: current && loaded ? loaded.tree : topLevel,
  };
}
