import { ServerErrorCode } from '@gio/domain-enums';

/**
 * Server error codes that the checkout knows how to show in place (accounts.md §8): a failed
 * payment-method creation (487), an unsupported B2B location on an address (585) and a phone
 * number already registered at the telephone step (596). A refresh that fails with one of
 * these is a business answer from the API, not a broken page.
 */
export const KNOWN_CHECKOUT_ERROR_CODES: readonly ServerErrorCode[] = [
  ServerErrorCode.PAYMENT_METHOD_CREATE_PAYMENT_METHOD_FAILED,
  ServerErrorCode.B2B_LOCATION_UNSUPPORTED,
  ServerErrorCode.PHONE_NUMBER_ALREADY_REGISTERED,
];

/** A validation or business error from the API: any error value carrying a known checkout `code`. */
export interface KnownCheckoutError {
  readonly code: ServerErrorCode;
  readonly message?: string;
}

/** accounts.md §8: the "specific known kind" of checkout error — an object with a known numeric `code`. */
export function isKnownCheckoutError(error: unknown): error is KnownCheckoutError {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const { code } = error;
  return typeof code === 'number' && (KNOWN_CHECKOUT_ERROR_CODES as readonly number[]).includes(code);
}

/**
 * storefront.md §4 / accounts.md §8 "A failed checkout refresh reloads the page unless the
 * error is of a specific known kind": reload for everything except a KnownCheckoutError.
 */
export function shouldReloadOnRefreshFailure(error: unknown): boolean {
  return !isKnownCheckoutError(error);
}
