import { MessageKey, ServerErrorCode, Timing } from '@gio/domain-enums';

/** The sign-up footer hides this long after the confirmation (storefront.md §4, §9). */
export const SIGNUP_HIDE_AFTER_CONFIRM_MS: number = Timing.SIGNUP_HIDE_AFTER_CONFIRM;

export interface SignupFormInput {
  readonly email?: string | null;
  readonly phone?: string | null;
  readonly submitting: boolean;
}

function isFilled(value: string | null | undefined): boolean {
  return typeof value === 'string' && value.trim().length > 0;
}

/**
 * Footer sign-up submit (storefront.md §4, §5): disabled until an email or a phone is filled
 * (whitespace does not count), and while a submit is in flight, so only one runs at a time.
 * Field format checks (form.validation_email_default, form.validation_phone_default) belong to
 * the validation rules and run on submit.
 */
export function canSubmitSignup(input: SignupFormInput): boolean {
  return !input.submitting && (isFilled(input.email) || isFilled(input.phone));
}

/**
 * Sign-up error message key (storefront.md §8): code 578 means the entry was already used; any
 * other failure gets the generic key.
 */
export function signupErrorKey(errorCode?: number | string | null): string {
  return Number(errorCode) === ServerErrorCode.ENTRY_ALREADY_USED
    ? MessageKey.SIGNUP_ENTRY_USED
    : MessageKey.FORM_API_ERROR_DEFAULT;
}

/** The payload of the sign-up call (storefront.md §7): email and/or telephone, trimmed, empty ones left out. */
export function signupPayload(input: {
  readonly email?: string | null;
  readonly phone?: string | null;
}): { email?: string; telephone?: string } {
  return {
    ...(isFilled(input.email) ? { email: (input.email as string).trim() } : {}),
    ...(isFilled(input.phone) ? { telephone: (input.phone as string).trim() } : {}),
  };
}
