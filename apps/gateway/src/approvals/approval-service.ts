import {
  ApprovalStatus,
  AuditKind,
  OrganizationAction,
  accountLevelLabel,
  applicableSpendingLimit,
  calendarMonthOf,
  changesOwnLimit,
  can,
  csvDocument,
  isAccountLevel,
  type SpendingLimit,
} from '@gio/domain-access';
import { FulfillmentStatus } from '@gio/domain-enums';
import { FINAL_FULFILLMENT } from '@gio/domain-orders';
import {
  CheckoutErrorCode,
  OrganizationControlErrorCode,
  type ApprovalView,
  type ApprovalsPage,
  type AuditPage,
  type PlacedOrderView,
  type SpendingLimitsView,
  type SpendingStatusView,
} from '@gio/contracts';
import { AUDIT_KINDS } from '@gio/domain-access';
import { createHash } from 'node:crypto';
import { auditActors, auditRows, recordAudit, type AuditRow } from '../audit/audit-store';
import { authorize, loadMember, type OrganizationMember } from '../business/member';
import { claimIdempotencyKey, idempotentAnswer, storeIdempotentAnswer } from '../checkout/checkout-store';
import { checkoutError } from '../checkout/checkout-error';
import type { Database, Queryable } from '../db/database';
import { AppError, notFound } from '../http/app-error';
import type { OrderLifecycle } from '../orders/order-lifecycle';
import { ordersOfPlacement } from '../orders/order-read-store';
import type { OutboxRepo } from '../outbox/outbox';
import {
  approvalByGid,
  approvalLines,
  decideApproval,
  expiredApprovals,
  pendingApprovals,
  placementSummary,
  requesterApprovals,
  type ApprovalRow,
} from './approval-store';
import { monthSpendByUser, organizationPeople, recordSpend, replaceSpendingLimits, spendingLimits, spentInMonth } from './limits-store';
import { ownerForUser } from '../carts/cart-owner';

export interface ApprovalServiceDeps {
  readonly db: Database;
  readonly outbox: OutboxRepo;
  readonly lifecycle: OrderLifecycle;
  readonly now: () => number;
  readonly timeZone: () => Promise<string>;
}

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

/** How many expired approvals one sweep settles (the next tick takes the rest). */
const EXPIRY_BATCH = 50;

const alreadyDecided = (): AppError =>
  new AppError(409, OrganizationControlErrorCode.APPROVAL_ALREADY_DECIDED, 'Đơn hàng này đã được người khác duyệt hoặc từ chối.');

/**
 * Spending limits and orders held for approval (issue #18). Owners and admins set the limits
 * and decide: approving lets the held order go on exactly as a placement would (its stock and
 * credit were reserved when it was held) and counts it in the month; rejecting, or expiry after
 * the setting's days, cancels it through the order lifecycle, which gives stock, credit and the
 * payment back exactly as a cancellation does. Every decision locks the approval row and only
 * moves it from pending, so two approvers deciding at once give one decision.
 */
export class ApprovalService {
  constructor(private readonly deps: ApprovalServiceDeps) {}

  private async manager(userId: string, action: OrganizationAction, q: Queryable = this.deps.db): Promise<OrganizationMember> {
    const member = await loadMember(q, userId);
    authorize(member, action);
    return member;
  }

  /** GET /api/organization/spending-status: what checkout tells the member before placing. */
  async spendingStatus(userId: string, creditHold: (q: Queryable, organizationId: string, timeZone: string) => Promise<('over_limit' | 'overdue_90')[]>): Promise<SpendingStatusView> {
    const owner = await ownerForUser(this.deps.db, userId, null);
    if (!owner || owner.kind !== 'organization' || owner.organization === null) return null;
    const organizationId = owner.organization.id;
    const timeZone = await this.deps.timeZone();
    const limit = applicableSpendingLimit(await spendingLimits(this.deps.db, organizationId), { userId, accountLevel: owner.accountLevel });
    const spent = limit ? await spentInMonth(this.deps.db, organizationId, limit.scope, calendarMonthOf(this.deps.now(), timeZone)) : 0;
    const reasons = await creditHold(this.deps.db, organizationId, timeZone);
    return {
      accountLevel: owner.accountLevel,
      limit: limit ? { orderLimit: limit.orderLimit, monthlyBudget: limit.monthlyBudget } : null,
      spentThisMonth: spent,
      creditHold: { onHold: reasons.length > 0, reasons },
    };
  }

  /** GET /api/organization/spending-limits. */
  async limits(userId: string): Promise<SpendingLimitsView> {
    const member = await this.manager(userId, OrganizationAction.SET_SPENDING_LIMITS);
    return this.limitsView(this.deps.db, member.organization.id);
  }

  private async limitsView(q: Queryable, organizationId: string): Promise<SpendingLimitsView> {
    const month = calendarMonthOf(this.deps.now(), await this.deps.timeZone());
    const [limits, people, spend] = [await spendingLimits(q, organizationId), await organizationPeople(q, organizationId), await monthSpendByUser(q, organizationId, month)];
    const ownLimit = new Set(limits.filter((l) => l.userId !== null).map((l) => l.userId));
    const spentBy = (userId: string) => spend.filter((s) => s.user_id === userId).reduce((sum, s) => sum + s.spent, 0);
    const roleSpent = (level: number) => spend.filter((s) => s.account_level === level && !ownLimit.has(s.user_id)).reduce((sum, s) => sum + s.spent, 0);
    const levels = [2, 3, 4] as const;
    return {
      month,
      roles: levels.map((level) => {
        const row = limits.find((l) => l.userId === null && l.accountLevel === level);
        return { accountLevel: level, levelLabel: accountLevelLabel(level), orderLimit: row?.orderLimit ?? null, monthlyBudget: row?.monthlyBudget ?? null, spentThisMonth: roleSpent(level) };
      }),
      users: limits
        .filter((l) => l.userId !== null)
        .map((l) => ({ userId: l.userId ?? '', orderLimit: l.orderLimit, monthlyBudget: l.monthlyBudget, spentThisMonth: spentBy(l.userId ?? '') })),
      people: people
        .filter((p) => p.account_level !== 1)
        .map((p) => ({ userId: p.id, name: p.name, email: p.email, accountLevel: p.account_level, levelLabel: isAccountLevel(p.account_level) ? accountLevelLabel(p.account_level) : '' })),
    };
  }

  /** PUT /api/organization/spending-limits: replaces the limits; the change is audited with before and after. */
  async setLimits(
    userId: string,
    body: { roles: readonly { accountLevel: 2 | 3 | 4; orderLimit: number | null; monthlyBudget: number | null }[]; users: readonly { userId: string; orderLimit: number | null; monthlyBudget: number | null }[] },
  ): Promise<SpendingLimitsView> {
    return this.deps.db.transaction(async (tx) => {
      const member = await this.manager(userId, OrganizationAction.SET_SPENDING_LIMITS, tx);
      const organizationId = member.organization.id;
      const people = await organizationPeople(tx, organizationId);
      const limitable = new Set(people.filter((p) => p.account_level !== 1).map((p) => p.id));
      const unknown = body.users.find((u) => !limitable.has(u.userId));
      if (unknown)
        throw new AppError(400, OrganizationControlErrorCode.LIMIT_USER_UNKNOWN, 'Người dùng này không thuộc doanh nghiệp hoặc là chủ doanh nghiệp.', 'users');
      const before = await spendingLimits(tx, organizationId);
      const after: SpendingLimit[] = [
        ...body.roles.map((r) => ({ accountLevel: r.accountLevel, userId: null, orderLimit: r.orderLimit, monthlyBudget: r.monthlyBudget })),
        ...body.users.map((u) => ({ accountLevel: null, userId: u.userId, orderLimit: u.orderLimit, monthlyBudget: u.monthlyBudget })),
      ];
      await replaceSpendingLimits(tx, organizationId, after, userId);
      const stored = await spendingLimits(tx, organizationId);
      // Compared with what was stored (rows with neither amount are dropped), and thrown inside
      // the transaction, so a refused change writes nothing.
      if (changesOwnLimit(before, stored, { userId, accountLevel: member.level }))
        throw new AppError(400, OrganizationControlErrorCode.OWN_LIMIT, 'Bạn không thể thay đổi hạn mức áp dụng cho chính mình; chủ doanh nghiệp đặt hạn mức này.', 'roles');
      if (JSON.stringify(before) !== JSON.stringify(stored))
        await recordAudit(tx, { organizationId, actorId: userId, kind: AuditKind.LIMITS_CHANGED, subject: 'spending-limits', before, after: stored });
      return this.limitsView(tx, organizationId);
    });
  }

  /** GET /api/organization/approvals: what waits for the approver, and the caller's own held orders. */
  async page(userId: string): Promise<ApprovalsPage> {
    const member = await loadMember(this.deps.db, userId);
    authorize(member, OrganizationAction.VIEW_ORGANIZATION);
    const canDecide = can(OrganizationAction.DECIDE_APPROVAL, member.level);
    const pending = canDecide ? await pendingApprovals(this.deps.db, member.organization.id) : [];
    const mine = await requesterApprovals(this.deps.db, userId);
    const views = await this.views(this.deps.db, [...pending, ...mine]);
    return { pending: views.slice(0, pending.length), mine: views.slice(pending.length), canDecide };
  }

  private async views(q: Queryable, rows: readonly ApprovalRow[]): Promise<ApprovalView[]> {
    const lines = await approvalLines(q, [...new Set(rows.map((row) => row.placement_id))]);
    return rows.map((row) => ({
      gid: row.gid,
      status: row.status,
      reasons: row.reasons as ApprovalView['reasons'],
      requester: { userId: row.requested_by, name: row.requester_name, email: row.requester_email },
      totalPrice: Number(row.total_price),
      billingType: row.billing_type,
      createdAt: iso(row.created_at) ?? '',
      expiresAt: iso(row.expires_at) ?? '',
      decidedAt: iso(row.decided_at),
      decisionReason: row.reason,
      lines: lines
        .filter((line) => line.placement_id === row.placement_id)
        .map((line) => ({ variantId: line.variant_id, name: line.name, quantity: line.quantity, unitPrice: Number(line.unit_price), totalPrice: Number(line.total_price) })),
    }));
  }

  /**
   * POST /api/organization/approvals/:gid/approve with an Idempotency-Key, kept as place-order
   * keeps its keys: a retry with the same key answers the same order; the key with another
   * order is refused.
   */
  async approve(userId: string, gid: string, key: string): Promise<{ approval: ApprovalView; order: PlacedOrderView }> {
    const ownerKey = `approval:${userId}`;
    const requestHash = createHash('sha256').update(`approve:${gid}`).digest('base64url');
    return this.deps.db.transaction(async (tx) => {
      if (!(await claimIdempotencyKey(tx, ownerKey, key, requestHash))) {
        const stored = await idempotentAnswer<{ approval: ApprovalView; order: PlacedOrderView }>(tx, ownerKey, key);
        if (!stored || stored.request_hash !== requestHash)
          throw checkoutError(422, CheckoutErrorCode.IDEMPOTENCY_KEY_REUSED, 'Idempotency-Key này đã dùng cho một yêu cầu khác.', 'Idempotency-Key');
        return stored.response;
      }
      const member = await this.manager(userId, OrganizationAction.DECIDE_APPROVAL, tx);
      const row = await this.pendingRow(tx, member, gid);
      // A limit an admin could lift by approving their own order would be no limit at all.
      if (row.requested_by === userId)
        throw new AppError(400, OrganizationControlErrorCode.SELF_APPROVAL, 'Bạn không thể tự duyệt đơn hàng của mình; một quản trị viên khác hoặc chủ doanh nghiệp sẽ duyệt.');
      const at = new Date(this.deps.now());
      if (!(await decideApproval(tx, row.placement_id, { status: ApprovalStatus.APPROVED, decidedBy: userId, reason: null, at }))) throw alreadyDecided();
      const summary = await placementSummary(tx, row.placement_id);
      if (!summary) throw notFound('Order');
      // The order counts in the month it was held in: the budget it passed is that month's.
      await recordSpend(tx, { placementId: row.placement_id, organizationId: row.organization_id, userId: row.requested_by, accountLevel: row.account_level, month: row.month, amount: Number(summary.total_price) });
      await recordAudit(tx, { organizationId: row.organization_id, actorId: userId, kind: AuditKind.ORDER_APPROVED, subject: gid, before: { status: 'pending' }, after: { status: 'approved', total: Number(summary.total_price) } });
      await this.tellRequester(tx, row, `Đơn hàng #${gid} đã được duyệt`, `Đơn hàng #${gid} của bạn đã được duyệt và đang được xử lý như một đơn hàng bình thường.`);
      const order: PlacedOrderView = {
        placementId: summary.id,
        gid: summary.gid,
        status: 'placed',
        redirectUrl: null,
        paymentStatus: summary.payment_status,
        paymentMethod: summary.payment_method,
        totalPrice: Number(summary.total_price),
        isFirstOrder: summary.is_first_order,
        orders: summary.orders.map((o) => ({ id: o.id, gid: o.gid, orderType: o.order_type, groupIdentifier: o.group_identifier, totalPrice: Number(o.total_price) })),
      };
      const decided = await approvalByGid(tx, row.organization_id, gid);
      const [approval] = await this.views(tx, decided ? [decided] : []);
      if (!approval) throw notFound('Order');
      const answer = { approval, order };
      await storeIdempotentAnswer(tx, ownerKey, key, { requestHash, placementId: row.placement_id, response: answer });
      return answer;
    });
  }

  /** POST /api/organization/approvals/:gid/reject: cancels the held order; stock and credit come back. */
  async reject(userId: string, gid: string, reason: string): Promise<{ approval: ApprovalView }> {
    return this.deps.db.transaction(async (tx) => {
      const member = await this.manager(userId, OrganizationAction.DECIDE_APPROVAL, tx);
      const row = await this.pendingRow(tx, member, gid);
      await this.close(tx, row, { status: ApprovalStatus.REJECTED, decidedBy: userId, reason: reason.trim() });
      const decided = await approvalByGid(tx, row.organization_id, gid);
      const [approval] = await this.views(tx, decided ? [decided] : []);
      if (!approval) throw notFound('Order');
      return { approval };
    });
  }

  /**
   * The jobs.ts sweep: held orders past their expiry are closed like a rejection, by the shop,
   * each in its own transaction: one that cannot be closed is left for the next tick and named
   * in the error the job logs, and the others are closed all the same.
   */
  async expireDue(): Promise<number> {
    const failed: string[] = [];
    let closed = 0;
    for (let i = 0; i < EXPIRY_BATCH; i += 1) {
      let row: ApprovalRow | undefined;
      try {
        row = await this.deps.db.transaction(async (tx) => {
          const [due] = await expiredApprovals(tx, new Date(this.deps.now()), 1, failed);
          if (due) await this.close(tx, due, { status: ApprovalStatus.EXPIRED, decidedBy: null, reason: null });
          return due;
        });
      } catch (error) {
        const [due] = await expiredApprovals(this.deps.db, new Date(this.deps.now()), 1, failed);
        if (!due) throw error;
        failed.push(due.placement_id);
        continue;
      }
      if (!row) break;
      closed += 1;
    }
    if (failed.length > 0) throw new Error(`approval expiry: ${failed.length} held order(s) could not be closed (placements ${failed.join(', ')}); ${closed} closed`);
    return closed;
  }

  private async pendingRow(tx: Queryable, member: OrganizationMember, gid: string): Promise<ApprovalRow> {
    const row = await approvalByGid(tx, member.organization.id, gid, true);
    if (!row) throw notFound('Order');
    if (row.status !== ApprovalStatus.PENDING) throw alreadyDecided();
    return row;
  }

  /** Rejection and expiry: the decision, every order of the placement cancelled, the record, the requester told. */
  private async close(
    tx: Queryable,
    row: ApprovalRow,
    decision: { status: typeof ApprovalStatus.REJECTED | typeof ApprovalStatus.EXPIRED; decidedBy: string | null; reason: string | null },
  ): Promise<void> {
    if (!(await decideApproval(tx, row.placement_id, { ...decision, at: new Date(this.deps.now()) }))) throw alreadyDecided();
    const actor = decision.decidedBy ? `user:${decision.decidedBy}` : 'approval-expiry';
    for (const order of await ordersOfPlacement(tx, row.placement_id, true)) {
      if (FINAL_FULFILLMENT.has(order.fulfillment_status)) continue;
      await this.deps.lifecycle.advance(tx, order, 'fulfillment', FulfillmentStatus.CANCELLED, actor);
    }
    const expired = decision.status === ApprovalStatus.EXPIRED;
    await recordAudit(tx, {
      organizationId: row.organization_id,
      actorId: decision.decidedBy,
      kind: expired ? AuditKind.ORDER_EXPIRED : AuditKind.ORDER_REJECTED,
      subject: row.gid,
      before: { status: 'pending' },
      after: { status: decision.status, reason: decision.reason, total: Number(row.total_price) },
    });
    await this.tellRequester(
      tx,
      row,
      expired ? `Đơn hàng #${row.gid} đã hết hạn duyệt` : `Đơn hàng #${row.gid} bị từ chối`,
      expired
        ? `Đơn hàng #${row.gid} không được duyệt kịp thời hạn nên đã được huỷ; hàng và hạn mức đã được hoàn lại.`
        : `Đơn hàng #${row.gid} đã bị từ chối với lý do: ${decision.reason ?? ''}. Hàng và hạn mức đã được hoàn lại.`,
    );
  }

  private async tellRequester(tx: Queryable, row: ApprovalRow, subject: string, body: string): Promise<void> {
    await this.deps.outbox.enqueue(tx, { channel: 'email', recipient: row.requester_email, kind: 'order-approval-decision', subject, body });
  }

  /** GET /api/organization/audit-log: owners and admins, filtered by person and kind, newest first. */
  async auditLog(userId: string, query: { actor?: string; kind?: string; cursor?: string; limit: number }): Promise<AuditPage> {
    const member = await this.manager(userId, OrganizationAction.READ_AUDIT_LOG);
    const organizationId = member.organization.id;
    const before = decodeCursor(query.cursor);
    const rows = await auditRows(this.deps.db, { organizationId, actorId: query.actor, kind: query.kind, before: before ?? undefined, limit: query.limit + 1 });
    const page = rows.slice(0, query.limit);
    const last = page[page.length - 1];
    const actors = await auditActors(this.deps.db, organizationId);
    return {
      entries: page.map(auditView),
      nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null,
      actors: actors.map((a) => ({ userId: a.actor_id, name: a.actor_name })),
      kinds: [...AUDIT_KINDS],
    };
  }

  /** GET /api/organization/audit-log.csv: every entry the filters select (up to 10 000), newest first. */
  async auditCsv(userId: string, query: { actor?: string; kind?: string }): Promise<string> {
    const member = await this.manager(userId, OrganizationAction.READ_AUDIT_LOG);
    const rows = await auditRows(this.deps.db, { organizationId: member.organization.id, actorId: query.actor, kind: query.kind, limit: 10_000 });
    return csvDocument(
      ['at', 'actor', 'kind', 'subject', 'before', 'after'],
      rows.map((row) => [iso(row.created_at), row.actor_name, row.kind, row.subject, row.before === null ? null : JSON.stringify(row.before), row.after === null ? null : JSON.stringify(row.after)]),
    );
  }
}

function auditView(row: AuditRow): AuditPage['entries'][number] {
  return {
    id: row.id,
    at: iso(row.created_at) ?? '',
    actor: { userId: row.actor_id, name: row.actor_name },
    kind: row.kind as AuditPage['entries'][number]['kind'],
    subject: row.subject,
    before: row.before,
    after: row.after,
  };
}

/** The cursor is the last entry's time and id, base64url: opaque to the client. */
function encodeCursor(row: AuditRow): string {
  return Buffer.from(`${row.created_key}|${row.id}`).toString('base64url');
}

function decodeCursor(cursor: string | undefined): { createdAt: string; id: string } | null {
  if (!cursor) return null;
  const [createdAt, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (!createdAt || !id || Number.isNaN(Date.parse(createdAt))) return null;
  return { createdAt, id };
}
