import { AccountLevel } from '@gio/domain-enums';

/** Input of {@link canManageBusinessUsers}. */
export interface ManageBusinessUsersInput {
  readonly accountLevel: AccountLevel;
  /** The business account's isEnabled (accounts.md §3). */
  readonly businessEnabled: boolean;
  /** The manage-users feature flag. */
  readonly manageUsersFlag: boolean;
}

/**
 * accounts.md §6: owner and admin of an enabled business account can manage business users
 * (canManageBusinessUsers), subject to the manage-users flag.
 */
export function canManageBusinessUsers({ accountLevel, businessEnabled, manageUsersFlag }: ManageBusinessUsersInput): boolean {
  const managesUsers = accountLevel === AccountLevel.BUSINESS_MANAGER || accountLevel === AccountLevel.BUSINESS_ADMIN;
  return managesUsers && businessEnabled && manageUsersFlag;
}

/**
 * accounts.md §6 "The cart-editor level (3) does not get the business login-data modal": every
 * other level may be shown it (whether there is login data to show is the first-load modal's
 * own condition).
 */
export function showsBusinessLoginDataModal(level: AccountLevel): boolean {
  return level !== AccountLevel.BUSINESS_GENERATED_CART_USER;
}

/** accounts.md §5 "a business account's company name is not editable by admin or member". */
export function canEditLeadCompanyName(level: AccountLevel): boolean {
  return level !== AccountLevel.BUSINESS_ADMIN && level !== AccountLevel.BUSINESS_USER;
}
