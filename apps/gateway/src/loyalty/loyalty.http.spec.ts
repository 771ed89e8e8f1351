import { LOYALTY_EXPIRED_BANNER_COOKIE } from '@gio/domain-loyalty';
import {
  startAccountsTestServer,
  testHasher,
  type AccountsTestServer,
  type TestBrowser,
} from '../accounts/testing';
import { seedLoyaltyAndEngagement } from '../engagement/demo-content';
import { DEMO_PASSWORD, seedDemoUsers } from '../users/demo-users';
import { SANDBOX_WAON_CARDS } from './loyalty-provider';

/**
 * A race between two requests needs a server with many connections: PGlite runs one
 * transaction after the other, so there the race cannot happen and the test proves nothing.
 */
const onPostgres = process.env['TEST_DATABASE_URL'] ? it : it.skip;
describe('loyalty (WAON) over HTTP', () => {
  let server: AccountsTestServer;
  const signedIn = new Map<string, TestBrowser>();

  const as = async (email: string): Promise<TestBrowser> => {
    const known = signedIn.get(email);
    if (known) return known;
    const browser = server.browser();
    expect((await browser.login(email, DEMO_PASSWORD)).status).toBe(200);
    signedIn.set(email, browser);
    return browser;
  };
  const points = async (email: string): Promise<number> => {
    const { rows } = await server.db.query<{ points: string }>(
      'SELECT m.points FROM loyalty_members m JOIN users u ON u.id = m.user_id WHERE u.email = $1',
      [email],
    );
    return Number(rows[0]?.points ?? -1);
  };
  const voucherCount = async (email: string): Promise<number> => {
    const { rows } = await server.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM vouchers v JOIN users u ON u.id = v.user_id WHERE u.email = $1',
      [email],
    );
    return rows[0]?.n ?? 0;
  };

  beforeAll(async () => {
    server = await startAccountsTestServer();
    await seedDemoUsers(server.db, testHasher());
    await seedLoyaltyAndEngagement(server.db, testHasher());
  });

  afterAll(async () => {
    await server.close();
  });

  it('the demo members are seeded once: a second start adds nothing', async () => {
    expect(await seedLoyaltyAndEngagement(server.db, testHasher())).toEqual([]);
    const { rows } = await server.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM loyalty_members',
    );
    expect(rows[0]?.n).toBe(3);
  });

  it('every WAON call needs a signed-in user (401)', async () => {
    const guest = server.browser();
    expect((await guest.get('/api/waon/member-info')).status).toBe(401);
    expect((await guest.get('/api/waon/redeemable-vouchers/page/1')).status).toBe(401);
    expect((await guest.get('/api/waon/redeemed-vouchers/page/1')).status).toBe(401);
    expect((await guest.post('/api/waon/dismiss')).status).toBe(401);
    expect((await guest.post('/api/waon/redeem-voucher', { voucherId: 'wvo_01' })).status).toBe(
      401,
    );
    expect(
      (
        await guest.post('/api/waon/register-member', {
          memberId: SANDBOX_WAON_CARDS.active,
          agreeToTerms: true,
        })
      ).status,
    ).toBe(401);
  });

  describe('GET /api/waon/member-info', () => {
    it('the active member: membershipInfo with a member id makes a member; rewardAmount in cents', async () => {
      const res = await (await as('thanh.vien@gio.vn')).get('/api/waon/member-info');
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({
        membershipInfo: {
          memberId: '6900000000000117',
          permission: 'ALL_PERMISSIONS',
          points: 18_500,
          registeredAt: expect.any(String),
        },
        memberState: 'member',
        status: 'active',
        rewardAmount: 5_000_000,
        showExpiredBanner: false,
      });
    });

    it('NO_PERMISSIONS is expired, with the banner; ALL_PERMISSIONS_EXCEPT_REDEEM is processing', async () => {
      const expired = await (await as('het.han@gio.vn')).get('/api/waon/member-info');
      expect(expired.body.data).toMatchObject({
        memberState: 'member',
        status: 'expired',
        showExpiredBanner: true,
        rewardAmount: 1_250_000,
      });
      const processing = await (await as('dang.xu.ly@gio.vn')).get('/api/waon/member-info');
      expect(processing.body.data).toMatchObject({
        memberState: 'member',
        status: 'processing',
        showExpiredBanner: false,
      });
    });

    it('no membership is a non-member, not connected', async () => {
      const res = await (await as('khach.quen@gio.vn')).get('/api/waon/member-info');
      expect(res.body.data).toEqual({
        membershipInfo: null,
        memberState: 'non-member',
        status: 'not-connected',
        rewardAmount: 0,
        showExpiredBanner: false,
      });
    });
  });

  describe('POST /api/waon/dismiss', () => {
    it('sets the dismissal cookie and keeps the expired banner closed, on other devices too', async () => {
      const browser = server.browser();
      await browser.login('het.han@gio.vn', DEMO_PASSWORD);
      const res = await browser.post('/api/waon/dismiss');
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ dismissed: true });
      const cookie = res.headers
        .getSetCookie()
        .find((c) => c.startsWith(`${LOYALTY_EXPIRED_BANNER_COOKIE}=`));
      expect(cookie).toMatch(/Max-Age=2592000/);
      expect(cookie).toMatch(/Path=\//);
      expect((await browser.get('/api/waon/member-info')).body.data).toMatchObject({
        status: 'expired',
        showExpiredBanner: false,
      });
      const otherDevice = server.browser();
      await otherDevice.login('het.han@gio.vn', DEMO_PASSWORD);
      expect((await otherDevice.get('/api/waon/member-info')).body.data.showExpiredBanner).toBe(
        false,
      );
    });

    it('needs the CSRF token like every write', async () => {
      const browser = await as('het.han@gio.vn');
      expect((await browser.post('/api/waon/dismiss', undefined, { token: 'wrong' })).status).toBe(
        403,
      );
    });
  });

  describe('voucher lists', () => {
    it('redeemable vouchers load page by page; canRedeem follows the points', async () => {
      const browser = await as('thanh.vien@gio.vn');
      const first = await browser.get('/api/waon/redeemable-vouchers/page/1');
      expect(first.status).toBe(200);
      expect(first.body.data.page).toBe(1);
      expect(first.body.data.hasMore).toBe(true);
      expect(first.body.data.vouchers).toHaveLength(10);
      const second = await browser.get('/api/waon/redeemable-vouchers/page/2');
      expect(second.body.data).toMatchObject({ page: 2, hasMore: false });
      expect(second.body.data.vouchers).toHaveLength(2);
      const ids = [...first.body.data.vouchers, ...second.body.data.vouchers].map(
        (v: { id: string }) => v.id,
      );
      expect(new Set(ids).size).toBe(12);
      for (const voucher of [...first.body.data.vouchers, ...second.body.data.vouchers]) {
        expect(voucher.canRedeem).toBe(voucher.pointsCost <= 18_500);
      }
      expect((await browser.get('/api/waon/redeemable-vouchers/page/3')).body.data).toEqual({
        vouchers: [],
        page: 3,
        hasMore: false,
      });
    });

    it('a processing member sees the offers but may not redeem any', async () => {
      const res = await (await as('dang.xu.ly@gio.vn')).get('/api/waon/redeemable-vouchers/page/1');
      expect(res.body.data.vouchers.every((v: { canRedeem: boolean }) => !v.canRedeem)).toBe(true);
    });

    it('a page number below 1 or not a number is a 400', async () => {
      const browser = await as('thanh.vien@gio.vn');
      expect((await browser.get('/api/waon/redeemable-vouchers/page/0')).status).toBe(400);
      expect((await browser.get('/api/waon/redeemed-vouchers/page/abc')).body.error.code).toBe(
        'VALIDATION_ERROR',
      );
    });
  });

  describe('POST /api/waon/redeem-voucher', () => {
    it('takes the points and issues a voucher usable at checkout, listed among the redeemed', async () => {
      const browser = await as('thanh.vien@gio.vn');
      const res = await browser.post('/api/waon/redeem-voucher', { voucherId: 'wvo_04' });
      expect(res.status).toBe(200);
      expect(res.body.data.membershipInfo.points).toBe(13_500);
      expect(res.body.data.voucher).toMatchObject({
        offerId: 'wvo_04',
        title: 'Phiếu giảm 50.000 ₫',
        discountAmount: 50_000,
        minimumPurchase: 250_000,
        pointsSpent: 5_000,
        status: 'usable',
      });
      expect(res.body.data.voucher.code).toMatch(/^WAON-[A-Z0-9]{8,}$/);
      expect(await points('thanh.vien@gio.vn')).toBe(13_500);
      // Checkout reads the `vouchers` table: the voucher is the member's, active and in date.
      const { rows } = await server.db.query<{ status: string; value: string; valid: boolean }>(
        `SELECT status, value, valid_from <= now() AND valid_until > now() AS valid FROM vouchers WHERE id = $1`,
        [res.body.data.voucher.id],
      );
      expect(rows[0]).toEqual({ status: 'active', value: expect.anything(), valid: true });
      expect(Number(rows[0]?.value)).toBe(50_000);
      const redeemed = await browser.get('/api/waon/redeemed-vouchers/page/1');
      expect(redeemed.body.data.vouchers[0]).toEqual(res.body.data.voucher);
      expect((await browser.get('/api/waon/member-info')).body.data.membershipInfo.points).toBe(
        13_500,
      );
    });

    it('refuses a voucher the points do not cover, and changes nothing', async () => {
      const browser = await as('thanh.vien@gio.vn');
      const before = await voucherCount('thanh.vien@gio.vn');
      const res = await browser.post('/api/waon/redeem-voucher', { voucherId: 'wvo_12' });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'NOT_ENOUGH_POINTS', field: 'voucherId' });
      expect(await points('thanh.vien@gio.vn')).toBe(13_500);
      expect(await voucherCount('thanh.vien@gio.vn')).toBe(before);
    });

    it('an unknown voucher is 404; a missing voucherId is 400', async () => {
      const browser = await as('thanh.vien@gio.vn');
      expect(
        (await browser.post('/api/waon/redeem-voucher', { voucherId: 'wvo_99' })).body.error.code,
      ).toBe('VOUCHER_UNAVAILABLE');
      expect((await browser.post('/api/waon/redeem-voucher', {})).status).toBe(400);
    });

    it('only an active membership may redeem: processing, expired and non-members are refused', async () => {
      expect(
        (
          await (
            await as('dang.xu.ly@gio.vn')
          ).post('/api/waon/redeem-voucher', { voucherId: 'wvo_01' })
        ).body.error.code,
      ).toBe('REDEEM_NOT_PERMITTED');
      const expired = await as('het.han@gio.vn');
      expect(
        (await expired.post('/api/waon/redeem-voucher', { voucherId: 'wvo_01' })).body.error.code,
      ).toBe('REDEEM_NOT_PERMITTED');
      expect(await points('het.han@gio.vn')).toBe(7_200);
      const nonMember = await (
        await as('khach.quen@gio.vn')
      ).post('/api/waon/redeem-voucher', { voucherId: 'wvo_01' });
      expect(nonMember.status).toBe(404);
      expect(nonMember.body.error.code).toBe('NOT_A_MEMBER');
    });

    it('concurrent redemptions never take the balance below zero', async () => {
      const browser = await as('thanh.vien@gio.vn');
      // 13.500 points cover exactly four 3.000-point vouchers (wvo_03), not eight.
      const answers = await Promise.all(
        Array.from({ length: 8 }, () =>
          browser.post('/api/waon/redeem-voucher', { voucherId: 'wvo_03' }),
        ),
      );
      const ok = answers.filter((answer) => answer.status === 200);
      expect(ok).toHaveLength(4);
      expect(
        answers
          .filter((answer) => answer.status === 400)
          .every((a) => a.body.error.code === 'NOT_ENOUGH_POINTS'),
      ).toBe(true);
      expect(await points('thanh.vien@gio.vn')).toBe(1_500);
    });

    it('a user never sees another user’s redeemed vouchers', async () => {
      const other = await as('khach.quen@gio.vn');
      expect((await other.get('/api/waon/redeemed-vouchers/page/1')).body.data).toEqual({
        vouchers: [],
        page: 1,
        hasMore: false,
      });
      const mine = await (await as('thanh.vien@gio.vn')).get('/api/waon/redeemed-vouchers/page/1');
      expect(mine.body.data.vouchers).toHaveLength(5);
    });
  });

  describe('POST /api/waon/register-member', () => {
    it('links a card: the sandbox active card gives every permission and its welcome points', async () => {
      const browser = await as('khach.moi@gio.vn');
      const res = await browser.post('/api/waon/register-member', {
        memberId: '6900 0000 0000 0018',
        agreeToTerms: true,
      });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        membershipInfo: {
          memberId: SANDBOX_WAON_CARDS.active,
          permission: 'ALL_PERMISSIONS',
          points: 20_000,
        },
        memberState: 'member',
        status: 'active',
      });
      expect((await browser.get('/api/waon/member-info')).body.data.status).toBe('active');
    });

    it('an active member cannot link again; a card linked elsewhere is refused', async () => {
      const again = await (
        await as('khach.moi@gio.vn')
      ).post('/api/waon/register-member', { memberId: '6900000000000042', agreeToTerms: true });
      expect(again.status).toBe(409);
      expect(again.body.error.code).toBe('ALREADY_A_MEMBER');
      const taken = await (
        await as('khach.quen@gio.vn')
      ).post('/api/waon/register-member', {
        memberId: SANDBOX_WAON_CARDS.active,
        agreeToTerms: true,
      });
      expect(taken.status).toBe(409);
      expect(taken.body.error.code).toBe('MEMBER_ID_TAKEN');
      expect(
        (await (await as('khach.quen@gio.vn')).get('/api/waon/member-info')).body.data.status,
      ).toBe('not-connected');
    });

    it('the processing card links without redeeming; a refused card or bad input changes nothing', async () => {
      const browser = await as('khach.quen@gio.vn');
      const rejected = await browser.post('/api/waon/register-member', {
        memberId: SANDBOX_WAON_CARDS.rejected,
        agreeToTerms: true,
      });
      expect(rejected.status).toBe(400);
      expect(rejected.body.error).toMatchObject({ code: 'WAON_CARD_REJECTED', field: 'memberId' });
      const short = await browser.post('/api/waon/register-member', {
        memberId: '12345',
        agreeToTerms: true,
      });
      expect(short.status).toBe(400);
      expect(short.body.error.field).toBe('body.memberId');
      const noTerms = await browser.post('/api/waon/register-member', {
        memberId: SANDBOX_WAON_CARDS.processing,
      });
      expect(noTerms.status).toBe(400);
      expect((await browser.get('/api/waon/member-info')).body.data.status).toBe('not-connected');
      const processing = await browser.post('/api/waon/register-member', {
        memberId: SANDBOX_WAON_CARDS.processing,
        agreeToTerms: true,
      });
      expect(processing.body.data).toMatchObject({ status: 'processing', memberState: 'member' });
    });

    it('two accounts linking one card at once: one gets it, the other 409', async () => {
      const body = { memberId: '6900000000000067', agreeToTerms: true };
      const [a, b] = await Promise.all([
        (await as('nhan.vien@gio.vn')).post('/api/waon/register-member', body),
        (await as('quan.tri@gio.vn')).post('/api/waon/register-member', body),
      ]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      expect([a, b].find((res) => res.status === 409)?.body.error.code).toBe('MEMBER_ID_TAKEN');
    });

    onPostgres(
      'one account linking two cards at once: one links, the other is 409 and overwrites nothing (PostgreSQL only)',
      async () => {
        const browser = await as('soan.gio@gio.vn');
        const cards = ['6900000000000075', '6900000000000083'];
        const answers = await Promise.all(
          cards.map((memberId) =>
            browser.post('/api/waon/register-member', { memberId, agreeToTerms: true }),
          ),
        );
        expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
        const linked = answers.find((res) => res.status === 200)!.body.data.membershipInfo.memberId;
        expect(answers.find((res) => res.status === 409)!.body.error.code).toBe('ALREADY_A_MEMBER');
        const info = await browser.get('/api/waon/member-info');
        expect(info.body.data.membershipInfo.memberId).toBe(linked);
      },
    );

    it('an expired member renews with a card and keeps the points', async () => {
      const browser = await as('het.han@gio.vn');
      const res = await browser.post('/api/waon/register-member', {
        memberId: '6900000000000059',
        agreeToTerms: true,
      });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        status: 'active',
        showExpiredBanner: false,
        membershipInfo: { points: 7_200 },
      });
    });
  });
});
