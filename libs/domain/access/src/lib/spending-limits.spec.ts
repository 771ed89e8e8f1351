import { AccountLevel } from '@gio/domain-enums';
import {
  ApprovalReason,
  ApprovalStatus,
  applicableSpendingLimit,
  approvalExpiresAt,
  approvalNeed,
  budgetScopeKey,
  calendarMonthOf,
  canDecide,
  changesOwnLimit,
  isValidRejectionReason,
  remainingMonthlyBudget,
  type SpendingLimit,
} from './spending-limits';
import { AUDIT_KINDS, isAuditKind } from './audit-kinds';
import { csvDocument, csvField } from './csv';

const { BUSINESS_MANAGER: OWNER, BUSINESS_USER: MEMBER, BUSINESS_GENERATED_CART_USER: CART_EDITOR, BUSINESS_ADMIN: ADMIN } = AccountLevel;

const limits: SpendingLimit[] = [
  { accountLevel: MEMBER, userId: null, orderLimit: 1_000_000, monthlyBudget: 5_000_000 },
  { accountLevel: null, userId: 'usr_lan', orderLimit: 3_000_000, monthlyBudget: null },
];

describe('applicableSpendingLimit: which limit applies', () => {
  it('takes the user’s own limit over the role’s', () => {
    expect(applicableSpendingLimit(limits, { userId: 'usr_lan', accountLevel: MEMBER })).toEqual({
      scope: { kind: 'user', userId: 'usr_lan' },
      orderLimit: 3_000_000,
      monthlyBudget: null,
    });
  });

  it('falls back to the role’s limit, whose budget the role shares', () => {
    expect(applicableSpendingLimit(limits, { userId: 'usr_hung', accountLevel: MEMBER })).toEqual({
      scope: { kind: 'role', accountLevel: MEMBER },
      orderLimit: 1_000_000,
      monthlyBudget: 5_000_000,
    });
  });

  it('is none for a role without a row, and always none for the owner', () => {
    expect(applicableSpendingLimit(limits, { userId: 'usr_admin', accountLevel: ADMIN })).toBeNull();
    expect(applicableSpendingLimit([{ accountLevel: null, userId: 'usr_owner', orderLimit: 1, monthlyBudget: 1 }], { userId: 'usr_owner', accountLevel: OWNER })).toBeNull();
  });

  it('keys the scope as stored', () => {
    expect(budgetScopeKey({ kind: 'user', userId: 'usr_lan' })).toBe('user:usr_lan');
    expect(budgetScopeKey({ kind: 'role', accountLevel: MEMBER })).toBe('role:2');
  });
});

describe('remainingMonthlyBudget', () => {
  it('is the budget less the spend, never below zero, null without a budget', () => {
    expect(remainingMonthlyBudget(5_000_000, 1_200_000)).toBe(3_800_000);
    expect(remainingMonthlyBudget(5_000_000, 6_000_000)).toBe(0);
    expect(remainingMonthlyBudget(null, 6_000_000)).toBeNull();
  });

  it('keeps BIGINT-sized đồng exact', () => {
    expect(remainingMonthlyBudget(9_000_000_000, 2_500_000_000)).toBe(6_500_000_000);
  });
});

describe('approvalNeed: whether an order needs approval', () => {
  const roleLimit = applicableSpendingLimit(limits, { userId: 'usr_hung', accountLevel: MEMBER });

  it('passes an order within both limits, and one reaching a limit exactly', () => {
    expect(approvalNeed({ accountLevel: MEMBER, limit: roleLimit, orderTotal: 900_000, spentThisMonth: 0 }).needsApproval).toBe(false);
    expect(approvalNeed({ accountLevel: MEMBER, limit: roleLimit, orderTotal: 1_000_000, spentThisMonth: 4_000_000 }).needsApproval).toBe(false);
  });

  it('holds an order over the order limit', () => {
    expect(approvalNeed({ accountLevel: MEMBER, limit: roleLimit, orderTotal: 1_000_001, spentThisMonth: 0 })).toEqual({
      needsApproval: true,
      reasons: [ApprovalReason.ORDER_LIMIT],
      orderLimit: 1_000_000,
      remainingBudget: 5_000_000,
    });
  });

  it('holds an order over what remains of the month', () => {
    expect(approvalNeed({ accountLevel: MEMBER, limit: roleLimit, orderTotal: 800_000, spentThisMonth: 4_500_000 }).reasons).toEqual([ApprovalReason.MONTHLY_BUDGET]);
  });

  it('always holds the Cart Editor’s submission', () => {
    expect(approvalNeed({ accountLevel: CART_EDITOR, limit: null, orderTotal: 1, spentThisMonth: 0 }).reasons).toEqual([ApprovalReason.CART_EDITOR]);
  });

  it('never holds without a limit', () => {
    expect(approvalNeed({ accountLevel: ADMIN, limit: null, orderTotal: 10_000_000_000, spentThisMonth: 0 }).needsApproval).toBe(false);
  });
});

describe('calendarMonthOf', () => {
  it('reads the month in the shop’s time zone', () => {
    // 2026-11-30T17:30Z is 00:30 on 1 December in Hà Nội (UTC+7).
    expect(calendarMonthOf(Date.parse('2026-11-30T17:30:00Z'), 'Asia/Ho_Chi_Minh')).toBe('2026-12');
    expect(calendarMonthOf(Date.parse('2026-11-30T16:30:00Z'), 'Asia/Ho_Chi_Minh')).toBe('2026-11');
  });
});

describe('approval states', () => {
  it('expires a held order after the setting’s days', () => {
    expect(approvalExpiresAt(Date.parse('2026-11-01T00:00:00Z'), 7)).toBe(Date.parse('2026-11-08T00:00:00Z'));
  });

  it('decides only a pending approval', () => {
    expect(canDecide(ApprovalStatus.PENDING)).toBe(true);
    for (const status of [ApprovalStatus.APPROVED, ApprovalStatus.REJECTED, ApprovalStatus.EXPIRED]) expect(canDecide(status)).toBe(false);
  });

  it('wants a rejection reason of 1–500 characters', () => {
    expect(isValidRejectionReason('  ')).toBe(false);
    expect(isValidRejectionReason('Vượt ngân sách quý')).toBe(true);
    expect(isValidRejectionReason('x'.repeat(501))).toBe(false);
  });
});

describe('audit kinds and CSV', () => {
  it('knows its kinds', () => {
    expect(AUDIT_KINDS).toContain('order_held');
    expect(isAuditKind('order_approved')).toBe(true);
    expect(isAuditKind('nope')).toBe(false);
  });

  it('quotes fields that need it and neutralises formulas', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvField(-5)).toBe('-5');
    expect(csvField(null)).toBe('');
    expect(csvDocument(['a', 'b'], [[1, 'x']])).toBe('a,b\r\n1,x\r\n');
  });
});

describe('changesOwnLimit: nobody loosens the limit that governs them', () => {
  const admin = { userId: 'usr_admin', accountLevel: ADMIN };
  const adminRole: SpendingLimit = { accountLevel: ADMIN, userId: null, orderLimit: 2_000_000, monthlyBudget: null };

  it('refuses an admin raising the Admin role limit that governs them', () => {
    expect(changesOwnLimit([...limits, adminRole], [...limits, { ...adminRole, orderLimit: 9_000_000 }], admin)).toBe(true);
  });

  it('refuses an admin dropping their own limit or giving themselves one', () => {
    const own: SpendingLimit = { accountLevel: null, userId: 'usr_admin', orderLimit: 500_000, monthlyBudget: null };
    expect(changesOwnLimit([...limits, own], limits, admin)).toBe(true);
    expect(changesOwnLimit(limits, [...limits, own], admin)).toBe(true);
  });

  it('lets an admin change the members’ limits, and the Admin role’s when a limit of their own governs them', () => {
    expect(changesOwnLimit(limits, [limits[0]!, { ...limits[1]!, orderLimit: 4_000_000 }], admin)).toBe(false);
    const own: SpendingLimit = { accountLevel: null, userId: 'usr_admin', orderLimit: 500_000, monthlyBudget: null };
    expect(changesOwnLimit([...limits, own, adminRole], [...limits, own], admin)).toBe(false);
  });

  it('lets the owner change every limit (the owner is never limited)', () => {
    expect(changesOwnLimit([adminRole], [], { userId: 'usr_owner', accountLevel: OWNER })).toBe(false);
  });
});
