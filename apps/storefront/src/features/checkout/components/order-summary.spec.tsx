import type { CheckoutPricingInfo } from '@gio/domain-checkout';
import { screen, within } from '@testing-library/react';
import { fakeClient } from '../../../testing/render-app';
import { renderPage } from '../../../testing/render-page';
import { OrderSummary } from './order-summary';

const noPricing: CheckoutPricingInfo = {
  totalPrice: 0,
  variantsSubtotalPrice: 0,
  taxAmount: 0,
  promoDiscount: 0,
  rewardDeduction: 0,
  appliedRewardCredit: 0,
  shippingPrice: 0,
  expressDeliveryPrice: 0,
  creditDeduction: 0,
  bottleDepositAmount: 0,
  priceModifiers: [],
};

/** The summary's pricing lines as the shopper reads them: label → amount (spaces normalised). */
function pricingLines(pricing: CheckoutPricingInfo): Record<string, string> {
  const { client } = fakeClient(() => Promise.reject(new Error('no network in this test')));
  renderPage(<OrderSummary pricing={pricing} lines={[]} />, { url: '/checkout', client });
  const summary = screen.getByRole('region', { name: 'Đơn hàng' });
  const lines: Record<string, string> = {};
  for (const term of within(summary).getAllByRole('term')) {
    const amount = term.nextElementSibling?.textContent ?? '';
    lines[term.textContent ?? ''] = amount.replace(/\s+/g, ' ');
  }
  return lines;
}

describe('order summary (storefront.md §3 pricingInfo)', () => {
  it('shows every non-zero pricing line, the total and what the rewards balance pays, in vi-VN prices', () => {
    expect(
      pricingLines({
        totalPrice: 226000,
        variantsSubtotalPrice: 214000,
        taxAmount: 20545,
        promoDiscount: 10000,
        rewardDeduction: 5000,
        appliedRewardCredit: 500000,
        shippingPrice: 15000,
        expressDeliveryPrice: 20000,
        creditDeduction: 12000,
        bottleDepositAmount: 4000,
        priceModifiers: [{ amount: 0 }],
      }),
    ).toEqual({
      'Tạm tính': '214.000 ₫',
      'Phí giao hàng': '15.000 ₫',
      'Phí giao nhanh': '20.000 ₫',
      'Khuyến mãi': '−10.000 ₫',
      'Điểm thưởng': '−5.000 ₫',
      'Số dư tín dụng': '−12.000 ₫',
      'Tiền cọc vỏ chai': '4.000 ₫',
      'Tổng cộng': '226.000 ₫',
      'Đã gồm VAT': '20.545 ₫',
      'Trừ vào số dư điểm thưởng': '5.000 ₫',
    });
  });

  it('leaves out the optional lines that are zero; free shipping says so', () => {
    expect(
      pricingLines({
        ...noPricing,
        totalPrice: 99000,
        variantsSubtotalPrice: 95000,
        priceModifiers: [{ amount: 4000 }],
      }),
    ).toEqual({
      'Tạm tính': '95.000 ₫',
      'Phí giao hàng': 'Miễn phí',
      'Điều chỉnh': '4.000 ₫',
      'Tổng cộng': '99.000 ₫',
    });
  });
});
