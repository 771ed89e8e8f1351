import { accountPanelLinks } from '@gio/domain-shell';
import { useSession, useSiteConfig } from '@gio/shell';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { LayoutChrome } from './layout-chrome';

/** The account pages of this issue, in the order the navigation lists them. */
export const ACCOUNT_PAGES = [
  { to: '/account', label: 'account.nav.dashboard', end: true },
  { to: '/account/profile', label: 'account.nav.profile', end: false },
  { to: '/account/address', label: 'account.nav.addresses', end: false },
  { to: '/account/billing', label: 'account.nav.billing', end: false },
  { to: '/account/change-password', label: 'account.nav.security', end: false },
  { to: '/account/email-preferences', label: 'account.nav.email', end: false },
  { to: '/account/favorites', label: 'account.nav.favorites', end: false },
  { to: '/account/shopping-lists', label: 'account.nav.lists', end: false },
] as const;

/**
 * accounts.md §6: a business-view user is not led to the favourites. The rule is the header's
 * account panel's (domain-shell `accountPanelLinks`), asked with the same session and site.
 */
function useShowsFavourites(): boolean {
  const session = useSession();
  const site = useSiteConfig();
  return accountPanelLinks({
    signedIn: true,
    clientViewType: session.user?.clientViewType,
    numSuccessfulOrders: session.user?.numSuccessfulOrders,
    invitesEnabled: site.invitesEnabled,
    limitedProductsMode: site.limitedProductsMode,
  }).some((link) => link.id === 'favorites');
}

/** The account pages this person is led to: all of them, but the favourites only where shown. */
export function useAccountPages(): readonly (typeof ACCOUNT_PAGES)[number][] {
  const showsFavourites = useShowsFavourites();
  return ACCOUNT_PAGES.filter((page) => showsFavourites || page.to !== '/account/favorites');
}

/** The account section's navigation: the current page is marked (aria-current) by NavLink. */
export function AccountNav() {
  const { t } = useTranslation('common');
  const pages = useAccountPages();
  return (
    <nav className="acc-nav" aria-label={t('account.nav.label')}>
      <ul className="acc-nav__list">
        {pages.map((page) => (
          <li key={page.to}>
            <NavLink to={page.to} end={page.end} className="acc-nav__link">
              {t(page.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The signed-in account pages (accounts.md §2 /account/*): the account navigation beside the
 * page (above it on phones), a skip link and the `<main>` landmark. The shop's shared header and
 * footer will wrap it once they are a library both apps import.
 */
export function AccountLayout() {
  return (
    <LayoutChrome nav={<AccountNav />}>
      <Outlet />
    </LayoutChrome>
  );
}

/** The pages a guest may open (forgot and reset password, the unauthorised pages). */
export function PublicLayout() {
  return (
    <LayoutChrome>
      <Outlet />
    </LayoutChrome>
  );
}
