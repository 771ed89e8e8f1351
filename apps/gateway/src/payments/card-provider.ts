import { randomToken } from '../security/random';

/** A card as typed at the billing form; it never leaves the provider adapter. */
export interface CardDetails {
  readonly number: string;
  readonly expMonth: number;
  readonly expYear: number;
  readonly cvc: string;
  readonly holderName: string;
  readonly challengeAnswer?: string;
}

/** What may be stored about a card: the provider's token, brand, last four digits and expiry. */
export interface TokenisedCard {
  readonly token: string;
  readonly brand: string;
  readonly lastFour: string;
  readonly expMonth: number;
  readonly expYear: number;
}

/** The outcomes of tokenising: business results, not exceptions (style.md). */
export type TokeniseResult =
  | { readonly status: 'approved'; readonly card: TokenisedCard }
  | { readonly status: 'declined'; readonly reason: string }
  | { readonly status: 'challenge'; readonly hint: string }
  | { readonly status: 'invalid'; readonly field: 'number' | 'expiry'; readonly reason: string };

/** A card payment provider's tokenisation (design.md "Payments": one provider interface). */
export interface CardProvider {
  readonly name: string;
  tokenise(card: CardDetails, today: Date): Promise<TokeniseResult>;
}

/** Card numbers of the sandbox and what each does (also listed in the gateway README). */
export const SANDBOX_TEST_CARDS = {
  visaApproved: '4242424242424242',
  mastercardApproved: '5555555555554444',
  amexApproved: '378282246310005',
  declined: '4000000000000002',
  /** Saved like any good card, declined whenever it is charged (a card that stopped working). */
  declinedWhenCharged: '4000000000000341',
  insufficientFunds: '4000000000009995',
  challenge: '4000000000003220',
} as const;

/** The answer the sandbox's challenge (3-D Secure) accepts. */
export const SANDBOX_CHALLENGE_ANSWER = '1234';

const DECLINED: ReadonlyMap<string, string> = new Map([
  [SANDBOX_TEST_CARDS.declined, 'card_declined'],
  [SANDBOX_TEST_CARDS.insufficientFunds, 'insufficient_funds'],
]);

/** Luhn checksum: the last digit checks the others. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function brandOf(digits: string): string {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^35/.test(digits)) return 'jcb';
  return 'unknown';
}

/**
 * The sandbox card provider: no money moves and no network is used. The test numbers in
 * SANDBOX_TEST_CARDS approve, decline or ask for a challenge (answered with
 * SANDBOX_CHALLENGE_ANSWER); any other well-formed number is declined, as a real provider would
 * decline a card it does not know. The token it hands back is random and means nothing
 * elsewhere.
 */
export class SandboxCardProvider implements CardProvider {
  readonly name = 'sandbox';

  async tokenise(card: CardDetails, today: Date): Promise<TokeniseResult> {
    const digits = card.number.replace(/[\s-]/g, '');
    if (!/^[0-9]{12,19}$/.test(digits) || !luhnValid(digits)) {
      return { status: 'invalid', field: 'number', reason: 'card number is not valid' };
    }
    const monthIndex = card.expYear * 12 + (card.expMonth - 1);
    const thisMonth = today.getUTCFullYear() * 12 + today.getUTCMonth();
    if (monthIndex < thisMonth)
      return { status: 'invalid', field: 'expiry', reason: 'card has expired' };

    const declined = DECLINED.get(digits);
    if (declined) return { status: 'declined', reason: declined };
    if (digits === SANDBOX_TEST_CARDS.challenge) {
      if (card.challengeAnswer === undefined)
        return { status: 'challenge', hint: `sandbox: answer ${SANDBOX_CHALLENGE_ANSWER}` };
      if (card.challengeAnswer !== SANDBOX_CHALLENGE_ANSWER)
        return { status: 'declined', reason: 'challenge_failed' };
    } else if (!Object.values(SANDBOX_TEST_CARDS).includes(digits as never)) {
      return { status: 'declined', reason: 'unknown_test_card' };
    }
    return {
      status: 'approved',
      card: {
        token: `sandbox_tok_${randomToken(18)}`,
        brand: brandOf(digits),
        lastFour: digits.slice(-4),
        expMonth: card.expMonth,
        expYear: card.expYear,
      },
    };
  }
}
