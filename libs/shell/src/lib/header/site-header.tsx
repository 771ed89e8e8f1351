import type { NavCategoryView } from '@gio/contracts';
import { cartBadgeText } from '@gio/domain-cart';
import {
  closePanel,
  isPanelOpen,
  isShellElementHidden,
  pageNameFromPath,
  PANELS_CLOSED,
  togglePanel,
  type PanelId,
  type PanelState,
} from '@gio/domain-shell';
import {
  BasketIcon,
  BellIcon,
  CartBadge,
  CategoryTree,
  MenuIcon,
  MoreIcon,
  SearchIcon,
  UserIcon,
  VisuallyHidden,
  type CategoryTreeNode,
} from '@gio/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ShellLink } from '../links/shell-link';
import { useCartSummary } from '../providers/cart-summary';
import { useSession } from '../providers/session';
import { useSiteConfig } from '../providers/site-config-context';
import { SearchBar } from '../search/search-bar';
import { AccountPanel } from './account-panel';
import './header-panels.css';
import { NewsfeedPanel } from './newsfeed-panel';
import './site-header.css';
import { SupportContactItems } from './support-contact-items';
import { useNavCategories } from './use-nav-categories';
import { useNewsfeed } from './use-newsfeed';

export interface SiteHeaderProps {
  /**
   * The top level of the nav panel's category tree, when the app knows it (the storefront's home
   * page data); shown as links at once.
   */
  categories?: readonly NavCategoryView[];
  /** The root category's gid: the levels below the top one are read from it when the panel opens. */
  categoryRootGid?: string | null;
  /** The term the search bar shows on arrival (the search results page's term). */
  searchTerm?: string;
}

/**
 * Header (storefront.md §2, §4), the same in both apps: skip link, logo, categories, search with
 * suggestions, news (signed in), account, more and cart with its badge. Their panels — nav,
 * search (small screens), news feed, account overlay, menu, cart — are mutually exclusive
 * (storefront.md §4 "Panels", domain-shell `togglePanel`); a new page closes them. The search bar
 * is hidden where domain-shell `isShellElementHidden` says (in the mobile app, on checkout and
 * bulk purchase). Reads the site configuration, the session and the cart summary of the shell's
 * providers; links to the other app's pages load their document (`ShellLink`).
 */
export function SiteHeader({
  categories = [],
  categoryRootGid = null,
  searchTerm = '',
}: SiteHeaderProps) {
  const { t } = useTranslation('common');
  const location = useLocation();
  const [panels, setPanels] = useState<PanelState>(PANELS_CLOSED);
  const toggle = (panel: PanelId) => setPanels((current) => togglePanel(current, panel));
  const close = (panel: PanelId) => setPanels((current) => closePanel(current, panel));
  const navOpen = isPanelOpen(panels, 'nav');
  const cartOpen = isPanelOpen(panels, 'cart');
  const accountOpen = isPanelOpen(panels, 'account-overlay');
  const newsOpen = isPanelOpen(panels, 'news-feed');
  const searchOpen = isPanelOpen(panels, 'search');
  const menuOpen = isPanelOpen(panels, 'menu');
  const site = useSiteConfig();
  const { count: cartCount } = useCartSummary();
  const searchPanel = useRef<HTMLDivElement>(null);
  const session = useSession();
  const signedIn = session.status === 'customer';
  const feed = useNewsfeed(signedIn, newsOpen);
  const nav = useNavCategories(categories, categoryRootGid, navOpen);
  const toggles = useRef<Partial<Record<PanelId, HTMLButtonElement | null>>>({});
  const showSearch = !isShellElementHidden('searchBar', {
    page: pageNameFromPath(location.pathname),
    isApp: site.isApp,
  });

  // A new page closes whatever panel was open.
  useEffect(() => setPanels(PANELS_CLOSED), [location.pathname]);

  // Escape closes the open panel from anywhere and gives focus back to the button that opened it.
  useEffect(() => {
    const open = panels.open;
    if (open === null) return;
    const onKeyDown = (event: KeyboardEvent) => {
      // The search combobox's first Escape only closes its suggestion list.
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setPanels((current) => closePanel(current, open));
      toggles.current[open]?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [panels]);

  // The search panel is there to type in: opening it puts the caret in the combobox.
  useEffect(() => {
    if (searchOpen) searchPanel.current?.querySelector('input')?.focus();
  }, [searchOpen]);
  return (
    <header className="sf-header">
      <a className="sf-skip-link" href="#main">
        {t('navigation.skip_to_content')}
      </a>
      <div className="sf-header__bar">
        <button
          type="button"
          className="sf-header__button"
          aria-expanded={navOpen}
          aria-controls="sf-panel-nav"
          ref={(element) => {
            toggles.current.nav = element;
          }}
          onClick={() => toggle('nav')}
        >
          <MenuIcon className="sf-header__icon" />
          <span className="sf-header__label">{t('navigation.menu')}</span>
        </button>
        <ShellLink to="/" className="sf-header__logo" aria-label={t('navigation.home')}>
          <svg className="sf-header__logo-mark" viewBox="0 0 64 64" aria-hidden="true">
            <rect width="64" height="64" rx="14" fill="currentColor" />
            <path d="M14 26h36l-4 24H18z" fill="#fff" />
            <path
              d="M22 26l8-12m12 12l-8-12"
              stroke="#f4a62a"
              strokeWidth="4"
              strokeLinecap="round"
              fill="none"
            />
          </svg>
          {t('app.name')}
        </ShellLink>
        {/* One search bar: inline on wide screens, the search panel on small ones (CSS). */}
        {showSearch && (
          <div
            id="sf-panel-search"
            ref={searchPanel}
            className={
              searchOpen ? 'sf-header__search sf-header__search--open' : 'sf-header__search'
            }
          >
            <SearchBar
              // A new page starts with its own term (or none), not with what was typed before.
              key={location.pathname}
              initialTerm={searchTerm}
              onSearch={() => close('search')}
            />
          </div>
        )}
        <div className="sf-header__actions">
          {showSearch && (
            <button
              type="button"
              className="sf-header__button sf-header__search-toggle"
              aria-expanded={searchOpen}
              aria-controls="sf-panel-search"
              ref={(element) => {
                toggles.current.search = element;
              }}
              onClick={() => toggle('search')}
            >
              <SearchIcon className="sf-header__icon" />
              <VisuallyHidden>{t('storefront.header.search_toggle')}</VisuallyHidden>
            </button>
          )}
          {signedIn && (
            <button
              type="button"
              className="sf-header__button sf-header__cart"
              aria-expanded={newsOpen}
              aria-controls="sf-panel-news"
              ref={(element) => {
                toggles.current['news-feed'] = element;
              }}
              onClick={() => toggle('news-feed')}
            >
              <BellIcon className="sf-header__icon" />
              <span className="sf-header__label">{t('storefront.newsfeed.button')}</span>
              {feed.unread > 0 && (
                <span className="gio-cart-badge">
                  <span className="gio-cart-badge__count" aria-hidden="true">
                    {cartBadgeText(feed.unread)}
                  </span>
                  <VisuallyHidden>
                    {t('storefront.newsfeed.unread', { count: feed.unread })}
                  </VisuallyHidden>
                </span>
              )}
            </button>
          )}
          <button
            type="button"
            className="sf-header__button"
            aria-expanded={accountOpen}
            aria-controls="sf-panel-account"
            ref={(element) => {
              toggles.current['account-overlay'] = element;
            }}
            onClick={() => toggle('account-overlay')}
          >
            <UserIcon className="sf-header__icon" />
            <span className="sf-header__label">{t('navigation.account')}</span>
          </button>
          <button
            type="button"
            className="sf-header__button"
            aria-expanded={menuOpen}
            aria-controls="sf-panel-menu"
            ref={(element) => {
              toggles.current.menu = element;
            }}
            onClick={() => toggle('menu')}
          >
            <MoreIcon className="sf-header__icon" />
            <span className="sf-header__label">{t('storefront.header.more')}</span>
          </button>
          <button
            type="button"
            className="sf-header__button sf-header__cart"
            aria-expanded={cartOpen}
            aria-controls="sf-panel-cart"
            ref={(element) => {
              toggles.current.cart = element;
            }}
            onClick={() => toggle('cart')}
          >
            <BasketIcon className="sf-header__icon" />
            <span className="sf-header__label">{t('cart.title')}</span>
            <CartBadge count={cartCount} />
          </button>
        </div>
      </div>
      {/* The category tree is its own navigation landmark, so the panel is a plain container. */}
      <div
        id="sf-panel-nav"
        className="sf-panel"
        hidden={!navOpen}
        aria-busy={nav.status === 'loading' || undefined}
      >
        <div className="sf-panel__inner">
          <ShellLink to="/" onClick={() => close('nav')}>
            {t('navigation.home')}
          </ShellLink>
          {nav.categories.length > 0 && (
            <CategoryTree categories={nav.categories} getHref={categoryHref} />
          )}
        </div>
      </div>
      {signedIn && (
        <section
          id="sf-panel-news"
          className="sf-panel"
          hidden={!newsOpen}
          aria-label={t('storefront.newsfeed.title')}
        >
          <div className="sf-panel__inner">
            <NewsfeedPanel feed={feed} />
          </div>
        </section>
      )}
      <section
        id="sf-panel-account"
        className="sf-panel"
        hidden={!accountOpen}
        aria-label={t('navigation.account')}
      >
        <div className="sf-panel__inner">
          <AccountPanel session={session} onNavigate={() => close('account-overlay')} />
        </div>
      </section>
      <section
        id="sf-panel-menu"
        className="sf-panel"
        hidden={!menuOpen}
        aria-label={t('storefront.header.more')}
      >
        <div className="sf-panel__inner">
          <ul className="sf-panel__links">
            <li>
              <ShellLink to="/mobile-support" onClick={() => close('menu')}>
                {t('storefront.mobile_support.title')}
              </ShellLink>
            </li>
            {/* Inside the app, links to download it would only lead back to the store. */}
            {!site.isApp && site.appStoreLinks.ios && (
              <li>
                <a href={site.appStoreLinks.ios} rel="noopener noreferrer">
                  {t('storefront.footer.app_store')}
                </a>
              </li>
            )}
            {!site.isApp && site.appStoreLinks.android && (
              <li>
                <a href={site.appStoreLinks.android} rel="noopener noreferrer">
                  {t('storefront.footer.google_play')}
                </a>
              </li>
            )}
            <SupportContactItems phoneLabel={(phone) => t('storefront.header.call', { phone })} />
          </ul>
          {site.support.hours && (
            <p>{t('storefront.header.support_hours', { hours: site.support.hours })}</p>
          )}
        </div>
      </section>
      <section
        id="sf-panel-cart"
        className="sf-panel"
        hidden={!cartOpen}
        aria-label={t('cart.title')}
      >
        <div className="sf-panel__inner">
          {cartCount === 0 ? (
            <>
              <p className="sf-panel__title">{t('cart.empty_title')}</p>
              <p>{t('cart.empty_description')}</p>
            </>
          ) : (
            <p>{t('cart.badge_label', { count: cartCount })}</p>
          )}
          <ShellLink to="/cart" onClick={() => close('cart')}>
            {t('cart.title')}
          </ShellLink>
        </div>
      </section>
    </header>
  );
}

/** Category links: the gateway's category views carry their canonical path. */
function categoryHref(node: CategoryTreeNode): string {
  const path = (node as CategoryTreeNode & { path?: string }).path;
  return path ?? `/products/category/${node.gid}/${node.slug}`;
}
