import type { JsonClient } from '@gio/data-access';
import { CSRF_HEADER } from '@gio/data-access';
import type { CartItemOutcome, CartView } from '@gio/contracts';
import type { SocialProvider } from '@gio/domain-access';
import { OtpType } from '@gio/domain-enums';

/** Who signed in: the session's new CSRF token comes with it (libs/contracts `authRoutes`). */
export interface SignedIn {
  data: { user: { id: string }; csrfToken: string; cartItems?: CartItemOutcome[] };
}

/** POST /api/login with loginData (accounts.md §7). */
export function login(
  client: Pick<JsonClient, 'post'>,
  email: string,
  password: string,
): Promise<SignedIn> {
  return client.post<SignedIn>('/api/login', { loginData: { email, password } });
}

export interface JoinInput {
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
  telephone?: string;
}

/** POST /api/join: signed in, or `otpRequired` when the web one-time code is on and none was sent. */
export function join(
  client: Pick<JsonClient, 'post'>,
  loginData: JoinInput,
  otp?: string,
): Promise<SignedIn | { data: { otpRequired: true } }> {
  return client.post('/api/join', { loginData, ...(otp ? { otp } : {}) });
}

/** POST /api/issue-otp for a registration code (accounts.md §7). */
export function issueRegistrationOtp(
  client: Pick<JsonClient, 'post'>,
  email: string,
): Promise<unknown> {
  return client.post('/api/issue-otp', { email, type: OtpType.USER_REGISTRATION });
}

/**
 * POST /api/carts/merge with an empty payload (storefront.md §7): the guest cart joins the
 * signed-in user's. Signing in rotates the CSRF token, so the new one is sent here and written
 * to the page for later calls.
 */
export async function mergeAfterSignIn(
  client: Pick<JsonClient, 'post'>,
  csrfToken: string,
): Promise<{ data: { cart: CartView; merged: CartItemOutcome[] } }> {
  if (typeof document !== 'undefined') {
    document.querySelector('meta[name="csrf-token"]')?.setAttribute('content', csrfToken);
  }
  return client.post('/api/carts/merge', {}, { headers: { [CSRF_HEADER]: csrfToken } });
}

/** What a check-{provider} call answers: signed in, or sign in with the password and link first. */
export interface SocialCheck {
  data:
    | (SignedIn['data'] & { signedIn: true; created: boolean })
    | { signedIn: false; linkRequired: true; email: string | null };
}

/** Each provider's body key (accounts.md §7: accountData for Google, facebook, apple). */
const SOCIAL_BODY_KEY: Record<SocialProvider, string> = {
  google: 'accountData',
  facebook: 'facebook',
  apple: 'apple',
};

/** POST /api/check-{provider} with the provider's id token (accounts.md §4 "Social sign-in is checked"). */
export function checkSocialSignIn(
  client: Pick<JsonClient, 'post'>,
  provider: SocialProvider,
  idToken: string,
): Promise<SocialCheck> {
  return client.post<SocialCheck>(`/api/check-${provider}`, {
    [SOCIAL_BODY_KEY[provider]]: { idToken },
  });
}
