import { clampQuantity, isoDate, itemIndexOf, palletItems } from './quote-list';

describe('bulk quote list helpers', () => {
  it('sends the SKU as the variant reference and the name (or SKU) as the description', () => {
    expect(palletItems([{ sku: 'var_1', name: 'Gạo ST25', quantity: 2 }, { sku: 'var_2', name: null, quantity: 1 }])).toEqual([
      { variantId: 'var_1', description: 'Gạo ST25', pallets: 2 },
      { variantId: 'var_2', description: 'var_2', pallets: 1 },
    ]);
  });

  it('finds the item a server field names', () => {
    expect(itemIndexOf('palletPayload.items.3.variantId')).toBe(3);
    expect(itemIndexOf('items.0.pallets')).toBe(0);
    expect(itemIndexOf('palletPayload.email')).toBeNull();
    expect(itemIndexOf(undefined)).toBeNull();
  });

  it('keeps a typed quantity within 1–1000', () => {
    expect(clampQuantity('0')).toBe(1);
    expect(clampQuantity('2000')).toBe(1000);
    expect(clampQuantity('7.9')).toBe(7);
    expect(clampQuantity('abc')).toBe(1);
  });

  it('writes a date as yyyy-mm-dd', () => {
    expect(isoDate(new Date(2026, 11, 5))).toBe('2026-12-05');
  });
});
