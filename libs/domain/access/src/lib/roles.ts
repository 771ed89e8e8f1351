import { ACCOUNT_LEVEL_LABELS, AccountLevel, AccountScope, CustomerType } from '@gio/domain-enums';

/** Roles by customerType (storefront.md §6, accounts.md §3, §6). */
export const CustomerRole = {
  OWNER: 'owner',
  MEMBER: 'member',
  PROMO_CODE_USER: 'promo-code-user',
  ADMIN: 'admin',
} as const;
export type CustomerRole = (typeof CustomerRole)[keyof typeof CustomerRole];

/** storefront.md §6: customerType 1 owner, 2 member, 3 promo-code user, 4 admin; anything else has no role. */
export function customerRole(customerType: number | null | undefined): CustomerRole | null {
  switch (customerType) {
    case CustomerType.OWNER:
      return CustomerRole.OWNER;
    case CustomerType.MEMBER:
      return CustomerRole.MEMBER;
    case CustomerType.PROMO_CODE_USER:
      return CustomerRole.PROMO_CODE_USER;
    case CustomerType.ADMIN:
      return CustomerRole.ADMIN;
    default:
      return null;
  }
}

/** Every account level, in number order (accounts.md §3). */
export const ACCOUNT_LEVELS: readonly AccountLevel[] = [
  AccountLevel.DEFAULT,
  AccountLevel.BUSINESS_MANAGER,
  AccountLevel.BUSINESS_USER,
  AccountLevel.BUSINESS_GENERATED_CART_USER,
  AccountLevel.BUSINESS_ADMIN,
];

/** accounts.md §3: true for the five account level numbers 0–4. */
export function isAccountLevel(value: unknown): value is AccountLevel {
  return typeof value === 'number' && (ACCOUNT_LEVELS as readonly number[]).includes(value);
}

/** accounts.md §3: Default, Owner, Member, Cart Editor, Admin. */
export function accountLevelLabel(level: AccountLevel): string {
  return ACCOUNT_LEVEL_LABELS[level];
}

/** accounts.md §3: levels 1–4 (owner, member, cart editor, admin) belong to a business account. */
export function isBusinessLevel(level: AccountLevel): boolean {
  return level !== AccountLevel.DEFAULT;
}

/** accounts.md §3 account scope: the default level is personal (0), every business level business (1). */
export function accountScopeForLevel(level: AccountLevel): AccountScope {
  return isBusinessLevel(level) ? AccountScope.BUSINESS : AccountScope.PERSONAL;
}

/** accounts.md §3: true for the account scope numbers 0 (personal) and 1 (business). */
export function isAccountScope(value: unknown): value is AccountScope {
  return value === AccountScope.PERSONAL || value === AccountScope.BUSINESS;
}
