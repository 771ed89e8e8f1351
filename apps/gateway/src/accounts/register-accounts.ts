import type { FastifyInstance } from 'fastify';
import type { JWTVerifyGetKey } from 'jose';
import type { Redis } from 'ioredis';
import { AddressService } from '../addresses/address-service';
import { registerAddressRoutes } from '../addresses/routes';
import { registerAuthRoutes } from '../auth/routes';
import { SocialSignInService } from '../auth/social-service';
import { SocialTokenVerifier, type SocialProvidersConfig } from '../auth/social-verifier';
import { BillingService } from '../billing/billing-service';
import { registerBillingRoutes } from '../billing/routes';
import type { Database } from '../db/database';
import type { RouteOptions } from '../http/define-route';
import { OutboxDispatcher } from '../outbox/dispatcher';
import type { Mailer } from '../outbox/mailer';
import { OutboxRepo } from '../outbox/outbox';
import { registerDevOutboxRoutes } from '../outbox/routes';
import { SandboxCardProvider, type CardProvider } from '../payments/card-provider';
import { registerBotProtection } from '../security/bot-protection';
import { registerCsrfProtection } from '../security/csrf';
import { PasswordHasher } from '../security/password-hasher';
import { DEFAULT_RATE_LIMIT_RULES, RateLimits, type RateLimitRules } from '../security/rate-limits';
import { SignedTokenIssuer } from '../security/signed-tokens';
import { SessionManager, type SessionLifetimes } from '../session/session-manager';
import { DatabaseSessionStore, RedisSessionStore } from '../session/session-store';
import { UserRepo } from '../users/user-repo';
import { AccountService } from './account-service';
import { DEFAULT_OTP_POLICY, OtpService, type OtpPolicy } from './otp-service';
import { registerAccountRoutes } from './routes';
import type { SocialProviderName } from './site-switches';

/** What the accounts part of the gateway is configured with (config.ts reads it from the environment). */
export interface AccountsConfig {
  /** Production: secure `__Host-` cookies, no development outbox page. */
  readonly production: boolean;
  /** The shop's public origin, for links in e-mails and the CSRF Origin check. */
  readonly publicOrigin: string;
  /** Origins besides the request's own host that may send writes. */
  readonly allowedOrigins: readonly string[];
  readonly sessionLifetimes: SessionLifetimes;
  /** Key of the one-time-code hashes and of the signed tokens; shared by every replica. */
  readonly secret: Buffer;
  readonly social: SocialProvidersConfig;
  readonly appleRedirectUri: string;
}

/** Everything the accounts part needs; optional parts have production defaults. */
export interface AccountsDeps {
  readonly db: Database;
  readonly config: AccountsConfig;
  readonly routeOptions: RouteOptions;
  /** Sessions and rate limits go to Redis when a client is given (REDIS_URL). */
  readonly redis?: Redis;
  /** Sends outbox e-mail; null keeps messages in the outbox (no SMTP_URL). */
  readonly mailer?: Mailer | null;
  readonly hasher?: PasswordHasher;
  readonly rateLimitRules?: RateLimitRules;
  readonly otpPolicy?: OtpPolicy;
  /** Local key sets for tests; production fetches each provider's JWKS. */
  readonly socialKeySets?: Partial<Record<SocialProviderName, JWTVerifyGetKey>>;
  readonly cardProvider?: CardProvider;
  readonly now?: () => number;
}

/** Handles the server keeps: the session manager (visitor state) and the outbox. */
export interface AccountsHandle {
  readonly sessions: SessionManager;
  readonly outbox: OutboxRepo;
  readonly dispatcher: OutboxDispatcher;
  readonly limits: RateLimits;
  readonly users: UserRepo;
}

/**
 * Registers accounts, sessions and protection on the gateway (accounts.md §4–§8):
 *
 * 1. bot protection on /api (403 CAPTCHA_REQUIRED above an address's budget);
 * 2. the session of every request (loaded from its cookie);
 * 3. the CSRF check of every write (403 CSRF_TOKEN_INVALID, before anything runs);
 * 4. the account, social, address and billing calls, and in development the outbox page.
 *
 * The hooks are added to `app` itself so that they cover every route of the gateway; call it
 * before registering other routes.
 */
export async function registerAccounts(
  app: FastifyInstance,
  deps: AccountsDeps,
): Promise<AccountsHandle> {
  const { db, config, routeOptions: options } = deps;
  const now = deps.now ?? Date.now;
  const rules = deps.rateLimitRules ?? DEFAULT_RATE_LIMIT_RULES;
  const limits = new RateLimits(rules, deps.redis);
  const store = deps.redis ? new RedisSessionStore(deps.redis) : new DatabaseSessionStore(db);
  const sessions = new SessionManager(store, {
    ...config.sessionLifetimes,
    secureCookies: config.production,
    now,
  });
  const users = new UserRepo();
  const outbox = new OutboxRepo(db);
  const dispatcher = new OutboxDispatcher(outbox, deps.mailer ?? null, app.log);
  const accounts = new AccountService({
    db,
    users,
    hasher: deps.hasher ?? new PasswordHasher(),
    otp: new OtpService(config.secret, deps.otpPolicy ?? DEFAULT_OTP_POLICY, now),
    outbox,
    dispatcher,
    limits,
    publicOrigin: config.publicOrigin,
    now,
  });
  const verifier = new SocialTokenVerifier(config.social, deps.socialKeySets, now);
  const social = new SocialSignInService(db, users, verifier);
  const tokens = new SignedTokenIssuer(config.secret, 300, now);
  const addresses = new AddressService(db);
  const billing = new BillingService(db, deps.cardProvider ?? new SandboxCardProvider(), now);

  // A budget of 0 switches the bot protection off (load tests from one address).
  if (rules.apiPerAddress.points > 0) registerBotProtection(app, limits);
  if (!app.hasRequestDecorator('session')) app.decorateRequest('session', null);
  app.decorate('sessions', sessions);
  app.addHook('onRequest', async (request) => {
    request.session = await sessions.load(request);
  });
  registerCsrfProtection(app, {
    allowedOrigins: [config.publicOrigin, ...config.allowedOrigins],
    // The sandbox hosted payment pages post plain HTML forms, as a provider's page would; each
    // carries its payment's own single-use token instead (payments/hosted-pages.ts). The
    // operator call is a script with a bearer token, not a browser (orders/ops-routes.ts).
    tokenExemptPaths: [
      '/track',
      '/api/graphql',
      '/fasspay-web',
      '/fasspay-mobile',
      '/acs-mobile',
      '/api/ops/advance-order',
      '/api/ops/restock',
    ],
  });

  registerAccountRoutes(app, { db, users, accounts, sessions, options });
  registerAuthRoutes(app, {
    db,
    users,
    sessions,
    options,
    social,
    tokens,
    apple: { clientId: config.social.apple.audience, redirectUri: config.appleRedirectUri },
  });
  registerAddressRoutes(app, { db, users, addresses, options });
  registerBillingRoutes(app, { billing, options });
  if (!config.production) registerDevOutboxRoutes(app, outbox);

  dispatcher.start();
  // Redis expires sessions by itself; the table is swept of idle and ended ones now and then.
  const sweeper =
    store instanceof DatabaseSessionStore
      ? setInterval(
          () => {
            store
              .prune(now(), config.sessionLifetimes.idleMs)
              .catch((error: unknown) => app.log.warn({ err: error }, 'session sweep failed'));
          },
          15 * 60 * 1000,
        )
      : undefined;
  sweeper?.unref();
  app.addHook('onClose', async () => {
    clearInterval(sweeper);
    await dispatcher.stop();
  });
  return { sessions, outbox, dispatcher, limits, users };
}
