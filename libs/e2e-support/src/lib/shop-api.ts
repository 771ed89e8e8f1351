import { OtpType } from '@gio/domain-enums';
import {
  authRoutes,
  engagementRoutes,
  loyaltyRoutes,
  orderRoutes,
  organizationRoutes,
} from '@gio/contracts';
import { expect, type APIRequestContext } from '@playwright/test';
import { z } from 'zod';

/** Password of every demo user the gateway seeds (README "Demo users"). */
export const DEMO_PASSWORD = 'GioDemo@2025';

/** The demo users of the README, by the part they play in journeys. */
export const DEMO_USERS = {
  returningShopper: 'khach.quen@gio.vn',
  firstOrderShopper: 'khach.moi@gio.vn',
  businessOwner: 'chu.doanh.nghiep@gio.vn',
  businessAdmin: 'quan.tri@gio.vn',
  businessMember: 'nhan.vien@gio.vn',
  cartEditor: 'soan.gio@gio.vn',
  loyaltyMember: 'thanh.vien@gio.vn',
  expiredLoyaltyMember: 'het.han@gio.vn',
  processingLoyaltyMember: 'dang.xu.ly@gio.vn',
} as const;

/** What the development outbox answers (newest first). */
const outboxAnswer = z.object({
  data: z.object({
    messages: z.array(z.object({ kind: z.string(), subject: z.string(), body: z.string() })),
  }),
});

export type SessionUser = z.infer<typeof authRoutes.session.response>['user'];

/** The fields of a listed variant the journeys choose products by. */
const listedVariant = z.object({
  gid: z.string(),
  name: z.string(),
  path: z.string(),
  stockStatus: z.string(),
  excludedFromBackInStockNotification: z.boolean(),
  product: z.object({ isAgeGated: z.boolean() }),
});
export type ListedVariant = z.infer<typeof listedVariant>;

const categoriesAnswer = z.object({
  data: z.object({ categories: z.array(z.object({ gid: z.string() })) }),
});
const listingAnswer = z.object({
  data: z.object({
    plesByCategoryGid: z.object({
      productListEntities: z.array(z.object({ variant: listedVariant.nullable() })),
      pageInfo: z.object({ endCursor: z.string().nullable(), hasNextPage: z.boolean() }),
    }),
  }),
});

type ListingPage = z.infer<typeof listingAnswer>['data']['plesByCategoryGid'];

const LISTING = `query E2eListing($gid: ID!, $cursor: String) {
  plesByCategoryGid(categoryGid: $gid, plesOptions: { limit: 60, cursor: $cursor }) {
    productListEntities { variant { gid name path stockStatus excludedFromBackInStockNotification product { isAgeGated } } }
    pageInfo { endCursor hasNextPage }
  }
}`;

/**
 * The gateway's API as the journeys use it besides the browser: the session and its CSRF token,
 * signing a demo user in (`POST /api/login`), and catalogue look-ups that pick products by what
 * they are (age-gated, out of stock) rather than by ids of a particular seed. Built on a browser
 * context's request object, it shares that context's cookies: a user signed in here is signed in
 * on the context's pages.
 */
export class ShopApi {
  constructor(private readonly request: APIRequestContext) {}

  /** `GET /api/session`: the session's CSRF token and user (null for a guest); starts a session. */
  async session(): Promise<{ csrfToken: string; user: SessionUser }> {
    const response = await this.request.get('/api/session');
    expect(response.status(), 'GET /api/session').toBe(200);
    return authRoutes.session.response.parse(await response.json());
  }

  /** Signs a demo user in with the CSRF token of the current session, as the sign-in form does. */
  async signIn(email: string, password = DEMO_PASSWORD): Promise<NonNullable<SessionUser>> {
    const { csrfToken } = await this.session();
    const body: z.input<typeof authRoutes.login.body> = { loginData: { email, password } };
    const response = await this.request.post('/api/login', {
      headers: { 'X-CSRF-Token': csrfToken },
      data: body,
    });
    expect(response.status(), `POST /api/login as ${email}: ${await response.text()}`).toBe(200);
    return authRoutes.login.response.parse(await response.json()).data.user;
  }

  /**
   * Creates a new account and signs it in, as the join form does: `POST /api/issue-otp` sends a
   * code to the address, read here from the development outbox, then `POST /api/join` with it.
   */
  async join(
    email: string,
    password: string,
    names: { firstName: string; lastName: string } = { firstName: 'Lan', lastName: 'Nguyễn' },
  ): Promise<NonNullable<SessionUser>> {
    const loginData = { email, password, ...names };
    const { csrfToken } = await this.session();
    const asked = await this.request.post('/api/issue-otp', {
      headers: { 'X-CSRF-Token': csrfToken },
      data: { email, type: OtpType.USER_REGISTRATION },
    });
    expect(asked.status(), `POST /api/issue-otp for ${email}: ${await asked.text()}`).toBe(200);
    const otp = /\b(\d{6})\b/.exec((await this.lastMessageTo(email)).body)?.[1];
    if (!otp) throw new Error(`no code in the join e-mail to ${email}`);
    const joined = await this.request.post('/api/join', {
      headers: { 'X-CSRF-Token': csrfToken },
      data: { loginData, otp },
    });
    expect(joined.status(), `POST /api/join with the code: ${await joined.text()}`).toBe(200);
    const answer = authRoutes.join.response.parse(await joined.json()).data;
    if (!('user' in answer)) throw new Error(`POST /api/join asked for a code again for ${email}`);
    return answer.user;
  }

  /** The newest message of the development outbox to an address or phone (`GET /api/dev/outbox`). */
  async lastMessageTo(recipient: string): Promise<{ kind: string; subject: string; body: string }> {
    const response = await this.request.get(`/api/dev/outbox?to=${encodeURIComponent(recipient)}`);
    expect(response.status(), 'GET /api/dev/outbox').toBe(200);
    const { data } = outboxAnswer.parse(await response.json());
    const [newest] = data.messages;
    if (!newest) throw new Error(`the outbox holds nothing to ${recipient}`);
    return newest;
  }

  /** `GET path`, expected to answer 200, parsed with its contract's response schema. */
  async get<T>(path: string, schema: z.ZodType<T>): Promise<T> {
    const response = await this.request.get(path);
    expect(response.status(), `GET ${path}: ${await response.text()}`).toBe(200);
    return schema.parse(await response.json());
  }

  /** `POST path` with the session's CSRF token, expected to answer 200, parsed with `schema`. */
  async post<T>(path: string, body: unknown, schema: z.ZodType<T>): Promise<T> {
    const { csrfToken } = await this.session();
    const response = await this.request.post(path, {
      headers: { 'X-CSRF-Token': csrfToken },
      data: body,
    });
    expect(response.status(), `POST ${path}: ${await response.text()}`).toBe(200);
    return schema.parse(await response.json());
  }

  /** How many orders the signed-in user has (`GET /api/order-history`, its `totalCount`). */
  async orderCount(): Promise<number> {
    const answer = await this.get('/api/order-history?limit=1', orderRoutes.orderHistory.response);
    return answer.data.pagination.totalCount;
  }

  /** The signed-in user's orders of one placement (one "Đặt hàng"), from the newest page of the history. */
  async ordersOfPlacement(
    placementGid: string,
  ): Promise<z.infer<typeof orderRoutes.orderHistory.response>['data']['orders']> {
    const answer = await this.get('/api/order-history?limit=50', orderRoutes.orderHistory.response);
    return answer.data.orders.filter((order) => order.placementGid === placementGid);
  }

  /** One order of the signed-in user (`GET /api/order/{gid}`). */
  async order(gid: string): Promise<z.infer<typeof orderRoutes.order.response>['data']['order']> {
    return (await this.get(`/api/order/${encodeURIComponent(gid)}`, orderRoutes.order.response))
      .data.order;
  }

  /** The business account's invoice terms for the signed-in user (`GET /api/organization/login-data`). */
  async invoiceCredit(): Promise<{
    creditLimit: number;
    currentOutstanding: number;
    available: number;
  }> {
    const answer = await this.get(
      organizationRoutes.loginData.path,
      organizationRoutes.loginData.response,
    );
    const invoice = answer.data.loginData?.invoice;
    if (!invoice) throw new Error('the signed-in user may not pay by invoice');
    return invoice;
  }

  /**
   * Redeems the cheapest voucher offer the signed-in loyalty member can buy with points
   * (`POST /api/waon/redeem-voucher`), as the member-vouchers page does; answers the voucher.
   */
  async redeemCheapestVoucher(): Promise<
    z.infer<typeof loyaltyRoutes.redeemVoucher.response>['data']['voucher']
  > {
    const offers = await this.get(
      '/api/waon/redeemable-vouchers/page/1',
      loyaltyRoutes.redeemableVouchers.response,
    );
    const cheapest = offers.data.vouchers
      .filter((offer) => offer.canRedeem)
      .sort((a, b) => a.pointsCost - b.pointsCost)[0];
    if (!cheapest) throw new Error('the member can redeem no voucher offer');
    const answer = await this.post(
      loyaltyRoutes.redeemVoucher.path,
      { voucherId: cheapest.id },
      loyaltyRoutes.redeemVoucher.response,
    );
    return answer.data.voucher;
  }

  /**
   * Marks every interstitial the shop would open on pages of `kind` as seen by this visitor
   * (`POST /api/interstitial/seen`), as if the shopper had closed them on an earlier visit: a
   * journey that types into the page is then not interrupted by one taking the focus.
   */
  async skipInterstitials(
    kind: z.input<typeof engagementRoutes.interstitial.query>['page'] = 'HOME',
  ): Promise<void> {
    for (let round = 0; round < 20; round += 1) {
      const path = `${engagementRoutes.interstitial.path}?page=${kind}`;
      const { decision } = (await this.get(path, engagementRoutes.interstitial.response)).data;
      if (decision.kind !== 'show' || decision.interstitialId === null) return;
      const body = { interstitialId: decision.interstitialId };
      await this.post(
        engagementRoutes.interstitialSeen.path,
        body,
        engagementRoutes.interstitialSeen.response,
      );
    }
    throw new Error(`interstitials of ${kind} pages keep coming`);
  }

  /** A GraphQL query of the gateway's public schema. */
  async graphql(query: string, variables: Record<string, unknown> = {}): Promise<unknown> {
    const response = await this.request.post('/api/graphql', { data: { query, variables } });
    expect(response.status(), `GraphQL ${query.slice(0, 40)}`).toBe(200);
    return response.json();
  }

  /** The first listed variant, walking every top-level category, for which `matches` holds. */
  async findVariant(
    description: string,
    matches: (variant: ListedVariant) => boolean,
  ): Promise<ListedVariant> {
    const { data } = categoriesAnswer.parse(await this.graphql('{ categories { gid } }'));
    for (const { gid } of data.categories) {
      let cursor: string | null = null;
      for (;;) {
        const answer = await this.graphql(LISTING, { gid, cursor });
        const page: ListingPage = listingAnswer.parse(answer).data.plesByCategoryGid;
        const found = page.productListEntities
          .map((entity) => entity.variant)
          .find((v) => v !== null && matches(v));
        if (found) return found;
        if (!page.pageInfo.hasNextPage) break;
        cursor = page.pageInfo.endCursor;
      }
    }
    throw new Error(`the demo shop has no ${description}`);
  }

  /** An age-gated product a shopper can buy now. */
  ageGatedInStock(): Promise<ListedVariant> {
    return this.findVariant(
      'age-gated product in stock',
      (v) => v.product.isAgeGated && v.stockStatus === 'in-stock',
    );
  }

  /** An out-of-stock product that offers notify-when-back-in-stock. */
  outOfStockNotifiable(): Promise<ListedVariant> {
    return this.findVariant(
      'out-of-stock product open to back-in-stock requests',
      (v) =>
        v.stockStatus === 'out-of-stock' &&
        !v.excludedFromBackInStockNotification &&
        !v.product.isAgeGated,
    );
  }
}
