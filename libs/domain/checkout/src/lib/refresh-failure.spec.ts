import { ServerErrorCode } from '@gio/domain-enums';
import fc from 'fast-check';
import { KNOWN_CHECKOUT_ERROR_CODES, isKnownCheckoutError, shouldReloadOnRefreshFailure } from './refresh-failure';

describe('shouldReloadOnRefreshFailure (storefront.md §4, accounts.md §8)', () => {
  it.each(KNOWN_CHECKOUT_ERROR_CODES)('does not reload for a known checkout error with code %i', (code) => {
    expect(shouldReloadOnRefreshFailure({ code, message: 'từ máy chủ' })).toBe(false);
    expect(isKnownCheckoutError({ code })).toBe(true);
  });

  it('knows the payment-method, B2B-location and phone-number codes', () => {
    expect([...KNOWN_CHECKOUT_ERROR_CODES].sort()).toEqual(
      [
        ServerErrorCode.PAYMENT_METHOD_CREATE_PAYMENT_METHOD_FAILED,
        ServerErrorCode.B2B_LOCATION_UNSUPPORTED,
        ServerErrorCode.PHONE_NUMBER_ALREADY_REGISTERED,
      ].sort(),
    );
  });

  it('reloads for an error with an unknown or non-numeric code', () => {
    expect(shouldReloadOnRefreshFailure({ code: ServerErrorCode.LOGIN_ERROR })).toBe(true);
    expect(shouldReloadOnRefreshFailure({ code: '585' })).toBe(true);
  });

  it('reloads for anything that is not a coded error', () => {
    expect(shouldReloadOnRefreshFailure(new Error('Sorry, an unexpected error has occurred.'))).toBe(true);
    expect(shouldReloadOnRefreshFailure(null)).toBe(true);
    expect(shouldReloadOnRefreshFailure(undefined)).toBe(true);
    expect(shouldReloadOnRefreshFailure('585')).toBe(true);
  });

  it('keeps a known code carried by an Error instance', () => {
    expect(shouldReloadOnRefreshFailure(Object.assign(new Error('B2B'), { code: 585 }))).toBe(false);
  });

  it('property: reloads exactly when the code is not a known checkout code', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1, max: 1000 }), (code) => {
        expect(shouldReloadOnRefreshFailure({ code })).toBe(!(KNOWN_CHECKOUT_ERROR_CODES as readonly number[]).includes(code));
      }),
    );
  });
});
