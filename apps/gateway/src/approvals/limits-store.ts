import type { BudgetScope, SpendingLimit } from '@gio/domain-access';
import { isAccountLevel } from '@gio/domain-access';
import { FulfillmentStatus } from '@gio/domain-enums';
import type { Queryable } from '../db/database';
import { newId } from '../security/random';

/** SQL of spending limits and the month's spend they count (issue #18). */

interface LimitRow {
  account_level: number | null;
  user_id: string | null;
  order_limit: string | number | null;
  monthly_budget: string | number | null;
}

const money = (value: string | number | null): number | null => (value === null ? null : Number(value));

/** Every limit of the organisation, roles first. */
export async function spendingLimits(q: Queryable, organizationId: string): Promise<SpendingLimit[]> {
  const { rows } = await q.query<LimitRow>(
    `SELECT account_level, user_id, order_limit, monthly_budget FROM organization_spending_limits
      WHERE organization_id = $1 ORDER BY account_level NULLS LAST, user_id`,
    [organizationId],
  );
  return rows.map((row) => ({
    accountLevel: row.account_level !== null && isAccountLevel(row.account_level) ? row.account_level : null,
    userId: row.user_id,
    orderLimit: money(row.order_limit),
    monthlyBudget: money(row.monthly_budget),
  }));
}

/** Replaces the organisation's limits with `limits` (a row with neither amount is dropped). */
export async function replaceSpendingLimits(
  tx: Queryable,
  organizationId: string,
  limits: readonly SpendingLimit[],
  updatedBy: string,
): Promise<void> {
  await tx.query('DELETE FROM organization_spending_limits WHERE organization_id = $1', [organizationId]);
  const kept = limits.filter((limit) => limit.orderLimit !== null || limit.monthlyBudget !== null);
  if (kept.length === 0) return;
  await tx.query(
    `INSERT INTO organization_spending_limits (id, organization_id, account_level, user_id, order_limit, monthly_budget, updated_by)
     SELECT unnest($2::text[]), $1, unnest($3::int[]), unnest($4::text[]), unnest($5::bigint[]), unnest($6::bigint[]), $7`,
    [
      organizationId,
      kept.map(() => newId('lim')),
      kept.map((limit) => limit.accountLevel),
      kept.map((limit) => limit.userId),
      kept.map((limit) => limit.orderLimit),
      kept.map((limit) => limit.monthlyBudget),
      updatedBy,
    ],
  );
}

/**
 * Locks the organisation's row for the rest of the transaction: every budget check of the
 * organisation waits here, so two orders racing for the last of a month's budget are decided
 * one after the other, the second seeing the first's spend (READ COMMITTED reads it afresh).
 */
export async function lockOrganization(tx: Queryable, organizationId: string): Promise<void> {
  await tx.query('SELECT id FROM organizations WHERE id = $1 FOR UPDATE', [organizationId]);
}

/**
 * What a spend row counts now: what was placed, less its cancelled orders. Cancelling (by the
 * member, the operator or a lapsed payment) happens in the order lifecycle, which this folder
 * builds on, so the spend is read through the orders rather than written back. `cancelled` is
 * the placeholder of the cancelled status's parameter.
 */
const counted = (cancelled: string) => `GREATEST(s.amount - (SELECT COALESCE(SUM(o.total_price), 0) FROM orders o
                                    WHERE o.placement_id = s.placement_id AND o.fulfillment_status = ${cancelled}), 0)`;

/** What one budget scope spent in one month (see the organization_spend migration comment). */
export async function spentInMonth(q: Queryable, organizationId: string, scope: BudgetScope, month: string): Promise<number> {
  const { rows } =
    scope.kind === 'user'
      ? await q.query<{ spent: string | number }>(
          `SELECT COALESCE(SUM(${counted('$4')}), 0) AS spent FROM organization_spend s
            WHERE s.organization_id = $1 AND s.month = $2 AND s.user_id = $3`,
          [organizationId, month, scope.userId, FulfillmentStatus.CANCELLED],
        )
      : await q.query<{ spent: string | number }>(
          `SELECT COALESCE(SUM(${counted('$4')}), 0) AS spent FROM organization_spend s
            WHERE s.organization_id = $1 AND s.month = $2 AND s.account_level = $3
              AND NOT EXISTS (SELECT 1 FROM organization_spending_limits l
                               WHERE l.organization_id = s.organization_id AND l.user_id = s.user_id)`,
          [organizationId, month, scope.accountLevel, FulfillmentStatus.CANCELLED],
        );
  return Number(rows[0]?.spent ?? 0);
}

/** Counts a placed (or approved) order in its month. */
export async function recordSpend(
  tx: Queryable,
  spend: { placementId: string; organizationId: string; userId: string; accountLevel: number; month: string; amount: number },
): Promise<void> {
  await tx.query(
    `INSERT INTO organization_spend (placement_id, organization_id, user_id, account_level, month, amount)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (placement_id) DO NOTHING`,
    [spend.placementId, spend.organizationId, spend.userId, spend.accountLevel, spend.month, spend.amount],
  );
}

/** Every scope's spend in one month: per user and per level (role budgets subtract own-limit users). */
export async function monthSpendByUser(q: Queryable, organizationId: string, month: string): Promise<{ user_id: string; account_level: number; spent: number }[]> {
  const { rows } = await q.query<{ user_id: string; account_level: number; spent: string | number }>(
    `SELECT s.user_id, s.account_level, SUM(${counted('$3')}) AS spent FROM organization_spend s
      WHERE s.organization_id = $1 AND s.month = $2 GROUP BY s.user_id, s.account_level`,
    [organizationId, month, FulfillmentStatus.CANCELLED],
  );
  return rows.map((row) => ({ ...row, spent: Number(row.spent) }));
}

/** The organisation's users (id, name, level) for the per-user limits. */
export async function organizationPeople(
  q: Queryable,
  organizationId: string,
): Promise<{ id: string; name: string; email: string; account_level: number }[]> {
  const { rows } = await q.query<{ id: string; name: string; email: string; account_level: number }>(
    `SELECT id, trim(last_name || ' ' || first_name) AS name, email, account_level FROM users
      WHERE organization_id = $1 ORDER BY account_level, email`,
    [organizationId],
  );
  return rows;
}
