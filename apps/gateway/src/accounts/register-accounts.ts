import { ONE_CLICK_UNSUBSCRIBE_PATH } from '@gio/contracts';
import type { FastifyInstance } from 'fastify';
import type { CartService } from '../carts/cart-service';
import type { Database } from '../db/database';
import type { RouteOptions } from '../http/define-route';
import { CHALLENGE_PATH, registerBotProtection } from '../security/bot-protection';
import { registerCsrfProtection } from '../security/csrf';
import type { ChallengeProvider } from '../security/challenge-provider';
import type { RateLimits } from '../security/rate-limits';
import type { SessionManager } from '../session/session-manager';
import type { UserStore } from '../users/user-store';
import type { AccountService } from './account-service';
import { registerAccountRoutes } from './routes';

/** What the accounts part registers over: its services (services.ts) and its settings. */
export interface AccountsDeps {
  readonly db: Database;
  readonly users: UserStore;
  readonly accounts: AccountService;
  readonly sessions: SessionManager;
  readonly limits: RateLimits;
  readonly challenge: ChallengeProvider;
  /** Where sign-in and join put their `additionalItems`. */
  readonly carts: CartService;
  readonly routeOptions: RouteOptions;
  /** Origins that may send writes: the shop's public origin and ALLOWED_ORIGINS. */
  readonly allowedOrigins: readonly string[];
}

/**
 * Registers accounts, sessions and protection on the gateway (accounts.md §4–§8):
 *
 * 1. the session of every request (loaded from its cookie);
 * 2. bot protection on /api (403 CAPTCHA_REQUIRED above a session's or an address's budget, the
 *    challenge screen on page loads while it lasts);
 * 3. the CSRF check of every write (403 CSRF_TOKEN_INVALID, before anything runs);
 * 4. the account calls (sign-in, join, codes, passwords, profile, sign-ups).
 *
 * The hooks are added to `app` itself so that they cover every route of the gateway; call it
 * before registering other routes. Each other folder's routes are registered by server.ts.
 */
export function registerAccounts(app: FastifyInstance, deps: AccountsDeps): void {
  const { db, users, sessions, routeOptions: options } = deps;
  if (!app.hasRequestDecorator('session')) app.decorateRequest('session', null);
  app.addHook('onRequest', async (request) => {
    request.session = await sessions.load(request);
  });
  // After the session hook: the session is its key. A budget of 0 switches it off (load tests
  // from one address).
  if (deps.limits.rules.apiPerSession.points > 0) {
    registerBotProtection(app, { limits: deps.limits, challenge: deps.challenge });
  }
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
      '/api/ops/invoice-payments',
      // The challenge form is a plain HTML form; passing it only lifts a rate limit.
      CHALLENGE_PATH,
      '/api/ops/write-off',
      '/api/ops/reprice',
      // RFC 8058 one-click unsubscribe: a mail client's form post, the link's token its authority.
      ONE_CLICK_UNSUBSCRIBE_PATH,
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
}
