import { AccountScope } from '@gio/domain-enums';
import type { Queryable } from '../db/database';

/** What the account dashboard and the first-load signals read of the user and their organisation. */

/** The dashboard's figures of a user. */
export interface DashboardUserRow {
  first_name: string;
  created_at: Date | string;
  num_successful_orders: number;
  credit: string | number;
  usable_vouchers: number;
}

/**
 * A user's name, age and order count with their store-credit balance and the vouchers usable at
 * `now`; null when the user does not exist.
 */
export async function dashboardUserRow(
  q: Queryable,
  userId: string,
  now: Date,
): Promise<DashboardUserRow | null> {
  const { rows } = await q.query<DashboardUserRow>(
    `SELECT u.first_name, u.created_at, u.num_successful_orders,
            (SELECT coalesce(sum(amount), 0) FROM user_credit_entries c WHERE c.user_id = u.id) AS credit,
            (SELECT count(*)::int FROM vouchers v
              WHERE v.user_id = u.id AND v.status = 'active' AND v.valid_from <= $2 AND v.valid_until > $2) AS usable_vouchers
       FROM users u WHERE u.id = $1`,
    [userId, now],
  );
  return rows[0] ?? null;
}

/** Whether any user of the organisation holds a business-scope address. */
export async function organizationHasBusinessAddress(
  q: Queryable,
  organizationId: string,
): Promise<boolean> {
  const { rows } = await q.query(
    `SELECT 1 FROM addresses a JOIN users u ON u.id = a.user_id
      WHERE u.organization_id = $1 AND a.account_scope = $2 LIMIT 1`,
    [organizationId, AccountScope.BUSINESS],
  );
  return rows.length > 0;
}

/**
 * What the loyalty and engagement demo data needs to know: whether surveys exist, whether the
 * demo users do, and how many of the `memberEmails` accounts exist.
 */
export async function demoContentCounts(
  q: Queryable,
  memberEmails: readonly string[],
): Promise<{ surveys: number; demo: number; members: number } | undefined> {
  const { rows } = await q.query<{ surveys: number; demo: number; members: number }>(
    `SELECT (SELECT count(*) FROM surveys)::int AS surveys,
            (SELECT count(*) FROM users WHERE email = 'thanh.vien@gio.vn')::int AS demo,
            (SELECT count(*) FROM users WHERE email = ANY($1))::int AS members`,
    [memberEmails],
  );
  return rows[0];
}
