import fc from 'fast-check';
import {
  accountPanelLinks,
  ACCOUNT_PANEL_LINKS,
  closePanel,
  isPanelOpen,
  openPanel,
  PANELS,
  PANELS_CLOSED,
  showsBusinessWelcome,
  togglePanel,
  type PanelId,
  type PanelState,
} from './panels';

describe('panels (storefront.md §4: mutually exclusive)', () => {
  it('lists the six panels', () => {
    expect(PANELS).toEqual(['cart', 'nav', 'news-feed', 'account-overlay', 'search', 'menu']);
  });

  it('opening one closes the other', () => {
    const cart = openPanel(PANELS_CLOSED, 'cart');
    const search = openPanel(cart, 'search');
    expect(isPanelOpen(search, 'search')).toBe(true);
    expect(isPanelOpen(search, 'cart')).toBe(false);
  });

  it('closes the open panel, and a late close of a replaced panel changes nothing', () => {
    const nav = openPanel(PANELS_CLOSED, 'nav');
    expect(closePanel(nav)).toEqual(PANELS_CLOSED);
    expect(closePanel(nav, 'nav')).toEqual(PANELS_CLOSED);
    expect(closePanel(nav, 'cart')).toBe(nav);
    expect(closePanel(PANELS_CLOSED)).toBe(PANELS_CLOSED);
  });

  it('toggles', () => {
    expect(togglePanel(PANELS_CLOSED, 'menu')).toEqual({ open: 'menu' });
    expect(togglePanel({ open: 'menu' }, 'menu')).toEqual(PANELS_CLOSED);
    expect(togglePanel({ open: 'menu' }, 'cart')).toEqual({ open: 'cart' });
  });

  it('never has more than one panel open, and the last opened wins (property)', () => {
    const step = fc.record({
      op: fc.constantFrom('open', 'close', 'toggle'),
      panel: fc.constantFrom(...PANELS),
    });
    fc.assert(
      fc.property(fc.array(step), (steps) => {
        let state: PanelState = PANELS_CLOSED;
        for (const { op, panel } of steps) {
          const before = state;
          state =
            op === 'open'
              ? openPanel(state, panel)
              : op === 'close'
                ? closePanel(state, panel)
                : togglePanel(state, panel);
          if (op === 'open') expect(state.open).toBe(panel);
          if (op === 'toggle' && before.open !== panel) expect(state.open).toBe(panel);
        }
        expect(
          PANELS.filter((panel: PanelId) => isPanelOpen(state, panel)).length,
        ).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('account overlay (accounts.md §6)', () => {
  const customer = {
    signedIn: true,
    clientViewType: 0,
    numSuccessfulOrders: 3,
    invitesEnabled: true,
    limitedProductsMode: false,
  };
  const ids = (audience: Parameters<typeof accountPanelLinks>[0]) =>
    accountPanelLinks(audience).map((link) => link.id);

  it('offers a guest no account page and no business welcome', () => {
    expect(accountPanelLinks({ ...customer, signedIn: false })).toEqual([]);
    expect(showsBusinessWelcome({ ...customer, signedIn: false, clientViewType: 1 })).toBe(false);
  });

  it('lists every page for a personal customer with orders while invites are on', () => {
    expect(accountPanelLinks(customer)).toEqual([
      { id: 'dashboard', path: '/account' },
      { id: 'orders', path: '/account/order-history' },
      { id: 'reorder', path: '/account/reorder' },
      { id: 'lists', path: '/account/shopping-lists' },
      { id: 'favorites', path: '/account/favorites' },
      { id: 'invite', path: '/account/invite' },
    ]);
    expect(showsBusinessWelcome(customer)).toBe(false);
  });

  it('greets the business view with the welcome banner and leaves out the favourites', () => {
    const business = { ...customer, clientViewType: 1 };
    expect(showsBusinessWelcome(business)).toBe(true);
    expect(ids(business)).not.toContain('favorites');
    expect(ids(business)).toContain('reorder');
  });

  it('shows the reorder link only to users with orders', () => {
    expect(ids({ ...customer, numSuccessfulOrders: 0 })).not.toContain('reorder');
    expect(ids({ ...customer, numSuccessfulOrders: undefined })).not.toContain('reorder');
    expect(ids({ ...customer, numSuccessfulOrders: 1 })).toContain('reorder');
  });

  it('shows invite-friends only with invites on and outside limited-products mode', () => {
    expect(ids({ ...customer, invitesEnabled: false })).not.toContain('invite');
    expect(ids({ ...customer, limitedProductsMode: true })).not.toContain('invite');
    expect(ids({ ...customer, invitesEnabled: true, limitedProductsMode: false })).toContain(
      'invite',
    );
  });

  it('reads an unknown view type as the personal view', () => {
    expect(showsBusinessWelcome({ ...customer, clientViewType: 7 })).toBe(false);
    expect(ids({ ...customer, clientViewType: null })).toContain('favorites');
  });

  it('always keeps the dashboard, orders and lists for a signed-in user, in order', () => {
    fc.assert(
      fc.property(
        fc.record({
          clientViewType: fc.constantFrom(0, 1, null),
          numSuccessfulOrders: fc.nat(20),
          invitesEnabled: fc.boolean(),
          limitedProductsMode: fc.boolean(),
        }),
        (rest) => {
          const shown = ids({ signedIn: true, ...rest });
          expect(shown.filter((id) => ['dashboard', 'orders', 'lists'].includes(id))).toEqual([
            'dashboard',
            'orders',
            'lists',
          ]);
          const order = ACCOUNT_PANEL_LINKS.map((link) => link.id);
          expect([...shown].sort((a, b) => order.indexOf(a) - order.indexOf(b))).toEqual(shown);
        },
      ),
    );
  });
});
