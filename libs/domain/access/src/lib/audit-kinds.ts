/**
 * Issue #18 audit log: every organisation action is recorded with who, when, what and
 * before/after values. These are the kinds, in the order the filter lists them.
 */
export const AuditKind = {
  INVITE_SENT: 'invite_sent',
  INVITE_ACCEPTED: 'invite_accepted',
  INVITE_REVOKED: 'invite_revoked',
  ROLE_CHANGED: 'role_changed',
  USER_REMOVED: 'user_removed',
  PROFILE_CHANGED: 'profile_changed',
  LIMITS_CHANGED: 'limits_changed',
  ADDRESSES_CHANGED: 'addresses_changed',
  ORDER_PLACED: 'order_placed',
  ORDER_HELD: 'order_held',
  ORDER_APPROVED: 'order_approved',
  ORDER_REJECTED: 'order_rejected',
  ORDER_EXPIRED: 'order_expired',
  ORDER_CANCELLED: 'order_cancelled',
  PAYMENT_RECORDED: 'payment_recorded',
} as const;
export type AuditKind = (typeof AuditKind)[keyof typeof AuditKind];

/** Every kind, in filter order. */
export const AUDIT_KINDS: readonly AuditKind[] = Object.values(AuditKind);

/** True for one of the audit kinds. */
export function isAuditKind(value: unknown): value is AuditKind {
  return typeof value === 'string' && (AUDIT_KINDS as readonly string[]).includes(value);
}
