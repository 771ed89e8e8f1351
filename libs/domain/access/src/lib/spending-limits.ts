import { AccountLevel } from '@gio/domain-enums';

/**
 * Spending limits of a B2B organisation (issue #18): owners and admins set, per role and
 * optionally per user, a limit per order and a budget per calendar month, in đồng. A member
 * whose order would pass either is not refused: the order is held for approval.
 */

/** One limit row as the organisation keeps it: a role's (userId null) or one user's (level null). */
export interface SpendingLimit {
  readonly accountLevel: AccountLevel | null;
  readonly userId: string | null;
  /** Largest total of one order, đồng; null: no limit. */
  readonly orderLimit: number | null;
  /** Largest total of a calendar month's orders, đồng; null: no budget. */
  readonly monthlyBudget: number | null;
}

/**
 * Whose month a budget counts: a user's own limit counts that user's orders; a role's limit is
 * one budget shared by every user of that role who has no limit of their own.
 */
export type BudgetScope = { readonly kind: 'user'; readonly userId: string } | { readonly kind: 'role'; readonly accountLevel: AccountLevel };

/** The limit that governs one user and the scope its budget counts. */
export interface ApplicableLimit {
  readonly scope: BudgetScope;
  readonly orderLimit: number | null;
  readonly monthlyBudget: number | null;
}

/** Levels whose orders limits govern: the owner is never held (someone must approve). */
export const LIMITED_LEVELS: readonly AccountLevel[] = [AccountLevel.BUSINESS_USER, AccountLevel.BUSINESS_GENERATED_CART_USER, AccountLevel.BUSINESS_ADMIN];

/** Issue #18 "which limit applies": the user's own limit, else their role's, else none; the owner has none. */
export function applicableSpendingLimit(
  limits: readonly SpendingLimit[],
  user: { readonly userId: string; readonly accountLevel: AccountLevel },
): ApplicableLimit | null {
  if (!LIMITED_LEVELS.includes(user.accountLevel)) return null;
  const own = limits.find((limit) => limit.userId === user.userId);
  if (own) return { scope: { kind: 'user', userId: user.userId }, orderLimit: own.orderLimit, monthlyBudget: own.monthlyBudget };
  const role = limits.find((limit) => limit.userId === null && limit.accountLevel === user.accountLevel);
  if (role) return { scope: { kind: 'role', accountLevel: user.accountLevel }, orderLimit: role.orderLimit, monthlyBudget: role.monthlyBudget };
  return null;
}

/**
 * Issue #18 "owners and admins set limits", read with the approval rule that nobody approves
 * their own order: an admin who could loosen the limit that governs them could pass their own
 * orders unheld, so a change that alters the limit applying to the person making it is refused.
 * The owner is never limited, so the owner may change every limit.
 */
export function changesOwnLimit(
  before: readonly SpendingLimit[],
  after: readonly SpendingLimit[],
  actor: { readonly userId: string; readonly accountLevel: AccountLevel },
): boolean {
  const was = applicableSpendingLimit(before, actor);
  const will = applicableSpendingLimit(after, actor);
  return (
    was?.scope.kind !== will?.scope.kind ||
    (was?.orderLimit ?? null) !== (will?.orderLimit ?? null) ||
    (was?.monthlyBudget ?? null) !== (will?.monthlyBudget ?? null)
  );
}

/** The scope as one stored text key (`user:<id>`, `role:<level>`), so a month's spend is one indexed sum. */
export function budgetScopeKey(scope: BudgetScope): string {
  return scope.kind === 'user' ? `user:${scope.userId}` : `role:${scope.accountLevel}`;
}

/** Issue #18 "what remains of the month's budget": budget less spent, never below zero; null without a budget. */
export function remainingMonthlyBudget(monthlyBudget: number | null, spentThisMonth: number): number | null {
  if (monthlyBudget === null) return null;
  return Math.max(monthlyBudget - spentThisMonth, 0);
}

/** Why an order waits for approval. */
export const ApprovalReason = {
  ORDER_LIMIT: 'order_limit',
  MONTHLY_BUDGET: 'monthly_budget',
  CART_EDITOR: 'cart_editor',
} as const;
export type ApprovalReason = (typeof ApprovalReason)[keyof typeof ApprovalReason];

/** Input of {@link approvalNeed}. */
export interface ApprovalNeedInput {
  readonly accountLevel: AccountLevel;
  readonly limit: ApplicableLimit | null;
  readonly orderTotal: number;
  /** What the limit's scope already spent this calendar month (placed and approved orders). */
  readonly spentThisMonth: number;
}

/** What {@link approvalNeed} decides, with the figures the checkout tells the member. */
export interface ApprovalNeed {
  readonly needsApproval: boolean;
  readonly reasons: readonly ApprovalReason[];
  readonly orderLimit: number | null;
  readonly remainingBudget: number | null;
}

/**
 * Issue #18 "whether an order needs approval": the Cart Editor's order always does (the level
 * cannot place); any other limited order does when its total passes the order limit or the
 * month's remaining budget. Reaching a limit exactly still passes.
 */
export function approvalNeed({ accountLevel, limit, orderTotal, spentThisMonth }: ApprovalNeedInput): ApprovalNeed {
  const reasons: ApprovalReason[] = [];
  if (accountLevel === AccountLevel.BUSINESS_GENERATED_CART_USER) reasons.push(ApprovalReason.CART_EDITOR);
  const remainingBudget = remainingMonthlyBudget(limit?.monthlyBudget ?? null, spentThisMonth);
  if (limit?.orderLimit != null && orderTotal > limit.orderLimit) reasons.push(ApprovalReason.ORDER_LIMIT);
  if (remainingBudget !== null && orderTotal > remainingBudget) reasons.push(ApprovalReason.MONTHLY_BUDGET);
  return { needsApproval: reasons.length > 0, reasons, orderLimit: limit?.orderLimit ?? null, remainingBudget };
}

/**
 * Issue #18 "a budget per calendar month": the month (`YYYY-MM`) an instant falls in, in the
 * shop's time zone, so an order at 00:30 on the 1st in Hà Nội counts in the new month.
 */
export function calendarMonthOf(instant: number, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit' }).formatToParts(new Date(instant));
  const year = parts.find((part) => part.type === 'year')?.value ?? '1970';
  const month = parts.find((part) => part.type === 'month')?.value ?? '01';
  return `${year}-${month}`;
}

/** The states of a held order. */
export const ApprovalStatus = {
  PENDING: 'pending',
  APPROVED: 'approved',
  REJECTED: 'rejected',
  EXPIRED: 'expired',
} as const;
export type ApprovalStatus = (typeof ApprovalStatus)[keyof typeof ApprovalStatus];

/** Issue #18: a held order not decided within the setting's days expires (like a rejection). */
export function approvalExpiresAt(heldAt: number, expiryDays: number): number {
  return heldAt + expiryDays * 24 * 60 * 60 * 1000;
}

/** Issue #18: only a pending approval is decided; approve, reject and expiry all start from it. */
export function canDecide(status: ApprovalStatus): boolean {
  return status === ApprovalStatus.PENDING;
}

/** Issue #18: a rejection carries a reason of 1–500 characters (after trimming). */
export const REJECTION_REASON_MAX = 500;
export function isValidRejectionReason(reason: string): boolean {
  const trimmed = reason.trim();
  return trimmed.length > 0 && trimmed.length <= REJECTION_REASON_MAX;
}
