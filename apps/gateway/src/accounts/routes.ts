import { AppError, unauthorized } from '../http/app-error';
import { authRoutes as routes, type CartItemOutcome, type SessionUser } from '@gio/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CartService } from '../carts/cart-service';
import type { Database } from '../db/database';
import { defineRoute, type RouteOptions } from '../http/define-route';
import type { SessionManager } from '../session/session-manager';
import type { UserStore } from '../users/user-store';
import type { AccountService } from './account-service';
import { signedInUserId } from '../session/signed-in';

export interface AccountRouteDeps {
  readonly db: Database;
  readonly users: UserStore;
  readonly accounts: AccountService;
  readonly sessions: SessionManager;
  /** Where login and join put their `additionalItems`. */
  readonly carts: CartService;
  readonly options: RouteOptions;
}

/**
 * The signed-in user as answered; a session whose user is gone is a 401, so the apps start
 * over rather than show an empty account.
 */
export async function currentUser(
  deps: Pick<AccountRouteDeps, 'db' | 'users'>,
  request: FastifyRequest,
): Promise<SessionUser> {
  const user = await deps.users.view(deps.db, signedInUserId(request));
  if (!user) throw unauthorized();
  return user;
}

/**
 * Signs a user in on this request: a new session id and CSRF token (the old session dies),
 * then the user and token the apps need from now on.
 */
export async function signIn(
  deps: Pick<AccountRouteDeps, 'db' | 'users' | 'sessions'>,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
): Promise<{ user: SessionUser; csrfToken: string }> {
  const session = await deps.sessions.signIn(request, reply, userId);
  const user = await deps.users.view(deps.db, userId);
  if (!user) throw unauthorized();
  return { user, csrfToken: session.csrfToken };
}

/**
 * Wraps a call whose failure must not name the e-mail in logs (accounts.md §7 "Error reports
 * for login and join log the e-mail field as {email}").
 */
async function logged<T>(request: FastifyRequest, call: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof AppError) {
      request.log.info({ call, code: error.code, email: '{email}' }, 'account call refused');
    }
    throw error;
  }
}

/**
 * accounts.md §7: the `additionalItems` of login and join go into the signed-in user's cart;
 * `cartItems` tells what became of each.
 */
async function withSignInItems<T extends object>(
  carts: CartService,
  request: FastifyRequest,
  answer: T,
  userId: string,
  items: readonly { variantId: string; quantity: number; warehouse?: string }[] | undefined,
): Promise<T & { cartItems?: CartItemOutcome[] }> {
  if (!items?.length) return answer;
  const cartItems = await carts.addSignInItems(userId, request.session?.guestId ?? null, items);
  return cartItems ? { ...answer, cartItems } : answer;
}

/** accounts.md §7 "Account and auth": session, sign-in, join, codes, passwords, profile. */
export function registerAccountRoutes(app: FastifyInstance, deps: AccountRouteDeps): void {
  const { accounts, sessions, carts, options } = deps;

  defineRoute(app, routes.session, options, async ({ request, reply }) => {
    const session = await sessions.ensure(request, reply);
    const user = session.userId ? await deps.users.view(deps.db, session.userId) : null;
    return { csrfToken: session.csrfToken, user };
  });

  defineRoute(app, routes.logout, options, async ({ request, reply }) => {
    const session = await sessions.signOut(request, reply);
    return { data: { csrfToken: session.csrfToken } };
  });

  defineRoute(app, routes.login, options, async ({ body, request, reply }) => {
    const userId = await logged(request, 'login', () =>
      accounts.login(body.loginData.email, body.loginData.password, request.ip),
    );
    const signedIn = await signIn(deps, request, reply, userId);
    return { data: await withSignInItems(carts, request, signedIn, userId, body.additionalItems) };
  });

  defineRoute(app, routes.join, options, async ({ body, request, reply }) => {
    const result = await logged(request, 'join', () =>
      accounts.join(body.loginData, body.otp, request.ip),
    );
    if (result.kind === 'otp-sent') return { data: { otpRequired: true as const } };
    const signedIn = await signIn(deps, request, reply, result.userId);
    return {
      data: await withSignInItems(carts, request, signedIn, result.userId, body.additionalItems),
    };
  });

  defineRoute(app, routes.issueOtp, options, async ({ body, request }) => {
    await logged(request, 'issue-otp', () => accounts.issueOtp(body, request.ip));
    return { data: { success: true as const } };
  });

  defineRoute(app, routes.forgetPassword, options, async ({ body, request }) => {
    const { token } = await logged(request, 'forget-password', () =>
      accounts.forgetPassword(body.email, body.otp, request.ip),
    );
    return { data: token ? { success: true as const, token } : { success: true as const } };
  });

  defineRoute(app, routes.resetPassword, options, async ({ body, request }) => {
    const userId = await accounts.resetPassword(body.token, body.newPassword, request.ip);
    // Whoever knew the old password is signed out everywhere.
    await sessions.endOtherSessions(userId, null);
    return { data: { success: true as const } };
  });

  defineRoute(app, routes.setPassword, options, async ({ body, request }) => {
    await accounts.setPassword(signedInUserId(request), body.newPassword);
    return { data: { success: true as const } };
  });

  defineRoute(app, routes.changePassword, options, async ({ body, request, reply }) => {
    const userId = signedInUserId(request);
    await accounts.changePassword(userId, body.currentPassword, body.newPassword);
    // A new id for this browser, and every other session of the account ends.
    const session = await sessions.signIn(request, reply, userId);
    await sessions.endOtherSessions(userId, session);
    return { data: { success: true as const, csrfToken: session.csrfToken } };
  });

  defineRoute(app, routes.gateEmailSignUp, options, async ({ body }) => {
    await accounts.gateEmailSignUp(body.email, body.confirmType);
    return { data: { success: true as const } };
  });

  defineRoute(app, routes.confirmGateEmailSignUp, options, async ({ body }) => ({
    data: await accounts.confirmGateEmailSignUp(body.token),
  }));

  defineRoute(app, routes.customerDataCaptures, options, async ({ body }) => {
    await accounts.captureCustomerData(body.email, body.telephone);
    return { data: { success: true as const } };
  });

  defineRoute(app, routes.currentUserName, options, async ({ body, request }) => {
    await accounts.setName(signedInUserId(request), body.firstName, body.lastName);
    return { data: { user: await currentUser(deps, request) } };
  });

  defineRoute(app, routes.phoneVerification, options, async ({ body, request }) => {
    const codeSent = await accounts.startPhoneVerification(
      signedInUserId(request),
      body.phone,
      body.verify,
    );
    return { data: { user: await currentUser(deps, request), codeSent } };
  });

  defineRoute(app, routes.verifyCode, options, async ({ body, request }) => {
    await accounts.verifyPhoneCode(signedInUserId(request), body.code);
    return { data: { user: await currentUser(deps, request) } };
  });
}
