import { AccountLevel } from '@gio/domain-enums';
import fc from 'fast-check';
import { canEditLeadCompanyName, canManageBusinessUsers, showsBusinessLoginDataModal } from './business-users';
import { ACCOUNT_LEVELS } from './roles';

describe('canManageBusinessUsers (accounts.md §6)', () => {
  it.each([AccountLevel.BUSINESS_MANAGER, AccountLevel.BUSINESS_ADMIN])('lets level %i of an enabled business manage users', (accountLevel) => {
    expect(canManageBusinessUsers({ accountLevel, businessEnabled: true, manageUsersFlag: true })).toBe(true);
  });

  it.each([AccountLevel.DEFAULT, AccountLevel.BUSINESS_USER, AccountLevel.BUSINESS_GENERATED_CART_USER])(
    'refuses level %i',
    (accountLevel) => {
      expect(canManageBusinessUsers({ accountLevel, businessEnabled: true, manageUsersFlag: true })).toBe(false);
    },
  );

  it('refuses a disabled business account', () => {
    expect(canManageBusinessUsers({ accountLevel: AccountLevel.BUSINESS_MANAGER, businessEnabled: false, manageUsersFlag: true })).toBe(false);
  });

  it('refuses when the manage-users flag is off', () => {
    expect(canManageBusinessUsers({ accountLevel: AccountLevel.BUSINESS_ADMIN, businessEnabled: true, manageUsersFlag: false })).toBe(false);
  });

  it('property: true exactly for owner or admin with both switches on', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ACCOUNT_LEVELS), fc.boolean(), fc.boolean(), (accountLevel, businessEnabled, manageUsersFlag) => {
        const managerLevel = accountLevel === 1 || accountLevel === 4;
        expect(canManageBusinessUsers({ accountLevel, businessEnabled, manageUsersFlag })).toBe(
          managerLevel && businessEnabled && manageUsersFlag,
        );
      }),
    );
  });
});

describe('showsBusinessLoginDataModal (accounts.md §6: not for the cart editor, level 3)', () => {
  it.each([
    [AccountLevel.DEFAULT, true],
    [AccountLevel.BUSINESS_MANAGER, true],
    [AccountLevel.BUSINESS_USER, true],
    [AccountLevel.BUSINESS_GENERATED_CART_USER, false],
    [AccountLevel.BUSINESS_ADMIN, true],
  ])('level %i → %s', (level, shown) => {
    expect(showsBusinessLoginDataModal(level)).toBe(shown);
  });
});

describe('canEditLeadCompanyName (accounts.md §5: not editable by admin or member)', () => {
  it.each([
    [AccountLevel.DEFAULT, true],
    [AccountLevel.BUSINESS_MANAGER, true],
    [AccountLevel.BUSINESS_USER, false],
    [AccountLevel.BUSINESS_GENERATED_CART_USER, true],
    [AccountLevel.BUSINESS_ADMIN, false],
  ])('level %i → %s', (level, editable) => {
    expect(canEditLeadCompanyName(level)).toBe(editable);
  });
});
