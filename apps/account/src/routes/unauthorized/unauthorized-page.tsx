import { Notice } from '@gio/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { loginUrl, safeRedirect, sameOriginReferrer } from '../../lib/navigation';
import { Page } from '../../lib/page';

/** These pages themselves are never where to come back to. */
const NOT_A_WAY_BACK = ['/unauthorized', '/unauthorized-logout', '/login'];

/**
 * Where the person was: the `redirect` of this page's address when given, else the page of this
 * site they came from, else `fallback`.
 */
function useWayBack(fallback: string): string {
  const [params] = useSearchParams();
  const given = params.get('redirect');
  return useMemo(() => {
    const candidate = given ?? sameOriginReferrer(document, window.location.origin);
    const path = safeRedirect(candidate, fallback);
    return NOT_A_WAY_BACK.some((page) => path === page || path.startsWith(`${page}?`)) ? fallback : path;
  }, [given, fallback]);
}

/**
 * /unauthorized-logout (accounts.md §2, §8: where a call answered 401 outside the account pages
 * leads): the session has ended, what that means, and signing in again, which comes back here.
 */
export function UnauthorizedLogoutPage() {
  const { t } = useTranslation('common');
  const wayBack = useWayBack('/');
  return (
    <Page title={t('account.unauthorized.logout_title')}>
      <Notice
        kind="info"
        action={
          <>
            {/* Sign-in is the storefront's page: a full page load. */}
            <a className="acc-button-link" href={loginUrl(wayBack)}>
              {t('account.unauthorized.sign_in_again')}
            </a>
            <a className="acc-button-link acc-button-link--secondary" href="/">
              {t('account.unauthorized.to_shop')}
            </a>
          </>
        }
      >
        <p>{t('account.unauthorized.logout_body')}</p>
        <p>{t('account.unauthorized.cart_kept')}</p>
      </Notice>
    </Page>
  );
}

/**
 * /unauthorized (accounts.md §2): the page asked for needs another account or more rights; sign
 * in with another account (and come back), or go to one's own account.
 */
export function UnauthorizedPage() {
  const { t } = useTranslation('common');
  const wayBack = useWayBack('/account');
  return (
    <Page title={t('account.unauthorized.title')}>
      <Notice
        kind="warning"
        action={
          <>
            <a className="acc-button-link" href={loginUrl(wayBack)}>
              {t('account.unauthorized.sign_in_other')}
            </a>
            <Link className="acc-button-link acc-button-link--secondary" to="/account">
              {t('account.unauthorized.to_account')}
            </Link>
          </>
        }
      >
        <p>{t('account.unauthorized.body')}</p>
      </Notice>
    </Page>
  );
}
