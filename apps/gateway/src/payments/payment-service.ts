import { BillingType } from '@gio/domain-checkout';
import { PaymentMethod, PaymentTransactionStatus as S } from '@gio/domain-enums';
import { PAYMENT_VOIDABLE, canAttachPayment } from '@gio/domain-orders';
import type { Queryable } from '../db/database';
import { randomToken, safeEqual, sha256 } from '../security/random';
import { SandboxCardPaymentProvider } from './card-payments';
import { SANDBOX_CHALLENGE_ANSWER, SandboxCardProvider } from './card-provider';
import { BusinessInvoiceProvider, PaymentOnFulfillmentProvider } from './in-house-payments';
import type {
  PaymentChannel,
  PaymentProvider,
  PaymentRequest,
  PaymentTransaction,
} from './payment-provider';
import { PaymentTransactions, PaymentTransitionError } from './payment-transactions';
import {
  SandboxBankAccountProvider,
  SandboxHostedPageProvider,
  SandboxWalletProvider,
} from './sandbox-payments';

/** How long a hosted page or card challenge waits for the shopper before the payment counts as abandoned. */
export const HOSTED_PAYMENT_TTL_MS = 15 * 60 * 1000;

/** The provider of every billing type; tests and production wire other adapters here. */
export type PaymentProviders = Readonly<Record<BillingType, PaymentProvider>>;

/** One sandbox (or in-house) provider per billing type of storefront.md §4. */
export function sandboxPaymentProviders(now: () => number): PaymentProviders {
  return {
    [BillingType.CREDIT_CARD]: new SandboxCardPaymentProvider(new SandboxCardProvider(), now),
    [BillingType.CHECKING_ACCOUNT]: new SandboxBankAccountProvider(),
    [BillingType.INVOICE]: new BusinessInvoiceProvider(),
    [BillingType.PAYPAL]: new SandboxWalletProvider('paypal'),
    [BillingType.APPLE_PAY]: new SandboxWalletProvider('applePay'),
    [BillingType.GOOGLE_PAY]: new SandboxWalletProvider('googlePay'),
    [BillingType.VENMO]: new SandboxWalletProvider('venmo'),
    [BillingType.PAYMENT_ON_FULFILLMENT]: new PaymentOnFulfillmentProvider(),
    [BillingType.FASSPAY]: new SandboxHostedPageProvider('fasspay'),
    [BillingType.IPAY88]: new SandboxHostedPageProvider('ipay88'),
    [BillingType.PAYOO]: new SandboxHostedPageProvider('payoo'),
  };
}

/**
 * The outcome of authorising an order's payment.
 * - `authorised`: AUTHORIZED, DEFERRED (payment on fulfilment) or NO_TRANSACTION (nothing to
 *   pay): place the order.
 * - `declined`: the row says AUTHORIZATION_UNSUCCESSFUL; the caller rolls its transaction back
 *   (no order, no stock taken, and the row goes too).
 * - `redirect`: PENDING; keep the order waiting for payment and send the shopper to `url`
 *   (hosted page or card challenge), which comes back to /order-pending.
 */
export type AuthorisationOutcome =
  | { readonly status: 'authorised'; readonly payment: PaymentTransaction }
  | { readonly status: 'declined'; readonly reason: string; readonly payment: PaymentTransaction }
  | { readonly status: 'redirect'; readonly url: string; readonly payment: PaymentTransaction };

/** What releasing an order's payment did (cancel-order: "payment voided or refunded"). */
export type ReleaseResult = 'voided' | 'refunded' | 'nothing';

/** The shopper's answer on a hosted page or card challenge. */
export type HostedDecision =
  | { readonly action: 'approve'; readonly challengeAnswer?: string }
  | { readonly action: 'decline' }
  | { readonly action: 'cancel' };

/** Why a hosted page's answer was not taken. */
export type HostedRefusal = 'unknown' | 'already-decided' | 'expired';

/**
 * accounts.md §4 payment method number of a billing type and source. The spec numbers no
 * method for Apple Pay, PayPal and Venmo: those wallets pay with a card they hold, so they
 * count as a saved card (0) and the billing type says which wallet.
 */
export function paymentMethodNumber(request: Pick<PaymentRequest, 'billingType' | 'source' | 'amount'>): PaymentMethod {
  if (request.amount === 0) return PaymentMethod.ZERO_VALUE;
  switch (request.billingType) {
    case BillingType.CREDIT_CARD:
      return request.source.kind === 'card' ? PaymentMethod.GUEST_CARD : PaymentMethod.SAVED_CARD;
    case BillingType.GOOGLE_PAY:
      return PaymentMethod.GOOGLE_WALLET;
    case BillingType.INVOICE:
      return PaymentMethod.BUSINESS_INVOICE;
    case BillingType.PAYMENT_ON_FULFILLMENT:
      return PaymentMethod.PAYMENT_ON_FULFILLMENT;
    case BillingType.CHECKING_ACCOUNT:
      return PaymentMethod.CHECKING_ACCOUNT;
    case BillingType.FASSPAY:
      return PaymentMethod.FASSPAY;
    case BillingType.IPAY88:
      return PaymentMethod.IPAY88;
    case BillingType.PAYOO:
      return PaymentMethod.PAYOO;
    case BillingType.APPLE_PAY:
    case BillingType.PAYPAL:
    case BillingType.VENMO:
      return PaymentMethod.SAVED_CARD;
  }
}

/** The page that finishes a PENDING payment. */
function redirectPath(page: 'hosted' | 'challenge', channel: PaymentChannel, id: string, token: string): string {
  const base = page === 'challenge' ? '/acs-mobile' : channel === 'mobile' ? '/fasspay-mobile' : '/fasspay-web';
  return `${base}?payment=${encodeURIComponent(id)}&token=${encodeURIComponent(token)}`;
}

/**
 * Payments of orders (design.md "Payments"): picks the provider of the billing type, keeps the
 * payment_transactions row moving along the transition table (`PAYMENT_TRANSITIONS` of `@gio/domain-orders`), and
 * books each move in the caller's transaction so that it commits or rolls back with the order.
 */
export class PaymentService {
  readonly transactions = new PaymentTransactions();

  constructor(
    private readonly providers: PaymentProviders,
    private readonly now: () => number,
  ) {}

  /** Authorises an order's payment inside the order's transaction. */
  async authorise(tx: Queryable, request: PaymentRequest): Promise<AuthorisationOutcome> {
    if (!Number.isSafeInteger(request.amount) || request.amount < 0)
      throw new RangeError(`payment amount must be a whole number of đồng ≥ 0, got ${request.amount}`);
    const provider = this.provider(request.billingType);
    const channel = request.channel ?? 'web';
    const created = await this.transactions.insert(
      tx,
      {
        kind: 'sale',
        placementId: request.placementId,
        userId: request.userId,
        billingType: request.billingType,
        paymentMethod: paymentMethodNumber(request),
        provider: provider.name,
        amount: request.amount,
        channel,
      },
      S.CREATED,
    );
    if (request.amount === 0) {
      return { status: 'authorised', payment: await this.transactions.move(tx, created, S.NO_TRANSACTION) };
    }
    const answer = await provider.authorise(tx, request);
    switch (answer.outcome) {
      case 'authorised':
        return {
          status: 'authorised',
          payment: await this.transactions.move(tx, created, answer.status, {
            providerReference: answer.reference,
            cardBrand: answer.cardBrand,
            cardLastFour: answer.cardLastFour,
            organizationId: answer.organizationId,
          }),
        };
      case 'declined':
        return {
          status: 'declined',
          reason: answer.reason,
          payment: await this.transactions.move(tx, created, S.AUTHORIZATION_UNSUCCESSFUL, {
            declineReason: answer.reason,
          }),
        };
      case 'redirect': {
        const token = randomToken();
        const url = redirectPath(answer.page, channel, created.id, token);
        const payment = await this.transactions.move(tx, created, S.PENDING, {
          providerReference: answer.reference,
          cardBrand: answer.cardBrand,
          cardLastFour: answer.cardLastFour,
          redirectPath: url,
          hostedTokenHash: sha256(token),
          hostedExpiresAt: new Date(this.now() + HOSTED_PAYMENT_TTL_MS),
        });
        return { status: 'redirect', url, payment };
      }
    }
  }

  /** Takes the money of an authorised or deferred payment (all of it unless `amount` is less). */
  async capture(tx: Queryable, paymentId: string, amount?: number): Promise<PaymentTransaction> {
    const payment = await this.locked(tx, paymentId);
    const take = amount ?? payment.amount;
    if (!Number.isSafeInteger(take) || take < 0 || take > payment.amount)
      throw new RangeError(`capture of ${take} is outside 0..${payment.amount}`);
    this.step(payment, await this.provider(payment.billingType).capture(tx, payment, take));
    return this.transactions.move(tx, payment, S.SUBMITTED_FOR_SETTLEMENT, { capturedAmount: take }, 'captured');
  }

  /**
   * Grows an AUTHORIZED or DEFERRED sale by `extra` đồng (post-order attach), if its provider
   * can: null when it cannot or refuses (the caller refuses the attach), else the payment.
   */
  async increase(tx: Queryable, paymentId: string, extra: number): Promise<PaymentTransaction | null> {
    if (!Number.isSafeInteger(extra) || extra <= 0) throw new RangeError(`increase of ${extra} must be > 0`);
    const payment = await this.locked(tx, paymentId);
    if (!canAttachPayment(payment.status)) return null;
    const provider = this.provider(payment.billingType);
    if (!provider.incrementAuthorisation) return null;
    const result = await provider.incrementAuthorisation(tx, payment, extra);
    if (!result.ok) return null;
    return this.transactions.increaseAmount(tx, payment, extra);
  }

  /** Releases a payment that has not settled. */
  async void(tx: Queryable, paymentId: string, note = 'voided'): Promise<PaymentTransaction> {
    const payment = await this.locked(tx, paymentId);
    if (payment.status === S.VOIDED) return payment;
    if (!PAYMENT_VOIDABLE.has(payment.status)) throw new PaymentTransitionError(payment.id, payment.status, S.VOIDED);
    this.step(payment, await this.provider(payment.billingType).void(tx, payment));
    return this.transactions.move(tx, payment, S.VOIDED, { redirectPath: null, hostedTokenHash: null }, note);
  }

  /**
   * Returns money of a settled sale: a refund transaction (CREATED → SUBMITTED_FOR_SETTLEMENT
   * → SETTLED once the provider confirms) and the sale's refunded amount grows. Refuses more
   * than was captured and not yet refunded.
   */
  async refund(tx: Queryable, paymentId: string, amount?: number): Promise<PaymentTransaction> {
    const sale = await this.locked(tx, paymentId);
    if (sale.kind !== 'sale' || sale.status !== S.SETTLED)
      throw new RangeError(`payment ${sale.id} has not settled: void it instead of refunding`);
    const give = amount ?? sale.capturedAmount - sale.refundedAmount;
    if (!Number.isSafeInteger(give) || give <= 0 || !(await this.transactions.addRefunded(tx, sale.id, give)))
      throw new RangeError(`refund of ${give} is outside what payment ${sale.id} has left`);
    const provider = this.provider(sale.billingType);
    this.step(sale, await provider.refund(tx, sale, give));
    const created = await this.transactions.insert(
      tx,
      {
        kind: 'refund',
        parentId: sale.id,
        placementId: sale.placementId,
        userId: sale.userId,
        organizationId: sale.organizationId,
        billingType: sale.billingType,
        paymentMethod: sale.paymentMethod,
        provider: sale.provider,
        amount: give,
        channel: sale.channel,
        cardBrand: sale.cardBrand,
        cardLastFour: sale.cardLastFour,
      },
      S.CREATED,
    );
    const submitted = await this.transactions.move(tx, created, S.SUBMITTED_FOR_SETTLEMENT, { capturedAmount: give }, 'refund');
    return this.refresh(tx, submitted.id);
  }

  /**
   * Gives an order's payment back, whatever state it reached: voids what has not settled,
   * refunds what has, and leaves final states alone (cancel-order, an abandoned hosted page).
   */
  async release(tx: Queryable, paymentId: string, note = 'order cancelled'): Promise<ReleaseResult> {
    const payment = await this.locked(tx, paymentId);
    if (PAYMENT_VOIDABLE.has(payment.status)) {
      await this.void(tx, paymentId, note);
      return 'voided';
    }
    if (payment.status === S.SETTLED && payment.capturedAmount > payment.refundedAmount) {
      await this.refund(tx, paymentId);
      return 'refunded';
    }
    return 'nothing';
  }

  /** The provider's current status of a payment, applied to the row when the table allows the move. */
  async refresh(tx: Queryable, paymentId: string): Promise<PaymentTransaction> {
    const payment = await this.locked(tx, paymentId);
    const reported = await this.provider(payment.billingType).status(tx, payment);
    if (reported === payment.status) return payment;
    return this.transactions.move(tx, payment, reported, {}, 'provider status');
  }

  /** One payment, or null; `lock` holds its row until the transaction ends. */
  status(db: Queryable, paymentId: string, lock = false): Promise<PaymentTransaction | null> {
    return this.transactions.find(db, paymentId, lock);
  }

  /** Every payment transaction of an order (sales and refunds). */
  forPlacement(db: Queryable, placementId: string): Promise<PaymentTransaction[]> {
    return this.transactions.forPlacement(db, placementId);
  }

  /**
   * The shopper's answer on the sandbox hosted page or card challenge: approve → AUTHORIZED
   * (a challenge also needs the right answer, else it is declined), decline →
   * AUTHORIZATION_UNSUCCESSFUL, cancel → VOIDED. The page's token must match and the payment
   * must still be PENDING and not expired.
   */
  async decideHosted(
    tx: Queryable,
    paymentId: string,
    token: string,
    decision: HostedDecision,
  ): Promise<{ ok: true; payment: PaymentTransaction } | { ok: false; refusal: HostedRefusal; payment: PaymentTransaction | null }> {
    const payment = await this.openHosted(tx, paymentId, token, true);
    if (!payment.ok) return payment;
    const pending = payment.payment;
    const challenge = pending.redirectPath?.startsWith('/acs-mobile') === true;
    if (decision.action === 'approve' && (!challenge || decision.challengeAnswer === SANDBOX_CHALLENGE_ANSWER)) {
      return { ok: true, payment: await this.transactions.move(tx, pending, S.AUTHORIZED, { redirectPath: null, hostedTokenHash: null }, 'approved on hosted page') };
    }
    if (decision.action === 'cancel') {
      return { ok: true, payment: await this.void(tx, pending.id, 'abandoned on hosted page') };
    }
    const reason = decision.action === 'approve' ? 'challenge_failed' : 'declined_on_hosted_page';
    return {
      ok: true,
      payment: await this.transactions.move(
        tx,
        pending,
        S.AUTHORIZATION_UNSUCCESSFUL,
        { declineReason: reason, redirectPath: null, hostedTokenHash: null },
        reason,
      ),
    };
  }

  /** A PENDING payment whose hosted-page token matches; `lock` for a decision. */
  async openHosted(
    db: Queryable,
    paymentId: string,
    token: string,
    lock = false,
  ): Promise<{ ok: true; payment: PaymentTransaction } | { ok: false; refusal: HostedRefusal; payment: PaymentTransaction | null }> {
    const payment = await this.transactions.find(db, paymentId, lock);
    const hash = payment ? await this.transactions.hostedTokenHash(db, paymentId) : null;
    if (!payment) return { ok: false, refusal: 'unknown', payment: null };
    if (payment.status !== S.PENDING || hash === null) return { ok: false, refusal: 'already-decided', payment };
    if (!safeEqual(hash, sha256(token))) return { ok: false, refusal: 'unknown', payment: null };
    if (payment.hostedExpiresAt !== null && payment.hostedExpiresAt.getTime() <= this.now())
      return { ok: false, refusal: 'expired', payment };
    return { ok: true, payment };
  }

  /** Whether a PENDING payment's hosted page has expired (the shopper abandoned it). */
  isAbandoned(payment: PaymentTransaction): boolean {
    return (
      payment.status === S.PENDING &&
      payment.hostedExpiresAt !== null &&
      payment.hostedExpiresAt.getTime() <= this.now()
    );
  }

  private provider(type: BillingType): PaymentProvider {
    const provider = this.providers[type];
    if (!provider) throw new RangeError(`no payment provider for billing type ${String(type)}`);
    return provider;
  }

  private async locked(tx: Queryable, id: string): Promise<PaymentTransaction> {
    const payment = await this.transactions.find(tx, id, true);
    if (!payment) throw new RangeError(`no payment ${id}`);
    return payment;
  }

  private step(payment: PaymentTransaction, result: { ok: true } | { ok: false; reason: string }): void {
    if (!result.ok) throw new Error(`provider ${payment.provider} refused payment ${payment.id}: ${result.reason}`);
  }
}
