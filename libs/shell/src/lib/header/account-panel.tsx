import {
  accountPanelLinks,
  showsBusinessWelcome,
  type AccountPanelLinkId,
} from '@gio/domain-shell';
import { Button, SiteBanner } from '@gio/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ShellLink } from '../links/shell-link';
import { signInUrl } from '../links/sign-in-url';
import type { SessionState } from '../providers/session';
import { useSiteConfig } from '../providers/site-config-context';
import { useSignOut } from '../providers/use-sign-out';
import './header-panels.css';

/** The words of each account page the overlay can lead to. */
const LINK_LABELS: Record<AccountPanelLinkId, string> = {
  dashboard: 'storefront.account_panel.dashboard',
  orders: 'storefront.account_panel.orders',
  reorder: 'storefront.account_panel.reorder',
  lists: 'storefront.account_panel.lists',
  favorites: 'storefront.account_panel.favorites',
  invite: 'storefront.account_panel.invite',
};

export interface AccountPanelProps {
  session: SessionState;
  /** Called when a link of the panel is followed (the header closes the overlay). */
  onNavigate: () => void;
}

/**
 * The account overlay's content (storefront.md §4 "Panels", accounts.md §6): a guest is offered
 * the login page, which brings them back here. A signed-in user gets the account pages that
 * domain-shell `accountPanelLinks` allows — the business view sees the business welcome banner
 * and no favourites, the reorder link needs an order, invite-friends needs invites on and no
 * limited-products mode — and signs out here. The account pages are the account app's: from the
 * storefront they load as documents (`ShellLink`).
 */
export function AccountPanel({ session, onNavigate }: AccountPanelProps) {
  const { t } = useTranslation('common');
  const location = useLocation();
  const site = useSiteConfig();
  const signOut = useSignOut();
  const [signingOut, setSigningOut] = useState(false);
  const [signOutFailed, setSignOutFailed] = useState(false);
  if (session.status !== 'customer') {
    return (
      <>
        <h2 className="sf-panel__title">{t('navigation.account')}</h2>
        <p>{t('storefront.account_panel.guest_message')}</p>
        <ShellLink
          className="gio-button gio-button--primary gio-button--md"
          to={signInUrl(`${location.pathname}${location.search}`)}
          onClick={onNavigate}
        >
          {t('navigation.login')}
        </ShellLink>
      </>
    );
  }
  const user = session.user;
  const audience = {
    signedIn: true,
    clientViewType: user?.clientViewType,
    numSuccessfulOrders: user?.numSuccessfulOrders,
    invitesEnabled: site.invitesEnabled,
    limitedProductsMode: site.limitedProductsMode,
  };
  const name = user?.firstName;
  const organization = user?.organization?.name;
  const leave = () => {
    setSigningOut(true);
    setSignOutFailed(false);
    // Success loads the home page as a new document; only a failure comes back here.
    signOut().catch(() => {
      setSigningOut(false);
      setSignOutFailed(true);
    });
  };
  return (
    <>
      <h2 className="sf-panel__title">
        {name ? t('storefront.account_panel.greeting', { name }) : t('navigation.account')}
      </h2>
      {showsBusinessWelcome(audience) && (
        <SiteBanner
          tone="info"
          text={
            organization
              ? t('storefront.account_panel.business_welcome', { organization })
              : t('storefront.account_panel.business_welcome_generic')
          }
        />
      )}
      <ul className="sf-panel__links">
        {accountPanelLinks(audience).map((link) => (
          <li key={link.id}>
            <ShellLink to={link.path} onClick={onNavigate}>
              {t(LINK_LABELS[link.id])}
            </ShellLink>
          </li>
        ))}
      </ul>
      <Button variant="secondary" size="sm" loading={signingOut} onClick={leave}>
        {t('storefront.account_panel.sign_out')}
      </Button>
      {signOutFailed && <p role="alert">{t('storefront.account_panel.sign_out_error')}</p>}
    </>
  );
}
