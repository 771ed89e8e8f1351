import type { BillingSelection, CheckoutInfo } from './checkout-info';

/** accounts.md §4 "Payment selection moves among" the billing types: hold the chosen selection. */
export function selectBilling(info: CheckoutInfo, selection: BillingSelection): CheckoutInfo {
  return { ...info, billing: { ...info.billing, selection } };
}

/** storefront.md §4 / accounts.md §4 "User credits can be toggled"; `apply` forces a value. */
export function toggleUserCredits(info: CheckoutInfo, apply = !info.billing.applyUserCredits): CheckoutInfo {
  return { ...info, billing: { ...info.billing, applyUserCredits: apply } };
}

/**
 * storefront.md §4 / accounts.md §4 "A purchase-order number can be set": held trimmed; a blank
 * number is no number, so it removes the one held.
 */
export function setPurchaseOrderNumber(info: CheckoutInfo, purchaseOrderNumber: string): CheckoutInfo {
  const trimmed = purchaseOrderNumber.trim();
  return { ...info, billing: { ...info.billing, purchaseOrderNumber: trimmed === '' ? null : trimmed } };
}

/** storefront.md §4 / accounts.md §4 "A purchase-order number can be ... removed". */
export function removePurchaseOrderNumber(info: CheckoutInfo): CheckoutInfo {
  return { ...info, billing: { ...info.billing, purchaseOrderNumber: null } };
}
