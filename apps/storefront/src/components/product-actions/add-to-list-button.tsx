import { signInUrl } from '@gio/shell';
import { Button, useModal } from '@gio/ui';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useSignInPrompt } from './sign-in-prompt';
import { useOnceSessionKnown } from './use-once-session-known';
import './product-actions.css';

// The dialog's content loads on first use: most visits never open it.
const AddToListContent = lazy(() =>
  import('./add-to-list-dialog').then((module) => ({ default: module.AddToListContent })),
);

/**
 * "Thêm vào danh sách" on a tile or the product page: a signed-in shopper chooses one of their
 * lists or makes one in a dialog (the app's one modal slot); a guest gets the login dialog and
 * comes back to this page.
 */
export function AddToListButton({
  variant,
  size = 'md',
}: {
  variant: { id: string; name: string };
  size?: 'sm' | 'md';
}) {
  const { t } = useTranslation('common');
  const onceKnown = useOnceSessionKnown();
  const location = useLocation();
  const modal = useModal();
  const signIn = useSignInPrompt();

  const open = (signedIn: boolean) => {
    if (!signedIn) {
      signIn({
        title: t('add_to_list.login_title'),
        description: t('add_to_list.login_required'),
        href: signInUrl(`${location.pathname}${location.search}`),
      });
      return;
    }
    modal.open({
      title: t('add_to_list.title'),
      description: t('add_to_list.intro', { name: variant.name }),
      content: ({ close }) => (
        <Suspense fallback={null}>
          <AddToListContent onClose={close} variant={variant} />
        </Suspense>
      ),
    });
  };

  return (
    <Button
      variant="secondary"
      size={size}
      aria-label={t('add_to_list.button_label', { name: variant.name })}
      onClick={() => onceKnown(open)}
    >
      {t('add_to_list.button')}
    </Button>
  );
}
