import {
  isAccountScope,
  seesBusinessWelcomeBanner,
  showInviteLink,
  showReorderLink,
  showsFavouritesLink,
  type ClientView,
} from '@gio/domain-access';

/** The shell's side panels (storefront.md §4 "Panels"). */
export const PANELS = ['cart', 'nav', 'news-feed', 'account-overlay', 'search', 'menu'] as const;
export type PanelId = (typeof PANELS)[number];

/** At most one panel is open: the state holds which one, or null. */
export interface PanelState {
  readonly open: PanelId | null;
}

export const PANELS_CLOSED: PanelState = { open: null };

/** Panels are mutually exclusive (storefront.md §4): opening one closes whichever was open. */
export function openPanel(state: PanelState, panel: PanelId): PanelState {
  return state.open === panel ? state : { open: panel };
}

/**
 * Closes a panel (storefront.md §4 "Panels"). Without an argument whatever is open closes; with a
 * panel, only that panel closes, so a late close of a panel that was already replaced by another
 * one leaves the newer panel open.
 */
export function closePanel(state: PanelState, panel?: PanelId): PanelState {
  if (state.open === null) return state;
  if (panel !== undefined && state.open !== panel) return state;
  return PANELS_CLOSED;
}

/** Toggles a panel (storefront.md §4 "Panels"): opens it exclusively, or closes it when it is the open one. */
export function togglePanel(state: PanelState, panel: PanelId): PanelState {
  return state.open === panel ? PANELS_CLOSED : openPanel(state, panel);
}

/** Whether a given panel is open (storefront.md §4 "Panels"). */
export function isPanelOpen(state: PanelState, panel: PanelId): boolean {
  return state.open === panel;
}

/** Who looks at the account overlay, and the site switches its links depend on (accounts.md §6). */
export interface AccountPanelAudience {
  readonly signedIn: boolean;
  /** The session user's clientViewType: 1 is the business view of an organisation account. */
  readonly clientViewType?: number | null;
  readonly numSuccessfulOrders?: number | null;
  /** Site configuration `features.invitesEnabled`. */
  readonly invitesEnabled: boolean;
  /** Site configuration `features.limitedProductsMode`. */
  readonly limitedProductsMode: boolean;
}

/** The account pages the overlay can lead to (accounts.md §2), in the order it lists them. */
export const ACCOUNT_PANEL_LINKS = [
  { id: 'dashboard', path: '/account' },
  { id: 'orders', path: '/account/order-history' },
  { id: 'reorder', path: '/account/reorder' },
  { id: 'lists', path: '/account/shopping-lists' },
  { id: 'favorites', path: '/account/favorites' },
  { id: 'invite', path: '/account/invite' },
] as const;
export type AccountPanelLink = (typeof ACCOUNT_PANEL_LINKS)[number];
export type AccountPanelLinkId = AccountPanelLink['id'];

function clientView(audience: AccountPanelAudience): ClientView {
  return {
    loggedIn: audience.signedIn,
    clientViewType: isAccountScope(audience.clientViewType) ? audience.clientViewType : null,
  };
}

/**
 * The account overlay's links (storefront.md §4 "Panels", accounts.md §6): none for a guest (the
 * overlay offers sign-in instead); for a signed-in user the dashboard, past orders and shopping
 * lists always, the reorder page only with at least one successful order, the favourites except
 * in the business view, and invite-friends only while invites are on and the site is not in
 * limited-products mode.
 */
export function accountPanelLinks(audience: AccountPanelAudience): readonly AccountPanelLink[] {
  if (!audience.signedIn) return [];
  const view = clientView(audience);
  const shows: Record<AccountPanelLinkId, boolean> = {
    dashboard: true,
    orders: true,
    reorder: showReorderLink({
      loggedIn: true,
      numSuccessfulOrders: audience.numSuccessfulOrders ?? 0,
    }),
    lists: true,
    favorites: showsFavouritesLink(view),
    invite: showInviteLink(audience),
  };
  return ACCOUNT_PANEL_LINKS.filter((link) => shows[link.id]);
}

/** accounts.md §6: the overlay greets a business-view user with the business welcome banner. */
export function showsBusinessWelcome(audience: AccountPanelAudience): boolean {
  return seesBusinessWelcomeBanner(clientView(audience));
}
