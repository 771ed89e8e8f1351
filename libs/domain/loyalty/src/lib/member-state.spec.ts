import { memberState } from './member-state';

describe('memberState (storefront.md §3, §7)', () => {
  it('is member when membershipInfo carries a member id', () => {
    expect(memberState({ memberId: '6900123456789' })).toBe('member');
    expect(memberState({ memberId: 'W-1', permission: 'NO_PERMISSIONS' })).toBe('member');
  });

  it('is non-member without membershipInfo', () => {
    expect(memberState(null)).toBe('non-member');
    expect(memberState(undefined)).toBe('non-member');
  });

  it('is non-member when membershipInfo has no member id', () => {
    expect(memberState({})).toBe('non-member');
    expect(memberState({ memberId: null, permission: 'ALL_PERMISSIONS' })).toBe('non-member');
    expect(memberState({ memberId: '   ' })).toBe('non-member');
  });
});
