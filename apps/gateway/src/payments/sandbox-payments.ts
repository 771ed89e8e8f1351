import { PaymentTransactionStatus } from '@gio/domain-enums';
import type { Queryable } from '../db/database';
import { randomToken } from '../security/random';
import type {
  PaymentProvider,
  PaymentRequest,
  PaymentTransaction,
  ProviderAuthorisation,
  ProviderStep,
} from './payment-provider';

/** Wallet tokens the sandbox wallets understand (also listed in the gateway README). */
export const SANDBOX_WALLET_TOKENS = {
  approved: 'sandbox-wallet-approved',
  declined: 'sandbox-wallet-declined',
} as const;

/** Bank accounts of the sandbox: any 9-digit routing number; an account ending 0000 is closed. */
export const SANDBOX_BANK_ACCOUNTS = {
  routingNumber: '011000015',
  approved: '000123456789',
  closed: '000111110000',
} as const;

/** FPX banks the sandbox fasspay page offers (storefront.md §9: FPX is payment type id 16). */
export const SANDBOX_FPX_BANKS = [
  { code: 'VCB', name: 'Vietcombank' },
  { code: 'TCB', name: 'Techcombank' },
  { code: 'BIDV', name: 'BIDV' },
  { code: 'MBB', name: 'MB Bank' },
] as const;

/** Sandbox settlement: what was captured settles at once; everything else stays as recorded. */
async function settledAtOnce(_db: Queryable, payment: PaymentTransaction) {
  return payment.status === PaymentTransactionStatus.SUBMITTED_FOR_SETTLEMENT
    ? PaymentTransactionStatus.SETTLED
    : payment.status;
}

const ok = async (): Promise<ProviderStep> => ({ ok: true });

/**
 * A sandbox wallet: Apple Pay, Google Pay, PayPal or Venmo. In production the wallet's script
 * on the page hands a one-time token to checkout; here `SANDBOX_WALLET_TOKENS.approved`
 * authorises, `declined` declines, and any other token is refused as unknown.
 */
export class SandboxWalletProvider implements PaymentProvider {
  readonly name: string;

  constructor(wallet: 'applePay' | 'googlePay' | 'paypal' | 'venmo') {
    this.name = `sandbox-${wallet.toLowerCase()}`;
  }

  async authorise(_tx: Queryable, request: PaymentRequest): Promise<ProviderAuthorisation> {
    if (request.source.kind !== 'walletToken') return { outcome: 'declined', reason: 'wallet_token_required' };
    if (request.source.token === SANDBOX_WALLET_TOKENS.declined) return { outcome: 'declined', reason: 'wallet_declined' };
    if (request.source.token !== SANDBOX_WALLET_TOKENS.approved)
      return { outcome: 'declined', reason: 'invalid_wallet_token' };
    return {
      outcome: 'authorised',
      status: PaymentTransactionStatus.AUTHORIZED,
      reference: `${this.name}_${randomToken(12)}`,
    };
  }

  capture = ok;
  void = ok;
  refund = ok;
  status = settledAtOnce;
}

/**
 * The sandbox checking-account debit (billing type checkingAccount, payment method 8): a typed
 * routing and account number. Any well-formed account is approved except one ending 0000,
 * which the sandbox bank reports closed.
 */
export class SandboxBankAccountProvider implements PaymentProvider {
  readonly name = 'sandbox-bank-account';

  async authorise(_tx: Queryable, request: PaymentRequest): Promise<ProviderAuthorisation> {
    const source = request.source;
    if (source.kind !== 'bankAccount') return { outcome: 'declined', reason: 'bank_account_required' };
    if (!/^[0-9]{9}$/.test(source.routingNumber)) return { outcome: 'declined', reason: 'invalid_routing_number' };
    if (!/^[0-9]{4,17}$/.test(source.accountNumber)) return { outcome: 'declined', reason: 'invalid_account_number' };
    if (source.accountNumber.endsWith('0000')) return { outcome: 'declined', reason: 'account_closed' };
    return {
      outcome: 'authorised',
      status: PaymentTransactionStatus.AUTHORIZED,
      reference: `sandbox_ach_${randomToken(12)}`,
      cardLastFour: source.accountNumber.slice(-4),
    };
  }

  capture = ok;
  void = ok;
  refund = ok;
  status = settledAtOnce;
}

/**
 * A sandbox regional provider with a hosted page: fasspay (FPX bank transfer), iPay88 or
 * Payoo. Authorising only opens the payment; the shopper approves, declines or abandons it on
 * the sandbox hosted page the gateway serves at /fasspay-web or /fasspay-mobile, which then
 * returns to /order-pending (payments/hosted-pages.ts). The decision is recorded on the
 * gateway's transaction row, so `status` reads it from there.
 */
export class SandboxHostedPageProvider implements PaymentProvider {
  readonly name: string;

  constructor(readonly provider: 'fasspay' | 'ipay88' | 'payoo') {
    this.name = `sandbox-${provider}`;
  }

  async authorise(): Promise<ProviderAuthorisation> {
    return { outcome: 'redirect', page: 'hosted', reference: `${this.name}_${randomToken(12)}` };
  }

  capture = ok;
  void = ok;
  refund = ok;
  status = settledAtOnce;
}
