import { signInUrl } from '@gio/shell';
import { FavoriteToggle, useMessages } from '@gio/ui';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useFavorites } from '../../lib/favorites';
import { LinkAction } from '../../lib/link-params';
import { useSignInPrompt } from './sign-in-prompt';
import { useOnceSessionKnown } from './use-once-session-known';

/**
 * The favourite heart of a tile or the product page. A signed-in shopper's press adds or
 * removes the favourite at once and confirms it; a guest gets the login dialog whose link
 * carries the action add-favorite, so the page they come back to adds it (first-load modal
 * "favourite added").
 */
export function FavoriteButton({ variant }: { variant: { id: string; name: string } }) {
  const { t } = useTranslation('common');
  const onceKnown = useOnceSessionKnown();
  const favorites = useFavorites();
  const messages = useMessages();
  const location = useLocation();
  const signIn = useSignInPrompt();
  const pressed = favorites.isFavorite(variant.id);

  const toggle = async (signedIn: boolean) => {
    if (!signedIn) {
      signIn({
        title: t('favorite_toggle.login_title'),
        description: t('favorite_toggle.login_required'),
        href: signInUrl(`${location.pathname}${location.search}`, {
          action: LinkAction.ADD_FAVORITE,
          variantId: variant.id,
        }),
      });
      return;
    }
    const outcome = await favorites.toggle(variant.id);
    if (outcome.ok) {
      const key = outcome.favorite ? 'favorite_toggle.added' : 'favorite_toggle.removed';
      messages.show({ kind: 'success', text: t(key, { name: variant.name }) });
    } else {
      const key = outcome.limit ? 'favorite_toggle.limit' : 'favorite_toggle.error';
      messages.show({ kind: 'error', text: t(key) });
    }
  };

  return (
    <FavoriteToggle
      productName={variant.name}
      pressed={pressed}
      busy={favorites.isPending(variant.id)}
      onToggle={() => onceKnown((signedIn) => void toggle(signedIn))}
    />
  );
}
