import { isAccountScope, isBusinessView } from '@gio/domain-access';
import { WAON_MEMBER_VOUCHERS_PATH } from '@gio/domain-enums';
import { useSession } from '@gio/shell';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { showsInviteLink, type AccountSiteConfig } from '../lib/site-config';
import { useSiteConfig } from './app-context';
import { LayoutChrome } from './layout-chrome';

interface AccountPage {
  readonly to: string;
  readonly label: string;
  readonly end: boolean;
  /** Whether the page is offered; always when absent. */
  readonly shows?: (offer: PageOffer) => boolean;
}

/** The account pages, in the order the navigation lists them. */
export const ACCOUNT_PAGES: readonly AccountPage[] = [
  { to: '/account', label: 'account.nav.dashboard', end: true },
  { to: '/account/order-history', label: 'account.nav.orders', end: false },
  { to: '/account/profile', label: 'account.nav.profile', end: false },
  { to: '/account/reorder', label: 'account.nav.reorder', end: false },
  { to: '/account/address', label: 'account.nav.addresses', end: false },
  { to: '/account/billing', label: 'account.nav.billing', end: false },
  { to: '/account/change-password', label: 'account.nav.security', end: false },
  { to: '/account/email-preferences', label: 'account.nav.email', end: false },
  // accounts.md §6: invite-friends only while invites are on and not in limited-products mode.
  { to: '/account/invite', label: 'account.nav.invite', end: false, shows: ({ site }) => showsInviteLink(site) },
  // The loyalty member vouchers live outside /account but are an account app page all the same.
  { to: WAON_MEMBER_VOUCHERS_PATH, label: 'account.nav.loyalty', end: false },
  { to: '/account/organization', label: 'account.nav.organization', end: false, shows: ({ business }) => business },
  // accounts.md §6: a business-view user is not led to the favourites (as the account panel).
  { to: '/account/favorites', label: 'account.nav.favorites', end: false, shows: ({ business }) => !business },
  { to: '/account/shopping-lists', label: 'account.nav.lists', end: false },
];

/** What decides whether a page is offered: the site's switches and the user's view. */
export interface PageOffer {
  readonly site: AccountSiteConfig;
  /** The business view (domain-access `isBusinessView`, as the shell's account panel decides it). */
  readonly business: boolean;
}

/** The account pages offered to this user on this site. */
export function accountPages(offer: PageOffer): readonly AccountPage[] {
  return ACCOUNT_PAGES.filter((page) => page.shows?.(offer) ?? true);
}

/** The account pages offered to the signed-in user (accountPages with the session and site). */
export function useAccountPages(): readonly AccountPage[] {
  const site = useSiteConfig();
  const { status, user } = useSession();
  const viewType = user?.clientViewType;
  const business = isBusinessView({
    loggedIn: status === 'customer',
    clientViewType: isAccountScope(viewType) ? viewType : null,
  });
  return accountPages({ site, business });
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
