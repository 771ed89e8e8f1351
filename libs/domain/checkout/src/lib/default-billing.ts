import { BillingType } from './billing-type';
import type { BillingSelection, CheckoutInfo } from './checkout-info';
import { isBillingSelectionComplete } from './step-rules';

/**
 * storefront.md §4 "Default billing is derived in this order: invoice for invoice users, the
 * last payment method, then the default billing info". A candidate is taken only when it would
 * complete the billing step today (a deleted card or a bank account that is no longer available
 * is passed over); invoice is for invoice users only, so the later candidates never yield it.
 * Null when nothing qualifies.
 */
export function defaultBillingSelection(info: CheckoutInfo): BillingSelection | null {
  if (info.user.isInvoiceUser) return { type: BillingType.INVOICE, billingInfoId: null };

  const usable = (candidate: BillingSelection): boolean =>
    candidate.type !== BillingType.INVOICE && isBillingSelectionComplete(info, candidate);

  const last = info.lastPaymentInfo;
  if (last !== null) {
    const fromLast: BillingSelection = { type: last.type, billingInfoId: last.billingInfoId };
    if (usable(fromLast)) return fromLast;
  }

  const saved = info.billingInfos.find((billingInfo) => billingInfo.id === info.defaultBillingInfoId);
  if (saved !== undefined) {
    const fromDefault: BillingSelection = { type: saved.type, billingInfoId: saved.id };
    if (usable(fromDefault)) return fromDefault;
  }
  return null;
}
