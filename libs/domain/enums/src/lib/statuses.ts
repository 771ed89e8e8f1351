/**
 * Enumerations of accounts.md section 4 ("Status enumerations", "Payment transaction status").
 * Each is a frozen object of name → number plus a union type of its values, so that the numbers
 * the spec fixes travel over the wire unchanged while code reads by name.
 */

/** Payment transaction status (accounts.md §4). */
export const PaymentTransactionStatus = {
  CREATED: 0,
  AUTHORIZED: 1,
  SUBMITTED_FOR_SETTLEMENT: 2,
  SETTLED: 3,
  VOIDED: 4,
  ERROR: 5,
  AUTHORIZATION_EXPIRED: 6,
  NO_TRANSACTION: 7,
  SETTLEMENT_DECLINED: 8,
  PENDING: 9,
  AUTHORIZATION_UNSUCCESSFUL: 10,
  DEFERRED: 11,
} as const;
export type PaymentTransactionStatus =
  (typeof PaymentTransactionStatus)[keyof typeof PaymentTransactionStatus];

/** Fulfiller type (accounts.md §4); type 4 is treated as express (storefront.md §9). */
export const FulfillerType = {
  TEST: 0,
  SHIPWIRE: 1,
  EXPRESS: 4,
  INVOICE: 5,
  NONE: 6,
  SELLER: 8,
  ORDER_FULFILLMENT: 9,
} as const;
export type FulfillerType = (typeof FulfillerType)[keyof typeof FulfillerType];

/** Fulfilment status (accounts.md §4). */
export const FulfillmentStatus = {
  NEW: 0,
  RECEIVED: 1,
  CONFIRMED: 2,
  SHOPPING: 3,
  COMPLETE_SHOPPING: 4,
  IN_TRANSIT: 5,
  PICKED_UP_BY_CUSTOMER: 6,
  SHIPPED: 7,
  DELIVERED: 8,
  CANCELLED: 9,
  FAILED_TO_FULFILL: 10,
} as const;
export type FulfillmentStatus = (typeof FulfillmentStatus)[keyof typeof FulfillmentStatus];

/** Order-to-fulfiller status (accounts.md §4). */
export const OrderToFulfillerStatus = {
  CREATED: 0,
  SENT_TO_FULFILLER: 1,
  ON_FRAUD_QUEUE: 2,
  CHECKING_FOR_FRAUD: 3,
  ON_FULFILLMENT_QUEUE: 4,
  COMPLETED: 5,
  ERROR: 6,
  CANCELLED: 7,
} as const;
export type OrderToFulfillerStatus =
  (typeof OrderToFulfillerStatus)[keyof typeof OrderToFulfillerStatus];

/** Shipment status (accounts.md §4). */
export const ShipmentStatus = {
  CREATED: 0,
  SHIPPED: 1,
  DELIVERED: 2,
  CANCELLED: 3,
  FAILED: 4,
} as const;
export type ShipmentStatus = (typeof ShipmentStatus)[keyof typeof ShipmentStatus];

/** Delivery type (accounts.md §4). */
export const DeliveryType = { STANDARD: 0, EXPRESS: 1, FACTION: 2 } as const;
export type DeliveryType = (typeof DeliveryType)[keyof typeof DeliveryType];

/** Order types (accounts.md §4). */
export const OrderType = { STANDARD: 0, EXPRESS: 1, DROPSHIP: 3, EXPRESS_PICKUP: 4 } as const;
export type OrderType = (typeof OrderType)[keyof typeof OrderType];

/** Payment methods (accounts.md §4). */
export const PaymentMethod = {
  SAVED_CARD: 0,
  GUEST_CARD: 1,
  GOOGLE_WALLET: 2,
  ZERO_VALUE: 3,
  BUSINESS_INVOICE: 4,
  PAYMENT_ON_FULFILLMENT: 7,
  CHECKING_ACCOUNT: 8,
  FASSPAY: 9,
  IPAY88: 11,
  PAYOO: 12,
} as const;
export type PaymentMethod = (typeof PaymentMethod)[keyof typeof PaymentMethod];

/** Fulfilment methods (accounts.md §4). */
export const FulfillmentMethod = {
  CARRIER_DELIVERY: 0,
  LOCAL_DELIVERY: 1,
  IN_STORE_PICKUP: 2,
  NONE: 3,
  SHIP_TO_STORE: 4,
  ELECTRONIC: 5,
} as const;
export type FulfillmentMethod = (typeof FulfillmentMethod)[keyof typeof FulfillmentMethod];

/** One-time-code types (accounts.md §4). */
export const OtpType = { USER_REGISTRATION: 'userRegistration', RESET_PASSWORD: 'resetPassword' } as const;
export type OtpType = (typeof OtpType)[keyof typeof OtpType];

/** Promo types (accounts.md §4); invite codes are type 1. */
export const PromoType = { STANDARD: 0, INVITE_CODE: 1, IPAY88_PROMO: 2 } as const;
export type PromoType = (typeof PromoType)[keyof typeof PromoType];

/** Category kinds (accounts.md §4): type 6 also means previously ordered or custom. */
export const CategoryKind = { SOFT_CATEGORY: 5, CATEGORY: 6 } as const;
export type CategoryKind = (typeof CategoryKind)[keyof typeof CategoryKind];

/** Search and module filters (accounts.md §4). */
export const FulfillmentFilter = {
  LOCAL_DELIVERY: 'LOCAL_DELIVERY',
  IN_STORE_PICKUP: 'IN_STORE_PICKUP',
} as const;
export type FulfillmentFilter = (typeof FulfillmentFilter)[keyof typeof FulfillmentFilter];

/** Customer types (accounts.md §3, §6; storefront.md §6). */
export const CustomerType = { OWNER: 1, MEMBER: 2, PROMO_CODE_USER: 3, ADMIN: 4 } as const;
export type CustomerType = (typeof CustomerType)[keyof typeof CustomerType];

/** Account user levels (accounts.md §3). */
export const AccountLevel = {
  DEFAULT: 0,
  BUSINESS_MANAGER: 1,
  BUSINESS_USER: 2,
  BUSINESS_GENERATED_CART_USER: 3,
  BUSINESS_ADMIN: 4,
} as const;
export type AccountLevel = (typeof AccountLevel)[keyof typeof AccountLevel];

/** Display names of the account levels (accounts.md §3). */
export const ACCOUNT_LEVEL_LABELS: Readonly<Record<AccountLevel, string>> = {
  0: 'Default',
  1: 'Owner',
  2: 'Member',
  3: 'Cart Editor',
  4: 'Admin',
};

/** Account scope (accounts.md §3). */
export const AccountScope = { PERSONAL: 0, BUSINESS: 1 } as const;
export type AccountScope = (typeof AccountScope)[keyof typeof AccountScope];

/** Address types (accounts.md §3). */
export const AddressType = { DEFAULT: 0, CITY_DISTRICT_WARD: 1 } as const;
export type AddressType = (typeof AddressType)[keyof typeof AddressType];

/** Loyalty (WAON) permission statuses (accounts.md §4, storefront.md §4). */
export const LoyaltyPermission = {
  NO_PERMISSIONS: 'NO_PERMISSIONS',
  ALL_PERMISSIONS_EXCEPT_REDEEM: 'ALL_PERMISSIONS_EXCEPT_REDEEM',
  ALL_PERMISSIONS: 'ALL_PERMISSIONS',
} as const;
export type LoyaltyPermission = (typeof LoyaltyPermission)[keyof typeof LoyaltyPermission];

/** Variant state numbers used by the stock rules (storefront.md §4). */
export const VariantState = { DISCONTINUED: 0, ACTIVE: 1, OUT_OF_STOCK: 2 } as const;
export type VariantState = (typeof VariantState)[keyof typeof VariantState];

/** Product type 1 is a sample (storefront.md §9). */
export const ProductType = { STANDARD: 0, SAMPLE: 1 } as const;
export type ProductType = (typeof ProductType)[keyof typeof ProductType];

/** Interstitial template 3 is the product carousel; action 0 is a redirect (accounts.md §9). */
export const InterstitialTemplateType = { PRODUCT_CAROUSEL: 3 } as const;
export const InterstitialActionType = { REDIRECT: 0 } as const;

/** Free-shipping detection: flat price 0 with speed type 6 (storefront.md §9). */
export const SHIPPING_SPEED_TYPE_FREE = 6;
