import fc from 'fast-check';
import {
  closePanel,
  isPanelOpen,
  openPanel,
  PANELS,
  PANELS_CLOSED,
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
