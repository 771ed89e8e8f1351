import { LoyaltyPermission } from '@gio/domain-enums';
import fc from 'fast-check';
import { LoyaltyStatus, canRedeemVouchers, loyaltyStatus } from './loyalty-status';

describe('loyaltyStatus (storefront.md §4, accounts.md §4)', () => {
  it('NO_PERMISSIONS means expired', () => {
    expect(loyaltyStatus(LoyaltyPermission.NO_PERMISSIONS)).toBe('expired');
  });

  it('ALL_PERMISSIONS_EXCEPT_REDEEM means processing', () => {
    expect(loyaltyStatus(LoyaltyPermission.ALL_PERMISSIONS_EXCEPT_REDEEM)).toBe('processing');
  });

  it('ALL_PERMISSIONS means active', () => {
    expect(loyaltyStatus(LoyaltyPermission.ALL_PERMISSIONS)).toBe('active');
  });

  it('no value means not connected', () => {
    expect(loyaltyStatus()).toBe('not-connected');
    expect(loyaltyStatus(undefined)).toBe('not-connected');
    expect(loyaltyStatus(null)).toBe('not-connected');
    expect(loyaltyStatus('')).toBe('not-connected');
  });

  it('treats a value the spec does not list as not connected', () => {
    expect(loyaltyStatus('all_permissions')).toBe('not-connected');
    expect(loyaltyStatus('SOME_PERMISSIONS')).toBe('not-connected');
  });

  it('property: only the three spec values give anything but not connected', () => {
    const known = Object.values(LoyaltyPermission) as string[];
    fc.assert(
      fc.property(fc.string(), (value) => {
        if (!known.includes(value)) expect(loyaltyStatus(value)).toBe(LoyaltyStatus.NOT_CONNECTED);
      }),
    );
  });
});

describe('canRedeemVouchers (accounts.md §4: processing is everything except redeem)', () => {
  it('lets only an active membership redeem', () => {
    expect(canRedeemVouchers('active')).toBe(true);
    expect(canRedeemVouchers('processing')).toBe(false);
    expect(canRedeemVouchers('expired')).toBe(false);
    expect(canRedeemVouchers('not-connected')).toBe(false);
  });
});
