import { AppError } from '../http/app-error';
import { CheckoutErrorCode } from '@gio/contracts';

/** Failures of the checkout calls, with the contracts' checkout codes. */
export const checkoutError = (
  status: number,
  code: CheckoutErrorCode,
  message: string,
  field?: string,
): AppError => new AppError(status, code, message, field);

export const cartEmpty = (): AppError =>
  checkoutError(400, CheckoutErrorCode.CART_EMPTY, 'Giỏ hàng đang trống.');

export const unknownChoice = (field: string, what: string): AppError =>
  checkoutError(
    400,
    CheckoutErrorCode.UNKNOWN_CHOICE,
    `${what} không thuộc về tài khoản này.`,
    field,
  );
