import { FulfillmentMethod } from '@gio/domain-enums';
import { createI18n } from '@gio/i18n';
import { fulfillmentMethodKey, pricingRows } from './order-text';

const pricing = {
  variantsSubtotalPrice: 180000,
  taxAmount: 15000,
  promoDiscount: 18000,
  creditDeduction: 0,
  rewardDeduction: 5000,
  shippingPrice: 0,
  expressDeliveryPrice: 25000,
  bottleDepositAmount: 0,
  priceModifiers: [
    { label: 'Phụ phí túi giữ lạnh', amount: 3000 },
    { label: 'Giảm giá thành viên', amount: -2000 },
  ],
  totalPrice: 183000,
};

describe('order text', () => {
  it('lists every pricing line that is not zero, deductions marked, modifiers by their label', () => {
    expect(
      pricingRows(pricing).map((row) => [row.key ?? row.label, row.amount, row.deduction]),
    ).toEqual([
      ['account.orders.pricing.subtotal', 180000, false],
      ['account.orders.pricing.express_delivery', 25000, false],
      ['account.orders.pricing.promo_discount', 18000, true],
      ['account.orders.pricing.reward_deduction', 5000, true],
      ['Phụ phí túi giữ lạnh', 3000, false],
      ['Giảm giá thành viên', 2000, true],
    ]);
  });

  it('names each fulfilment method of accounts.md §4 by a key, and none for an unknown number', () => {
    expect(fulfillmentMethodKey(0)).toBe('account.orders.method.carrier_delivery');
    expect(fulfillmentMethodKey(2)).toBe('account.orders.method.in_store_pickup');
    expect(fulfillmentMethodKey(5)).toBe('account.orders.method.electronic');
    expect(fulfillmentMethodKey(42)).toBeNull();
  });

  it('has a label of each method and pricing line in both languages', () => {
    const keys = [
      ...Object.values(FulfillmentMethod).map((method) => fulfillmentMethodKey(method) as string),
      ...pricingRows({
        ...pricing,
        shippingPrice: 1,
        creditDeduction: 1,
        bottleDepositAmount: 1,
      }).flatMap((row) => (row.key ? [row.key] : [])),
    ];
    for (const lng of ['vi', 'en'] as const) {
      const i18n = createI18n({ lng });
      for (const key of keys) expect(i18n.exists(key, { ns: 'common' })).toBe(true);
      expect(i18n.exists('account.orders.method.bogus', { ns: 'common' })).toBe(false);
    }
  });
});
