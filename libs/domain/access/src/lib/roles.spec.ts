import { AccountLevel, AccountScope } from '@gio/domain-enums';
import {
  ACCOUNT_LEVELS,
  accountLevelLabel,
  accountScopeForLevel,
  customerRole,
  isAccountLevel,
  isAccountScope,
  isBusinessLevel,
} from './roles';

describe('customerRole (storefront.md §6: 1 owner, 2 member, 3 promo-code user, 4 admin)', () => {
  it.each([
    [1, 'owner'],
    [2, 'member'],
    [3, 'promo-code-user'],
    [4, 'admin'],
  ])('customerType %i is %s', (customerType, role) => {
    expect(customerRole(customerType)).toBe(role);
  });

  it.each([0, 5, -1, 1.5, null, undefined])('customerType %p has no role', (customerType) => {
    expect(customerRole(customerType)).toBeNull();
  });
});

describe('account levels and scopes (accounts.md §3)', () => {
  it('lists the five levels 0–4 with their labels', () => {
    expect(ACCOUNT_LEVELS).toEqual([0, 1, 2, 3, 4]);
    expect(ACCOUNT_LEVELS.map(accountLevelLabel)).toEqual(['Default', 'Owner', 'Member', 'Cart Editor', 'Admin']);
  });

  it('recognises level numbers only', () => {
    expect(ACCOUNT_LEVELS.every(isAccountLevel)).toBe(true);
    expect(isAccountLevel(5)).toBe(false);
    expect(isAccountLevel('1')).toBe(false);
  });

  it('puts the default level in the personal scope and every other level in the business scope', () => {
    expect(isBusinessLevel(AccountLevel.DEFAULT)).toBe(false);
    expect(accountScopeForLevel(AccountLevel.DEFAULT)).toBe(AccountScope.PERSONAL);
    for (const level of ACCOUNT_LEVELS.filter((l) => l !== AccountLevel.DEFAULT)) {
      expect(isBusinessLevel(level)).toBe(true);
      expect(accountScopeForLevel(level)).toBe(AccountScope.BUSINESS);
    }
  });

  it('knows scope 0 personal and 1 business', () => {
    expect(AccountScope).toEqual({ PERSONAL: 0, BUSINESS: 1 });
    expect(isAccountScope(0)).toBe(true);
    expect(isAccountScope(1)).toBe(true);
    expect(isAccountScope(2)).toBe(false);
  });
});
