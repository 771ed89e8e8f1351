import { Button, Notice } from '@gio/ui';
import { useTranslation } from 'react-i18next';
import { Link, useRevalidator, useRouteError } from 'react-router';
import { loadFailureOf } from '../lib/load-error';
import { Page } from '../lib/page';

/**
 * What a page shows when its loader, its action or its rendering failed outright: what happened,
 * a retry (the page's loaders again) and a way to the dashboard. The layout (navigation, skip
 * link, landmark) stays around it.
 */
export function RouteError() {
  const { t } = useTranslation('common');
  const error = useRouteError();
  const revalidator = useRevalidator();
  const failure = loadFailureOf(error);
  return (
    <Page title={t('account.route_error.title')}>
      <Notice
        kind={failure === 'leaving' ? 'info' : 'error'}
        announce
        action={
          failure === 'leaving' ? null : (
            <>
              <Button
                variant="secondary"
                loading={revalidator.state === 'loading'}
                onClick={() => void revalidator.revalidate()}
              >
                {t('actions.retry')}
              </Button>
              <Link to="/account">{t('account.route_error.to_dashboard')}</Link>
            </>
          )
        }
      >
        <p>{t(`account.load.${failure}`)}</p>
      </Notice>
    </Page>
  );
}
