import { PaymentTransactionStatus } from '@gio/domain-enums';
import type { Queryable } from '../db/database';
import { newId } from '../security/random';
import {
  chargeInvoiceCredit,
  chargeMoreInvoiceCredit,
  invoicingOrganizationOf,
  paidOnInvoice,
  releaseInvoiceCredit,
} from './invoice-store';
import type {
  PaymentProvider,
  PaymentRequest,
  PaymentTransaction,
  ProviderAuthorisation,
  ProviderStep,
} from './payment-provider';

const ok = async (): Promise<ProviderStep> => ({ ok: true });
const recorded = async (_db: Queryable, payment: PaymentTransaction) => payment.status;

/**
 * Business invoice (billing type invoice, payment method 4; accounts.md §3 "Business account":
 * invoice enabled, creditLimit, currentOutstanding). Not a sandbox: the credit line is the
 * shop's own ledger. Authorising grows the organisation's outstanding amount by one
 * conditional UPDATE in the caller's transaction, so two orders racing for the last of the
 * credit cannot both pass, and a rolled-back order gives the credit back by itself. Voiding or
 * refunding gives it back explicitly, less what was paid on it already. An invoiced payment
 * stays SUBMITTED_FOR_SETTLEMENT; the organisation's payments are recorded by the operator
 * against its invoice orders (statement/), and each lowers the outstanding total.
 */
export class BusinessInvoiceProvider implements PaymentProvider {
  readonly name = 'invoice';

  async authorise(tx: Queryable, request: PaymentRequest): Promise<ProviderAuthorisation> {
    if (request.userId === null) return { outcome: 'declined', reason: 'invoice_not_enabled' };
    const organizationId = await invoicingOrganizationOf(tx, request.userId);
    if (!organizationId) return { outcome: 'declined', reason: 'invoice_not_enabled' };
    if (!(await chargeInvoiceCredit(tx, organizationId, request.amount)))
      return { outcome: 'declined', reason: 'credit_limit_exceeded' };
    return {
      outcome: 'authorised',
      status: PaymentTransactionStatus.AUTHORIZED,
      reference: newId('inv'),
      organizationId,
    };
  }

  /** More on the invoice: the same conditional UPDATE against the credit limit. */
  async incrementAuthorisation(tx: Queryable, payment: PaymentTransaction, extra: number): Promise<ProviderStep> {
    if (payment.organizationId === null) return { ok: false, reason: 'no_organization' };
    return (await chargeMoreInvoiceCredit(tx, payment.organizationId, extra))
      ? { ok: true }
      : { ok: false, reason: 'credit_limit_exceeded' };
  }

  /** Invoicing less than was authorised (an order of the placement was cancelled) frees the rest. */
  async capture(tx: Queryable, payment: PaymentTransaction, amount: number): Promise<ProviderStep> {
    return amount < payment.amount ? this.giveBack(tx, payment, payment.amount - amount) : { ok: true };
  }

  async void(tx: Queryable, payment: PaymentTransaction): Promise<ProviderStep> {
    return this.giveBack(tx, payment, payment.amount);
  }

  async refund(tx: Queryable, payment: PaymentTransaction, amount: number): Promise<ProviderStep> {
    return this.giveBack(tx, payment, amount);
  }

  status = recorded;

  /**
   * Gives back what of `amount` the organisation still owes on this invoice: a payment the
   * operator recorded against it lowered the outstanding amount already, so cancelling a paid
   * (or part-paid) invoice must not lower it a second time.
   */
  private async giveBack(tx: Queryable, payment: PaymentTransaction, amount: number): Promise<ProviderStep> {
    if (payment.organizationId === null) return { ok: false, reason: 'no_organization' };
    const paid = await paidOnInvoice(tx, payment.placementId);
    const owedBefore = Math.max(payment.amount - paid, 0);
    const owedAfter = Math.max(payment.amount - amount - paid, 0);
    if (owedBefore > owedAfter) await releaseInvoiceCredit(tx, payment.organizationId, owedBefore - owedAfter);
    return { ok: true };
  }
}

/**
 * Payment on fulfilment (payment method 7): nothing is taken at checkout, the driver or the
 * pickup counter collects it. The transaction waits as DEFERRED and is captured when the order
 * is delivered or picked up. Not a sandbox: there is no provider to reach.
 */
export class PaymentOnFulfillmentProvider implements PaymentProvider {
  readonly name = 'on-fulfillment';

  async authorise(): Promise<ProviderAuthorisation> {
    return { outcome: 'authorised', status: PaymentTransactionStatus.DEFERRED, reference: newId('pof') };
  }

  capture = ok;
  void = ok;
  refund = ok;
  /** The driver collects whatever the order comes to. */
  incrementAuthorisation = ok;

  /** Collected at the door is as good as settled. */
  async status(_db: Queryable, payment: PaymentTransaction) {
    return payment.status === PaymentTransactionStatus.SUBMITTED_FOR_SETTLEMENT
      ? PaymentTransactionStatus.SETTLED
      : payment.status;
  }
}
