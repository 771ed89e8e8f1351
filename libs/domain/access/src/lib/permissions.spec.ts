import { AccountLevel } from '@gio/domain-enums';
import { canManageBusinessUsers } from './business-users';
import { ORGANIZATION_ACTIONS, OrganizationAction, allowedActions, can } from './permissions';
import { ACCOUNT_LEVELS } from './roles';

/**
 * The matrix of the README, written out independently of PERMISSION_MATRIX:
 * columns are levels 0 Default, 1 Owner, 2 Member, 3 Cart Editor, 4 Admin.
 */
const EXPECTED: Record<OrganizationAction, [boolean, boolean, boolean, boolean, boolean]> = {
  'organization.view': [false, true, true, true, true],
  'organization.invite-user': [false, true, false, false, true],
  'organization.change-role': [false, true, false, false, true],
  'organization.remove-user': [false, true, false, false, true],
  'organization.update': [false, true, false, false, false],
  'cart.edit': [true, true, true, true, true],
  'order.place': [true, true, true, false, true],
  'payment.invoice': [false, true, true, false, true],
  'organization.set-limits': [false, true, false, false, true],
  'order.approve': [false, true, false, false, true],
  'order.submit-for-approval': [false, false, false, true, false],
  'organization.audit-log': [false, true, false, false, true],
  'organization.statement': [false, true, false, false, true],
};

const cases = ORGANIZATION_ACTIONS.flatMap((action) => ACCOUNT_LEVELS.map((level) => [action, level, EXPECTED[action][level]] as const));

describe('can(action, level): the organisation permission matrix (accounts.md §3, §6)', () => {
  it('covers the actions the B2B pages need', () => {
    expect(ORGANIZATION_ACTIONS).toEqual(Object.keys(EXPECTED));
  });

  it.each(cases)('%s for level %i → %s', (action, level, allowed) => {
    expect(can(action, level)).toBe(allowed);
  });

  it('lets the cart editor edit the group cart but not place the order', () => {
    expect(can('cart.edit', AccountLevel.BUSINESS_GENERATED_CART_USER)).toBe(true);
    expect(can('order.place', AccountLevel.BUSINESS_GENERATED_CART_USER)).toBe(false);
  });

  it('lets a member place orders', () => {
    expect(can('order.place', AccountLevel.BUSINESS_USER)).toBe(true);
  });

  it('agrees with canManageBusinessUsers on who manages users', () => {
    for (const level of ACCOUNT_LEVELS) {
      const manages = canManageBusinessUsers({ accountLevel: level, businessEnabled: true, manageUsersFlag: true });
      expect(can('organization.invite-user', level)).toBe(manages);
      expect(can('organization.change-role', level)).toBe(manages);
      expect(can('organization.remove-user', level)).toBe(manages);
    }
  });

  it('lists the actions a level may take', () => {
    expect(allowedActions(AccountLevel.BUSINESS_GENERATED_CART_USER)).toEqual(['organization.view', 'cart.edit', 'order.submit-for-approval']);
    expect(allowedActions(AccountLevel.DEFAULT)).toEqual(['cart.edit', 'order.place']);
  });
});
