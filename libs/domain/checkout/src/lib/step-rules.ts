import { FulfillerType } from '@gio/domain-enums';
import {
  BillingType,
  isRegionalBillingType,
  isWalletBillingType,
} from './billing-type';
import type { BillingSelection, CheckoutInfo } from './checkout-info';
import {
  CHECKOUT_STEP_ORDER,
  CheckoutStep,
  isOrderedStep,
  stepIndex,
  type OrderedCheckoutStep,
} from './checkout-step';

/** How a fulfilment request is delivered, as far as the checkout steps care. */
export const FulfillmentRequestKind = {
  EXPRESS: 'express',
  MARKETPLACE: 'marketplace',
  STANDARD: 'standard',
} as const;
export type FulfillmentRequestKind = (typeof FulfillmentRequestKind)[keyof typeof FulfillmentRequestKind];

/**
 * storefront.md §9 "Fulfiller type 4 is treated as express"; accounts.md §4 SELLER 8 is a
 * marketplace seller; every other fulfiller is standard delivery. Takes any fulfiller type so
 * the server's cart groups are sorted by this same rule as the steps that apply to them.
 */
export function fulfillmentRequestKind(request: { readonly fulfillerType: number }): FulfillmentRequestKind {
  if (request.fulfillerType === FulfillerType.EXPRESS) return FulfillmentRequestKind.EXPRESS;
  if (request.fulfillerType === FulfillerType.SELLER) return FulfillmentRequestKind.MARKETPLACE;
  return FulfillmentRequestKind.STANDARD;
}

function hasRequestOfKind(info: CheckoutInfo, kind: FulfillmentRequestKind): boolean {
  return info.fulfillmentRequests.some((request) => fulfillmentRequestKind(request) === kind);
}

const hasText = (value: string | null | undefined): value is string =>
  typeof value === 'string' && value.trim().length > 0;

/**
 * storefront.md §4: which steps appear. Address unless pickup-only; telephone if required at
 * checkout; VAT if the site has VAT; express, standard and marketplace only when the checkout
 * has a fulfilment request of that kind; billing always; loyalty when loyalty on web is on.
 */
export function stepApplies(step: CheckoutStep, info: CheckoutInfo): boolean {
  switch (step) {
    case CheckoutStep.ADDRESS:
      return !info.isPickupOnly;
    case CheckoutStep.TELEPHONE:
      return info.settings.telephoneRequired;
    case CheckoutStep.VAT:
      return info.settings.vatEnabled;
    case CheckoutStep.EXPRESS:
      return hasRequestOfKind(info, FulfillmentRequestKind.EXPRESS);
    case CheckoutStep.STANDARD:
      return hasRequestOfKind(info, FulfillmentRequestKind.STANDARD);
    case CheckoutStep.MARKETPLACE:
      return hasRequestOfKind(info, FulfillmentRequestKind.MARKETPLACE);
    case CheckoutStep.BILLING:
      return true;
    case CheckoutStep.LOYALTY:
      return info.settings.loyaltyEnabled;
  }
}

/** storefront.md §4 checkout step order, keeping only the steps that apply to this checkout. */
export function applicableSteps(info: CheckoutInfo): OrderedCheckoutStep[] {
  return CHECKOUT_STEP_ORDER.filter((step) => stepApplies(step, info));
}

function savedBillingInfoOfType(info: CheckoutInfo, selection: BillingSelection, type: BillingType): boolean {
  return info.billingInfos.some((saved) => saved.id === selection.billingInfoId && saved.type === type);
}

/**
 * storefront.md §4 billing completeness: a saved card, a bank account (when available), invoice,
 * a matching wallet type (a linked billing info whose type is the selected wallet), payment on
 * fulfillment, or another (regional) provider type is selected — and only a type the checkout
 * offers (`settings.availableBillingTypes`): a provider the site switched off completes nothing.
 */
export function isBillingSelectionComplete(info: CheckoutInfo, selection: BillingSelection | null): boolean {
  if (selection === null) return false;
  const { type } = selection;
  if (!info.settings.availableBillingTypes.includes(type)) return false;
  if (type === BillingType.CREDIT_CARD) return savedBillingInfoOfType(info, selection, BillingType.CREDIT_CARD);
  if (type === BillingType.CHECKING_ACCOUNT) {
    return info.settings.bankAccountAvailable && savedBillingInfoOfType(info, selection, BillingType.CHECKING_ACCOUNT);
  }
  if (type === BillingType.INVOICE || type === BillingType.PAYMENT_ON_FULFILLMENT) return true;
  if (isWalletBillingType(type)) return savedBillingInfoOfType(info, selection, type);
  return isRegionalBillingType(type);
}

/**
 * storefront.md §4 "A step is complete when": address — a shipping address is selected or Apple
 * Pay is selected; telephone — the user has a phone number; VAT — an email is present or VAT is
 * not needed; express — a delivery option is selected; standard — delivery instructions are a
 * string; marketplace — an address is selected; billing — see isBillingSelectionComplete;
 * loyalty — a member id or a loyalty selection exists.
 */
export function isStepComplete(step: CheckoutStep, info: CheckoutInfo): boolean {
  switch (step) {
    case CheckoutStep.ADDRESS:
      return hasText(info.selectedDelivery.shippingAddressId) || info.billing.selection?.type === BillingType.APPLE_PAY;
    case CheckoutStep.TELEPHONE:
      return hasText(info.user.telephoneNumber);
    case CheckoutStep.VAT:
      return hasText(info.vat.information?.email) || info.vat.notNeeded;
    case CheckoutStep.EXPRESS:
      return hasText(info.selectedDelivery.expressDeliveryOptionId);
    case CheckoutStep.STANDARD:
      return typeof info.selectedDelivery.standardOrderDeliveryInstructions === 'string';
    case CheckoutStep.MARKETPLACE:
      return hasText(info.selectedDelivery.marketplaceAddressId);
    case CheckoutStep.BILLING:
      return isBillingSelectionComplete(info, info.billing.selection);
    case CheckoutStep.LOYALTY:
      return hasText(info.loyalty.memberId) || info.loyalty.selection !== null;
  }
}

/** storefront.md §4: the earliest applicable ordered step that is not complete, or null. */
export function firstIncompleteStep(info: CheckoutInfo): OrderedCheckoutStep | null {
  return applicableSteps(info).find((step) => !isStepComplete(step, info)) ?? null;
}

/**
 * storefront.md §4: the step to open once `current` is done — the first incomplete applicable
 * step after it, except that an incomplete step before it always comes first (steps are
 * completed in order). Null when no ordered step is left, i.e. go to review.
 */
export function nextStep(current: OrderedCheckoutStep, info: CheckoutInfo): OrderedCheckoutStep | null {
  const first = firstIncompleteStep(info);
  if (first !== null && stepIndex(first) < stepIndex(current)) return first;
  return (
    applicableSteps(info).find((step) => stepIndex(step) > stepIndex(current) && !isStepComplete(step, info)) ?? null
  );
}

/** storefront.md §4 loyalty: settled when it does not apply or is complete. */
export function isLoyaltySettled(info: CheckoutInfo): boolean {
  return !stepApplies(CheckoutStep.LOYALTY, info) || isStepComplete(CheckoutStep.LOYALTY, info);
}

/** storefront.md §4: ready to place the order when every applicable step, loyalty included, is complete. */
export function isReadyToPlaceOrder(info: CheckoutInfo): boolean {
  return firstIncompleteStep(info) === null && isLoyaltySettled(info);
}

/**
 * storefront.md §4 (a complete step can be edited, but steps are completed in order): a step
 * may be reopened when it applies, is complete, and no earlier ordered step is incomplete.
 * Loyalty, being separate, may be reopened whenever it applies.
 */
export function canEditStep(step: CheckoutStep, info: CheckoutInfo): boolean {
  if (!stepApplies(step, info)) return false;
  if (!isOrderedStep(step)) return true;
  if (!isStepComplete(step, info)) return false;
  const first = firstIncompleteStep(info);
  return first === null || stepIndex(step) < stepIndex(first);
}

/** Where the checkout shows the user: an ordered step, the loyalty step, or review. */
export type CheckoutRoute = CheckoutStep | 'review';

/**
 * storefront.md §4 / accounts.md §4 "refreshed with a go-to-step": open `preferred` when it
 * applies and no earlier ordered step is incomplete; otherwise the first incomplete ordered
 * step, then an unsettled loyalty step, then review.
 */
export function resolveRoute(info: CheckoutInfo, preferred: CheckoutStep | null): CheckoutRoute {
  const first = firstIncompleteStep(info);
  if (preferred !== null && stepApplies(preferred, info)) {
    if (!isOrderedStep(preferred)) return preferred;
    if (first === null || stepIndex(preferred) <= stepIndex(first)) return preferred;
  }
  if (first !== null) return first;
  if (!isLoyaltySettled(info)) return CheckoutStep.LOYALTY;
  return 'review';
}
