import { useModal } from '@gio/ui';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The full-page login dialog a guest gets for a signed-in-only product action, as the
 * back-in-stock button does (storefront.md §4 "Back in stock"): the login link carries the
 * action to finish and the way back here. It takes the app's one modal slot, so a first-load
 * modal arriving later replaces it rather than opening over it.
 */
export function useSignInPrompt(): (prompt: {
  title: string;
  description: string;
  href: string;
}) => void {
  const { t } = useTranslation('common');
  const modal = useModal();
  return useCallback(
    ({ title, description, href }) => {
      modal.open({
        variant: 'login',
        title,
        description,
        content: (
          <a className="sf-button-link" href={href}>
            {t('navigation.login')}
          </a>
        ),
      });
    },
    [modal, t],
  );
}
