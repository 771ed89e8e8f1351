import { attachItemsOf, isSearchable, pick, setQuantity } from './attach-selection';

const rice = { id: 'rice', name: 'Gạo', price: 120_000, availableCount: 3, maxCartQuantity: 10 };

describe('attach selection', () => {
  it('picks a product once, then one more each time, up to its maximum purchasable', () => {
    let selection = pick([], rice);
    expect(selection).toEqual([{ variantId: 'rice', name: 'Gạo', price: 120_000, quantity: 1, max: 3 }]);
    selection = pick(pick(pick(selection, rice), rice), rice);
    expect(selection[0]?.quantity).toBe(3);
    expect(pick([], { ...rice, availableCount: 0 })).toEqual([]);
  });

  it('sets a quantity within bounds and removes a line at 0', () => {
    const selection = pick([], rice);
    expect(setQuantity(selection, 'rice', 9)[0]?.quantity).toBe(3);
    expect(setQuantity(selection, 'rice', 0)).toEqual([]);
    expect(attachItemsOf(setQuantity(selection, 'rice', 2))).toEqual([{ variantId: 'rice', quantity: 2 }]);
  });

  it('searches only for terms longer than 2 characters', () => {
    expect(isSearchable('ga')).toBe(false);
    expect(isSearchable('  ga  ')).toBe(false);
    expect(isSearchable('gạo')).toBe(true);
  });
});
