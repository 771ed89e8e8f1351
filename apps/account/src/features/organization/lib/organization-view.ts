import type { OrganizationUser, OrganizationView } from '@gio/contracts';
import { OrganizationAction } from '@gio/domain-access';
import { AccountLevel } from '@gio/domain-enums';
import type { OrganizationPageData } from '../api/get-organization';

type Viewer = OrganizationPageData['viewer'];

/** The organisation's sub-pages (issue #18), for owners and admins. */
export const ORGANIZATION_SUB_PAGES = [
  { to: '/account/organization/approvals', label: 'account.organization.manage.approvals' },
  { to: '/account/organization/audit-log', label: 'account.organization.manage.audit_log' },
  { to: '/account/organization/statement', label: 'account.organization.manage.statement' },
  { to: '/account/organization/limits', label: 'account.organization.manage.limits' },
] as const;

/** Owners and admins run the account (accounts.md §6 business roles), so they see its sub-pages. */
export function showsManagementLinks(level: number): boolean {
  return level === AccountLevel.BUSINESS_MANAGER || level === AccountLevel.BUSINESS_ADMIN;
}

const allows = (viewer: Viewer, action: OrganizationAction): boolean =>
  viewer.canManageBusinessUsers && viewer.allowedActions.includes(action);

/** What the viewer may do with users, as the server decided (role matrix and canManageBusinessUsers). */
export function userPermissions(viewer: Viewer) {
  return {
    invite: allows(viewer, OrganizationAction.INVITE_USER),
    changeRole: allows(viewer, OrganizationAction.CHANGE_ROLE),
    remove: allows(viewer, OrganizationAction.REMOVE_USER),
  };
}

/** Whether the viewer updates the organisation's own name and logo (owner only, the matrix). */
export function updatesProfile(viewer: Viewer): boolean {
  return viewer.allowedActions.includes(OrganizationAction.UPDATE_ORGANIZATION);
}

/**
 * A user's row for a manager: its role and removal can change, or they are fixed and why. The
 * owner is never demoted nor removed, and nobody changes themselves (the gateway refuses both
 * with ROLE_CHANGE_REFUSED), so the business always keeps its owner.
 */
export type UserRowAccess = { kind: 'change' } | { kind: 'fixed'; reason: 'owner_fixed' | 'self_fixed' };

export function userRowAccess(user: OrganizationUser): UserRowAccess {
  if (user.accountLevel === AccountLevel.BUSINESS_MANAGER) return { kind: 'fixed', reason: 'owner_fixed' };
  if (user.isCurrentUser) return { kind: 'fixed', reason: 'self_fixed' };
  return { kind: 'change' };
}

/** Invoice credit (accounts.md §3 invoice creditLimit, currentOutstanding): what is left, never below 0. */
export function invoiceCredit(organization: OrganizationView) {
  if (!organization.invoice.enabled) return null;
  const { creditLimit, currentOutstanding } = organization.invoice;
  return { creditLimit, currentOutstanding, available: Math.max(0, creditLimit - currentOutstanding) };
}

export const displayName = (user: Pick<OrganizationUser, 'firstName' | 'lastName' | 'email'>): string =>
  `${user.lastName} ${user.firstName}`.trim() || user.email;
