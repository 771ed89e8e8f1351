import type { OutboxMessageInput } from '../outbox/outbox';
import type { OtpPurpose } from './otp-service';

/**
 * The texts of account e-mails and SMS, in Vietnamese like the shop. A code or link appears in
 * the body only; subjects carry nothing secret, as mail servers log them.
 */

const OTP_SUBJECT: Record<OtpPurpose, string> = {
  userRegistration: 'Mã xác thực đăng ký tài khoản Giỏ',
  resetPassword: 'Mã xác thực đặt lại mật khẩu Giỏ',
  phoneVerification: 'Mã xác thực số điện thoại Giỏ',
};

export function otpMessage(
  channel: 'email' | 'sms',
  recipient: string,
  purpose: OtpPurpose,
  code: string,
): OutboxMessageInput {
  const body =
    channel === 'sms'
      ? `Giỏ: mã xác thực của bạn là ${code}. Mã có hiệu lực 10 phút. Không chia sẻ mã này với ai.`
      : [
          'Xin chào,',
          '',
          `Mã xác thực của bạn là: ${code}`,
          '',
          'Mã có hiệu lực trong 10 phút và chỉ dùng được một lần.',
          'Nếu bạn không yêu cầu mã này, hãy bỏ qua e-mail này.',
          '',
          'Giỏ',
        ].join('\n');
  return { channel, recipient, kind: `otp:${purpose}`, subject: OTP_SUBJECT[purpose], body };
}

export function resetLinkMessage(email: string, link: string): OutboxMessageInput {
  return {
    channel: 'email',
    recipient: email,
    kind: 'reset-password-link',
    subject: 'Đặt lại mật khẩu Giỏ',
    body: [
      'Xin chào,',
      '',
      'Bạn (hoặc ai đó) vừa yêu cầu đặt lại mật khẩu tài khoản Giỏ.',
      `Mở liên kết sau trong 1 giờ để chọn mật khẩu mới: ${link}`,
      '',
      'Nếu bạn không yêu cầu, hãy bỏ qua e-mail này; mật khẩu của bạn không thay đổi.',
      '',
      'Giỏ',
    ].join('\n'),
  };
}

/** The link that confirms a gate e-mail sign-up (transactional: it is the address's own consent). */
export function signUpConfirmationMessage(email: string, link: string): OutboxMessageInput {
  return {
    channel: 'email',
    recipient: email,
    kind: 'email-sign-up-confirmation',
    subject: 'Xác nhận địa chỉ e-mail của bạn với Giỏ',
    body: [
      'Xin chào,',
      '',
      'Địa chỉ e-mail này vừa được đăng ký nhận tin từ Giỏ.',
      `Mở liên kết sau để xác nhận: ${link}`,
      '',
      'Nếu không phải bạn đăng ký, hãy bỏ qua e-mail này; chúng tôi sẽ không gửi gì thêm.',
      '',
      'Giỏ',
    ].join('\n'),
  };
}

export function passwordChangedMessage(email: string): OutboxMessageInput {
  return {
    channel: 'email',
    recipient: email,
    kind: 'password-changed',
    subject: 'Mật khẩu Giỏ của bạn đã thay đổi',
    body: [
      'Xin chào,',
      '',
      'Mật khẩu tài khoản Giỏ của bạn vừa được thay đổi và các phiên đăng nhập khác đã kết thúc.',
      'Nếu không phải bạn, hãy đặt lại mật khẩu ngay hoặc gọi 1900 6868.',
      '',
      'Giỏ',
    ].join('\n'),
  };
}
