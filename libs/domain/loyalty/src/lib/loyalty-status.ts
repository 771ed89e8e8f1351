import { LoyaltyPermission } from '@gio/domain-enums';

/** Loyalty (WAON) membership statuses (storefront.md §4 "Loyalty status", accounts.md §4). */
export const LoyaltyStatus = {
  EXPIRED: 'expired',
  PROCESSING: 'processing',
  ACTIVE: 'active',
  NOT_CONNECTED: 'not-connected',
} as const;
export type LoyaltyStatus = (typeof LoyaltyStatus)[keyof typeof LoyaltyStatus];

/**
 * storefront.md §4 / accounts.md §4: NO_PERMISSIONS means expired, ALL_PERMISSIONS_EXCEPT_REDEEM
 * means processing, ALL_PERMISSIONS means active, no value means not connected. A value the
 * spec does not list is treated as not connected, so an unknown permission never grants more.
 */
export function loyaltyStatus(permission?: string | null): LoyaltyStatus {
  switch (permission) {
    case LoyaltyPermission.NO_PERMISSIONS:
      return LoyaltyStatus.EXPIRED;
    case LoyaltyPermission.ALL_PERMISSIONS_EXCEPT_REDEEM:
      return LoyaltyStatus.PROCESSING;
    case LoyaltyPermission.ALL_PERMISSIONS:
      return LoyaltyStatus.ACTIVE;
    default:
      return LoyaltyStatus.NOT_CONNECTED;
  }
}

/**
 * accounts.md §4: ALL_PERMISSIONS_EXCEPT_REDEEM is everything but redeeming, so only an active
 * membership may redeem vouchers.
 */
export function canRedeemVouchers(status: LoyaltyStatus): boolean {
  return status === LoyaltyStatus.ACTIVE;
}
