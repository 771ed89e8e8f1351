import { cartBadgeText, totalQuantity } from './cart-line';
import { cartLine } from './testing/cart-fixtures';

describe('totalQuantity (storefront.md §9 Cart badge)', () => {
  it('sums the quantity of every line', () => {
    expect(
      totalQuantity([cartLine({ quantity: 3 }), cartLine({ variantId: 'v2', quantity: 4 })]),
    ).toBe(7);
  });

  it('is 0 for an empty cart', () => {
    expect(totalQuantity([])).toBe(0);
  });
});

describe('cartBadgeText (storefront.md §9, accounts.md §9)', () => {
  it('shows the number up to 99', () => {
    expect(cartBadgeText(0)).toBe('0');
    expect(cartBadgeText(1)).toBe('1');
    expect(cartBadgeText(99)).toBe('99');
  });

  it("shows '99+' above 99", () => {
    expect(cartBadgeText(100)).toBe('99+');
    expect(cartBadgeText(2500)).toBe('99+');
  });
});
