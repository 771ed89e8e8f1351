import type { BillingType } from '@gio/domain-checkout';
import type { PaymentTransactionStatus } from '@gio/domain-enums';
import type { Queryable } from '../db/database';
import type { CardDetails } from './card-provider';

/** Where the shopper finishes a payment that needs them (hosted page or card challenge). */
export type PaymentChannel = 'web' | 'mobile';

/**
 * What pays for an order, as the checkout selected it (storefront.md §4 "Billing types").
 * - `savedBillingInfo`: a card or bank account the user saved (POST /api/billing);
 * - `card`: a card typed at checkout and not saved (payment method "guest card" 1);
 * - `walletToken`: what Apple Pay, Google Pay, PayPal or Venmo handed the page;
 * - `bankAccount`: a checking account typed at checkout;
 * - `none`: invoice, payment on fulfilment and the regional providers, whose details are
 *   the user's organisation or are chosen on the provider's hosted page (`bankCode` preselects
 *   the FPX bank or Payoo's data).
 */
export type PaymentSource =
  | { readonly kind: 'savedBillingInfo'; readonly billingInfoId: string }
  | { readonly kind: 'card'; readonly card: CardDetails }
  | { readonly kind: 'walletToken'; readonly token: string }
  | { readonly kind: 'bankAccount'; readonly routingNumber: string; readonly accountNumber: string }
  | { readonly kind: 'none'; readonly bankCode?: string };

/** The payment of one "place order", as order placement asks for it. */
export interface PaymentRequest {
  /**
   * The order placement being paid (order_placements.id): one payment covers every order
   * (fulfilment group) of one "place order". Its row is written in the same transaction.
   */
  readonly placementId: string;
  readonly placementGid: string;
  /** Null for a guest. */
  readonly userId: string | null;
  readonly billingType: BillingType;
  /** Total to charge in đồng (integer, ≥ 0); 0 records NO_TRANSACTION whatever the type. */
  readonly amount: number;
  readonly source: PaymentSource;
  /** Desktop or app: picks /fasspay-web or /fasspay-mobile for the hosted page. Default web. */
  readonly channel?: PaymentChannel;
}

/** A payment transaction row as the gateway keeps it. */
export interface PaymentTransaction {
  readonly id: string;
  readonly kind: 'sale' | 'refund';
  readonly parentId: string | null;
  readonly placementId: string;
  readonly userId: string | null;
  readonly organizationId: string | null;
  readonly billingType: BillingType;
  /** accounts.md §4 payment method number (payment-service.ts `paymentMethodNumber`). */
  readonly paymentMethod: number;
  readonly provider: string;
  readonly providerReference: string | null;
  readonly status: PaymentTransactionStatus;
  readonly amount: number;
  readonly capturedAmount: number;
  readonly refundedAmount: number;
  readonly currency: string;
  readonly cardBrand: string | null;
  readonly cardLastFour: string | null;
  readonly declineReason: string | null;
  readonly channel: PaymentChannel;
  /** Where the shopper finishes the payment while it is PENDING. */
  readonly redirectPath: string | null;
  readonly hostedExpiresAt: Date | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

/** What a provider answers to an authorisation. Business outcomes are data (style.md). */
export type ProviderAuthorisation =
  | {
      readonly outcome: 'authorised';
      /** AUTHORIZED, or DEFERRED for money collected later (payment on fulfilment). */
      readonly status: typeof PaymentTransactionStatus.AUTHORIZED | typeof PaymentTransactionStatus.DEFERRED;
      readonly reference: string;
      readonly cardBrand?: string;
      readonly cardLastFour?: string;
      readonly organizationId?: string;
    }
  | { readonly outcome: 'declined'; readonly reason: string }
  | {
      readonly outcome: 'redirect';
      /** Which shopper-facing page finishes it: a provider's hosted page or a card challenge. */
      readonly page: 'hosted' | 'challenge';
      readonly reference: string;
      readonly cardBrand?: string;
      readonly cardLastFour?: string;
    };

/** What a provider answers to capture, void or refund. */
export type ProviderStep = { readonly ok: true } | { readonly ok: false; readonly reason: string };

/**
 * One payment provider (design.md "Payments": authorise, capture, void, refund, status). Every
 * call takes the caller's transaction, so what a provider books in the database (the business
 * invoice's outstanding credit) commits or rolls back with the order. Sandbox providers move no
 * money and call no network; a production adapter would call its provider here and keep the
 * provider's reference.
 */
export interface PaymentProvider {
  /** Stored on each transaction: `sandbox-card`, `invoice`, … */
  readonly name: string;
  authorise(tx: Queryable, request: PaymentRequest): Promise<ProviderAuthorisation>;
  /** Takes `amount` of an authorised (or deferred) payment. */
  capture(tx: Queryable, payment: PaymentTransaction, amount: number): Promise<ProviderStep>;
  /** Releases an authorisation that was not settled. */
  void(tx: Queryable, payment: PaymentTransaction): Promise<ProviderStep>;
  /** Returns `amount` of a settled payment. */
  refund(tx: Queryable, payment: PaymentTransaction, amount: number): Promise<ProviderStep>;
  /** The provider's view of a payment (a sandbox keeps no other record than the gateway's). */
  status(db: Queryable, payment: PaymentTransaction): Promise<PaymentTransactionStatus>;
  /**
   * Grows an authorisation by `extra` (post-order attach). Providers without incremental
   * authorisation leave it out, and the attach is refused.
   */
  incrementAuthorisation?(tx: Queryable, payment: PaymentTransaction, extra: number): Promise<ProviderStep>;
}
