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
