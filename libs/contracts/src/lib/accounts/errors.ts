import { z } from 'zod';

/**
 * Error codes of the account, session and security calls that the spec's catalogue does not
 * number (accounts.md §8 numbers only 5, 55, 487, 561, 562, 566, 578, 585, 596).
 *
 * Convention, shared with the catalogue's `ApiErrorCode`: the error body is always
 * `{ "error": { "code", "message", "field"? } }`. Where the spec's catalogue has a number, `code`
 * is that number as a JSON number (`561`, `585`), so the apps compare it with
 * `ServerErrorCode` unchanged; every other code is an UPPER_SNAKE string.
 */
export const AccountErrorCode = {
  /** 401: the call needs a signed-in user and the session has none. */
  UNAUTHORIZED: 'UNAUTHORIZED',
  /** 403: missing or wrong X-CSRF-Token, or an Origin that is not the shop's. */
  CSRF_TOKEN_INVALID: 'CSRF_TOKEN_INVALID',
  /** 403: the bot-protection layer wants a CAPTCHA solved (storefront.md §7 "Bot protection"). */
  CAPTCHA_REQUIRED: 'CAPTCHA_REQUIRED',
  /** 429: too many sign-in, join, one-time-code or reset attempts from this address or account. */
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  /** 400: the provider is switched off at site or partner level (accounts.md §4). */
  SOCIAL_SIGN_IN_DISABLED: 'SOCIAL_SIGN_IN_DISABLED',
  /** 400: the provider's token failed verification (signature, issuer, audience or expiry). */
  SOCIAL_TOKEN_INVALID: 'SOCIAL_TOKEN_INVALID',
  /** 409: that provider account is linked to another Giỏ account. */
  SOCIAL_ACCOUNT_TAKEN: 'SOCIAL_ACCOUNT_TAKEN',
  /** 400: unlinking would leave the account without any way to sign in. */
  LAST_SIGN_IN_METHOD: 'LAST_SIGN_IN_METHOD',
  /** 400: set-password on an account that has a password (use change-password). */
  PASSWORD_ALREADY_SET: 'PASSWORD_ALREADY_SET',
  /** 400: the billing type cannot be saved on the account. */
  BILLING_TYPE_UNSUPPORTED: 'BILLING_TYPE_UNSUPPORTED',
  /** 400: an unsubscribe link that is not one of ours (altered, or signed with another secret). */
  UNSUBSCRIBE_LINK_INVALID: 'UNSUBSCRIBE_LINK_INVALID',
  /** 400: a sign-up confirmation link that is unknown or was used already. */
  SIGN_UP_LINK_INVALID: 'SIGN_UP_LINK_INVALID',
} as const;
export type AccountErrorCode = (typeof AccountErrorCode)[keyof typeof AccountErrorCode];

/** Either a spec catalogue number or a string code. */
export const errorCodeSchema = z.union([z.string(), z.number().int()]);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

/** The error body of the account calls: the shared shape, with numeric codes allowed. */
export const accountErrorSchema = z.object({
  error: z.object({
    code: errorCodeSchema,
    message: z.string(),
    field: z.string().optional(),
  }),
});
export type AccountErrorBody = z.infer<typeof accountErrorSchema>;
