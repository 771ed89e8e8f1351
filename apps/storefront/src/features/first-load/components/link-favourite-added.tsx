import { ShellLink, useApiClient } from '@gio/shell';
import { Spinner } from '@gio/ui';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useFavorites } from '../../../lib/favorites';
import { addFavorite } from '../api/add-favorite';
import { getVariant } from '../api/get-variant';
import { useLinkTask } from '../hooks/link-task';
import type { LinkModal } from '../lib/link-modal';
import { LinkProduct } from './link-product';
import { LinkTaskActions } from './link-task-view';

function FavouriteAdded({ variantId, close }: { variantId: string; close: () => void }) {
  const { t } = useTranslation('common');
  const client = useApiClient();
  const favorites = useFavorites();
  const [state, retry] = useLinkTask(async () => {
    const [variant] = await Promise.all([
      getVariant(client, variantId).then((answer) => answer.data.variant),
      // The page's hearts show the favourite at once (their ids may have been read before it).
      addFavorite(client, variantId).then((answer) =>
        favorites.record(variantId, answer.data.isFavorite),
      ),
    ]);
    return variant;
  });
  return (
    <>
      <div aria-live="polite">
        {state.status === 'pending' ? <Spinner showLabel /> : null}
        {state.status === 'done' ? (
          <>
            <LinkProduct variant={state.value} />
            <p>{t('link_modals.favorite_body', { name: state.value.name })}</p>
          </>
        ) : null}
        {state.status === 'error' ? (
          <p role="alert">{t('form.api_error_message_default')}</p>
        ) : null}
      </div>
      <LinkTaskActions
        state={state}
        retry={retry}
        close={close}
        next={
          <ShellLink className="sf-button-link" to="/account/favorites" onClick={close}>
            {t('link_modals.favorite_link')}
          </ShellLink>
        }
      />
    </>
  );
}

/**
 * Favourite added (storefront.md §4 first-load modal): a link with the action add-favorite, for
 * a signed-in shopper (a guest sees the login dialog first); POST /api/product/add-favorite.
 */
export function linkFavouriteAddedModal(variantId: string, t: TFunction): LinkModal {
  return {
    title: t('link_modals.favorite_title'),
    variant: 'small',
    content: (controls) => <FavouriteAdded variantId={variantId} close={controls.close} />,
  };
}
