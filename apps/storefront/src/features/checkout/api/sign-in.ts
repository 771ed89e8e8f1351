import { authRoutes } from '@gio/contracts';
import {
  CSRF_HEADER,
  callRoute,
  type JsonClient,
  type RouteAnswer,
  type RouteCall,
} from '@gio/data-access';
import type { SocialProvider } from '@gio/domain-access';
import { OtpType } from '@gio/domain-enums';
import { mergeCart, type CartMergeAnswer } from '../../../lib/api/merge-cart';

/** Who signed in: the session's new CSRF token comes with it (libs/contracts `authRoutes`). */
export type SignedIn = RouteAnswer<typeof authRoutes.login>;

/** POST /api/login with loginData (accounts.md §7). */
export function login(
  client: Pick<JsonClient, 'post'>,
  email: string,
  password: string,
): Promise<SignedIn> {
  return callRoute(client, authRoutes.login, { body: { loginData: { email, password } } });
}

export type JoinInput = RouteCall<typeof authRoutes.join>['body']['loginData'];

/** POST /api/join: signed in, or `otpRequired` when the web one-time code is on and none was sent. */
export function join(
  client: Pick<JsonClient, 'post'>,
  loginData: JoinInput,
  otp?: string,
): Promise<RouteAnswer<typeof authRoutes.join>> {
  return callRoute(client, authRoutes.join, { body: { loginData, ...(otp ? { otp } : {}) } });
}

/** POST /api/issue-otp for a registration code (accounts.md §7). */
export function issueRegistrationOtp(
  client: Pick<JsonClient, 'post'>,
  email: string,
): Promise<RouteAnswer<typeof authRoutes.issueOtp>> {
  return callRoute(client, authRoutes.issueOtp, {
    body: { email, type: OtpType.USER_REGISTRATION },
  });
}

/**
 * The cart merge after a sign-in (storefront.md §7): signing in rotates the CSRF token, so the
 * new one is sent here and written to the page for later calls.
 */
export function mergeAfterSignIn(
  client: Pick<JsonClient, 'post'>,
  csrfToken: string,
): Promise<CartMergeAnswer> {
  if (typeof document !== 'undefined') {
    document.querySelector('meta[name="csrf-token"]')?.setAttribute('content', csrfToken);
  }
  return mergeCart(client, { [CSRF_HEADER]: csrfToken });
}

/** What a check-{provider} call answers: signed in, or sign in with the password and link first. */
export type SocialCheck = RouteAnswer<typeof authRoutes.checkGoogle>;

/**
 * POST /api/check-{provider} with the provider's id token (accounts.md §4 "Social sign-in is
 * checked"); each provider has its body key (accounts.md §7: accountData for Google).
 */
export function checkSocialSignIn(
  client: Pick<JsonClient, 'post'>,
  provider: SocialProvider,
  idToken: string,
): Promise<SocialCheck> {
  switch (provider) {
    case 'google':
      return callRoute(client, authRoutes.checkGoogle, { body: { accountData: { idToken } } });
    case 'facebook':
      return callRoute(client, authRoutes.checkFacebook, { body: { facebook: { idToken } } });
    case 'apple':
      return callRoute(client, authRoutes.checkApple, { body: { apple: { idToken } } });
  }
}

