import {
  startAccountsTestServer,
  testHasher,
  type AccountsTestServer,
  type TestBrowser,
} from '../accounts/testing';
import type { Queryable } from '../db/database';
import { OrderEvents } from '../orders/order-events';
import { PAGE_DATA_HEADER } from '@gio/contracts';
import { DEMO_PASSWORD, seedDemoUsers } from '../users/demo-users';
import { insertUser, UserStore } from '../users/user-store';
import { seedLoyaltyAndEngagement } from './demo-content';
import type { RandomSource } from './games/random-source';
import { InviteService } from './invites/invite-service';
import { confirmationSurvey } from './surveys/survey-service';

/** Draws what the test queues, so each play's prize is known in advance. */
class QueuedRandom implements RandomSource {
  readonly queue: number[] = [];
  next(): number {
    const value = this.queue.shift();
    if (value === undefined) throw new Error('the test queued no draw');
    return value;
  }
}

let orderNumber = 0;

const OPS_TOKEN = 'ops-token-of-the-engagement-tests';

/** A placed order of one fulfilment group, as checkout writes it (only what these tests read). */
async function placeOrder(
  db: Queryable,
  userId: string,
  promoCodes: string[] = [],
): Promise<{ placementId: string; orderId: string; gid: string }> {
  orderNumber += 1;
  const placementId = `plc_test_${orderNumber}`;
  const orderId = `ord_test_${orderNumber}`;
  const prices =
    'variants_subtotal_price, tax_amount, promo_discount, reward_deduction, credit_deduction, shipping_price, express_delivery_price, bottle_deposit_amount, total_price';
  await db.query(
    `INSERT INTO order_placements (id, user_id, payment_method, billing_type, payment_status, promo_codes, ${prices}, is_first_order)
     VALUES ($1, $2, 0, 'creditCard', 1, $3, 250000, 0, 50000, 0, 0, 0, 0, 0, 200000, true)`,
    [placementId, userId, promoCodes],
  );
  const { rows } = await db.query<{ gid: string }>(
    `INSERT INTO orders (id, placement_id, user_id, order_type, group_identifier, fulfiller_type, fulfillment_method, payment_method, ${prices}, is_first_order)
     VALUES ($1, $2, $3, 0, '6_0', 6, 0, 0, 250000, 0, 50000, 0, 0, 0, 0, 0, 200000, true) RETURNING gid`,
    [orderId, placementId, userId],
  );
  return { placementId, orderId, gid: rows[0]?.gid ?? '' };
}

/**
 * A race between two requests needs a server with many connections: PGlite runs one
 * transaction after the other, so there the race cannot happen and the test proves nothing.
 */
const onPostgres = process.env['TEST_DATABASE_URL'] ? it : it.skip;
describe('engagement over HTTP', () => {
  let server: AccountsTestServer;
  const random = new QueuedRandom();
  const signedIn = new Map<string, TestBrowser>();

  const as = async (email: string): Promise<TestBrowser> => {
    const known = signedIn.get(email);
    if (known) return known;
    const browser = server.browser();
    expect((await browser.login(email, DEMO_PASSWORD)).status).toBe(200);
    signedIn.set(email, browser);
    return browser;
  };
  const userId = async (email: string): Promise<string> => {
    const { rows } = await server.db.query<{ id: string }>(
      'SELECT id FROM users WHERE email = $1',
      [email],
    );
    if (!rows[0]) throw new Error(`no user ${email}`);
    return rows[0].id;
  };
  const credit = async (email: string): Promise<number> => {
    const { rows } = await server.db.query<{ total: string | null }>(
      'SELECT sum(c.amount) AS total FROM user_credit_entries c JOIN users u ON u.id = c.user_id WHERE u.email = $1',
      [email],
    );
    return Number(rows[0]?.total ?? 0);
  };

  beforeAll(async () => {
    server = await startAccountsTestServer({
      engagement: { random },
      config: { opsToken: OPS_TOKEN },
    });
    await seedDemoUsers(server.db, testHasher());
    await seedLoyaltyAndEngagement(server.db, testHasher());
  });

  afterAll(async () => {
    await server.close();
  });

  it('the account calls need a signed-in user (401)', async () => {
    const guest = server.browser();
    for (const path of [
      '/api/account/newsfeed',
      '/api/account/newsfeed/time',
      '/api/nav-account-sidebar/dashboard',
      '/api/games/results?cta=account',
      '/api/invite/code',
    ]) {
      expect((await guest.get(path)).status).toBe(401);
    }
    expect((await guest.post('/api/games/play', { gameId: 'game_vong_quay' })).status).toBe(401);
    expect((await guest.post('/api/games/dismiss', { gameId: 'game_vong_quay' })).status).toBe(401);
    expect((await guest.post('/api/invite/accept', { promoCode: 'HUY-ABCDE' })).status).toBe(401);
  });

  describe('newsfeed', () => {
    it('GET /api/account/newsfeed/time counts what is new; opening the feed marks it read', async () => {
      const browser = await as('khach.quen@gio.vn');
      const before = await browser.get('/api/account/newsfeed/time');
      expect(before.status).toBe(200);
      expect(before.body.data).toMatchObject({ lastReadAt: null, unreadCount: 6 });
      const feed = await browser.get('/api/account/newsfeed');
      expect(feed.status).toBe(200);
      expect(feed.body.data).toMatchObject({ page: 1, hasMore: false, lastReadAt: null });
      expect(feed.body.data.items).toHaveLength(6);
      expect(feed.body.data.items[0]).toMatchObject({
        title: 'Giờ làm việc dịp lễ',
        kind: 'announcement',
        isNew: true,
      });
      expect(feed.body.data.items[0].publishedAt).toBe(before.body.data.time);
      const times = feed.body.data.items.map((item: { publishedAt: string }) => item.publishedAt);
      expect([...times].sort().reverse()).toEqual(times);
      const after = await browser.get('/api/account/newsfeed/time');
      expect(after.body.data.unreadCount).toBe(0);
      expect(after.body.data.lastReadAt).not.toBeNull();
      const again = await browser.get('/api/account/newsfeed');
      expect(again.body.data.items.every((item: { isNew: boolean }) => !item.isNew)).toBe(true);
    });

    it('a page past the end is empty; a bad page is 400', async () => {
      const browser = await as('khach.quen@gio.vn');
      expect((await browser.get('/api/account/newsfeed?page=2')).body.data).toMatchObject({
        items: [],
        page: 2,
        hasMore: false,
      });
      expect((await browser.get('/api/account/newsfeed?page=0')).status).toBe(400);
    });
  });

  describe('GET /api/nav-account-sidebar/dashboard', () => {
    it('sums up loyalty, credit, news, games and invites for the user', async () => {
      const res = await (await as('thanh.vien@gio.vn')).get('/api/nav-account-sidebar/dashboard');
      expect(res.status).toBe(200);
      expect(res.body.data.dashboard).toEqual({
        firstName: 'Huy',
        memberSince: expect.any(String),
        numSuccessfulOrders: 3,
        loyalty: {
          status: 'active',
          points: 18_500,
          rewardAmount: 5_000_000,
          usableVoucherCount: 0,
        },
        creditBalance: 0,
        unreadNewsfeedCount: 6,
        availableGameCount: 2,
        invite: { promoCode: null, invitedCount: 0 },
      });
    });
  });

  describe('interstitials', () => {
    it('GET /api/interstitial answers the page’s list and the decision over the seen list', async () => {
      const browser = server.browser();
      const home = await browser.get('/api/interstitial?page=HOME');
      expect(home.status).toBe(200);
      expect(home.body.data.interstitials.map((i: { _id: string }) => i._id)).toEqual([
        'int_000001',
        'int_000002',
      ]);
      expect(home.body.data.seenIds).toEqual([]);
      expect(home.body.data.decision).toEqual({
        kind: 'show',
        interstitialId: 'int_000001',
        template: 'default',
        reason: null,
      });
      const category = await browser.get('/api/interstitial?page=CATEGORY');
      expect(category.body.data.decision).toMatchObject({
        kind: 'show',
        interstitialId: 'int_000002',
        template: 'product-carousel',
      });
      expect(category.body.data.interstitials[0].productListEntities.length).toBeGreaterThan(0);
      const product = await browser.get('/api/interstitial?page=PRODUCT');
      expect(product.body.data.decision).toEqual({
        kind: 'redirect',
        interstitialId: 'int_000003',
        template: null,
        reason: null,
      });
      expect((await browser.get('/api/interstitial?page=NOPE')).status).toBe(400);
    });

    it('closing one adds it to the seen list: the head seen means nothing shows on that page', async () => {
      const browser = server.browser();
      const seen = await browser.post('/api/interstitial/seen', { interstitialId: 'int_000001' });
      expect(seen.status).toBe(200);
      expect(seen.body.data.seenIds).toEqual(['int_000001']);
      expect(
        (await browser.post('/api/interstitial/seen', { interstitialId: 'int_000001' })).body.data
          .seenIds,
      ).toEqual(['int_000001']);
      const home = await browser.get('/api/interstitial?page=HOME');
      expect(home.body.data.decision).toEqual({
        kind: 'none',
        interstitialId: null,
        template: null,
        reason: 'seen',
      });
      expect((await browser.get('/api/interstitial?page=CATEGORY')).body.data.decision.kind).toBe(
        'show',
      );
      // Another visitor has a seen list of their own.
      expect(
        (await server.browser().get('/api/interstitial?page=HOME')).body.data.decision.kind,
      ).toBe('show');
      const unknown = await browser.post('/api/interstitial/seen', {
        interstitialId: 'int_999999',
      });
      expect(unknown.status).toBe(404);
    });

    it('a business with banner interstitials switched off gets none', async () => {
      await server.db.query(
        "UPDATE organizations SET banner_interstitials_enabled = false WHERE id = 'org_demo_bep_nha_viet'",
      );
      try {
        const res = await (await as('chu.doanh.nghiep@gio.vn')).get('/api/interstitial?page=HOME');
        expect(res.body.data.interstitials).toEqual([]);
        expect(res.body.data.decision).toMatchObject({ kind: 'none', reason: 'empty' });
      } finally {
        await server.db.query(
          "UPDATE organizations SET banner_interstitials_enabled = true WHERE id = 'org_demo_bep_nha_viet'",
        );
      }
    });
  });

  describe('games', () => {
    it('GET /api/games/results lists the games of a cta with the user’s state', async () => {
      const res = await (await as('thanh.vien@gio.vn')).get('/api/games/results?cta=game-capture');
      expect(res.status).toBe(200);
      expect(res.body.data.games).toHaveLength(1);
      expect(res.body.data.games[0]).toMatchObject({
        gameId: 'game_vong_quay',
        kind: 'spin-wheel',
        status: 'available',
        prize: null,
        playedAt: null,
        cta: { label: 'Chơi ngay', url: '/account' },
      });
      expect(res.body.data.games[0].prizes).toHaveLength(4);
      const account = await (await as('thanh.vien@gio.vn')).get('/api/games/results?cta=account');
      expect(account.body.data.games.map((g: { gameId: string }) => g.gameId)).toEqual([
        'game_vong_quay',
        'game_cao_the',
      ]);
      expect((await (await as('thanh.vien@gio.vn')).get('/api/games/results')).status).toBe(400);
      expect(
        (await (await as('thanh.vien@gio.vn')).get('/api/games/results?cta=nowhere')).status,
      ).toBe(400);
    });

    it('POST /api/games/play draws a prize, stores it, grants it once, and refuses a second play', async () => {
      const browser = await as('khach.quen@gio.vn');
      random.queue.push(0); // the first slice: the 50.000 ₫ credit
      const res = await browser.post('/api/games/play', { gameId: 'game_vong_quay' });
      expect(res.status).toBe(200);
      expect(res.body.data.game).toMatchObject({
        status: 'played',
        prize: { id: 'prz_vq_50k', kind: 'credit', amount: 50_000 },
        cta: { url: '/cart' },
      });
      expect(await credit('khach.quen@gio.vn')).toBe(50_000);
      const { rows } = await server.db.query<{ remaining: number }>(
        "SELECT remaining FROM game_prizes WHERE id = 'prz_vq_50k'",
      );
      expect(rows[0]?.remaining).toBe(19);
      const again = await browser.post('/api/games/play', { gameId: 'game_vong_quay' });
      expect(again.status).toBe(409);
      expect(again.body.error.code).toBe('GAME_ALREADY_PLAYED');
      expect(await credit('khach.quen@gio.vn')).toBe(50_000);
      const results = await browser.get('/api/games/results?cta=game-capture');
      expect(results.body.data.games[0]).toMatchObject({
        status: 'played',
        prize: { id: 'prz_vq_50k' },
      });
      const news = await browser.get('/api/account/newsfeed');
      expect(news.body.data.items[0]).toMatchObject({
        kind: 'game',
        title: expect.stringContaining('50.000'),
        isNew: true,
      });
      const dashboard = await browser.get('/api/nav-account-sidebar/dashboard');
      expect(dashboard.body.data.dashboard).toMatchObject({
        creditBalance: 50_000,
        availableGameCount: 1,
      });
    });

    it('WAON points are drawn only for members; a sold-out prize is skipped', async () => {
      random.queue.push(0.14); // members: the 500-point slice; non-members (no points prize): the 20.000 ₫ credit
      const member = await (
        await as('thanh.vien@gio.vn')
      ).post('/api/games/play', { gameId: 'game_vong_quay' });
      expect(member.body.data.game.prize).toMatchObject({ kind: 'points', amount: 500 });
      expect(
        (await (await as('thanh.vien@gio.vn')).get('/api/waon/member-info')).body.data
          .membershipInfo.points,
      ).toBe(19_000);
      random.queue.push(0.14);
      const nonMember = await (
        await as('khach.moi@gio.vn')
      ).post('/api/games/play', { gameId: 'game_vong_quay' });
      expect(nonMember.body.data.game.prize).toMatchObject({ id: 'prz_vq_20k', kind: 'credit' });
      await server.db.query("UPDATE game_prizes SET remaining = 0 WHERE id = 'prz_vq_50k'");
      random.queue.push(0); // the sold-out first slice is gone: 0 now falls on the 20.000 ₫ credit
      const soldOut = await (
        await as('het.han@gio.vn')
      ).post('/api/games/play', { gameId: 'game_vong_quay' });
      expect(soldOut.body.data.game.prize.id).toBe('prz_vq_20k');
    });

    it('two plays at once: exactly one is stored and granted', async () => {
      const browser = await as('dang.xu.ly@gio.vn');
      random.queue.push(0, 0);
      const answers = await Promise.all([
        browser.post('/api/games/play', { gameId: 'game_cao_the' }),
        browser.post('/api/games/play', { gameId: 'game_cao_the' }),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      expect(await credit('dang.xu.ly@gio.vn')).toBe(10_000);
      random.queue.length = 0;
    });

    it('POST /api/games/dismiss stops offering a game, which stays playable; unknown games are 404', async () => {
      const browser = await as('chu.doanh.nghiep@gio.vn');
      const res = await browser.post('/api/games/dismiss', { gameId: 'game_cao_the' });
      expect(res.status).toBe(200);
      expect(res.body.data.game).toMatchObject({
        gameId: 'game_cao_the',
        status: 'dismissed',
        prize: null,
      });
      expect(
        (await browser.get('/api/games/results?cta=confirmation')).body.data.games[0].status,
      ).toBe('dismissed');
      random.queue.push(0.9);
      const played = await browser.post('/api/games/play', { gameId: 'game_cao_the' });
      expect(played.body.data.game).toMatchObject({
        status: 'played',
        prize: { kind: 'none' },
        cta: { url: '/' },
      });
      expect(
        (await browser.post('/api/games/play', { gameId: 'game_khong_co' })).body.error.code,
      ).toBe('GAME_UNAVAILABLE');
      expect((await browser.post('/api/games/dismiss', { gameId: 'game_khong_co' })).status).toBe(
        404,
      );
      expect((await browser.post('/api/games/play', {})).status).toBe(400);
    });
  });

  describe('POST /api/survey-results', () => {
    const answers = [
      { questionId: 'satisfaction', rating: 5 },
      { questionId: 'source', optionIds: ['friend'] },
      { questionId: 'comment', text: 'Giao nhanh' },
    ];

    it('stores the answers of the user’s own order once; the confirmation survey then reads answered', async () => {
      const browser = await as('khach.quen@gio.vn');
      const order = await placeOrder(server.db, await userId('khach.quen@gio.vn'));
      expect(await confirmationSurvey(server.db, order.gid, null)).toMatchObject({
        _id: 'svy_confirmation',
        status: 'active',
      });
      const res = await browser.post('/api/survey-results', {
        surveyResults: { surveyId: 'svy_confirmation', orderId: order.gid, answers },
      });
      expect(res.status).toBe(200);
      expect(res.body.data.survey).toMatchObject({ _id: 'svy_confirmation', status: 'answered' });
      expect((await confirmationSurvey(server.db, order.placementId, null))?.status).toBe(
        'answered',
      );
      const { rows } = await server.db.query<{ answers: unknown }>(
        'SELECT answers FROM survey_results WHERE order_id = $1',
        [order.placementId],
      );
      expect(rows[0]?.answers).toEqual(answers);
      const again = await browser.post('/api/survey-results', {
        surveyResults: { surveyId: 'svy_confirmation', orderId: order.orderId, answers },
      });
      expect(again.status).toBe(409);
      expect(again.body.error.code).toBe('SURVEY_ALREADY_ANSWERED');
      // Not asked again for the next order within the repeat window; someone else still is.
      const next = await placeOrder(server.db, await userId('khach.quen@gio.vn'));
      expect(
        await confirmationSurvey(server.db, next.gid, await userId('khach.quen@gio.vn')),
      ).toBeNull();
      expect(
        (await confirmationSurvey(server.db, null, await userId('khach.moi@gio.vn')))?.status,
      ).toBe('active');
    });

    it('refuses answers that do not fit, another user’s order and a closed survey, storing nothing', async () => {
      const browser = await as('khach.quen@gio.vn');
      const order = await placeOrder(server.db, await userId('khach.quen@gio.vn'));
      const send = (body: unknown) => browser.post('/api/survey-results', { surveyResults: body });
      const base = { surveyId: 'svy_confirmation', orderId: order.orderId };
      expect(
        (await send({ ...base, answers: [{ questionId: 'source', optionIds: ['friend'] }] })).body
          .error,
      ).toMatchObject({
        code: 'SURVEY_ANSWER_INVALID',
        field: 'surveyResults.answers',
      });
      expect(
        (
          await send({
            ...base,
            answers: [
              { questionId: 'satisfaction', rating: 5 },
              { questionId: 'source', optionIds: ['nope'] },
            ],
          })
        ).body.error,
      ).toMatchObject({
        code: 'SURVEY_ANSWER_INVALID',
        field: 'surveyResults.answers.1',
      });
      expect(
        (await send({ ...base, answers: [{ questionId: 'satisfaction', rating: 9 }] })).status,
      ).toBe(400);
      expect((await send({ ...base, answers: [] })).status).toBe(400);
      const other = await as('khach.moi@gio.vn');
      const notTheirs = await other.post('/api/survey-results', {
        surveyResults: { ...base, answers },
      });
      expect(notTheirs.status).toBe(404);
      expect(notTheirs.body.error.field).toBe('surveyResults.orderId');
      await server.db.query("UPDATE surveys SET status = 'closed' WHERE id = 'svy_confirmation'");
      expect((await send({ ...base, answers })).body.error.code).toBe('SURVEY_UNAVAILABLE');
      expect(await confirmationSurvey(server.db, order.orderId, null)).toBeNull();
      await server.db.query("UPDATE surveys SET status = 'active' WHERE id = 'svy_confirmation'");
      const { rows } = await server.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM survey_results WHERE order_id = $1',
        [order.placementId],
      );
      expect(rows[0]?.n).toBe(0);
    });
  });

  describe('invite referral', () => {
    let code = '';

    it('GET /api/invite/code makes the user’s invite code once: a promo code of type 1', async () => {
      const browser = await as('thanh.vien@gio.vn');
      const res = await browser.get('/api/invite/code');
      expect(res.status).toBe(200);
      code = res.body.data.invite.promoCode;
      expect(code).toMatch(/^HUY-[A-Z2-9]{5}$/);
      expect(res.body.data.invite).toEqual({
        promoCode: code,
        path: `/invite/${code}`,
        discountAmount: 50_000,
        inviterCredit: 50_000,
        invitedCount: 0,
        rewardedCount: 0,
        creditEarned: 0,
      });
      expect((await browser.get('/api/invite/code')).body.data.invite.promoCode).toBe(code);
      const { rows } = await server.db.query<{ promo_type: number; n: number }>(
        'SELECT promo_type, count(*) OVER ()::int AS n FROM promo_codes WHERE code = $1',
        [code],
      );
      expect(rows).toEqual([{ promo_type: 1, n: 1 }]);
    });

    it('the /invite/:promocode page data shows the offer; an unknown code shows as not valid', async () => {
      const guest = server.browser();
      const page = await guest.request('GET', `/invite/${code.toLowerCase()}`, undefined, {
        headers: { [PAGE_DATA_HEADER]: 'true' },
      });
      expect(page.status).toBe(200);
      expect(page.body.data).toMatchObject({
        page: 'invite',
        invite: {
          promoCode: code,
          valid: true,
          inviterFirstName: 'Huy',
          discountAmount: 50_000,
          minimumPurchase: 200_000,
        },
        seo: { canonicalPath: `/invite/${code}` },
      });
      const unknown = await guest.request('GET', '/invite/KHONG-CO', undefined, {
        headers: { [PAGE_DATA_HEADER]: 'true' },
      });
      expect(unknown.body.data.invite).toMatchObject({
        valid: false,
        inviterFirstName: null,
        discountAmount: 0,
      });
      const malformed = await guest.request('GET', '/invite/a', undefined, {
        headers: { [PAGE_DATA_HEADER]: 'true' },
      });
      expect(malformed.status).toBe(404);
      expect((await guest.get(`/invite/${code}`)).headers.get('content-type')).toContain(
        'text/html',
      );
    });

    it('POST /api/invite/accept: a user without orders is referred; own code, users with orders and unknown codes are refused', async () => {
      const invitee = await as('khach.moi@gio.vn');
      const res = await invitee.post('/api/invite/accept', { promoCode: code.toLowerCase() });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        accepted: true,
        invite: { promoCode: code, valid: true },
      });
      expect((await invitee.post('/api/invite/accept', { promoCode: code })).status).toBe(200);
      const own = await (
        await as('thanh.vien@gio.vn')
      ).post('/api/invite/accept', { promoCode: code });
      expect(own.body.error.code).toBe('INVITE_NOT_ACCEPTED');
      const ordered = await (
        await as('khach.quen@gio.vn')
      ).post('/api/invite/accept', { promoCode: code });
      expect(ordered.body.error.code).toBe('INVITE_NOT_ACCEPTED');
      expect((await invitee.post('/api/invite/accept', { promoCode: 'KHONG-CO' })).status).toBe(
        404,
      );
      expect((await invitee.post('/api/invite/accept', { promoCode: '!' })).status).toBe(400);
      expect(
        (await (await as('thanh.vien@gio.vn')).get('/api/invite/code')).body.data.invite
          .invitedCount,
      ).toBe(1);
    });

    it('the invitee’s first completed order credits the inviter once', async () => {
      // The order lifecycle calls its completion listeners inside the completing transaction.
      const events = new OrderEvents();
      const invites = new InviteService(server.db, Date.now);
      events.onCompleted((tx, order) => invites.onOrderCompleted(tx, order));
      const invitee = await userId('khach.moi@gio.vn');
      const first = await placeOrder(server.db, invitee);
      await server.db.transaction((tx) =>
        events.emitCompleted(tx, {
          id: first.orderId,
          gid: first.gid,
          userId: invitee,
          isFirstOrder: true,
        }),
      );
      expect(await credit('thanh.vien@gio.vn')).toBe(50_000);
      const second = await placeOrder(server.db, invitee);
      await server.db.transaction((tx) =>
        events.emitCompleted(tx, {
          id: second.orderId,
          gid: second.gid,
          userId: invitee,
          isFirstOrder: false,
        }),
      );
      expect(await credit('thanh.vien@gio.vn')).toBe(50_000);
      const inviter = await as('thanh.vien@gio.vn');
      expect((await inviter.get('/api/invite/code')).body.data.invite).toMatchObject({
        invitedCount: 1,
        rewardedCount: 1,
        creditEarned: 50_000,
      });
      expect((await inviter.get('/api/account/newsfeed')).body.data.items[0]).toMatchObject({
        kind: 'referral',
        url: '/account/invite',
      });
      expect(
        (await inviter.get('/api/nav-account-sidebar/dashboard')).body.data.dashboard.creditBalance,
      ).toBe(50_000);
    });

    it('through the gateway: the operator delivering the invitee’s first order credits the inviter', async () => {
      const users = new UserStore();
      const invitee = await insertUser(server.db, { email: 'ban.moi@gio.vn', firstName: 'Nam' });
      await users.setPasswordHash(server.db, invitee, await testHasher().hash(DEMO_PASSWORD));
      const browser = await as('ban.moi@gio.vn');
      expect((await browser.post('/api/invite/accept', { promoCode: code })).status).toBe(200);
      const order = await placeOrder(server.db, invitee);
      const before = await credit('thanh.vien@gio.vn');
      const delivered = await browser.post(
        '/api/ops/advance-order',
        { orderGid: order.gid, to: 'DELIVERED' },
        { headers: { authorization: `Bearer ${OPS_TOKEN}` } },
      );
      expect(delivered.status).toBe(200);
      expect(await credit('thanh.vien@gio.vn')).toBe(before + 50_000);
    });

    it('a first order that used an invite code at checkout counts as accepting it', async () => {
      const events = new OrderEvents();
      const invites = new InviteService(server.db, Date.now);
      events.onCompleted((tx, order) => invites.onOrderCompleted(tx, order));
      const friendCode = (await (await as('khach.quen@gio.vn')).get('/api/invite/code')).body.data
        .invite.promoCode;
      const invitee = await userId('dang.xu.ly@gio.vn');
      const order = await placeOrder(server.db, invitee, [friendCode.toLowerCase()]);
      await server.db.transaction((tx) =>
        events.emitCompleted(tx, {
          id: order.orderId,
          gid: order.gid,
          userId: invitee,
          isFirstOrder: true,
        }),
      );
      expect(await credit('khach.quen@gio.vn')).toBe(50_000 + 50_000);
    });

    onPostgres(
      'two invites accepted at once: one refers the user, the other is refused, never a 500 (PostgreSQL only)',
      async () => {
        const users = new UserStore();
        const invitee = await insertUser(server.db, {
          email: 'ban.hai@gio.vn',
          firstName: 'Hai',
        });
        await users.setPasswordHash(server.db, invitee, await testHasher().hash(DEMO_PASSWORD));
        const browser = await as('ban.hai@gio.vn');
        const otherCode = (await (await as('khach.quen@gio.vn')).get('/api/invite/code')).body.data
          .invite.promoCode;
        const answers = await Promise.all(
          [code, otherCode].map((promoCode) => browser.post('/api/invite/accept', { promoCode })),
        );
        expect(answers.map((res) => res.status).sort()).toEqual([200, 400]);
        expect(answers.find((res) => res.status === 400)!.body.error.code).toBe(
          'INVITE_NOT_ACCEPTED',
        );
        const { rows } = await server.db.query<{ promo_code: string }>(
          'SELECT promo_code FROM referrals WHERE invitee_user_id = $1',
          [invitee],
        );
        expect(rows.map((row) => row.promo_code)).toEqual([
          answers.find((res) => res.status === 200)!.body.data.invite.promoCode,
        ]);
      },
    );
  });
});
