import fc from 'fast-check';
import { BillingType } from './billing-type';
import {
  removePurchaseOrderNumber,
  selectBilling,
  setPurchaseOrderNumber,
  toggleUserCredits,
} from './payment-reducers';
import { arbitraryCheckoutInfo } from '../../test-support/arbitraries';
import { checkoutInfo } from '../../test-support/checkout-info';

describe('payment state reducers (storefront.md §4, accounts.md §4)', () => {
  it('selectBilling holds the chosen billing type and saved info', () => {
    const info = selectBilling(checkoutInfo(), { type: BillingType.PAYOO, billingInfoId: null });
    expect(info.billing.selection).toEqual({ type: BillingType.PAYOO, billingInfoId: null });
  });

  it('toggleUserCredits flips the user-credits choice, or sets the value given', () => {
    const on = toggleUserCredits(checkoutInfo());
    expect(on.billing.applyUserCredits).toBe(true);
    expect(toggleUserCredits(on).billing.applyUserCredits).toBe(false);
    expect(toggleUserCredits(on, true).billing.applyUserCredits).toBe(true);
  });

  it('setPurchaseOrderNumber holds the number trimmed', () => {
    expect(setPurchaseOrderNumber(checkoutInfo(), '  PO-2024-17 ').billing.purchaseOrderNumber).toBe('PO-2024-17');
  });

  it('setPurchaseOrderNumber with a blank number removes it', () => {
    const withNumber = setPurchaseOrderNumber(checkoutInfo(), 'PO-1');
    expect(setPurchaseOrderNumber(withNumber, '   ').billing.purchaseOrderNumber).toBeNull();
  });

  it('removePurchaseOrderNumber clears the number', () => {
    const withNumber = setPurchaseOrderNumber(checkoutInfo(), 'PO-1');
    expect(removePurchaseOrderNumber(withNumber).billing.purchaseOrderNumber).toBeNull();
  });

  it('does not mutate the info it is given', () => {
    const info = checkoutInfo();
    const copy = structuredClone(info);
    toggleUserCredits(info);
    setPurchaseOrderNumber(info, 'PO-1');
    selectBilling(info, { type: BillingType.INVOICE, billingInfoId: null });
    expect(info).toEqual(copy);
  });

  it('property: toggling twice gives back the original choice', () => {
    fc.assert(
      fc.property(arbitraryCheckoutInfo, (info) => {
        expect(toggleUserCredits(toggleUserCredits(info))).toEqual(info);
      }),
    );
  });

  it('property: set then remove leaves no number; set is idempotent; other fields are untouched', () => {
    fc.assert(
      fc.property(arbitraryCheckoutInfo, fc.string(), (info, number) => {
        const set = setPurchaseOrderNumber(info, number);
        expect(setPurchaseOrderNumber(set, number)).toEqual(set);
        expect(removePurchaseOrderNumber(set).billing.purchaseOrderNumber).toBeNull();
        expect({ ...set, billing: info.billing }).toEqual(info);
        expect(set.billing.selection).toBe(info.billing.selection);
        expect(set.billing.applyUserCredits).toBe(info.billing.applyUserCredits);
      }),
    );
  });
});
