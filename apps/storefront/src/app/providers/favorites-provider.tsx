import { useApiClient, useSession } from '@gio/shell';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { FavoritesContext, type FavoriteOutcome, type FavoritesState } from '../../lib/favorites';

/**
 * Keeps the signed-in shopper's favourite ids (GET /api/favorites/ids, once the session says
 * who it is) and changes them (add-favorite, remove-favorite) with the heart shown at once and
 * put back on a refusal. A guest has none; the calls' code loads on use, out of the first load.
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

  useEffect(() => {
    if (!signedIn) {
      setIds(new Set());
      setReady(false);
      return undefined;
    }
    let current = true;
    import('../../lib/api/get-favorite-ids')
      .then(({ getFavoriteIds }) => getFavoriteIds(client))
      .then(
        (variantIds) => {
          if (!current) return;
          setIds(new Set(variantIds));
          setReady(true);
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
      const apply = (favorite: boolean) =>
        setIds((old) => {
          const copy = new Set(old);
          if (favorite) copy.add(variantId);
          else copy.delete(variantId);
          return copy;
        });
      const settle = () =>
        setPending((old) => {
          const copy = new Set(old);
          copy.delete(variantId);
          return copy;
        });
      apply(next);
      setPending((old) => new Set(old).add(variantId));
      try {
        const favorite = next
          ? await import('../../lib/api/add-favorite').then(({ addFavorite }) =>
              addFavorite(client, variantId),
            )
          : await import('../../lib/api/remove-favorite').then(({ removeFavorite }) =>
              removeFavorite(client, variantId),
            );
        apply(favorite);
        return { ok: true, favorite };
      } catch (error) {
        apply(!next);
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
    [client],
  );

  const value = useMemo<FavoritesState>(
    () => ({
      ready,
      isFavorite: (variantId) => ids.has(variantId),
      isPending: (variantId) => pending.has(variantId),
      toggle,
    }),
    [ids, pending, ready, toggle],
  );
  return <FavoritesContext.Provider value={value}>{children}</FavoritesContext.Provider>;
}
