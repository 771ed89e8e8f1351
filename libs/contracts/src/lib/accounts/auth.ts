import { OtpType } from '@gio/domain-enums';
import { emailSchema, passwordSchema, phoneSchema } from '@gio/domain-validation';
import { z } from 'zod';
import { cartItemInputSchema, cartItemOutcomeSchema } from '../carts';
import type { RestRoute } from '../rest';
import { sessionUserSchema } from './user';

/**
 * Calls of accounts.md §7 "Account and auth" with their request and response schemas. Bodies
 * are validated here with the domain rules (accounts.md §5); successful answers are
 * `{ data: ... }` and failures the `accountErrorSchema` body.
 */

const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });
const name = z.string().trim().min(1).max(80);
/** A password typed to sign in is only checked for size: the rule applies when one is chosen. */
const typedPassword = z.string().min(1).max(200);
/** Cart lines a guest brings to sign-in; they go into the signed-in user's cart (storefront.md §7). */
const additionalItems = z.array(cartItemInputSchema).max(200).optional();
/** What became of each of the additionalItems (present when some were sent). */
const cartItems = z.array(cartItemOutcomeSchema).optional();
const otpCode = z
  .string()
  .trim()
  .regex(/^[0-9]{6}$/, 'must be 6 digits');
const ok = dataOf(z.object({ success: z.literal(true) }));
const signedIn = dataOf(z.object({ user: sessionUserSchema, csrfToken: z.string(), cartItems }));

/** Social tokens: an OpenID Connect id token (Google, Apple, Facebook Limited Login). */
const idToken = z.string().min(20).max(8192);
export const socialAccountDataSchema = z.object({ idToken });

/** The answer of a check-{provider} call: signed in, or what the apps must do first. */
export const socialCheckResponseSchema = dataOf(
  z.union([
    z.object({
      signedIn: z.literal(true),
      user: sessionUserSchema,
      csrfToken: z.string(),
      created: z.boolean(),
    }),
    z.object({
      signedIn: z.literal(false),
      linkRequired: z.literal(true),
      email: z.string().nullable(),
    }),
  ]),
);

const tokenResponse = dataOf(z.object({ token: z.string(), expiresAt: z.string() }));

export const authRoutes = {
  session: {
    method: 'GET',
    path: '/api/session',
    response: z.object({ csrfToken: z.string(), user: sessionUserSchema.nullable() }),
  },
  logout: {
    method: 'POST',
    path: '/api/logout',
    response: dataOf(z.object({ csrfToken: z.string() })),
  },
  login: {
    method: 'POST',
    path: '/api/login',
    body: z.object({
      loginData: z.object({ email: emailSchema, password: typedPassword }),
      additionalItems,
    }),
    response: signedIn,
  },
  join: {
    method: 'POST',
    path: '/api/join',
    body: z.object({
      loginData: z.object({
        email: emailSchema,
        password: passwordSchema,
        firstName: name.optional(),
        lastName: name.optional(),
        telephone: phoneSchema.optional(),
      }),
      additionalItems,
      otp: otpCode.optional(),
    }),
    response: dataOf(
      z.union([
        z.object({ user: sessionUserSchema, csrfToken: z.string(), cartItems }),
        /** No code was sent with the join: one went to the address; join again with it. */
        z.object({ otpRequired: z.literal(true) }),
      ]),
    ),
  },
  forgetPassword: {
    method: 'POST',
    path: '/api/forget-password',
    body: z.object({ email: emailSchema, otp: otpCode.optional() }),
    /** With a valid code the answer carries the reset token; without, a link goes by e-mail. */
    response: dataOf(z.object({ success: z.literal(true), token: z.string().optional() })),
  },
  issueOtp: {
    method: 'POST',
    path: '/api/issue-otp',
    body: z
      .object({
        email: emailSchema.optional(),
        phone: phoneSchema.optional(),
        type: z.enum([OtpType.USER_REGISTRATION, OtpType.RESET_PASSWORD]),
      })
      .refine((b) => b.email !== undefined || b.phone !== undefined, {
        message: 'email or phone is required',
        path: ['email'],
      }),
    response: ok,
  },
  setPassword: {
    method: 'POST',
    path: '/api/set-password',
    body: z.object({ newPassword: passwordSchema }),
    response: ok,
  },
  changePassword: {
    method: 'POST',
    path: '/api/change-password',
    body: z.object({ currentPassword: typedPassword, newPassword: passwordSchema }),
    response: dataOf(z.object({ success: z.literal(true), csrfToken: z.string() })),
  },
  resetPassword: {
    method: 'POST',
    path: '/api/reset-password',
    body: z.object({ token: z.string().min(20).max(200), newPassword: passwordSchema }),
    response: ok,
  },
  gateEmailSignUp: {
    method: 'POST',
    path: '/api/gate-email-sign-up',
    body: z.object({ email: emailSchema, confirmType: z.string().trim().min(1).max(40) }),
    response: ok,
  },
  /** The link of the confirmation e-mail a first gate sign-up sends (the gateway's own call). */
  confirmGateEmailSignUp: {
    method: 'POST',
    path: '/api/gate-email-sign-up/confirm',
    body: z.object({ token: z.string().min(20).max(200) }).strict(),
    response: dataOf(z.object({ maskedEmail: z.string(), confirmType: z.string() })),
  },
  customerDataCaptures: {
    method: 'POST',
    path: '/api/customer-data-captures',
    body: z
      .object({ email: emailSchema.optional(), telephone: phoneSchema.optional() })
      .refine((b) => b.email !== undefined || b.telephone !== undefined, {
        message: 'email or telephone is required',
        path: ['email'],
      }),
    response: ok,
  },
  checkGoogle: {
    method: 'POST',
    path: '/api/check-google',
    body: z.object({ accountData: socialAccountDataSchema }),
    response: socialCheckResponseSchema,
  },
  linkGoogle: {
    method: 'PUT',
    path: '/api/link-google',
    body: z.object({ accountData: socialAccountDataSchema }),
    response: dataOf(z.object({ user: sessionUserSchema })),
  },
  unlinkGoogle: {
    method: 'PUT',
    path: '/api/unlink-google',
    response: dataOf(z.object({ user: sessionUserSchema })),
  },
  checkFacebook: {
    method: 'POST',
    path: '/api/check-facebook',
    body: z.object({ facebook: socialAccountDataSchema }),
    response: socialCheckResponseSchema,
  },
  linkFacebook: {
    method: 'POST',
    path: '/api/link-facebook',
    body: z.object({ facebook: socialAccountDataSchema }),
    response: dataOf(z.object({ user: sessionUserSchema })),
  },
  unlinkFacebook: {
    method: 'POST',
    path: '/api/unlink-facebook',
    response: dataOf(z.object({ user: sessionUserSchema })),
  },
  /** Apple has only its config call in the spec; check, link and unlink mirror Facebook's. */
  checkApple: {
    method: 'POST',
    path: '/api/check-apple',
    body: z.object({ apple: socialAccountDataSchema }),
    response: socialCheckResponseSchema,
  },
  linkApple: {
    method: 'POST',
    path: '/api/link-apple',
    body: z.object({ apple: socialAccountDataSchema }),
    response: dataOf(z.object({ user: sessionUserSchema })),
  },
  unlinkApple: {
    method: 'POST',
    path: '/api/unlink-apple',
    response: dataOf(z.object({ user: sessionUserSchema })),
  },
  appleSignInConfig: {
    method: 'GET',
    path: '/api/apple-sign-in/config',
    response: dataOf(
      z.object({
        enabled: z.boolean(),
        clientId: z.string().nullable(),
        redirectURI: z.string(),
        scope: z.string(),
        state: z.string(),
        nonce: z.string(),
        usePopup: z.boolean(),
      }),
    ),
  },
  firebaseToken: { method: 'GET', path: '/api/firebase-token', response: tokenResponse },
  acsToken: { method: 'GET', path: '/api/acs-token', response: tokenResponse },
  currentUserName: {
    method: 'PUT',
    path: '/api/current_user/name',
    body: z.object({ firstName: name, lastName: name }),
    response: dataOf(z.object({ user: sessionUserSchema })),
  },
  phoneVerification: {
    method: 'POST',
    path: '/api/phone-verification',
    body: z.object({
      phone: phoneSchema,
      email: emailSchema.optional(),
      verify: z.boolean().default(true),
    }),
    response: dataOf(z.object({ user: sessionUserSchema, codeSent: z.boolean() })),
  },
  verifyCode: {
    method: 'POST',
    path: '/api/verify-code',
    body: z.object({ code: otpCode, email: emailSchema.optional() }),
    response: dataOf(z.object({ user: sessionUserSchema })),
  },
} as const satisfies Record<string, RestRoute>;

export type AuthRouteName = keyof typeof authRoutes;

/** The account app's page a gate sign-up's confirmation e-mail links to (`?token=`). */
export const SIGN_UP_CONFIRM_PAGE_PATH = '/email-sign-up/confirm';
