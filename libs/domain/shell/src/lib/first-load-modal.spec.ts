import fc from 'fast-check';
import {
  chooseFirstLoadModal,
  closesOnEscape,
  FADE_OUT_MODAL,
  FIRST_LOAD_MODALS,
  MODAL_IDS,
  type ModalId,
} from './first-load-modal';

describe('FIRST_LOAD_MODALS (storefront.md §4 priority list)', () => {
  it('keeps the spec order', () => {
    expect(FIRST_LOAD_MODALS.map((modal) => modal.label)).toEqual([
      'cart merge',
      'loyalty prompt',
      'location capture',
      'cart differences',
      'organization invite',
      'organization update confirmation',
      'add-to-cart from a link',
      'price-change confirmation',
      'invite-referral result',
      'B2B login data',
      'favourite added',
      'product list to resume',
      'shopping list to resume',
      'shopping-list item added',
      'commercial-account opt-out or opt-in',
      'lead capture form',
      'link-session success or failure',
      'back-in-stock notify',
      'game capture',
    ]);
    expect(new Set(MODAL_IDS).size).toBe(MODAL_IDS.length);
  });

  it('locks only the location capture', () => {
    expect(FIRST_LOAD_MODALS.filter((modal) => modal.locked).map((modal) => modal.id)).toEqual([
      'location-capture',
    ]);
  });

  it('uses the spec delays', () => {
    const delay = (id: ModalId) => FIRST_LOAD_MODALS.find((modal) => modal.id === id)!.delayMs;
    expect(delay('price-change-confirmation')).toBe(1000);
    expect(delay('cart-differences')).toBe(0);
    expect(delay('lead-capture-form')).toBe(100);
  });
});

describe('chooseFirstLoadModal (storefront.md §4)', () => {
  it('picks the highest-priority applicable modal from a set or a map', () => {
    expect(
      chooseFirstLoadModal(new Set<ModalId>(['game-capture', 'loyalty-prompt']), 'home'),
    ).toMatchObject({
      kind: 'modal',
      id: 'loyalty-prompt',
      locked: false,
    });
    expect(
      chooseFirstLoadModal(
        { 'cart-merge': false, 'location-capture': true, 'game-capture': true },
        'home',
      ),
    ).toMatchObject({ kind: 'modal', id: 'location-capture', locked: true, delayMs: 0 });
  });

  it('schedules the cart-bounce show event 500 ms after the cart differences modal', () => {
    expect(chooseFirstLoadModal(new Set<ModalId>(['cart-differences']), 'cart')).toEqual({
      kind: 'modal',
      id: 'cart-differences',
      label: 'cart differences',
      locked: false,
      delayMs: 0,
      track: { event: 'cart-bounce-show', delayMs: 500 },
    });
    expect(chooseFirstLoadModal(new Set<ModalId>(['cart-merge']), 'cart')).not.toHaveProperty(
      'track',
    );
  });

  it('fetches interstitials after 100 ms when nothing applies, except on checkout', () => {
    expect(chooseFirstLoadModal(new Set(), 'home')).toEqual({
      kind: 'interstitials',
      delayMs: 100,
    });
    expect(chooseFirstLoadModal({}, 'checkout login')).toEqual({
      kind: 'interstitials',
      delayMs: 100,
    });
    expect(chooseFirstLoadModal(new Set(), 'checkout')).toEqual({ kind: 'none' });
  });

  it('still shows a modal on checkout', () => {
    expect(chooseFirstLoadModal(new Set<ModalId>(['cart-merge']), 'checkout')).toMatchObject({
      kind: 'modal',
    });
  });

  it('always chooses the highest-priority applicable modal (property)', () => {
    fc.assert(
      fc.property(fc.subarray([...MODAL_IDS]), fc.boolean(), (subset, asMap) => {
        const applicable = asMap
          ? Object.fromEntries(MODAL_IDS.map((id) => [id, subset.includes(id)]))
          : new Set(subset);
        const choice = chooseFirstLoadModal(applicable, 'home');
        if (subset.length === 0) {
          expect(choice.kind).toBe('interstitials');
          return;
        }
        const best = MODAL_IDS.find((id) => subset.includes(id));
        expect(choice).toMatchObject({ kind: 'modal', id: best });
      }),
    );
  });
});

describe('modal system (storefront.md §2)', () => {
  it('closes on Escape unless locked', () => {
    expect(closesOnEscape({ locked: false })).toBe(true);
    expect(closesOnEscape({ locked: true })).toBe(false);
  });

  it('fades out after 4 s and closes after 4.5 s', () => {
    expect(FADE_OUT_MODAL).toEqual({ hideContentAfterMs: 4000, closeAfterMs: 4500 });
  });
});
