import type { FulfillerType, FulfillmentMethod } from '@gio/domain-enums';
import type { PriceModifier, PricingTotals } from '@gio/domain-pricing';
import type { BillingType } from './billing-type';

/**
 * The checkout info the storefront holds (storefront.md §3 "Checkout info"): the server's
 * payload plus what the spec says is "also held" (pending order, selected delivery, loyalty and
 * billing choices, purchase order number) and the site settings that decide which steps apply.
 * Ids are strings; money is in the currency's major unit as the server sends it.
 */

/** Site settings that switch checkout steps on or off (storefront.md §4). */
export interface CheckoutSettings {
  /** The site asks for a telephone number at checkout ("telephone (if required at checkout)"). */
  readonly telephoneRequired: boolean;
  /** The site has VAT ("VAT (if the site has VAT)"). */
  readonly vatEnabled: boolean;
  /** Loyalty on web is switched on: the separate loyalty step applies. */
  readonly loyaltyEnabled: boolean;
  /** Bank-account (checking account) payment is available ("a bank account (when available)"). */
  readonly bankAccountAvailable: boolean;
  /**
   * The billing types this checkout offers (`availableBillingTypes` of the site's switches and
   * the user): a type outside it never completes the billing step.
   */
  readonly availableBillingTypes: readonly BillingType[];
}

/**
 * storefront.md §3 pricingInfo: the totals `priceCheckout` computes, of which the storefront
 * reads only each modifier's amount.
 */
export type CheckoutPricingInfo = Omit<PricingTotals, 'priceModifiers'> & {
  readonly priceModifiers: readonly Pick<PriceModifier, 'amount'>[];
};

/** A saved payment method of the user (storefront.md §3 billingInfos). */
export interface BillingInfo {
  readonly id: string;
  readonly type: BillingType;
  /** What the UI shows, e.g. the card brand and last digits. */
  readonly label?: string;
}

/** The billing choice of this checkout. `billingInfoId` names a saved billing info, if any. */
export interface BillingSelection {
  readonly type: BillingType;
  readonly billingInfoId: string | null;
}

/** The payment used on the user's previous order (storefront.md §3 lastPaymentInfo). */
export interface LastPaymentInfo {
  readonly type: BillingType;
  readonly billingInfoId: string | null;
}

/** storefront.md §3 "Address display fields" and accounts.md §3 Address. */
export interface CheckoutAddress {
  readonly id: string;
  readonly businessName?: string;
  readonly firstName?: string;
  readonly lastName?: string;
  readonly addressLine1: string;
  readonly addressLine2?: string;
  readonly ward?: string;
  readonly district?: string;
  readonly city: string;
  readonly state?: string;
  readonly postalCode?: string;
  readonly country?: string;
}

/** A new address typed into the address form, before the server gives it an id. */
export type AddressDraft = Omit<CheckoutAddress, 'id'>;

/** An express delivery slot (storefront.md §3 deliveryTimes; accounts.md §7 express-delivery-times). */
export interface DeliveryTime {
  readonly id: string;
  readonly timeDisplay: string;
}

/**
 * One fulfilment request of the checkout: the cart groups the order is split into
 * (storefront.md §4 "Cart groups": by fulfiller type and fulfilment method).
 */
export interface FulfillmentRequest {
  readonly id: string;
  readonly fulfillerType: FulfillerType;
  readonly fulfillmentMethod: FulfillmentMethod;
}

/** accounts.md §3 "VAT information". */
export interface VatInformation {
  readonly companyName?: string;
  readonly taxCode?: string;
  readonly firstName?: string;
  readonly lastName?: string;
  readonly addressLine1?: string;
  readonly district?: string;
  readonly city?: string;
  readonly email?: string | null;
}

/** The user, as far as the checkout needs it. */
export interface CheckoutUser {
  readonly telephoneNumber: string | null;
  /** The user pays by business invoice ("invoice for invoice users", storefront.md §4). */
  readonly isInvoiceUser: boolean;
}

/** The delivery choices held for the checkout ("selected delivery", storefront.md §3). */
export interface SelectedDelivery {
  readonly shippingAddressId: string | null;
  readonly expressDeliveryOptionId: string | null;
  /** Any string, even empty, completes the standard step; null or absent does not. */
  readonly standardOrderDeliveryInstructions?: string | null;
  /** The address the marketplace sellers deliver to. */
  readonly marketplaceAddressId: string | null;
}

/** The VAT choice: the VAT information given, or the user's statement that none is needed. */
export interface VatChoice {
  readonly information: VatInformation | null;
  readonly notNeeded: boolean;
}

/** Billing choices held for the checkout (billing type, user credits, purchase order number). */
export interface BillingChoice {
  readonly selection: BillingSelection | null;
  readonly applyUserCredits: boolean;
  readonly purchaseOrderNumber: string | null;
}

/** The loyalty choice: a member id, or another loyalty selection (e.g. not joining). */
export interface LoyaltyChoice {
  readonly memberId: string | null;
  readonly selection: string | null;
}

/** storefront.md §3 "Checkout info". */
export interface CheckoutInfo {
  readonly settings: CheckoutSettings;
  readonly user: CheckoutUser;
  readonly pricingInfo: CheckoutPricingInfo | null;
  readonly billingInfos: readonly BillingInfo[];
  readonly defaultBillingInfoId: string | null;
  readonly deliveryTimes: readonly DeliveryTime[];
  readonly shippingAddresses: readonly CheckoutAddress[];
  readonly appliedPromoCodes: readonly string[];
  readonly vouchers: readonly { readonly id: string }[];
  readonly fulfillmentRequests: readonly FulfillmentRequest[];
  readonly isPickupOnly: boolean;
  readonly pickupAddress: CheckoutAddress | null;
  readonly lastPaymentInfo: LastPaymentInfo | null;
  readonly pendingOrder: { readonly id: string; readonly gid: string } | null;
  readonly selectedDelivery: SelectedDelivery;
  readonly vat: VatChoice;
  readonly billing: BillingChoice;
  readonly loyalty: LoyaltyChoice;
}
