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
    import('../../lib/api/favorites')
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
      let api: typeof import('../../lib/api/favorites') | null = null;
      try {
        api = await import('../../lib/api/favorites');
        const favorite = await api.setFavorite(client, variantId, next);
        apply(favorite);
        return { ok: true, favorite };
      } catch (error) {
        apply(!next);
        return { ok: false, limit: api?.isFavoritesLimit(error) ?? false };
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
