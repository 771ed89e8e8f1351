import { useApiClient, useSession } from '@gio/shell';
import {
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { FavoritesContext, type FavoriteOutcome, type FavoritesState } from '../../lib/favorites';

/**
 * Keeps the signed-in shopper's favourite ids (GET /api/favorites/ids, once the session says
 * who it is) and changes them (add-favorite, remove-favorite) with the heart shown at once and
 * put back on a refusal. A guest has none; the calls' code loads on use, out of the first load.
 * A change confirmed on this page (a press, or the first-load modal's add after sign-in) stays
 * over the ids read, whichever answers last.
 */
export function FavoritesProvider({ children }: { children: ReactNode }) {
  const client = useApiClient();
  const session = useSession();
  const signedIn = session.status === 'customer';
  const [ids, setIds] = useState<ReadonlySet<string>>(new Set());
  const [ready, setReady] = useState(false);
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const idsRef = useRef(ids);
  idsRef.current = ids;
  const confirmed = useRef(new Map<string, boolean>());

  const set = useCallback((variantId: string, favorite: boolean) => {
    setIds((old) => {
      const copy = new Set(old);
      if (favorite) copy.add(variantId);
      else copy.delete(variantId);
      return copy;
    });
  }, []);

  const record = useCallback(
    (variantId: string, favorite: boolean) => {
      confirmed.current.set(variantId, favorite);
      set(variantId, favorite);
    },
    [set],
  );

  useEffect(() => {
    if (!signedIn) {
      confirmed.current.clear();
      // The same empty set while a guest stays a guest: a new one would re-render every heart.
      setIds((old) => (old.size === 0 ? old : new Set()));
      setReady(false);
      return undefined;
    }
    let current = true;
    import('../../lib/api/get-favorite-ids')
      .then(({ getFavoriteIds }) => getFavoriteIds(client))
      .then(
        (variantIds) => {
          if (!current) return;
          const next = new Set(variantIds);
          for (const [variantId, favorite] of confirmed.current) {
            if (favorite) next.add(variantId);
            else next.delete(variantId);
          }
          // A transition, as the cart's sync: every heart on the page re-renders.
          startTransition(() => {
            setIds(next);
            setReady(true);
          });
        },
        // Without the ids the hearts show empty; a press still sets the favourite.
        () => undefined,
      );
    return () => {
      current = false;
    };
  }, [client, signedIn]);

  const toggle = useCallback(
    async (variantId: string): Promise<FavoriteOutcome> => {
      const next = !idsRef.current.has(variantId);
      const settle = () =>
        setPending((old) => {
          const copy = new Set(old);
          copy.delete(variantId);
          return copy;
        });
      set(variantId, next);
      setPending((old) => new Set(old).add(variantId));
      try {
        const favorite = next
          ? await import('../../lib/api/add-favorite').then(({ addFavorite }) =>
              addFavorite(client, variantId),
            )
          : await import('../../lib/api/remove-favorite').then(({ removeFavorite }) =>
              removeFavorite(client, variantId),
            );
        record(variantId, favorite);
        return { ok: true, favorite };
      } catch (error) {
        set(variantId, !next);
        // The module may be what failed to load (offline): then it is not the limit.
        const limit = await import('../../lib/api/add-favorite').then(
          ({ isFavoritesLimit }) => isFavoritesLimit(error),
          () => false,
        );
        return { ok: false, limit };
      } finally {
        settle();
      }
    },
    [client, record, set],
  );

  const value = useMemo<FavoritesState>(
    () => ({
      ready,
      isFavorite: (variantId) => ids.has(variantId),
      isPending: (variantId) => pending.has(variantId),
      toggle,
      record,
    }),
    [ids, pending, ready, toggle, record],
  );
  return <FavoritesContext.Provider value={value}>{children}</FavoritesContext.Provider>;
}
