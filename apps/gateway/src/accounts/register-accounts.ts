import type { FastifyInstance } from 'fastify';
import type { AddressService } from '../addresses/address-service';
import { registerAddressRoutes } from '../addresses/routes';
import { registerAuthRoutes } from '../auth/routes';
import type { SocialSignInService } from '../auth/social-service';
import type { BillingService } from '../billing/billing-service';
import { registerBillingRoutes } from '../billing/routes';
import type { CartService } from '../carts/cart-service';
import type { Database } from '../db/database';
import type { RouteOptions } from '../http/define-route';
import type { OutboxRepo } from '../outbox/outbox';
import { registerDevOutboxRoutes } from '../outbox/routes';
import { registerBotProtection } from '../security/bot-protection';
import { registerCsrfProtection } from '../security/csrf';
import type { RateLimits } from '../security/rate-limits';
import type { SignedTokenIssuer } from '../security/signed-tokens';
import type { SessionManager } from '../session/session-manager';
import type { UserRepo } from '../users/user-repo';
import type { AccountService } from './account-service';
import { registerAccountRoutes } from './routes';

/** What the accounts part registers over: its services (services.ts) and its settings. */
export interface AccountsDeps {
  readonly db: Database;
  readonly users: UserRepo;
  readonly accounts: AccountService;
  readonly sessions: SessionManager;
  readonly limits: RateLimits;
  readonly social: SocialSignInService;
  readonly tokens: SignedTokenIssuer;
  readonly addresses: AddressService;
  readonly billing: BillingService;
  readonly outbox: OutboxRepo;
  /** Where sign-in and join put their `additionalItems`. */
  readonly carts: CartService;
  readonly routeOptions: RouteOptions;
  /** Production: no development outbox page. */
  readonly production: boolean;
  /** Origins that may send writes: the shop's public origin and ALLOWED_ORIGINS. */
  readonly allowedOrigins: readonly string[];
  /** Sign in with Apple JS: our Services ID (null when Apple is not configured) and return URL. */
  readonly apple: { readonly clientId: string | null; readonly redirectUri: string };
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
export function registerAccounts(app: FastifyInstance, deps: AccountsDeps): void {
  const { db, users, sessions, routeOptions: options } = deps;
  // A budget of 0 switches the bot protection off (load tests from one address).
  if (deps.limits.rules.apiPerAddress.points > 0) registerBotProtection(app, deps.limits);
  if (!app.hasRequestDecorator('session')) app.decorateRequest('session', null);
  app.addHook('onRequest', async (request) => {
    request.session = await sessions.load(request);
  });
  registerCsrfProtection(app, {
    allowedOrigins: deps.allowedOrigins,
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

  registerAccountRoutes(app, {
    db,
    users,
    accounts: deps.accounts,
    sessions,
    carts: deps.carts,
    options,
  });
  registerAuthRoutes(app, {
    db,
    users,
    sessions,
    options,
    social: deps.social,
    tokens: deps.tokens,
    apple: deps.apple,
  });
  registerAddressRoutes(app, { db, users, addresses: deps.addresses, options });
  registerBillingRoutes(app, { db, billing: deps.billing, options });
  if (!deps.production) registerDevOutboxRoutes(app, deps.outbox);
}
