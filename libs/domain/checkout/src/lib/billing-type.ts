import { PaymentMethod } from '@gio/domain-enums';

/**
 * Billing types a checkout can select (storefront.md §4 "Billing types"; accounts.md §4
 * "Checkout calls": payment selection moves among these). The string values are what the
 * set-billing-type call sends.
 */
export const BillingType = {
  CREDIT_CARD: 'creditCard',
  CHECKING_ACCOUNT: 'checkingAccount',
  INVOICE: 'invoice',
  PAYPAL: 'paypal',
  APPLE_PAY: 'applePay',
  GOOGLE_PAY: 'googlePay',
  VENMO: 'venmo',
  PAYMENT_ON_FULFILLMENT: 'paymentOnFulfillment',
  /** Regional provider fasspay; its FPX bank transfer is payment type id 16 (storefront.md §9). */
  FASSPAY: 'fasspay',
  IPAY88: 'ipay88',
  PAYOO: 'payoo',
} as const;
export type BillingType = (typeof BillingType)[keyof typeof BillingType];

/** Every billing type, in the order the spec lists them. */
export const BILLING_TYPES: readonly BillingType[] = Object.values(BillingType);

/** Wallets: a selected wallet needs a linked payment method of the same wallet type. */
export const WALLET_BILLING_TYPES: readonly BillingType[] = [
  BillingType.PAYPAL,
  BillingType.APPLE_PAY,
  BillingType.GOOGLE_PAY,
  BillingType.VENMO,
];

/** The regional providers ("another provider type", storefront.md §4): hosted pages, nothing saved. */
export const REGIONAL_BILLING_TYPES: readonly BillingType[] = [
  BillingType.FASSPAY,
  BillingType.IPAY88,
  BillingType.PAYOO,
];

/** Billing types that are completed by choosing one of the user's saved billing infos. */
export const SAVED_BILLING_TYPES: readonly BillingType[] = [
  BillingType.CREDIT_CARD,
  BillingType.CHECKING_ACCOUNT,
  ...WALLET_BILLING_TYPES,
];

/** storefront.md §4: PayPal, Apple Pay, Google Pay and Venmo are wallet types. */
export function isWalletBillingType(type: BillingType): boolean {
  return WALLET_BILLING_TYPES.includes(type);
}

/** storefront.md §4: fasspay, ipay88 and payoo are the regional ("other provider") types. */
export function isRegionalBillingType(type: BillingType): boolean {
  return REGIONAL_BILLING_TYPES.includes(type);
}

/** The site's switches of the three regional providers (storefront.md §1 feature flags). */
export type RegionalProviderSwitches = Readonly<Record<'fasspay' | 'ipay88' | 'payoo', boolean>>;

/** What decides which billing types a checkout offers. */
export interface BillingAvailability {
  readonly regionalProviders: RegionalProviderSwitches;
  /** Invoice is for invoice users only (storefront.md §4 default billing). */
  readonly isInvoiceUser: boolean;
  /** "a bank account (when available)" (storefront.md §4 billing completeness). */
  readonly bankAccountAvailable: boolean;
}

/**
 * storefront.md §1 "three regional payment providers" switched by feature flags, §4 billing
 * types: every billing type except a regional provider the site switches off, invoice for
 * anyone but an invoice user, and a bank account where none is available. Wallets stay
 * offered; a wallet still needs a linked billing info to complete the step.
 */
export function availableBillingTypes(availability: BillingAvailability): BillingType[] {
  return BILLING_TYPES.filter((type) => {
    if (type === BillingType.INVOICE) return availability.isInvoiceUser;
    if (type === BillingType.CHECKING_ACCOUNT) return availability.bankAccountAvailable;
    if (type === BillingType.FASSPAY || type === BillingType.IPAY88 || type === BillingType.PAYOO) {
      return availability.regionalProviders[type];
    }
    return true;
  });
}

/** storefront.md §4: true for any string that names a billing type. */
export function isBillingType(value: unknown): value is BillingType {
  return typeof value === 'string' && (BILLING_TYPES as readonly string[]).includes(value);
}

/**
 * accounts.md §4 payment methods → billing type. A guest card cannot be selected again and a
 * zero-value payment has no billing type, so both map to null.
 */
export function billingTypeForPaymentMethod(method: PaymentMethod): BillingType | null {
  switch (method) {
    case PaymentMethod.SAVED_CARD:
      return BillingType.CREDIT_CARD;
    case PaymentMethod.GOOGLE_WALLET:
      return BillingType.GOOGLE_PAY;
    case PaymentMethod.BUSINESS_INVOICE:
      return BillingType.INVOICE;
    case PaymentMethod.PAYMENT_ON_FULFILLMENT:
      return BillingType.PAYMENT_ON_FULFILLMENT;
    case PaymentMethod.CHECKING_ACCOUNT:
      return BillingType.CHECKING_ACCOUNT;
    case PaymentMethod.FASSPAY:
      return BillingType.FASSPAY;
    case PaymentMethod.IPAY88:
      return BillingType.IPAY88;
    case PaymentMethod.PAYOO:
      return BillingType.PAYOO;
    case PaymentMethod.GUEST_CARD:
    case PaymentMethod.ZERO_VALUE:
      return null;
  }
}
