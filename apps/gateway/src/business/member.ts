import { AppError, notFound, unauthorized } from '../http/app-error';
import { BusinessErrorCode } from '@gio/contracts';
import {
  OrganizationAction,
  can,
  canManageBusinessUsers,
  isAccountLevel,
} from '@gio/domain-access';
import { AccountLevel, CustomerType } from '@gio/domain-enums';
import type { Queryable } from '../db/database';
import { memberRow } from './business-store';

/** The signed-in user with what decides their business rights, read in one statement. */
export interface Member {
  readonly userId: string;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly level: AccountLevel;
  readonly clientViewType: number;
  readonly organization: MemberOrganization | null;
}

export interface MemberOrganization {
  readonly id: string;
  readonly name: string;
  readonly logoImage: string | null;
  readonly isEnabled: boolean;
  readonly manageUsersEnabled: boolean;
  readonly invoiceEnabled: boolean;
  readonly invoiceCreditLimit: number;
  readonly invoiceCurrentOutstanding: number;
}

/** A member of an organisation: the organisation is known. */
export interface OrganizationMember extends Member {
  readonly organization: MemberOrganization;
}

/** The user's account level and organisation; a session whose user is gone is a 401. */
export async function loadMember(db: Queryable, userId: string): Promise<Member> {
  const row = await memberRow(db, userId);
  if (!row) throw unauthorized();
  return {
    userId: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    level: isAccountLevel(row.account_level) ? row.account_level : AccountLevel.DEFAULT,
    clientViewType: row.client_view_type,
    organization:
      row.organization_id === null
        ? null
        : {
            id: row.organization_id,
            name: row.org_name ?? '',
            logoImage: row.logo_image,
            isEnabled: row.is_enabled === true,
            manageUsersEnabled: row.manage_users_enabled === true,
            invoiceEnabled: row.invoice_enabled === true,
            invoiceCreditLimit: Number(row.invoice_credit_limit ?? 0),
            invoiceCurrentOutstanding: Number(row.invoice_current_outstanding ?? 0),
          },
  };
}

export const permissionDenied = (): AppError =>
  new AppError(
    400,
    BusinessErrorCode.PERMISSION_DENIED,
    'Bạn không có quyền thực hiện thao tác này.',
  );

export const organizationDisabled = (): AppError =>
  new AppError(
    400,
    BusinessErrorCode.ORGANIZATION_DISABLED,
    'Tài khoản doanh nghiệp đang bị tạm khoá.',
  );

const userManagementDisabled = (): AppError =>
  new AppError(
    400,
    BusinessErrorCode.USER_MANAGEMENT_DISABLED,
    'Tính năng quản lý người dùng chưa được bật cho doanh nghiệp.',
  );

const USER_ACTIONS: readonly OrganizationAction[] = [
  OrganizationAction.INVITE_USER,
  OrganizationAction.CHANGE_ROLE,
  OrganizationAction.REMOVE_USER,
];

/** Whether the member may manage users now: level, enabled account and flag (accounts.md §6). */
export function managesUsers(member: Member): boolean {
  return (
    member.organization !== null &&
    canManageBusinessUsers({
      accountLevel: member.level,
      businessEnabled: member.organization.isEnabled,
      manageUsersFlag: member.organization.manageUsersEnabled,
    })
  );
}

/**
 * The server's check of an organisation action: a user without an organisation is told it
 * does not exist (404, as for another organisation's data); a level the permission matrix
 * refuses gets PERMISSION_DENIED; user management also needs canManageBusinessUsers (enabled
 * account, manage-users flag), and changes to the organisation an enabled account.
 */
export function authorize(
  member: Member,
  action: OrganizationAction,
): asserts member is OrganizationMember {
  if (!member.organization) throw notFound('Organization');
  if (!can(action, member.level)) throw permissionDenied();
  if (action === OrganizationAction.VIEW_ORGANIZATION) return;
  if (!member.organization.isEnabled) throw organizationDisabled();
  if (USER_ACTIONS.includes(action) && !managesUsers(member)) throw userManagementDisabled();
}

/** customerType that goes with a business level (accounts.md §3, §6: 1 owner, 2 member, 4 admin). */
export function customerTypeForLevel(level: AccountLevel): number | null {
  switch (level) {
    case AccountLevel.BUSINESS_MANAGER:
      return CustomerType.OWNER;
    case AccountLevel.BUSINESS_ADMIN:
      return CustomerType.ADMIN;
    case AccountLevel.BUSINESS_USER:
    case AccountLevel.BUSINESS_GENERATED_CART_USER:
      return CustomerType.MEMBER;
    default:
      return null;
  }
}

/** "Lê Văn Hùng": Vietnamese names are written family name first. */
export function displayName(member: Pick<Member, 'firstName' | 'lastName' | 'email'>): string {
  const name = `${member.lastName} ${member.firstName}`.trim();
  return name === '' ? member.email : name;
}
