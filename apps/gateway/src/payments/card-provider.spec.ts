import {
  SANDBOX_CHALLENGE_ANSWER,
  SANDBOX_TEST_CARDS,
  SandboxCardProvider,
  luhnValid,
} from './card-provider';

const today = new Date('2025-06-15T00:00:00Z');
const card = (
  number: string,
  extra: Partial<{ expMonth: number; expYear: number; challengeAnswer: string }> = {},
) => ({
  number,
  expMonth: 12,
  expYear: 2027,
  cvc: '123',
  holderName: 'A',
  ...extra,
});

describe('SandboxCardProvider', () => {
  const provider = new SandboxCardProvider();

  it.each([
    [SANDBOX_TEST_CARDS.visaApproved, 'visa', '4242'],
    [SANDBOX_TEST_CARDS.mastercardApproved, 'mastercard', '4444'],
    [SANDBOX_TEST_CARDS.amexApproved, 'amex', '0005'],
    // Saved like a good card; the charge is what declines it (card-payments).
    [SANDBOX_TEST_CARDS.declinedWhenCharged, 'visa', '0341'],
  ])(
    'approves %s as %s ending %s, keeping only brand, last four and expiry',
    async (number, brand, lastFour) => {
      const result = await provider.tokenise(card(number), today);
      expect(result).toEqual({
        status: 'approved',
        card: {
          token: expect.stringMatching(/^sandbox_tok_/),
          brand,
          lastFour,
          expMonth: 12,
          expYear: 2027,
        },
      });
      expect(JSON.stringify(result)).not.toContain(number);
    },
  );

  it('declines the decline cards and unknown numbers', async () => {
    expect(await provider.tokenise(card(SANDBOX_TEST_CARDS.declined), today)).toEqual({
      status: 'declined',
      reason: 'card_declined',
    });
    expect(
      await provider.tokenise(card(SANDBOX_TEST_CARDS.insufficientFunds), today),
    ).toMatchObject({ status: 'declined' });
    expect(await provider.tokenise(card('4111111111111111'), today)).toEqual({
      status: 'declined',
      reason: 'unknown_test_card',
    });
  });

  it('asks for a challenge, approves the right answer and declines a wrong one', async () => {
    expect(await provider.tokenise(card(SANDBOX_TEST_CARDS.challenge), today)).toMatchObject({
      status: 'challenge',
    });
    expect(
      await provider.tokenise(
        card(SANDBOX_TEST_CARDS.challenge, { challengeAnswer: SANDBOX_CHALLENGE_ANSWER }),
        today,
      ),
    ).toMatchObject({
      status: 'approved',
    });
    expect(
      await provider.tokenise(
        card(SANDBOX_TEST_CARDS.challenge, { challengeAnswer: '9999' }),
        today,
      ),
    ).toMatchObject({ status: 'declined' });
  });

  it('refuses a bad checksum and an expired card; this month still counts', async () => {
    expect(await provider.tokenise(card('4242424242424241'), today)).toMatchObject({
      status: 'invalid',
      field: 'number',
    });
    expect(
      await provider.tokenise(
        card(SANDBOX_TEST_CARDS.visaApproved, { expMonth: 5, expYear: 2025 }),
        today,
      ),
    ).toMatchObject({
      status: 'invalid',
      field: 'expiry',
    });
    expect(
      await provider.tokenise(
        card(SANDBOX_TEST_CARDS.visaApproved, { expMonth: 6, expYear: 2025 }),
        today,
      ),
    ).toMatchObject({
      status: 'approved',
    });
  });

  it('luhnValid checks the last digit', () => {
    expect(luhnValid('79927398713')).toBe(true);
    expect(luhnValid('79927398710')).toBe(false);
  });
});
