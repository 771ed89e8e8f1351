import { PaymentMethod } from '@gio/domain-enums';
import {
  BILLING_TYPES,
  BillingType,
  REGIONAL_BILLING_TYPES,
  WALLET_BILLING_TYPES,
  availableBillingTypes,
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

describe('availableBillingTypes (storefront.md §1 regional provider flags, §4 billing types)', () => {
  const seedSwitches = { fasspay: false, ipay88: true, payoo: true };

  it('leaves out a regional provider the site switches off, invoice and bank account by default', () => {
    expect(
      availableBillingTypes({ regionalProviders: seedSwitches, isInvoiceUser: false, bankAccountAvailable: false }),
    ).toEqual(['creditCard', 'paypal', 'applePay', 'googlePay', 'venmo', 'paymentOnFulfillment', 'ipay88', 'payoo']);
  });

  it('offers invoice to invoice users and the bank account where it is available', () => {
    const types = availableBillingTypes({ regionalProviders: seedSwitches, isInvoiceUser: true, bankAccountAvailable: true });
    expect(types).toContain(BillingType.INVOICE);
    expect(types).toContain(BillingType.CHECKING_ACCOUNT);
  });

  it('offers every regional provider when all three switches are on, none when all are off', () => {
    const on = { fasspay: true, ipay88: true, payoo: true };
    const off = { fasspay: false, ipay88: false, payoo: false };
    const base = { isInvoiceUser: false, bankAccountAvailable: false };
    expect(availableBillingTypes({ ...base, regionalProviders: on }).filter(isRegionalBillingType)).toEqual(REGIONAL_BILLING_TYPES);
    expect(availableBillingTypes({ ...base, regionalProviders: off }).filter(isRegionalBillingType)).toEqual([]);
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
