import { Button, ConfirmDialog, EmptyState, Skeleton, useMessages } from '@gio/ui';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, type ActionFunctionArgs } from 'react-router';
import type { AppDeps } from '../../app/app-context';
import { useSetCartCount } from '../../app/cart-summary';
import { addVariantsToCart } from '../../features/cart/api/add-variants-to-cart';
import { listFavorites, type Favorite } from '../../features/favorites/api/list-favorites';
import { removeFavorite } from '../../features/favorites/api/remove-favorite';
import { useStockStatus, VariantSummary } from '../../features/lists/components/variant-summary';
import { useActionSubmit } from '../../lib/action-form';
import { failureOf, readJson, success, type ActionResult } from '../../lib/action-result';
import { Deferred } from '../../lib/deferred';
import { focusPageHeading, Page } from '../../lib/page';

/** The favourites page's data: every favourite with its variant, loaded while the page shows. */
export function favoritesLoader({ client }: AppDeps) {
  return () => ({ favorites: listFavorites(client) });
}

type FavoriteIntent = { intent: 'remove' | 'add-to-cart'; variantId: string };

/** What an add to cart did: the cart's new count and whether the unit went in. */
export interface FavoriteCartResult {
  totalQuantity: number;
  added: boolean;
}

/** Removing a favourite, or putting one unit of it in the cart (accounts.md §7). */
export function favoritesAction({ client }: AppDeps) {
  return async ({ request }: ActionFunctionArgs): Promise<ActionResult<FavoriteCartResult | null>> => {
    const body = await readJson<FavoriteIntent>(request);
    if (typeof body.variantId !== 'string') return { ok: false, formError: 'form.api_error_message_default' };
    try {
      if (body.intent === 'remove') {
        await removeFavorite(client, body.variantId);
        return success(null);
      }
      const answer = await addVariantsToCart(client, [body.variantId]);
      const item = answer.items.find((entry) => entry.variantId === body.variantId);
      return success({ totalQuantity: answer.cart.totalQuantity, added: (item?.added ?? 0) > 0 });
    } catch (error) {
      return failureOf(error);
    }
  };
}

function FavoritesSkeleton() {
  return (
    <div className="acc-stack" aria-busy="true">
      <Skeleton variant="rect" height="5.5rem" announce />
      <Skeleton variant="rect" height="5.5rem" />
    </div>
  );
}

/**
 * /account/favorites (accounts.md §2): the shopper's favourites with their price and stock
 * state; add one to the cart, or remove it after confirming. Business-view users are not led
 * here (accounts.md §6), but the page stays theirs to open.
 */
export function FavoritesPage() {
  const { t } = useTranslation('common');
  const { favorites } = useLoaderData<ReturnType<ReturnType<typeof favoritesLoader>>>();
  return (
    <Page title={t('account.favorites.title')} intro={<p>{t('account.favorites.intro')}</p>}>
      <Deferred resolve={favorites} fallback={<FavoritesSkeleton />} what={t('account.favorites.what')}>
        {(list) => <FavoriteList favorites={list} />}
      </Deferred>
    </Page>
  );
}

function FavoriteList({ favorites }: { favorites: Favorite[] }) {
  const { t } = useTranslation('common');
  const messages = useMessages();
  const setCartCount = useSetCartCount();
  const { submit } = useActionSubmit<ActionResult<FavoriteCartResult | null>>();
  const [busy, setBusy] = useState<{ id: string; kind: 'cart' | 'remove' } | null>(null);
  const [toRemove, setToRemove] = useState<Favorite | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const [removed, setRemoved] = useState<string | null>(null);
  // Once the removed product (with the button that had focus) is gone, the heading takes the focus.
  useEffect(() => {
    if (removed === null || favorites.some((favorite) => favorite.variantId === removed)) return;
    setRemoved(null);
    focusPageHeading();
  }, [favorites, removed]);

  if (favorites.length === 0) {
    return (
      <EmptyState
        title={t('account.favorites.empty_title')}
        description={t('account.favorites.empty_description')}
        actions={
          <a className="acc-button-link" href="/">
            {t('account.favorites.browse')}
          </a>
        }
      />
    );
  }

  const addToCart = async (favorite: Favorite) => {
    setBusy({ id: favorite.variantId, kind: 'cart' });
    const result = await submit({ intent: 'add-to-cart', variantId: favorite.variantId });
    setBusy(null);
    if (result?.ok && result.value) {
      setCartCount(result.value.totalQuantity);
      messages.show(
        result.value.added
          ? { kind: 'success', text: t('account.favorites.cart_done', { name: favorite.variant.name }) }
          : { kind: 'error', text: t('account.favorites.cart_refused', { name: favorite.variant.name }) },
      );
    } else {
      messages.show({ kind: 'error', text: t(result?.ok === false && result.formError ? result.formError : 'form.api_error_message_default') });
    }
  };

  const confirmRemove = async () => {
    if (!toRemove) return;
    setBusy({ id: toRemove.variantId, kind: 'remove' });
    setRemoveError(null);
    const result = await submit({ intent: 'remove', variantId: toRemove.variantId });
    setBusy(null);
    if (result?.ok) {
      setToRemove(null);
      setRemoved(toRemove.variantId);
      messages.show({ kind: 'success', text: t('account.favorites.remove_done', { name: toRemove.variant.name }) });
    } else {
      setRemoveError(t(result?.formError ?? 'form.api_error_message_default'));
    }
  };

  return (
    <>
      <p className="acc-count">{t('account.favorites.count', { count: favorites.length })}</p>
      <ul className="acc-card-list">
        {favorites.map((favorite) => (
          <li key={favorite.variantId}>
            <FavoriteCard
              favorite={favorite}
              busy={busy?.id === favorite.variantId ? busy.kind : null}
              onAddToCart={() => void addToCart(favorite)}
              onRemove={() => {
                setRemoveError(null);
                setToRemove(favorite);
              }}
            />
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={toRemove !== null}
        title={t('account.favorites.remove_title')}
        confirmLabel={t('account.favorites.remove_confirm')}
        busy={busy?.kind === 'remove'}
        error={removeError}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setToRemove(null)}
      >
        {toRemove ? <p>{t('account.favorites.remove_body', { name: toRemove.variant.name })}</p> : null}
      </ConfirmDialog>
    </>
  );
}

function FavoriteCard({
  favorite,
  busy,
  onAddToCart,
  onRemove,
}: {
  favorite: Favorite;
  busy: 'cart' | 'remove' | null;
  onAddToCart: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('common');
  const nameId = useId();
  const status = useStockStatus(favorite.variant);
  const unavailable = status === 'out-of-stock' || status === 'discontinued';
  const name = favorite.variant.name;
  return (
    <article className="acc-card" aria-labelledby={nameId}>
      <VariantSummary variant={favorite.variant} nameId={nameId} />
      <div className="acc-card__actions">
        <Button
          size="sm"
          onClick={onAddToCart}
          loading={busy === 'cart'}
          disabled={unavailable}
          aria-label={t('account.favorites.add_to_cart_label', { name })}
        >
          {t('account.favorites.add_to_cart')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          onClick={onRemove}
          aria-label={t('account.favorites.remove_label', { name })}
        >
          {t('account.favorites.remove')}
        </Button>
      </div>
    </article>
  );
}
