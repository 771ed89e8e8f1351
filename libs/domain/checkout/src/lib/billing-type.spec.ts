import { PaymentMethod } from '@gio/domain-enums';
import {
  BILLING_TYPES,
  BillingType,
  REGIONAL_BILLING_TYPES,
  WALLET_BILLING_TYPES,
  billingTypeForPaymentMethod,
  isBillingType,
  isRegionalBillingType,
  isWalletBillingType,
} from './billing-type';

describe('billing types (storefront.md §4)', () => {
  it('lists the eleven billing types of the spec', () => {
    expect(BILLING_TYPES).toEqual([
      'creditCard',
      'checkingAccount',
      'invoice',
      'paypal',
      'applePay',
      'googlePay',
      'venmo',
      'paymentOnFulfillment',
      'fasspay',
      'ipay88',
      'payoo',
    ]);
  });

  it('groups PayPal, Apple Pay, Google Pay and Venmo as wallets', () => {
    expect(WALLET_BILLING_TYPES).toEqual(['paypal', 'applePay', 'googlePay', 'venmo']);
    expect(BILLING_TYPES.filter(isWalletBillingType)).toEqual(WALLET_BILLING_TYPES);
  });

  it('groups fasspay (FPX), ipay88 and payoo as the regional providers', () => {
    expect(REGIONAL_BILLING_TYPES).toEqual(['fasspay', 'ipay88', 'payoo']);
    expect(BILLING_TYPES.filter(isRegionalBillingType)).toEqual(REGIONAL_BILLING_TYPES);
  });

  it('recognises billing type names and nothing else', () => {
    expect(isBillingType('payoo')).toBe(true);
    expect(isBillingType('cash')).toBe(false);
    expect(isBillingType(12)).toBe(false);
  });
});

describe('billingTypeForPaymentMethod (accounts.md §4 payment methods)', () => {
  it.each([
    [PaymentMethod.SAVED_CARD, BillingType.CREDIT_CARD],
    [PaymentMethod.GUEST_CARD, null],
    [PaymentMethod.GOOGLE_WALLET, BillingType.GOOGLE_PAY],
    [PaymentMethod.ZERO_VALUE, null],
    [PaymentMethod.BUSINESS_INVOICE, BillingType.INVOICE],
    [PaymentMethod.PAYMENT_ON_FULFILLMENT, BillingType.PAYMENT_ON_FULFILLMENT],
    [PaymentMethod.CHECKING_ACCOUNT, BillingType.CHECKING_ACCOUNT],
    [PaymentMethod.FASSPAY, BillingType.FASSPAY],
    [PaymentMethod.IPAY88, BillingType.IPAY88],
    [PaymentMethod.PAYOO, BillingType.PAYOO],
  ])('maps payment method %i to %s', (method, type) => {
    expect(billingTypeForPaymentMethod(method)).toBe(type);
  });
});
