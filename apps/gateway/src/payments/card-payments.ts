import { PaymentMethod, PaymentTransactionStatus } from '@gio/domain-enums';
import type { Queryable } from '../db/database';
import { randomToken } from '../security/random';
import { SANDBOX_TEST_CARDS, type CardProvider } from './card-provider';
import { savedCreditCard } from './payment-store';
import type {
  PaymentProvider,
  PaymentRequest,
  PaymentTransaction,
  ProviderAuthorisation,
  ProviderStep,
} from './payment-provider';

/**
 * What the sandbox does with a saved card at payment time, by its last four digits: the
 * tokenised card keeps nothing else, and the test numbers differ in their last four.
 */
const SAVED_CARD_OUTCOMES: ReadonlyMap<string, 'card_declined' | 'insufficient_funds' | 'challenge'> =
  new Map([
    [SANDBOX_TEST_CARDS.declined.slice(-4), 'card_declined'],
    [SANDBOX_TEST_CARDS.declinedWhenCharged.slice(-4), 'card_declined'],
    [SANDBOX_TEST_CARDS.insufficientFunds.slice(-4), 'insufficient_funds'],
    [SANDBOX_TEST_CARDS.challenge.slice(-4), 'challenge'],
  ] as const);

const reference = () => `sandbox_ch_${randomToken(12)}`;

/**
 * The sandbox card payments (billing type creditCard; payment methods saved card 0 and guest
 * card 1). A typed card goes through `SandboxCardProvider.tokenise`, so the same test numbers
 * approve, decline or ask for the challenge as on the billing form; the challenge card without
 * an answer sends the shopper to the challenge page (/acs-mobile). A saved card is read from
 * the user's billing infos and behaves as its test number would. No money moves.
 */
export class SandboxCardPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox-card';

  constructor(
    private readonly cards: CardProvider,
    private readonly now: () => number,
  ) {}

  async authorise(tx: Queryable, request: PaymentRequest): Promise<ProviderAuthorisation> {
    const source = request.source;
    if (source.kind === 'card') {
      const result = await this.cards.tokenise(source.card, new Date(this.now()));
      const digits = source.card.number.replace(/[\s-]/g, '');
      switch (result.status) {
        case 'invalid':
          return { outcome: 'declined', reason: result.field === 'number' ? 'invalid_number' : 'expired_card' };
        case 'declined':
          return { outcome: 'declined', reason: result.reason };
        case 'challenge':
          return { outcome: 'redirect', page: 'challenge', reference: reference(), cardLastFour: digits.slice(-4) };
        case 'approved':
          if (digits === SANDBOX_TEST_CARDS.declinedWhenCharged)
            return { outcome: 'declined', reason: 'card_declined' };
          return {
            outcome: 'authorised',
            status: PaymentTransactionStatus.AUTHORIZED,
            reference: reference(),
            cardBrand: result.card.brand,
            cardLastFour: result.card.lastFour,
          };
      }
    }
    if (source.kind !== 'savedBillingInfo') return { outcome: 'declined', reason: 'card_required' };
    if (request.userId === null) return { outcome: 'declined', reason: 'card_not_found' };
    const card = await savedCreditCard(tx, source.billingInfoId, request.userId);
    if (!card) return { outcome: 'declined', reason: 'card_not_found' };
    const today = new Date(this.now());
    if (card.exp_year * 12 + card.exp_month - 1 < today.getUTCFullYear() * 12 + today.getUTCMonth())
      return { outcome: 'declined', reason: 'expired_card' };
    const outcome = SAVED_CARD_OUTCOMES.get(card.last_four);
    if (outcome === 'challenge')
      return { outcome: 'redirect', page: 'challenge', reference: reference(), cardBrand: card.brand, cardLastFour: card.last_four };
    if (outcome) return { outcome: 'declined', reason: outcome };
    return {
      outcome: 'authorised',
      status: PaymentTransactionStatus.AUTHORIZED,
      reference: reference(),
      cardBrand: card.brand,
      cardLastFour: card.last_four,
    };
  }

  /** Saved cards can be charged again without the shopper; a typed card cannot. */
  async incrementAuthorisation(_tx: Queryable, payment: PaymentTransaction): Promise<ProviderStep> {
    return payment.paymentMethod === PaymentMethod.SAVED_CARD ? { ok: true } : { ok: false, reason: 'card_not_saved' };
  }

  async capture(): Promise<ProviderStep> {
    return { ok: true };
  }

  async void(): Promise<ProviderStep> {
    return { ok: true };
  }

  async refund(): Promise<ProviderStep> {
    return { ok: true };
  }

  /** The sandbox settles whatever was captured at once. */
  async status(_db: Queryable, payment: PaymentTransaction) {
    return payment.status === PaymentTransactionStatus.SUBMITTED_FOR_SETTLEMENT
      ? PaymentTransactionStatus.SETTLED
      : payment.status;
  }
}
