import { VariantState } from '@gio/domain-enums';
import { classifyReorderLine, ReorderLineStatus } from './reorder-diff';

const active = { state: VariantState.ACTIVE, price: 25_000, availableCount: 40, maxCartQuantity: 10 };

describe('classifyReorderLine', () => {
  it('is unchanged when everything ordered can be bought at the same price', () => {
    expect(classifyReorderLine({ orderedQuantity: 2, orderedPrice: 25_000, current: active })).toEqual({
      status: ReorderLineStatus.UNCHANGED,
      quantity: 2,
      currentPrice: 25_000,
      priceChanged: false,
    });
  });

  it('is repriced when the unit price moved', () => {
    expect(classifyReorderLine({ orderedQuantity: 2, orderedPrice: 20_000, current: active })).toMatchObject({
      status: ReorderLineStatus.REPRICED,
      quantity: 2,
      currentPrice: 25_000,
      priceChanged: true,
    });
  });

  it('is capped by the maximum per order and keeps the price change', () => {
    expect(classifyReorderLine({ orderedQuantity: 12, orderedPrice: 20_000, current: active })).toMatchObject({
      status: ReorderLineStatus.CAPPED,
      quantity: 10,
      priceChanged: true,
    });
  });

  it('is capped by stock below the maximum per order', () => {
    expect(
      classifyReorderLine({ orderedQuantity: 5, orderedPrice: 25_000, current: { ...active, availableCount: 3 } }),
    ).toMatchObject({ status: ReorderLineStatus.CAPPED, quantity: 3, priceChanged: false });
  });

  it('is unavailable when the variant is gone, discontinued, sold out or has no stock left', () => {
    expect(classifyReorderLine({ orderedQuantity: 1, orderedPrice: 1, current: null })).toEqual({
      status: ReorderLineStatus.UNAVAILABLE,
      quantity: 0,
      currentPrice: null,
      priceChanged: false,
    });
    for (const state of [VariantState.DISCONTINUED, VariantState.OUT_OF_STOCK]) {
      expect(classifyReorderLine({ orderedQuantity: 1, orderedPrice: 1, current: { ...active, state } }).status).toBe(
        ReorderLineStatus.UNAVAILABLE,
      );
    }
    expect(
      classifyReorderLine({ orderedQuantity: 1, orderedPrice: 25_000, current: { ...active, availableCount: 0 } }),
    ).toMatchObject({ status: ReorderLineStatus.UNAVAILABLE, quantity: 0 });
  });

  it('reads no max per order as bounded by stock only', () => {
    expect(
      classifyReorderLine({ orderedQuantity: 30, orderedPrice: 25_000, current: { ...active, maxCartQuantity: null } }),
    ).toMatchObject({ status: ReorderLineStatus.UNCHANGED, quantity: 30 });
  });
});
