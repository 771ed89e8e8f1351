import { allocateProportionally } from './allocate';
import {
  chooseShippingRate,
  includedVat,
  priceCheckout,
  type PricingGroup,
  type PricingInput,
} from './order-pricing';

// The demo shop's shipping configs (tools/seed build-fulfillment): threshold `price`, pay `flatPrice`.
const STANDARD_RATES = [
  { id: 'ship_4', price: 0, flatPrice: 30_000 },
  { id: 'ship_5', price: 0, flatPrice: 45_000 },
  { id: 'ship_6', price: 300_000, flatPrice: 0 },
];
const EXPRESS_RATES = [
  { id: 'ship_1', price: 0, flatPrice: 25_000 },
  { id: 'ship_2', price: 500_000, flatPrice: 0 },
];

const line = (variantId: string, unitPrice: number, quantity: number, bottleDeposit = 0) => ({
  variantId,
  unitPrice,
  quantity,
  bottleDeposit,
});

const input = (groups: PricingGroup[], overrides: Partial<PricingInput> = {}): PricingInput => ({
  groups,
  promos: [],
  vouchers: [],
  firstOrderFreeShipping: false,
  rewardBalanceCents: 0,
  applyReward: true,
  creditBalance: 0,
  applyCredits: false,
  vatRatePercent: 10,
  ...overrides,
});

describe('allocateProportionally', () => {
  it('gives integer shares that add up exactly, remainders to the largest fractions then the earliest part', () => {
    expect(allocateProportionally(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocateProportionally(50_000, [322_000, 180_000])).toEqual([32_072, 17_928]);
    expect(allocateProportionally(0, [5, 7])).toEqual([0, 0]);
    expect(allocateProportionally(9, [0, 0])).toEqual([9, 0]);
    expect(allocateProportionally(0, [])).toEqual([]);
  });

  it('stays exact where floats would not (amount × weight above 2^53)', () => {
    const shares = allocateProportionally(9_007_199_254, [9_007_199_254_740, 1]);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(9_007_199_254);
    expect(shares[1]).toBe(0);
  });

  it('refuses negative or fractional input', () => {
    expect(() => allocateProportionally(-1, [1])).toThrow(RangeError);
    expect(() => allocateProportionally(1.5, [1])).toThrow(RangeError);
    expect(() => allocateProportionally(1, [])).toThrow(RangeError);
  });
});

describe('chooseShippingRate and includedVat', () => {
  it('takes the cheapest rate whose threshold the subtotal reaches', () => {
    expect(chooseShippingRate(STANDARD_RATES, 299_999)?.id).toBe('ship_4');
    expect(chooseShippingRate(STANDARD_RATES, 300_000)?.id).toBe('ship_6');
    expect(chooseShippingRate([], 1_000)).toBeNull();
    expect(chooseShippingRate([{ id: 'x', price: 100, flatPrice: 5 }], 99)).toBeNull();
  });

  it('finds the VAT inside a VAT-inclusive amount, rounded half up', () => {
    expect(includedVat(110, 10)).toBe(10);
    expect(includedVat(5, 10)).toBe(0);
    expect(includedVat(6, 10)).toBe(1);
    expect(includedVat(500_000, 10)).toBe(45_455);
    expect(includedVat(0, 10)).toBe(0);
    expect(includedVat(1_000, 0)).toBe(0);
  });
});

describe('priceCheckout worked examples', () => {
  it('1. one standard group below free shipping: subtotal + cheapest rate', () => {
    const pricing = priceCheckout(
      input([
        {
          groupIdentifier: '9_0',
          lines: [line('a', 45_000, 2), line('b', 120_000, 1)],
          shippingRates: STANDARD_RATES,
          expressDeliveryPrice: 0,
        },
      ]),
    );
    expect(pricing).toMatchObject({
      variantsSubtotalPrice: 210_000,
      shippingPrice: 30_000,
      promoDiscount: 0,
      taxAmount: 19_091,
      totalPrice: 240_000,
    });
    expect(pricing.groups[0]?.shippingRateId).toBe('ship_4');
  });

  it('2. two groups, amount promo, voucher, deposit, express slot, reward and credit, spread exactly', () => {
    const pricing = priceCheckout(
      input(
        [
          {
            groupIdentifier: '4_1',
            lines: [line('milk', 99_000, 3), line('beer', 12_500, 2, 3_000)],
            shippingRates: EXPRESS_RATES,
            expressDeliveryPrice: 15_000,
          },
          {
            groupIdentifier: '9_0',
            lines: [line('pan', 180_000, 1)],
            shippingRates: STANDARD_RATES,
            expressDeliveryPrice: 0,
          },
        ],
        {
          promos: [{ code: 'GIO50K', discountType: 'AMOUNT', value: 50_000, maxDiscount: null }],
          vouchers: [{ id: 'v1', name: 'Phiếu 20K', value: 20_000 }],
          rewardBalanceCents: 1_234_567,
          creditBalance: 100_000,
          applyCredits: true,
        },
      ),
    );
    // 322 000 + 180 000 goods; 25 000 + 30 000 shipping; 15 000 slot; 2 × 3 000 deposit.
    expect(pricing).toMatchObject({
      variantsSubtotalPrice: 502_000,
      promoDiscount: 50_000,
      shippingPrice: 55_000,
      expressDeliveryPrice: 15_000,
      bottleDepositAmount: 6_000,
      priceModifiers: [{ label: 'voucher:Phiếu 20K', amount: -20_000 }],
      // 502 000 − 50 000 − 20 000 + 55 000 + 15 000 + 6 000 = 508 000 before reward and credit.
      rewardDeduction: 12_345,
      appliedRewardCredit: 1_234_500,
      creditDeduction: 100_000,
      totalPrice: 395_655,
      // VAT in 277 099 and 154 901 of goods after discounts: 25 191 + 14 082.
      taxAmount: 39_273,
    });
    const [express, standard] = pricing.groups;
    expect(express).toMatchObject({
      promoDiscount: 32_072,
      shippingPrice: 25_000,
      bottleDepositAmount: 6_000,
      rewardDeduction: 7_852,
    });
    expect(express?.priceModifiers).toEqual([{ label: 'voucher:Phiếu 20K', amount: -12_829 }]);
    expect(standard).toMatchObject({
      promoDiscount: 17_928,
      shippingPrice: 30_000,
      rewardDeduction: 4_493,
    });
    expect(standard?.priceModifiers).toEqual([{ label: 'voucher:Phiếu 20K', amount: -7_171 }]);
    for (const field of [
      'totalPrice',
      'creditDeduction',
      'rewardDeduction',
      'promoDiscount',
      'taxAmount',
    ] as const) {
      expect(pricing.groups.reduce((sum, group) => sum + group[field], 0)).toBe(pricing[field]);
    }
    expect(pricing.promoDiscounts).toEqual([{ code: 'GIO50K', amount: 50_000 }]);
    expect(pricing.voucherDiscounts).toEqual([{ id: 'v1', amount: 20_000 }]);
  });

  it('3. a percent promo is capped at its maximum; the free rate applies from its threshold', () => {
    const pricing = priceCheckout(
      input(
        [
          {
            groupIdentifier: '9_0',
            lines: [line('tv', 600_000, 1)],
            shippingRates: STANDARD_RATES,
            expressDeliveryPrice: 0,
          },
        ],
        {
          promos: [
            { code: 'CHAOBANMOI', discountType: 'PERCENT', value: 20, maxDiscount: 100_000 },
          ],
        },
      ),
    );
    expect(pricing).toMatchObject({
      shippingPrice: 0,
      promoDiscount: 100_000,
      totalPrice: 500_000,
      taxAmount: 45_455,
    });
  });

  it('4. free shipping waives the shipping charged, and a percent promo counts on the subtotal', () => {
    const pricing = priceCheckout(
      input(
        [
          {
            groupIdentifier: '4_1',
            lines: [line('rice', 200_000, 2)],
            shippingRates: EXPRESS_RATES,
            expressDeliveryPrice: 0,
          },
        ],
        {
          promos: [
            { code: 'FREESHIP', discountType: 'FREE_SHIPPING', value: 0, maxDiscount: null },
            { code: 'TET2027', discountType: 'PERCENT', value: 20, maxDiscount: null },
          ],
        },
      ),
    );
    expect(pricing.promoDiscounts).toEqual([
      { code: 'FREESHIP', amount: 25_000 },
      { code: 'TET2027', amount: 80_000 },
    ]);
    expect(pricing).toMatchObject({
      shippingPrice: 25_000,
      promoDiscount: 105_000,
      totalPrice: 320_000,
    });
  });

  it('5. the first-order rule makes shipping free', () => {
    const pricing = priceCheckout(
      input(
        [
          {
            groupIdentifier: '9_0',
            lines: [line('a', 100_000, 1)],
            shippingRates: STANDARD_RATES,
            expressDeliveryPrice: 0,
          },
        ],
        {
          firstOrderFreeShipping: true,
        },
      ),
    );
    expect(pricing).toMatchObject({ shippingPrice: 0, totalPrice: 100_000 });
  });

  it('6. discounts never take the goods below zero; a voucher with nothing left to take is dropped', () => {
    const pricing = priceCheckout(
      input(
        [
          {
            groupIdentifier: '9_0',
            lines: [line('a', 30_000, 1)],
            shippingRates: STANDARD_RATES,
            expressDeliveryPrice: 0,
          },
        ],
        {
          promos: [{ code: 'GIO50K', discountType: 'AMOUNT', value: 50_000, maxDiscount: null }],
          vouchers: [{ id: 'v1', name: 'V', value: 10_000 }],
        },
      ),
    );
    expect(pricing).toMatchObject({
      promoDiscount: 30_000,
      priceModifiers: [],
      shippingPrice: 30_000,
      totalPrice: 30_000,
      taxAmount: 0,
    });
    expect(pricing.voucherDiscounts).toEqual([{ id: 'v1', amount: 0 }]);
  });

  it('7. the reward and credit never take the total below zero; the reward is whole đồng of its cents', () => {
    const pricing = priceCheckout(
      input(
        [
          {
            groupIdentifier: '4_2',
            lines: [line('a', 60_000, 1)],
            shippingRates: [{ id: 'pickup', price: 0, flatPrice: 0 }],
            expressDeliveryPrice: 0,
          },
        ],
        {
          rewardBalanceCents: 10_000_099,
          creditBalance: 5_000,
          applyCredits: true,
        },
      ),
    );
    expect(pricing).toMatchObject({
      rewardDeduction: 60_000,
      appliedRewardCredit: 6_000_000,
      creditDeduction: 0,
      totalPrice: 0,
    });
  });

  it('8. a switched-off reward and unapplied credit deduct nothing; a group without rates has no shipping rate', () => {
    const pricing = priceCheckout(
      input(
        [
          {
            groupIdentifier: '8_0',
            lines: [line('a', 50_000, 1)],
            shippingRates: [],
            expressDeliveryPrice: 0,
          },
        ],
        {
          rewardBalanceCents: 500_000,
          applyReward: false,
          creditBalance: 20_000,
        },
      ),
    );
    expect(pricing).toMatchObject({
      rewardDeduction: 0,
      creditDeduction: 0,
      shippingPrice: 0,
      totalPrice: 50_000,
    });
    expect(pricing.groups[0]?.shippingRateId).toBeNull();
  });

  it('refuses input that is not whole đồng', () => {
    expect(() =>
      priceCheckout(
        input([
          {
            groupIdentifier: '9_0',
            lines: [line('a', 10.5, 1)],
            shippingRates: [],
            expressDeliveryPrice: 0,
          },
        ]),
      ),
    ).toThrow(RangeError);
    expect(() =>
      priceCheckout(
        input([
          {
            groupIdentifier: '9_0',
            lines: [line('a', 10, 0)],
            shippingRates: [],
            expressDeliveryPrice: 0,
          },
        ]),
      ),
    ).toThrow(RangeError);
  });
});
