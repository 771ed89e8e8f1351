import { ApiError, NetworkOfflineError } from '@gio/data-access';

/**
 * The message key of a failed sign-in or join (accounts.md §8): the spec's numbered codes have
 * their own words, the offline failure the network message; anything else the server's text.
 */
export function signInErrorText(error: unknown, t: (key: string) => string): string {
  if (error instanceof NetworkOfflineError) return t('network.offline');
  if (error instanceof ApiError) {
    switch (error.code) {
      case 5:
      case 55:
        return t('checkout_login.login_error');
      case 561:
        return t('checkout_login.email_exists');
      case 562:
      case 596:
        return t('checkout_login.telephone_exists');
      case 566:
        return t('checkout_login.otp_error');
      default:
        return error.message || t('checkout_login.generic_error');
    }
  }
  return t('checkout_login.generic_error');
}
