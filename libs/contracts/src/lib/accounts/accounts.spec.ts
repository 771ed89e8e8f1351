import { addressRoutes } from './addresses';
import { authRoutes } from './auth';
import { billingRoutes } from './billing';
import { accountErrorSchema } from './errors';

describe('account contracts', () => {
  it('apply the domain rules to what a user chooses (accounts.md §5)', () => {
    const join = authRoutes.join.body;
    expect(join.safeParse({ loginData: { email: 'a@b.vn', password: 'Abcdefg1' } }).success).toBe(
      true,
    );
    expect(join.safeParse({ loginData: { email: 'a@b.vn', password: 'abcdefgh' } }).success).toBe(
      false,
    );
    expect(
      join.parse({
        loginData: { email: ' a@b.vn ', password: 'Abcdefg1', telephone: '090-123-4567' },
      }).loginData,
    ).toMatchObject({
      email: 'a@b.vn',
      telephone: '0901234567',
    });
    // Signing in only checks the size of the password typed.
    expect(
      authRoutes.login.body.safeParse({ loginData: { email: 'a@b.vn', password: 'x' } }).success,
    ).toBe(true);
  });

  it('need an e-mail or a phone for a one-time code, and a known type', () => {
    expect(authRoutes.issueOtp.body.safeParse({ type: 'userRegistration' }).success).toBe(false);
    expect(authRoutes.issueOtp.body.safeParse({ email: 'a@b.vn', type: 'other' }).success).toBe(
      false,
    );
    expect(
      authRoutes.issueOtp.body.safeParse({ phone: '0901234567', type: 'resetPassword' }).success,
    ).toBe(true);
  });

  it('default an address to type 0, scope personal, country VN', () => {
    const parsed = addressRoutes.createAddress.body.parse({
      address: { firstName: 'A', lastName: 'B', addressLine1: '1 X', city: 'Hà Nội' },
    });
    expect(parsed).toMatchObject({
      fromCheckout: false,
      setAsDefaultAddress: false,
      address: { type: 0, accountScope: 0, country: 'VN' },
    });
  });

  it('take a card number only in the request, never in an answer', () => {
    const answer = billingRoutes.listBilling.response.shape.data.shape.billingInfos.element;
    expect(Object.keys(answer.shape)).not.toContain('number');
    expect(Object.keys(answer.shape)).toContain('lastFour');
  });

  it('allow the spec catalogue numbers as error codes', () => {
    expect(accountErrorSchema.safeParse({ error: { code: 561, message: 'x' } }).success).toBe(true);
    expect(
      accountErrorSchema.safeParse({ error: { code: 'CSRF_TOKEN_INVALID', message: 'x' } }).success,
    ).toBe(true);
  });
});
