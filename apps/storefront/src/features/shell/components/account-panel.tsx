import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { linkLoginUrl } from '../../../lib/link-params';
import type { SessionState } from '../../../lib/session';
import './header-panels.css';

/** The account pages the overlay leads to (accounts.md §2). */
const ACCOUNT_LINKS = [
  { to: '/account', key: 'storefront.account_panel.dashboard' },
  { to: '/account/order-history', key: 'storefront.account_panel.orders' },
  { to: '/account/shopping-lists', key: 'storefront.account_panel.lists' },
  { to: '/account/favorites', key: 'storefront.account_panel.favorites' },
] as const;

/**
 * The account overlay's content (storefront.md §4 "Panels"): a signed-in shopper's account
 * pages; a guest is offered the login page, which brings them back here.
 */
export function AccountPanel({
  session,
  onNavigate,
}: {
  session: SessionState;
  onNavigate: () => void;
}) {
  const { t } = useTranslation('common');
  const location = useLocation();
  if (session.status !== 'customer') {
    return (
      <>
        <h2 className="sf-panel__title">{t('navigation.account')}</h2>
        <p>{t('storefront.account_panel.guest_message')}</p>
        <Link
          className="gio-button gio-button--primary gio-button--md"
          to={linkLoginUrl(`${location.pathname}${location.search}`, {})}
          onClick={onNavigate}
        >
          {t('navigation.login')}
        </Link>
      </>
    );
  }
  const name = session.user?.firstName;
  return (
    <>
      <h2 className="sf-panel__title">
        {name ? t('storefront.account_panel.greeting', { name }) : t('navigation.account')}
      </h2>
      <ul className="sf-panel__links">
        {ACCOUNT_LINKS.map((link) => (
          <li key={link.to}>
            <Link to={link.to} onClick={onNavigate}>
              {t(link.key)}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
