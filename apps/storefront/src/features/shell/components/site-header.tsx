import type { CategoryView } from '@gio/contracts';
import {
  closePanel,
  isPanelOpen,
  togglePanel,
  type PanelId,
  type PanelState,
} from '@gio/domain-shell';
import { CartBadge, CategoryTree, type CategoryTreeNode } from '@gio/ui';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export interface SiteHeaderProps {
  panels: PanelState;
  onPanelsChange: (next: PanelState) => void;
  /** The search bar, or null where the shell hides it (domain-shell `isShellElementHidden`). */
  searchBar: ReactNode;
  cartCount: number;
  /** The category tree for the menu panel, when the shell knows it. */
  categories: readonly CategoryView[];
}

/**
 * Header: skip link, logo, menu, search, account and cart. The menu and cart panels are
 * mutually exclusive (storefront.md §4 "Panels", domain-shell `togglePanel`).
 */
export function SiteHeader({
  panels,
  onPanelsChange,
  searchBar,
  cartCount,
  categories,
}: SiteHeaderProps) {
  const { t } = useTranslation('common');
  const toggle = (panel: PanelId) => onPanelsChange(togglePanel(panels, panel));
  const close = (panel: PanelId) => onPanelsChange(closePanel(panels, panel));
  const navOpen = isPanelOpen(panels, 'nav');
  const cartOpen = isPanelOpen(panels, 'cart');
  const toggles = useRef<Partial<Record<PanelId, HTMLButtonElement | null>>>({});

  // Escape closes the open panel from anywhere and gives focus back to the button that opened it.
  useEffect(() => {
    const open = panels.open;
    if (open === null) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onPanelsChange(closePanel(panels, open));
      toggles.current[open]?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onPanelsChange, panels]);
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
          {t('navigation.menu')}
        </button>
        <Link to="/" className="sf-header__logo" aria-label={t('navigation.home')}>
          {t('app.name')}
        </Link>
        <div className="sf-header__search">{searchBar}</div>
        <Link to="/account" className="sf-header__link">
          {t('navigation.account')}
        </Link>
        <button
          type="button"
          className="sf-header__button"
          aria-expanded={cartOpen}
          aria-controls="sf-panel-cart"
          ref={(element) => {
            toggles.current.cart = element;
          }}
          onClick={() => toggle('cart')}
        >
          {t('cart.title')}
          <CartBadge count={cartCount} />
        </button>
      </div>
      {/* The category tree is its own navigation landmark, so the panel is a plain container. */}
      <div id="sf-panel-nav" className="sf-panel" hidden={!navOpen}>
        <Link to="/" onClick={() => close('nav')}>
          {t('navigation.home')}
        </Link>
        {categories.length > 0 && <CategoryTree categories={categories} getHref={categoryHref} />}
      </div>
      <section
        id="sf-panel-cart"
        className="sf-panel"
        hidden={!cartOpen}
        aria-label={t('cart.title')}
      >
        {cartCount === 0 ? (
          <>
            <p className="sf-panel__title">{t('cart.empty_title')}</p>
            <p>{t('cart.empty_description')}</p>
          </>
        ) : (
          <p>{t('cart.badge_label', { count: cartCount })}</p>
        )}
        <Link to="/cart" onClick={() => close('cart')}>
          {t('cart.title')}
        </Link>
      </section>
    </header>
  );
}

/** Category links: the gateway's category views carry their canonical path. */
function categoryHref(node: CategoryTreeNode): string {
  const path = (node as CategoryTreeNode & { path?: string }).path;
  return path ?? `/products/category/${node.gid}/${node.slug}`;
}
