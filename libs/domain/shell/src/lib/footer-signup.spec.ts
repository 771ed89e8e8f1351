import {
  canSubmitSignup,
  SIGNUP_HIDE_AFTER_CONFIRM_MS,
  signupErrorKey,
  signupPayload,
} from './footer-signup';

describe('footer sign-up (storefront.md §4, §5, §8)', () => {
  it('is disabled until an email or a phone is filled', () => {
    expect(canSubmitSignup({ email: '', phone: '', submitting: false })).toBe(false);
    expect(canSubmitSignup({ email: '   ', phone: null, submitting: false })).toBe(false);
    expect(canSubmitSignup({ submitting: false })).toBe(false);
    expect(canSubmitSignup({ email: 'an@gio.vn', phone: '', submitting: false })).toBe(true);
    expect(canSubmitSignup({ email: '', phone: '0901234567', submitting: false })).toBe(true);
  });

  it('allows one submit at a time', () => {
    expect(canSubmitSignup({ email: 'an@gio.vn', phone: '0901234567', submitting: true })).toBe(
      false,
    );
  });

  it('maps 578 to the entry-used key and anything else to the default key', () => {
    expect(signupErrorKey(578)).toBe('customer_data_capture_form.api_error_message_entry_used');
    expect(signupErrorKey('578')).toBe('customer_data_capture_form.api_error_message_entry_used');
    expect(signupErrorKey(577)).toBe('form.api_error_message_default');
    expect(signupErrorKey(579)).toBe('form.api_error_message_default');
    expect(signupErrorKey()).toBe('form.api_error_message_default');
    expect(signupErrorKey(null)).toBe('form.api_error_message_default');
  });

  it('hides the form 5 s after the confirmation', () => {
    expect(SIGNUP_HIDE_AFTER_CONFIRM_MS).toBe(5000);
  });

  it('sends email and/or telephone, trimmed', () => {
    expect(signupPayload({ email: ' an@gio.vn ', phone: '' })).toEqual({ email: 'an@gio.vn' });
    expect(signupPayload({ phone: '0901234567' })).toEqual({ telephone: '0901234567' });
    expect(signupPayload({ email: 'an@gio.vn', phone: '0901234567' })).toEqual({
      email: 'an@gio.vn',
      telephone: '0901234567',
    });
  });
});
