import { BillingType } from '@gio/domain-checkout';
import { PaymentMethod, PaymentTransactionStatus as S } from '@gio/domain-enums';
import type { Database, Queryable } from '../db/database';
import { newId } from '../security/random';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { insertUser } from '../users/user-store';
import { SANDBOX_CHALLENGE_ANSWER, SANDBOX_TEST_CARDS } from './card-provider';
import type { PaymentRequest, PaymentSource } from './payment-provider';
import { HOSTED_PAYMENT_TTL_MS, PaymentService, sandboxPaymentProviders } from './payment-service';
import { SANDBOX_BANK_ACCOUNTS, SANDBOX_WALLET_TOKENS } from './sandbox-payments';
import { PaymentTransitionError } from './payment-transactions';

const card = (number: string, challengeAnswer?: string) => ({
  number,
  expMonth: 12,
  expYear: new Date().getUTCFullYear() + 2,
  cvc: '123',
  holderName: 'NGUYEN LAN',
  ...(challengeAnswer ? { challengeAnswer } : {}),
});

/** A transaction that always rolls back, as a placement refused after authorising would. */
class Rollback extends Error {}
async function rolledBack(db: Database, fn: (tx: Queryable) => Promise<void>): Promise<void> {
  await expect(
    db.transaction(async (tx) => {
      await fn(tx);
      throw new Rollback();
    }),
  ).rejects.toBeInstanceOf(Rollback);
}

describe('PaymentService with the sandbox providers', () => {
  let database: TestDatabase;
  let db: Database;
  let clock = Date.now();
  const payments = new PaymentService(sandboxPaymentProviders(Date.now), () => clock);
  let userId: string;
  let memberId: string;
  let savedCardId: string;
  let challengeCardId: string;
  let declinedWhenChargedCardId: string;
  const organizationId = newId('org');

  const request = (billingType: BillingType, source: PaymentSource, amount = 250_000, extra: Partial<PaymentRequest> = {}): PaymentRequest => ({
    placementId: newId('plc'),
    placementGid: '900000001',
    userId,
    billingType,
    amount,
    source,
    ...extra,
  });
  const authorise = (req: PaymentRequest) => db.transaction((tx) => payments.authorise(tx, req));
  const outstanding = async () =>
    (await db.query<{ n: number }>('SELECT invoice_current_outstanding AS n FROM organizations WHERE id = $1', [organizationId])).rows[0]?.n;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
    userId = await insertUser(db, { email: `pay.${newId('u').slice(2, 10).toLowerCase()}@example.vn`, firstName: 'Lan' });
    await db.query(
      `INSERT INTO organizations (id, name, invoice_enabled, invoice_credit_limit, invoice_current_outstanding)
       VALUES ($1, 'Bếp Test', true, 1000000, 700000)`,
      [organizationId],
    );
    memberId = await insertUser(db, {
      email: `member.${newId('u').slice(2, 10).toLowerCase()}@example.vn`,
      firstName: 'Hùng',
      accountLevel: 1,
      organizationId,
    });
    const insertCard = async (lastFour: string) => {
      const id = newId('bil');
      await db.query(
        `INSERT INTO billing_infos (id, user_id, type, provider, provider_token, brand, last_four, exp_month, exp_year, holder_name)
         VALUES ($1, $2, 'creditCard', 'sandbox', 'sandbox_tok_x', 'visa', $3, 12, $4, 'NGUYEN LAN')`,
        [id, userId, lastFour, new Date().getUTCFullYear() + 2],
      );
      return id;
    };
    savedCardId = await insertCard('4242');
    challengeCardId = await insertCard('3220');
    declinedWhenChargedCardId = await insertCard('0341');
  });

  afterAll(async () => {
    await database.close();
  });

  it('authorises a saved card: AUTHORIZED, saved-card method, brand and last four kept, every move logged', async () => {
    const outcome = await authorise(request(BillingType.CREDIT_CARD, { kind: 'savedBillingInfo', billingInfoId: savedCardId }));
    expect(outcome.status).toBe('authorised');
    expect(outcome.payment).toMatchObject({
      status: S.AUTHORIZED,
      paymentMethod: PaymentMethod.SAVED_CARD,
      cardBrand: 'visa',
      cardLastFour: '4242',
      amount: 250_000,
      provider: 'sandbox-card',
    });
    const history = await payments.transactions.history(db, outcome.payment.id);
    expect(history.map((h) => [h.from, h.to])).toEqual([
      [null, S.CREATED],
      [S.CREATED, S.AUTHORIZED],
    ]);
  });

  it("refuses another user's saved card as not found", async () => {
    const outcome = await authorise(
      request(BillingType.CREDIT_CARD, { kind: 'savedBillingInfo', billingInfoId: savedCardId }, 1000, { userId: memberId }),
    );
    expect(outcome).toMatchObject({ status: 'declined', reason: 'card_not_found' });
  });

  it('declines a saved card of the declined-when-charged number, typed or saved', async () => {
    const saved = await authorise(
      request(BillingType.CREDIT_CARD, { kind: 'savedBillingInfo', billingInfoId: declinedWhenChargedCardId }),
    );
    expect(saved).toMatchObject({ status: 'declined', reason: 'card_declined' });
    const typed = await authorise(
      request(BillingType.CREDIT_CARD, { kind: 'card', card: card(SANDBOX_TEST_CARDS.declinedWhenCharged) }),
    );
    expect(typed).toMatchObject({ status: 'declined', reason: 'card_declined' });
  });

  it.each([
    [SANDBOX_TEST_CARDS.declined, 'card_declined'],
    [SANDBOX_TEST_CARDS.insufficientFunds, 'insufficient_funds'],
    ['4111111111111111', 'unknown_test_card'],
    ['4242424242424241', 'invalid_number'],
  ])('declines the typed card %s with %s', async (number, reason) => {
    const outcome = await authorise(request(BillingType.CREDIT_CARD, { kind: 'card', card: card(number) }));
    expect(outcome).toMatchObject({ status: 'declined', reason, payment: { status: S.AUTHORIZATION_UNSUCCESSFUL, declineReason: reason } });
  });

  it('a declined authorisation in a rolled-back transaction leaves no payment row', async () => {
    const placementId = newId('plc');
    await rolledBack(db, async (tx) => {
      const outcome = await payments.authorise(tx, { ...request(BillingType.CREDIT_CARD, { kind: 'card', card: card(SANDBOX_TEST_CARDS.declined) }), placementId });
      expect(outcome.status).toBe('declined');
    });
    expect(await payments.forPlacement(db, placementId)).toEqual([]);
  });

  it('sends the challenge card to /acs-mobile, and approves it up front with the right answer', async () => {
    const typed = await authorise(request(BillingType.CREDIT_CARD, { kind: 'card', card: card(SANDBOX_TEST_CARDS.challenge) }));
    expect(typed.status).toBe('redirect');
    if (typed.status !== 'redirect') return;
    expect(typed.url).toMatch(/^\/acs-mobile\?payment=pay_[\w-]+&token=[\w-]{43}$/);
    expect(typed.payment).toMatchObject({ status: S.PENDING, paymentMethod: PaymentMethod.GUEST_CARD, cardLastFour: '3220' });
    const saved = await authorise(request(BillingType.CREDIT_CARD, { kind: 'savedBillingInfo', billingInfoId: challengeCardId }));
    expect(saved.status).toBe('redirect');
    const answered = await authorise(
      request(BillingType.CREDIT_CARD, { kind: 'card', card: card(SANDBOX_TEST_CARDS.challenge, SANDBOX_CHALLENGE_ANSWER) }),
    );
    expect(answered.payment.status).toBe(S.AUTHORIZED);
  });

  it.each([BillingType.APPLE_PAY, BillingType.GOOGLE_PAY, BillingType.PAYPAL, BillingType.VENMO])(
    'the %s sandbox wallet approves its approved token and declines the others',
    async (wallet) => {
      const ok = await authorise(request(wallet, { kind: 'walletToken', token: SANDBOX_WALLET_TOKENS.approved }));
      expect(ok.payment).toMatchObject({
        status: S.AUTHORIZED,
        paymentMethod: wallet === BillingType.GOOGLE_PAY ? PaymentMethod.GOOGLE_WALLET : PaymentMethod.SAVED_CARD,
      });
      expect(await authorise(request(wallet, { kind: 'walletToken', token: SANDBOX_WALLET_TOKENS.declined }))).toMatchObject({
        status: 'declined',
        reason: 'wallet_declined',
      });
      expect((await authorise(request(wallet, { kind: 'none' }))).status).toBe('declined');
    },
  );

  it('debits a checking account, and declines a closed one', async () => {
    const ok = await authorise(
      request(BillingType.CHECKING_ACCOUNT, { kind: 'bankAccount', routingNumber: SANDBOX_BANK_ACCOUNTS.routingNumber, accountNumber: SANDBOX_BANK_ACCOUNTS.approved }),
    );
    expect(ok.payment).toMatchObject({ status: S.AUTHORIZED, paymentMethod: PaymentMethod.CHECKING_ACCOUNT, cardLastFour: '6789' });
    const closed = await authorise(
      request(BillingType.CHECKING_ACCOUNT, { kind: 'bankAccount', routingNumber: SANDBOX_BANK_ACCOUNTS.routingNumber, accountNumber: SANDBOX_BANK_ACCOUNTS.closed }),
    );
    expect(closed).toMatchObject({ status: 'declined', reason: 'account_closed' });
  });

  it('defers payment on fulfilment and records nothing to pay as NO_TRANSACTION', async () => {
    const pof = await authorise(request(BillingType.PAYMENT_ON_FULFILLMENT, { kind: 'none' }));
    expect(pof.payment).toMatchObject({ status: S.DEFERRED, paymentMethod: PaymentMethod.PAYMENT_ON_FULFILLMENT });
    const free = await authorise(request(BillingType.CREDIT_CARD, { kind: 'none' }, 0));
    expect(free).toMatchObject({ status: 'authorised', payment: { status: S.NO_TRANSACTION, paymentMethod: PaymentMethod.ZERO_VALUE } });
  });

  it.each([
    [BillingType.FASSPAY, 'web', '/fasspay-web', PaymentMethod.FASSPAY],
    [BillingType.FASSPAY, 'mobile', '/fasspay-mobile', PaymentMethod.FASSPAY],
    [BillingType.IPAY88, 'web', '/fasspay-web', PaymentMethod.IPAY88],
    [BillingType.PAYOO, 'mobile', '/fasspay-mobile', PaymentMethod.PAYOO],
  ] as const)('%s on %s opens the hosted page %s', async (type, channel, path, method) => {
    const outcome = await authorise(request(type, { kind: 'none' }, 120_000, { channel }));
    expect(outcome.status).toBe('redirect');
    if (outcome.status !== 'redirect') return;
    expect(outcome.url.startsWith(`${path}?payment=`)).toBe(true);
    expect(outcome.payment).toMatchObject({ status: S.PENDING, paymentMethod: method, channel });
  });

  describe('business invoice', () => {
    it('grows the outstanding amount within the credit limit and refuses above it', async () => {
      expect(await outstanding()).toBe(700_000);
      const ok = await authorise(request(BillingType.INVOICE, { kind: 'none' }, 200_000, { userId: memberId }));
      expect(ok.payment).toMatchObject({ status: S.AUTHORIZED, paymentMethod: PaymentMethod.BUSINESS_INVOICE, organizationId });
      expect(await outstanding()).toBe(900_000);
      const over = await authorise(request(BillingType.INVOICE, { kind: 'none' }, 100_001, { userId: memberId }));
      expect(over).toMatchObject({ status: 'declined', reason: 'credit_limit_exceeded' });
      expect(await outstanding()).toBe(900_000);
      const exact = await authorise(request(BillingType.INVOICE, { kind: 'none' }, 100_000, { userId: memberId }));
      expect(exact.status).toBe('authorised');
      expect(await outstanding()).toBe(1_000_000);
      await db.transaction((tx) => payments.void(tx, exact.payment.id));
      expect(await outstanding()).toBe(900_000);
      await db.transaction((tx) => payments.void(tx, ok.payment.id));
      expect(await outstanding()).toBe(700_000);
    });

    it('gives the credit back when the order transaction rolls back', async () => {
      await rolledBack(db, async (tx) => {
        const outcome = await payments.authorise(tx, request(BillingType.INVOICE, { kind: 'none' }, 300_000, { userId: memberId }));
        expect(outcome.status).toBe('authorised');
      });
      expect(await outstanding()).toBe(700_000);
    });

    it('refuses a user without an invoice organisation', async () => {
      expect(await authorise(request(BillingType.INVOICE, { kind: 'none' }))).toMatchObject({ status: 'declined', reason: 'invoice_not_enabled' });
    });
  });

  describe('after authorising', () => {
    it('captures, settles through the provider status, refunds in parts, never more than was captured', async () => {
      const { payment } = await authorise(request(BillingType.CREDIT_CARD, { kind: 'savedBillingInfo', billingInfoId: savedCardId }, 300_000));
      const captured = await db.transaction((tx) => payments.capture(tx, payment.id, 280_000));
      expect(captured).toMatchObject({ status: S.SUBMITTED_FOR_SETTLEMENT, capturedAmount: 280_000 });
      const settled = await db.transaction((tx) => payments.refresh(tx, payment.id));
      expect(settled.status).toBe(S.SETTLED);
      const refund = await db.transaction((tx) => payments.refund(tx, payment.id, 80_000));
      expect(refund).toMatchObject({ kind: 'refund', parentId: payment.id, amount: 80_000, status: S.SETTLED });
      await expect(db.transaction((tx) => payments.refund(tx, payment.id, 200_001))).rejects.toBeInstanceOf(RangeError);
      expect(await db.transaction((tx) => payments.release(tx, payment.id))).toBe('refunded');
      expect(await payments.status(db, payment.id)).toMatchObject({ status: S.SETTLED, refundedAmount: 280_000 });
      expect(await db.transaction((tx) => payments.release(tx, payment.id))).toBe('nothing');
    });

    it('voids an authorisation; a voided payment cannot be captured', async () => {
      const { payment } = await authorise(request(BillingType.CREDIT_CARD, { kind: 'savedBillingInfo', billingInfoId: savedCardId }));
      expect(await db.transaction((tx) => payments.release(tx, payment.id))).toBe('voided');
      await expect(db.transaction((tx) => payments.capture(tx, payment.id))).rejects.toBeInstanceOf(PaymentTransitionError);
      expect((await payments.status(db, payment.id))?.status).toBe(S.VOIDED);
    });

    it('refuses to capture more than was authorised', async () => {
      const { payment } = await authorise(request(BillingType.PAYMENT_ON_FULFILLMENT, { kind: 'none' }, 50_000));
      await expect(db.transaction((tx) => payments.capture(tx, payment.id, 50_001))).rejects.toBeInstanceOf(RangeError);
      expect((await payments.status(db, payment.id))?.status).toBe(S.DEFERRED);
    });

    it('grows a saved-card or invoice authorisation, not a typed card', async () => {
      const saved = await authorise(request(BillingType.CREDIT_CARD, { kind: 'savedBillingInfo', billingInfoId: savedCardId }, 100_000));
      expect(await db.transaction((tx) => payments.increase(tx, saved.payment.id, 20_000))).toMatchObject({ amount: 120_000 });
      const typed = await authorise(request(BillingType.CREDIT_CARD, { kind: 'card', card: card(SANDBOX_TEST_CARDS.visaApproved) }));
      expect(await db.transaction((tx) => payments.increase(tx, typed.payment.id, 20_000))).toBeNull();
      const invoice = await authorise(request(BillingType.INVOICE, { kind: 'none' }, 250_000, { userId: memberId }));
      expect(await db.transaction((tx) => payments.increase(tx, invoice.payment.id, 60_000))).toBeNull();
      expect(await outstanding()).toBe(950_000);
      expect(await db.transaction((tx) => payments.increase(tx, invoice.payment.id, 50_000))).toMatchObject({ amount: 300_000 });
      expect(await outstanding()).toBe(1_000_000);
      await db.transaction((tx) => payments.void(tx, invoice.payment.id));
      expect(await outstanding()).toBe(700_000);
    });
  });

  describe('hosted page decisions', () => {
    const token = (url: string) => new URL(url, 'http://x').searchParams.get('token') ?? '';

    it('approves with the right token once; a second answer is refused', async () => {
      const outcome = await authorise(request(BillingType.FASSPAY, { kind: 'none' }));
      if (outcome.status !== 'redirect') throw new Error('expected a redirect');
      const wrong = await db.transaction((tx) => payments.decideHosted(tx, outcome.payment.id, 'x'.repeat(43), { action: 'approve' }));
      expect(wrong).toMatchObject({ ok: false, refusal: 'unknown' });
      const ok = await db.transaction((tx) => payments.decideHosted(tx, outcome.payment.id, token(outcome.url), { action: 'approve' }));
      expect(ok).toMatchObject({ ok: true, payment: { status: S.AUTHORIZED, redirectPath: null } });
      const again = await db.transaction((tx) => payments.decideHosted(tx, outcome.payment.id, token(outcome.url), { action: 'decline' }));
      expect(again).toMatchObject({ ok: false, refusal: 'already-decided' });
    });

    it('declines, cancels, and checks the challenge answer', async () => {
      const declined = await authorise(request(BillingType.PAYOO, { kind: 'none' }));
      if (declined.status !== 'redirect') throw new Error('expected a redirect');
      expect(
        await db.transaction((tx) => payments.decideHosted(tx, declined.payment.id, token(declined.url), { action: 'decline' })),
      ).toMatchObject({ ok: true, payment: { status: S.AUTHORIZATION_UNSUCCESSFUL, declineReason: 'declined_on_hosted_page' } });
      const cancelled = await authorise(request(BillingType.IPAY88, { kind: 'none' }));
      if (cancelled.status !== 'redirect') throw new Error('expected a redirect');
      expect(
        await db.transaction((tx) => payments.decideHosted(tx, cancelled.payment.id, token(cancelled.url), { action: 'cancel' })),
      ).toMatchObject({ ok: true, payment: { status: S.VOIDED } });
      const challenge = await authorise(request(BillingType.CREDIT_CARD, { kind: 'card', card: card(SANDBOX_TEST_CARDS.challenge) }));
      if (challenge.status !== 'redirect') throw new Error('expected a redirect');
      expect(
        await db.transaction((tx) =>
          payments.decideHosted(tx, challenge.payment.id, token(challenge.url), { action: 'approve', challengeAnswer: '0000' }),
        ),
      ).toMatchObject({ ok: true, payment: { status: S.AUTHORIZATION_UNSUCCESSFUL, declineReason: 'challenge_failed' } });
    });

    it('counts a page left longer than the time limit as abandoned', async () => {
      const outcome = await authorise(request(BillingType.FASSPAY, { kind: 'none' }));
      if (outcome.status !== 'redirect') throw new Error('expected a redirect');
      expect(payments.isAbandoned(outcome.payment)).toBe(false);
      clock += HOSTED_PAYMENT_TTL_MS + 1;
      try {
        expect(payments.isAbandoned(outcome.payment)).toBe(true);
        expect(
          await db.transaction((tx) => payments.decideHosted(tx, outcome.payment.id, token(outcome.url), { action: 'approve' })),
        ).toMatchObject({ ok: false, refusal: 'expired' });
      } finally {
        clock -= HOSTED_PAYMENT_TTL_MS + 1;
      }
    });
  });

  it('refuses an amount that is not a whole number of đồng', async () => {
    await expect(authorise(request(BillingType.PAYMENT_ON_FULFILLMENT, { kind: 'none' }, 10.5))).rejects.toBeInstanceOf(RangeError);
    await expect(authorise(request(BillingType.PAYMENT_ON_FULFILLMENT, { kind: 'none' }, -1))).rejects.toBeInstanceOf(RangeError);
  });
});
