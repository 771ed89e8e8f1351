import { EmptyState } from '@gio/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../lib/page';

/** An address of the account app that has no page (yet): where to go instead. */
export function NotFoundPage() {
  const { t } = useTranslation('common');
  return (
    <Page title={t('account.not_found.title')}>
      <EmptyState
        title={t('account.not_found.subtitle')}
        description={t('account.not_found.description')}
        actions={
          <>
            <Link className="acc-button-link" to="/account">
              {t('account.not_found.to_account')}
            </Link>
            <a className="acc-button-link acc-button-link--secondary" href="/">
              {t('account.not_found.to_shop')}
            </a>
          </>
        }
      />
    </Page>
  );
}
