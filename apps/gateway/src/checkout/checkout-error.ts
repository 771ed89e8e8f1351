import { CheckoutErrorCode } from '@gio/contracts';
import { AccountError } from '../accounts/account-error';

/**
 * Failures of the checkout calls. They travel as AccountErrors so that the account scope's
 * error handler answers them with the shared `{ error: { code, message, field? } }` body.
 */
export const checkoutError = (
  status: number,
  code: CheckoutErrorCode,
  message: string,
  field?: string,
): AccountError => new AccountError(status, code, message, field);

export const cartEmpty = (): AccountError =>
  checkoutError(400, CheckoutErrorCode.CART_EMPTY, 'Giỏ hàng đang trống.');

export const unknownChoice = (field: string, what: string): AccountError =>
  checkoutError(
    400,
    CheckoutErrorCode.UNKNOWN_CHOICE,
    `${what} không thuộc về tài khoản này.`,
    field,
  );
