import { createContext, useContext } from 'react';

/** How a favourite change ended: the new state, or a refusal (the favourites limit, or other). */
export type FavoriteOutcome = { ok: true; favorite: boolean } | { ok: false; limit: boolean };

export interface FavoritesState {
  /** The shopper's favourite ids are known (signed in and read); hearts show empty until then. */
  ready: boolean;
  isFavorite: (variantId: string) => boolean;
  /** A change on its way for this variant. */
  isPending: (variantId: string) => boolean;
  /** Makes the variant a favourite or not: shown at once, put back if the gateway refuses. */
  toggle: (variantId: string) => Promise<FavoriteOutcome>;
  /** A change another part of the page made and the gateway confirmed (the first-load modal's add). */
  record: (variantId: string, favorite: boolean) => void;
}

const NONE: FavoritesState = {
  ready: false,
  isFavorite: () => false,
  isPending: () => false,
  toggle: () => Promise.resolve({ ok: false, limit: false }),
  record: () => undefined,
};

/**
 * The signed-in shopper's favourites, for the hearts on tiles and product pages;
 * `FavoritesProvider` (src/app/providers/favorites-provider.tsx) reads and changes them.
 */
export const FavoritesContext = createContext<FavoritesState>(NONE);

export const useFavorites = (): FavoritesState => useContext(FavoritesContext);
