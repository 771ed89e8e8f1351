import { signInUrl, useSession } from '@gio/shell';
import { Button } from '@gio/ui';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { SignInPrompt } from './sign-in-prompt';
import './product-actions.css';

// The dialog loads on first use: most visits never open it.
const AddToListDialog = lazy(() =>
  import('./add-to-list-dialog').then((module) => ({ default: module.AddToListDialog })),
);

/**
 * "Thêm vào danh sách" on a tile or the product page: a signed-in shopper chooses one of their
 * lists or makes one in a dialog; a guest gets the login dialog and comes back to this page.
 */
export function AddToListButton({
  variant,
  size = 'md',
}: {
  variant: { id: string; name: string };
  size?: 'sm' | 'md';
}) {
  const { t } = useTranslation('common');
  const session = useSession();
  const location = useLocation();
  const [open, setOpen] = useState<'none' | 'dialog' | 'sign-in'>('none');
  const close = () => setOpen('none');
  return (
    <>
      <Button
        variant="secondary"
        size={size}
        aria-label={t('add_to_list.button_label', { name: variant.name })}
        onClick={() => setOpen(session.status === 'customer' ? 'dialog' : 'sign-in')}
      >
        {t('add_to_list.button')}
      </Button>
      {open === 'dialog' ? (
        <Suspense fallback={null}>
          <AddToListDialog open onClose={close} variant={variant} />
        </Suspense>
      ) : null}
      <SignInPrompt
        open={open === 'sign-in'}
        onClose={close}
        title={t('add_to_list.login_title')}
        description={t('add_to_list.login_required')}
        href={signInUrl(`${location.pathname}${location.search}`)}
      />
    </>
  );
}
