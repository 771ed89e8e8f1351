import {
  ApprovalReason,
  applicableSpendingLimit,
  approvalExpiresAt,
  approvalNeed,
  calendarMonthOf,
  AuditKind,
  type ApprovalNeed,
} from '@gio/domain-access';
import { formatPrice } from '@gio/domain-pricing';
import type { CreditHoldReason } from '@gio/domain-orders';
import type { CartOwner } from '../carts/cart-owner';
import type { OrganizationOrderControls } from '../checkout/place-order';
import type { Queryable } from '../db/database';
import type { OutboxRepo } from '../outbox/outbox';
import { recordAudit } from '../audit/audit-store';
import { approverEmails, insertApproval } from './approval-store';
import { lockOrganization, recordSpend, spendingLimits, spentInMonth } from './limits-store';

/** What the gate decided for one organisation order, before it is placed. */
export interface SpendingDecision extends ApprovalNeed {
  readonly organizationId: string;
  readonly organizationName: string;
  readonly userId: string;
  readonly accountLevel: number;
  readonly month: string;
}

/** What the placement tells the gate once the order is written. */
export interface PlacedFacts {
  readonly placementId: string;
  readonly gid: string;
  readonly total: number;
  readonly currency: string;
}

const REASON_TEXT: Record<ApprovalReason, string> = {
  order_limit: 'vượt hạn mức mỗi đơn',
  monthly_budget: 'vượt ngân sách còn lại của tháng',
  cart_editor: 'giỏ hàng do người soạn giỏ gửi duyệt',
};

/**
 * The spending limits at the moment of placement (issue #18), inside the placement's
 * transaction: the organisation's row is locked first, so orders of one organisation are
 * checked against the month's spend one at a time; an order within its limits counts in the
 * month at once, one past them is held (stock and invoice credit stay reserved by the
 * placement, nothing goes to fulfilment) and the approvers are told through the outbox.
 */
export class SpendingGate implements OrganizationOrderControls {
  constructor(
    private readonly outbox: OutboxRepo,
    private readonly expiryDays: number,
    /** The statement's credit hold (statement/statement-service.ts). */
    readonly creditHold: (tx: Queryable, organizationId: string, timeZone: string) => Promise<CreditHoldReason[]>,
  ) {}

  /** The approval decision of an organisation cart's order, or null for any other cart. */
  async decide(
    tx: Queryable,
    owner: CartOwner,
    userId: string,
    total: number,
    now: number,
    timeZone: string,
  ): Promise<SpendingDecision | null> {
    if (owner.kind !== 'organization' || owner.organization === null) return null;
    const organizationId = owner.organization.id;
    await lockOrganization(tx, organizationId);
    const limits = await spendingLimits(tx, organizationId);
    const limit = applicableSpendingLimit(limits, { userId, accountLevel: owner.accountLevel });
    const month = calendarMonthOf(now, timeZone);
    const spent = limit ? await spentInMonth(tx, organizationId, limit.scope, month) : 0;
    const need = approvalNeed({ accountLevel: owner.accountLevel, limit, orderTotal: total, spentThisMonth: spent });
    return { ...need, organizationId, organizationName: owner.organization.name, userId, accountLevel: owner.accountLevel, month };
  }

  /** After the placement wrote its orders: hold them, or count them in the month; and record it. */
  async placed(tx: Queryable, decision: SpendingDecision, facts: PlacedFacts, now: number): Promise<void> {
    const { organizationId, userId } = decision;
    if (!decision.needsApproval) {
      await recordSpend(tx, { placementId: facts.placementId, organizationId, userId, accountLevel: decision.accountLevel, month: decision.month, amount: facts.total });
      await recordAudit(tx, { organizationId, actorId: userId, kind: AuditKind.ORDER_PLACED, subject: facts.gid, after: { total: facts.total } });
      return;
    }
    const expiresAt = new Date(approvalExpiresAt(now, this.expiryDays));
    await insertApproval(tx, {
      placementId: facts.placementId,
      organizationId,
      requestedBy: userId,
      reasons: decision.reasons,
      accountLevel: decision.accountLevel,
      month: decision.month,
      expiresAt,
    });
    await recordAudit(tx, {
      organizationId,
      actorId: userId,
      kind: AuditKind.ORDER_HELD,
      subject: facts.gid,
      after: { total: facts.total, reasons: decision.reasons, orderLimit: decision.orderLimit, remainingBudget: decision.remainingBudget, expiresAt: expiresAt.toISOString() },
    });
    const money = formatPrice(facts.total, { currency: facts.currency, freeLabel: '0 ₫' });
    const why = decision.reasons.map((reason) => REASON_TEXT[reason]).join(', ');
    for (const approver of await approverEmails(tx, organizationId)) {
      if (approver.id === userId) continue;
      await this.outbox.enqueue(tx, {
        channel: 'email',
        recipient: approver.email,
        kind: 'order-approval-request',
        subject: `Đơn hàng #${facts.gid} (${money}) chờ bạn duyệt`,
        body: `Đơn hàng #${facts.gid} của ${decision.organizationName} trị giá ${money} đang chờ duyệt (${why}). Hãy duyệt hoặc từ chối tại /account/organization/approvals trước ${expiresAt.toISOString().slice(0, 10)}; quá hạn, đơn sẽ tự huỷ.`,
      });
    }
  }
}
