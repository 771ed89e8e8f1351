import { DEFAULT_VAT_RATE_PERCENT } from '@gio/domain-pricing';
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { JWTVerifyGetKey } from 'jose';
import { Histogram, type Registry } from 'prom-client';
import { AccountService } from './accounts/account-service';
import { DEFAULT_OTP_POLICY, OtpService, type OtpPolicy } from './accounts/otp-service';
import type { SocialProviderName } from './accounts/site-switches';
import { AddressService } from './addresses/address-service';
import { SocialSignInService } from './auth/social-service';
import {
  SOCIAL_PROVIDER_DEFAULTS,
  SocialTokenVerifier,
  type SocialProvidersConfig,
} from './auth/social-verifier';
import { BackInStockService } from './back-in-stock/back-in-stock-service';
import { BillingService } from './billing/billing-service';
import { ApprovalService } from './approvals/approval-service';
import { SpendingGate } from './approvals/spending-gate';
import { StatementService } from './statement/statement-service';
import { MembershipService } from './business/membership-service';
import { OrganizationService } from './business/organization-service';
import { CartService } from './carts/cart-service';
import { CATALOGUE_CHECK_INTERVAL_MS, CatalogueService } from './catalogue/service';
import { CheckoutService } from './checkout/checkout-service';
import { PlaceOrderService } from './checkout/place-order';
import type { GatewayConfig } from './config';
import type { Database } from './db/database';
import { GameService } from './engagement/games/game-service';
import { SeededRandom, type RandomSource } from './engagement/games/random-source';
import { InterstitialService } from './engagement/interstitials';
import { InviteService } from './engagement/invites/invite-service';
import { NewsfeedService } from './engagement/newsfeed/newsfeed-service';
import { confirmationSurvey, SurveyService } from './engagement/surveys/survey-service';
import { LeadCaptureService } from './leads/lead-capture-service';
import { DEFAULT_SALES_INBOX, type PalletQuoteDeps } from './leads/pallet-quotes';
import { FavoriteService } from './lists/favorite-service';
import { ListReminderSweeper } from './lists/list-reminders';
import { ShoppingListService } from './lists/list-service';
import { SandboxLoyaltyProvider, type LoyaltyProvider } from './loyalty/loyalty-provider';
import { LoyaltyService } from './loyalty/loyalty-service';
import { OrderEvents } from './orders/order-events';
import { OrderLifecycle } from './orders/order-lifecycle';
import { OrderPages } from './orders/order-pages';
import { OrderService } from './orders/order-service';
import { ReorderService } from './orders/reorder-service';
import { EmailPreferenceService } from './email-preferences/email-preference-service';
import { UnsubscribeTokens } from './email-preferences/unsubscribe-tokens';
import { OutboxDispatcher } from './outbox/dispatcher';
import type { Mailer } from './outbox/mailer';
import { OutboxRepo } from './outbox/outbox';
import { PageService } from './pages/page-service';
import { SandboxCardProvider, type CardProvider } from './payments/card-provider';
import {
  PaymentService,
  sandboxPaymentProviders,
  type PaymentProviders,
} from './payments/payment-service';
import { PromotionService } from './checkout/promotion-service';
import { SearchService } from './search/search-service';
import { PasswordHasher } from './security/password-hasher';
import { type ChallengeProvider, SandboxChallengeProvider } from './security/challenge-provider';
import {
  DEFAULT_RATE_LIMIT_RULES,
  RateLimits,
  SESSIONS_PER_ADDRESS,
  type RateLimitRules,
} from './security/rate-limits';
import { SignedTokenIssuer } from './security/signed-tokens';
import { SessionManager, type SessionLifetimes } from './session/session-manager';
import {
  DatabaseSessionStore,
  RedisSessionStore,
  type SessionStore,
} from './session/session-store';
import { createTrackingIngestion, type TrackingIngestion } from './tracking/tracking-ingestion';
import { UserStore } from './users/user-store';

/**
 * What the services are built over: the database and the world around it, the one clock, and
 * the seams tests replace (each has its production default).
 */
export interface ServiceDeps {
  readonly db: Database;
  /**
   * A read replica of `db` (DATABASE_READ_URL): catalogue, search and page-data reads go there.
   * Everything else, reads of a shopper's own data included, stays on `db`. Default `db`.
   */
  readonly readDb?: Database;
  readonly log: FastifyBaseLogger;
  /** The server's Prometheus registry: tracking ingestion and order placement report there. */
  readonly metrics: Registry;
  /**
   * The clock of every business time (sessions, codes, tokens, carts, checkout, payments,
   * orders, loyalty, engagement, organisations), so that a test moving it moves them all alike.
   */
  readonly now: () => number;
  /** Shares sessions and rate limits between replicas (REDIS_URL). */
  readonly redis?: Redis;
  /** Sends outbox e-mail (SMTP_URL); null keeps messages in the outbox. */
  readonly mailer: Mailer | null;
  readonly hasher?: PasswordHasher;
  readonly rateLimitRules?: RateLimitRules;
  readonly otpPolicy?: OtpPolicy;
  /** Local key sets for tests; production fetches each provider's JWKS. */
  readonly socialKeySets?: Partial<Record<SocialProviderName, JWTVerifyGetKey>>;
  readonly cardProvider?: CardProvider;
  /** Payment providers by billing type; default one sandbox (or in-house) provider per type. */
  readonly paymentProviders?: PaymentProviders;
  /** The prize draw's random source. */
  readonly random?: RandomSource;
  readonly loyaltyProvider?: LoyaltyProvider;
  /** The CAPTCHA service of the bot protection; the sandbox one by default. */
  readonly challengeProvider?: ChallengeProvider;
}

/** Every service of the gateway, each built once; routes, hooks and jobs are handed these. */
export interface GatewayServices {
  readonly now: () => number;
  readonly sessionLifetimes: SessionLifetimes;
  readonly hasher: PasswordHasher;
  readonly limits: RateLimits;
  readonly challenge: ChallengeProvider;
  readonly sessionStore: SessionStore;
  readonly sessions: SessionManager;
  readonly users: UserStore;
  readonly outbox: OutboxRepo;
  readonly dispatcher: OutboxDispatcher;
  readonly emailPreferences: EmailPreferenceService;
  readonly accounts: AccountService;
  readonly social: SocialSignInService;
  readonly tokens: SignedTokenIssuer;
  readonly addresses: AddressService;
  readonly billing: BillingService;
  readonly organizations: OrganizationService;
  readonly membership: MembershipService;
  readonly leads: LeadCaptureService;
  readonly palletQuotes: PalletQuoteDeps;
  /** The catalogue on the primary: carts, checkout, orders and lists price and check with it. */
  readonly catalogue: CatalogueService;
  /**
   * The catalogue on the read replica (the same service as `catalogue` without one): GraphQL,
   * the catalogue and search calls, page data, SEO routes and images read through it.
   */
  readonly catalogueReads: CatalogueService;
  /** Search over the read replica. */
  readonly search: SearchService;
  readonly pages: PageService;
  /** The one cart service: cart calls, sign-in items, add-list, reorder and checkout. */
  readonly carts: CartService;
  readonly lists: ShoppingListService;
  readonly favorites: FavoriteService;
  readonly backInStock: BackInStockService;
  readonly listReminders: ListReminderSweeper;
  readonly tracking: TrackingIngestion;
  readonly loyalty: LoyaltyService;
  readonly newsfeed: NewsfeedService;
  readonly games: GameService;
  readonly invites: InviteService;
  readonly interstitials: InterstitialService;
  readonly surveys: SurveyService;
  /** One payment service for checkout, orders and the hosted pages. */
  readonly payments: PaymentService;
  /** Order-completion listeners (the invite-referral credit; tests add their own). */
  readonly orderEvents: OrderEvents;
  readonly orderLifecycle: OrderLifecycle;
  readonly orders: OrderService;
  readonly orderPages: OrderPages;
  /** Order again's preview and the previously ordered list. */
  readonly reorder: ReorderService;
  readonly checkout: CheckoutService;
  readonly promotions: PromotionService;
  readonly placeOrder: PlaceOrderService;
  /** Spending limits, held orders and the audit log of B2B organisations (issue #18). */
  readonly approvals: ApprovalService;
  /** The statement of account and its settlement (issue #18). */
  readonly statements: StatementService;
}

/** Each provider's published issuers and key set, unless the environment overrides them. */
export function socialProviders(social: GatewayConfig['social']): SocialProvidersConfig {
  const provider = (name: keyof SocialProvidersConfig) => ({
    audience: social[name].audience,
    issuers: social[name].issuers ?? SOCIAL_PROVIDER_DEFAULTS[name].issuers,
    jwksUrl: social[name].jwksUrl ?? SOCIAL_PROVIDER_DEFAULTS[name].jwksUrl,
  });
  return { google: provider('google'), facebook: provider('facebook'), apple: provider('apple') };
}

/**
 * The composition root (design.md "services built in one place"): every service of the gateway
 * is constructed here once, with what it depends on passed in, so that no registration order
 * decides what a route can reach. Nothing here registers routes or starts timers: `server.ts`
 * hands these to the `register*` functions and `jobs.ts` runs the periodic work.
 */
export function buildServices(config: GatewayConfig, deps: ServiceDeps): GatewayServices {
  const { db, now } = deps;
  // Unset, codes and tokens hold only for this process (server.ts warns in production).
  const secret = config.gatewaySecret ? Buffer.from(config.gatewaySecret) : randomBytes(32);
  const sessionLifetimes: SessionLifetimes = {
    idleMs: config.sessionIdleMinutes * 60_000,
    absoluteMs: config.sessionAbsoluteHours * 3_600_000,
  };
  const hasher = deps.hasher ?? new PasswordHasher();
  const limits = new RateLimits(
    deps.rateLimitRules ?? {
      ...DEFAULT_RATE_LIMIT_RULES,
      apiPerSession: { points: config.botProtectionPerMinute, durationSeconds: 60 },
      apiPerAddress: {
        points: config.botProtectionAddressPerMinute ?? config.botProtectionPerMinute * SESSIONS_PER_ADDRESS,
        durationSeconds: 60,
      },
    },
    deps.redis,
  );
  const sessionStore: SessionStore = deps.redis
    ? new RedisSessionStore(deps.redis)
    : new DatabaseSessionStore(db);
  const sessions = new SessionManager(sessionStore, {
    ...sessionLifetimes,
    secureCookies: config.nodeEnv === 'production',
    now,
  });
  const users = new UserStore();
  const outbox = new OutboxRepo(db);
  const emailPreferences = new EmailPreferenceService(
    db,
    new UnsubscribeTokens(secret),
    config.publicOrigin,
  );
  const dispatcher = new OutboxDispatcher(outbox, deps.mailer, emailPreferences, deps.log);
  const accounts = new AccountService({
    db,
    users,
    hasher,
    otp: new OtpService(secret, deps.otpPolicy ?? DEFAULT_OTP_POLICY, now),
    outbox,
    dispatcher,
    limits,
    publicOrigin: config.publicOrigin,
    now,
  });
  const verifier = new SocialTokenVerifier(socialProviders(config.social), now, deps.socialKeySets);

  const organizations = new OrganizationService({ db, users, now });
  const membership = new MembershipService({
    db,
    users,
    outbox,
    dispatcher,
    hasher,
    publicOrigin: config.publicOrigin,
    organizations,
  });

  // Tests count statements per request, which a periodic catalogue check would disturb; they
  // write the catalogue through this process or not at all. The check's timing is a cache's,
  // not a business time, so it keeps the real clock.
  const checkIntervalMs = config.catalogueCheckIntervalMs ?? (config.nodeEnv === 'test' ? null : CATALOGUE_CHECK_INTERVAL_MS);
  const catalogue = new CatalogueService(db, { checkIntervalMs });
  // A snapshot of its own on the replica: tagged with the replica's catalogue version, so that a
  // cached answer is never newer than the rows read beside it.
  const readDb = deps.readDb ?? db;
  const catalogueReads = readDb === db ? catalogue : new CatalogueService(readDb, { checkIntervalMs, primary: db });
  const search = new SearchService(readDb, catalogueReads);
  const carts = new CartService(db, catalogue, now);

  const payments = new PaymentService(deps.paymentProviders ?? sandboxPaymentProviders(now), now);
  const orderEvents = new OrderEvents();
  const orderLifecycle = new OrderLifecycle(payments, orderEvents);
  const orders = new OrderService(db, payments, orderLifecycle, {
    vatRatePercent: DEFAULT_VAT_RATE_PERCENT,
    now,
  });
  const checkout = new CheckoutService(db, catalogue, carts, now);
  // The benchmark reads this to print how many statements one placement runs (target ≤ 40).
  const placementStatements = new Histogram({
    name: 'gio_order_placement_sql_statements',
    help: 'SQL statements run inside one order placement transaction',
    buckets: [10, 20, 30, 40, 50, 60, 80],
    registers: [deps.metrics],
  });

  const timeZone = async () => (await catalogue.siteConfig()).timezone;
  const statements = new StatementService({ db, now, timeZone });
  const approvals = new ApprovalService({ db, outbox, lifecycle: orderLifecycle, now, timeZone });
  const organizationControls = new SpendingGate(outbox, config.approvalExpiryDays, (tx, organizationId, zone) =>
    statements.creditHold(tx, organizationId, zone),
  );

  const invites = new InviteService(db, now);
  orderEvents.onCompleted((tx, order) => invites.onOrderCompleted(tx, order));

  return {
    now,
    sessionLifetimes,
    hasher,
    limits,
    challenge: deps.challengeProvider ?? new SandboxChallengeProvider(),
    sessionStore,
    sessions,
    users,
    outbox,
    dispatcher,
    emailPreferences,
    accounts,
    social: new SocialSignInService(db, users, verifier),
    tokens: new SignedTokenIssuer(secret, 300, now),
    addresses: new AddressService(db),
    billing: new BillingService(db, deps.cardProvider ?? new SandboxCardProvider(), now),
    organizations,
    membership,
    leads: new LeadCaptureService(db),
    palletQuotes: { db, outbox, dispatcher, salesInbox: DEFAULT_SALES_INBOX },
    catalogue,
    catalogueReads,
    search,
    pages: new PageService(readDb, catalogueReads, search),
    carts,
    lists: new ShoppingListService(db, catalogue),
    favorites: new FavoriteService(db, catalogue),
    backInStock: new BackInStockService(db),
    listReminders: new ListReminderSweeper(db, config.publicOrigin),
    tracking: createTrackingIngestion(db, deps.metrics, deps.log),
    loyalty: new LoyaltyService(db, deps.loyaltyProvider ?? new SandboxLoyaltyProvider(), now),
    newsfeed: new NewsfeedService(db, now),
    games: new GameService(db, deps.random ?? new SeededRandom(), now),
    invites,
    interstitials: new InterstitialService(db, catalogue),
    surveys: new SurveyService(db, now),
    payments,
    orderEvents,
    orderLifecycle,
    orders,
    orderPages: new OrderPages(db, payments, orderLifecycle, orders, confirmationSurvey),
    reorder: new ReorderService(db),
    checkout,
    promotions: new PromotionService(db, checkout, now),
    placeOrder: new PlaceOrderService(
      db,
      catalogue,
      payments,
      carts,
      now,
      (count) => placementStatements.observe(count),
      organizationControls,
    ),
    approvals,
    statements,
  };
}

/**
 * What the services hold beyond the database, let go on close (after the jobs stopped and the
 * requests in flight finished): the tracking rows not yet written, and the mailer.
 */
export async function closeServices(services: GatewayServices): Promise<void> {
  await services.tracking.buffer.close();
  await services.dispatcher.close();
}
