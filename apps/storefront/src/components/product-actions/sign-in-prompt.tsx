import { Modal } from '@gio/ui';
import { useTranslation } from 'react-i18next';

/**
 * The full-page login dialog a guest gets for a signed-in-only product action, as the
 * back-in-stock button does (storefront.md §4 "Back in stock"): the login link carries the
 * action to finish and the way back here.
 */
export function SignInPrompt({
  open,
  onClose,
  title,
  description,
  href,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description: string;
  href: string;
}) {
  const { t } = useTranslation('common');
  return (
    <Modal open={open} onClose={onClose} variant="login" title={title} description={description}>
      <a className="sf-button-link" href={href}>
        {t('navigation.login')}
      </a>
    </Modal>
  );
}
