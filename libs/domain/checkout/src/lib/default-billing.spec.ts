import fc from 'fast-check';
import { BILLING_TYPES, BillingType } from './billing-type';
import type { CheckoutInfo } from './checkout-info';
import { defaultBillingSelection } from './default-billing';
import { isBillingSelectionComplete } from './step-rules';
import { arbitraryCheckoutInfo } from '../../test-support/arbitraries';
import { checkoutInfo } from '../../test-support/checkout-info';

const saved = (overrides: Partial<CheckoutInfo> = {}) =>
  checkoutInfo({
    billingInfos: [
      { id: 'card-1', type: BillingType.CREDIT_CARD },
      { id: 'card-2', type: BillingType.CREDIT_CARD },
      { id: 'bank-1', type: BillingType.CHECKING_ACCOUNT },
    ],
    defaultBillingInfoId: 'card-2',
    ...overrides,
  });

describe('defaultBillingSelection (storefront.md §4: invoice, then last payment, then default billing info)', () => {
  it('gives invoice to invoice users before anything else', () => {
    const info = saved({
      user: { telephoneNumber: null, isInvoiceUser: true },
      lastPaymentInfo: { type: BillingType.CREDIT_CARD, billingInfoId: 'card-1' },
    });
    expect(defaultBillingSelection(info)).toEqual({ type: BillingType.INVOICE, billingInfoId: null });
  });

  it('uses the last payment method next', () => {
    const info = saved({ lastPaymentInfo: { type: BillingType.CREDIT_CARD, billingInfoId: 'card-1' } });
    expect(defaultBillingSelection(info)).toEqual({ type: BillingType.CREDIT_CARD, billingInfoId: 'card-1' });
  });

  it('uses a last payment that needs nothing saved, such as a regional provider', () => {
    const info = saved({ lastPaymentInfo: { type: BillingType.PAYOO, billingInfoId: null } });
    expect(defaultBillingSelection(info)).toEqual({ type: BillingType.PAYOO, billingInfoId: null });
  });

  it('passes over a last regional payment whose provider the site has since switched off', () => {
    const info = saved({
      settings: { ...saved().settings, availableBillingTypes: BILLING_TYPES.filter((type) => type !== BillingType.FASSPAY) },
      lastPaymentInfo: { type: BillingType.FASSPAY, billingInfoId: null },
    });
    expect(defaultBillingSelection(info)).toEqual({ type: BillingType.CREDIT_CARD, billingInfoId: 'card-2' });
  });

  it('falls back to the default billing info when there is no last payment', () => {
    expect(defaultBillingSelection(saved())).toEqual({ type: BillingType.CREDIT_CARD, billingInfoId: 'card-2' });
  });

  it('passes over a last payment whose card was deleted', () => {
    const info = saved({ lastPaymentInfo: { type: BillingType.CREDIT_CARD, billingInfoId: 'deleted' } });
    expect(defaultBillingSelection(info)).toEqual({ type: BillingType.CREDIT_CARD, billingInfoId: 'card-2' });
  });

  it('passes over a last bank-account payment when bank accounts are no longer available', () => {
    const info = saved({
      settings: { ...saved().settings, bankAccountAvailable: false },
      lastPaymentInfo: { type: BillingType.CHECKING_ACCOUNT, billingInfoId: 'bank-1' },
    });
    expect(defaultBillingSelection(info)).toEqual({ type: BillingType.CREDIT_CARD, billingInfoId: 'card-2' });
  });

  it('does not carry invoice over to a user who is no longer an invoice user', () => {
    const info = saved({ lastPaymentInfo: { type: BillingType.INVOICE, billingInfoId: null } });
    expect(defaultBillingSelection(info)).toEqual({ type: BillingType.CREDIT_CARD, billingInfoId: 'card-2' });
  });

  it('does not give invoice to a non-invoice user whose default billing info is an invoice', () => {
    const info = saved({ billingInfos: [{ id: 'inv-1', type: BillingType.INVOICE }], defaultBillingInfoId: 'inv-1' });
    expect(defaultBillingSelection(info)).toBeNull();
  });

  it('is null when nothing qualifies', () => {
    expect(defaultBillingSelection(checkoutInfo())).toBeNull();
    expect(defaultBillingSelection(saved({ defaultBillingInfoId: 'missing' }))).toBeNull();
  });

  it('property: whatever it picks completes the billing step', () => {
    fc.assert(
      fc.property(arbitraryCheckoutInfo, (info) => {
        const selection = defaultBillingSelection(info);
        if (selection !== null) expect(isBillingSelectionComplete(info, selection)).toBe(true);
        if (info.user.isInvoiceUser) expect(selection?.type).toBe(BillingType.INVOICE);
        else expect(selection?.type).not.toBe(BillingType.INVOICE);
      }),
    );
  });
});
