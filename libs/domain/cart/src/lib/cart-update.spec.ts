import fc from 'fast-check';
import {
  cartErrorMessageKind,
  cartInfoMessageKind,
  cartOperation,
  isNavigationBlocked,
  optimisticCartUpdate,
  settleCartUpdate,
} from './cart-update';
import { cartArb, cartLine, cartLineArb } from './testing/cart-fixtures';

describe('cartInfoMessageKind (storefront.md §4 Cart add flow)', () => {
  it('a new line of one is added', () => {
    expect(cartInfoMessageKind(0, 1)).toBe('added');
  });

  it('a new line of more than one is added with quantity', () => {
    expect(cartInfoMessageKind(0, 2)).toBe('added-with-quantity');
  });

  it('an existing line going up or down', () => {
    expect(cartInfoMessageKind(1, 2)).toBe('quantity-increased');
    expect(cartInfoMessageKind(3, 2)).toBe('quantity-decreased');
  });

  it('a line going to zero is removed', () => {
    expect(cartInfoMessageKind(1, 0)).toBe('removed');
    expect(cartInfoMessageKind(7, 0)).toBe('removed');
  });

  it('an unchanged quantity has no info message', () => {
    expect(cartInfoMessageKind(2, 2)).toBeNull();
    expect(cartInfoMessageKind(0, 0)).toBeNull();
  });
});

describe('cart error messages (storefront.md §8)', () => {
  it('names the operation: add from nothing, remove to nothing, otherwise change', () => {
    expect(cartOperation(0, 3)).toBe('add');
    expect(cartOperation(3, 0)).toBe('remove');
    expect(cartOperation(3, 4)).toBe('change');
    expect(cartOperation(3, 1)).toBe('change');
  });

  it('each failure has its own message kind', () => {
    expect(cartErrorMessageKind('add')).toBe('add-variant-error');
    expect(cartErrorMessageKind('remove')).toBe('remove-variant-error');
    expect(cartErrorMessageKind('change')).toBe('change-quantity-error');
  });
});

describe('optimisticCartUpdate and settleCartUpdate (storefront.md §4 Cart add flow)', () => {
  const previous = [cartLine({ quantity: 2 }), cartLine({ variantId: 'v2', quantity: 1 })];

  it('shows the change at once and remembers the previous cart', () => {
    const update = optimisticCartUpdate(previous, cartLine({ quantity: 5 }));
    expect(update.optimistic[0].quantity).toBe(5);
    expect(update.rollback()).toBe(previous);
    expect(previous[0].quantity).toBe(2);
    expect(update).toMatchObject({ operation: 'change', previousQuantity: 2, newQuantity: 5 });
  });

  it('on success keeps the server cart and shows the info message', () => {
    const update = optimisticCartUpdate(previous, cartLine({ variantId: 'v3', quantity: 2 }));
    const server = [...update.optimistic];
    expect(settleCartUpdate(update, { ok: true, lines: server })).toEqual({
      lines: server,
      message: { type: 'info', kind: 'added-with-quantity', quantity: 2 },
    });
  });

  it('on success without a server cart keeps the optimistic one', () => {
    const update = optimisticCartUpdate(previous, cartLine({ quantity: 0 }), { remove: true });
    const settled = settleCartUpdate(update, { ok: true });
    expect(settled.lines).toBe(update.optimistic);
    expect(settled.message).toEqual({ type: 'info', kind: 'removed', quantity: 0 });
  });

  it('on success with an unchanged quantity shows no message', () => {
    const update = optimisticCartUpdate(
      previous,
      cartLine({ quantity: 2, customerItemPickingNotes: 'ripe' }),
    );
    expect(settleCartUpdate(update, { ok: true }).message).toBeNull();
  });

  it('on failure restores the previous cart with the error of the operation', () => {
    const add = optimisticCartUpdate(previous, cartLine({ variantId: 'v3' }));
    expect(settleCartUpdate(add, { ok: false })).toEqual({
      lines: previous,
      message: { type: 'error', kind: 'add-variant-error' },
    });
    const remove = optimisticCartUpdate(previous, cartLine({ quantity: 0 }), { remove: true });
    expect(settleCartUpdate(remove, { ok: false }).message).toEqual({
      type: 'error',
      kind: 'remove-variant-error',
    });
    const change = optimisticCartUpdate(previous, cartLine({ quantity: 1 }));
    expect(settleCartUpdate(change, { ok: false }).message).toEqual({
      type: 'error',
      kind: 'change-quantity-error',
    });
  });

  it('a failure always restores exactly the previous cart', () => {
    fc.assert(
      fc.property(cartArb, cartLineArb, fc.boolean(), (lines, diff, remove) => {
        const snapshot = structuredClone(lines);
        const settled = settleCartUpdate(optimisticCartUpdate(lines, diff, { remove }), {
          ok: false,
        });
        expect(settled.lines).toBe(lines);
        expect(settled.lines).toEqual(snapshot);
      }),
    );
  });
});

describe('isNavigationBlocked (storefront.md §4 Cart add flow)', () => {
  it('blocks navigation while a cart quantity update is pending', () => {
    expect(isNavigationBlocked(1)).toBe(true);
    expect(isNavigationBlocked(3)).toBe(true);
  });

  it('allows navigation when nothing is pending', () => {
    expect(isNavigationBlocked(0)).toBe(false);
  });
});
