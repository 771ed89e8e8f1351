import { BillingType } from './billing-type';
import type { BillingSelection, CheckoutInfo } from './checkout-info';
import { isBillingSelectionComplete } from './step-rules';

/**
 * storefront.md §4 "Default billing is derived in this order: invoice for invoice users, the
 * last payment method, then the default billing info". A candidate is taken only when it would
 * complete the billing step today (a deleted card or a bank account that is no longer available
 * is passed over), and only invoice users get invoice. Null when nothing qualifies.
 */
export function defaultBillingSelection(info: CheckoutInfo): BillingSelection | null {
  if (info.user.isInvoiceUser) return { type: BillingType.INVOICE, billingInfoId: null };

  const last = info.lastPaymentInfo;
  if (last !== null && last.type !== BillingType.INVOICE) {
    const fromLast: BillingSelection = { type: last.type, billingInfoId: last.billingInfoId };
    if (isBillingSelectionComplete(info, fromLast)) return fromLast;
  }

  const saved = info.billingInfos.find((billingInfo) => billingInfo.id === info.defaultBillingInfoId);
  if (saved !== undefined) {
    const fromDefault: BillingSelection = { type: saved.type, billingInfoId: saved.id };
    if (isBillingSelectionComplete(info, fromDefault)) return fromDefault;
  }
  return null;
}
