import { AppError } from '../http/app-error';
import { AccountErrorCode, ApiErrorCode } from '@gio/contracts';
import { ServerErrorCode } from '@gio/domain-enums';

/** 401: the call needs a signed-in user (the apps reload or go to /unauthorized-logout). */
export const unauthorized = (): AppError =>
  new AppError(401, AccountErrorCode.UNAUTHORIZED, 'Vui lòng đăng nhập để tiếp tục.');

/** 404 for an id the user does not own as for one that does not exist: nothing leaks. */
export const notYours = (what: string): AppError =>
  new AppError(404, ApiErrorCode.NOT_FOUND, `${what} not found`);

/** 429 from a rate limit, with the wait before the next try. */
export const tooManyRequests = (retryAfterSeconds: number): AppError =>
  new AppError(
    429,
    AccountErrorCode.TOO_MANY_REQUESTS,
    'Bạn đã thử quá nhiều lần. Vui lòng thử lại sau.',
    undefined,
    { 'retry-after': String(retryAfterSeconds) },
  );

/**
 * A wrong e-mail or password (accounts.md §8 LOGIN_ERROR 55). Always 400, never 401, because
 * the apps reload on a 401; the same answer whether or not the account exists. The gateway uses
 * 55 for every wrong sign-in; 5 (LOGIN_ERROR_VN) is not answered, the apps translate 55.
 */
export const loginError = (field?: string): AppError =>
  new AppError(400, ServerErrorCode.LOGIN_ERROR, 'Email hoặc mật khẩu không đúng.', field);

/** A wrong, used, expired or exhausted one-time code or reset token (accounts.md §8 OTP_ERROR 566). */
export const otpError = (field = 'otp'): AppError =>
  new AppError(
    400,
    ServerErrorCode.OTP_ERROR,
    'Mã xác thực không đúng hoặc đã hết hạn.',
    field,
  );

/** A field the domain rules refuse (accounts.md §5), with the rule's translation key as message. */
export const fieldError = (field: string, message: string): AppError =>
  new AppError(400, ApiErrorCode.VALIDATION_ERROR, message, field);
