import { loginUrl } from './navigation';

describe('loginUrl', () => {
  it('signs in and comes back to the member vouchers', () => {
    expect(loginUrl('/waon-member-vouchers')).toBe('/login?redirect=%2Fwaon-member-vouchers');
  });
});
