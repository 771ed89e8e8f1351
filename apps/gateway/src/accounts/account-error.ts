import { AppError } from '../http/app-error';
import { ServerErrorCode } from '@gio/domain-enums';

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
