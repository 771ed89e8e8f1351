import { AccountLevel } from '@gio/domain-enums';

/** What the B2B organisation pages, the group cart and checkout ask permission for. */
export const OrganizationAction = {
  VIEW_ORGANIZATION: 'organization.view',
  INVITE_USER: 'organization.invite-user',
  CHANGE_ROLE: 'organization.change-role',
  REMOVE_USER: 'organization.remove-user',
  UPDATE_ORGANIZATION: 'organization.update',
  EDIT_CART: 'cart.edit',
  PLACE_ORDER: 'order.place',
  PAY_BY_INVOICE: 'payment.invoice',
  SET_SPENDING_LIMITS: 'organization.set-limits',
  DECIDE_APPROVAL: 'order.approve',
  SUBMIT_FOR_APPROVAL: 'order.submit-for-approval',
  READ_AUDIT_LOG: 'organization.audit-log',
  READ_STATEMENT: 'organization.statement',
} as const;
export type OrganizationAction = (typeof OrganizationAction)[keyof typeof OrganizationAction];

/** Every action, in the order of the README matrix. */
export const ORGANIZATION_ACTIONS: readonly OrganizationAction[] = Object.values(OrganizationAction);

const { DEFAULT, BUSINESS_MANAGER: OWNER, BUSINESS_USER: MEMBER, BUSINESS_GENERATED_CART_USER: CART_EDITOR, BUSINESS_ADMIN: ADMIN } =
  AccountLevel;

/**
 * The permission matrix, designed from accounts.md §3 and §6:
 * - every business level belongs to the organisation and may view it;
 * - owner and admin manage users (invite, change role, remove), as canManageBusinessUsers says;
 * - only the owner updates the organisation itself (admins manage users, not the account);
 * - everyone edits a cart: a personal account its own, business levels the group cart — the
 *   cart editor exists for exactly that;
 * - the cart editor cannot place orders; a personal (default) account orders for itself;
 * - invoice is the business account's payment, so business levels that place orders may use it;
 * - spending limits, approving held orders, the audit log and the statement of account are the
 *   managers' (owner and admin), like user management;
 * - the cart editor, who may not place the order, submits the group cart for approval instead.
 */
export const PERMISSION_MATRIX: Readonly<Record<OrganizationAction, readonly AccountLevel[]>> = {
  'organization.view': [OWNER, MEMBER, CART_EDITOR, ADMIN],
  'organization.invite-user': [OWNER, ADMIN],
  'organization.change-role': [OWNER, ADMIN],
  'organization.remove-user': [OWNER, ADMIN],
  'organization.update': [OWNER],
  'cart.edit': [DEFAULT, OWNER, MEMBER, CART_EDITOR, ADMIN],
  'order.place': [DEFAULT, OWNER, MEMBER, ADMIN],
  'payment.invoice': [OWNER, MEMBER, ADMIN],
  'organization.set-limits': [OWNER, ADMIN],
  'order.approve': [OWNER, ADMIN],
  'order.submit-for-approval': [CART_EDITOR],
  'organization.audit-log': [OWNER, ADMIN],
  'organization.statement': [OWNER, ADMIN],
};

/**
 * accounts.md §3, §6: whether an account level may take an action, by PERMISSION_MATRIX. Feature
 * switches (business enabled, manage-users flag, invoice enabled) are checked by the callers'
 * own rules, e.g. canManageBusinessUsers.
 */
export function can(action: OrganizationAction, level: AccountLevel): boolean {
  return PERMISSION_MATRIX[action].includes(level);
}

/** accounts.md §3, §6: every action an account level may take, in matrix order. */
export function allowedActions(level: AccountLevel): OrganizationAction[] {
  return ORGANIZATION_ACTIONS.filter((action) => can(action, level));
}
