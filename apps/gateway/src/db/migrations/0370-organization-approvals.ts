import type { Migration } from './migration';

/**
 * B2B organisation controls (issue #18): spending limits per role or user, the month's spend
 * they count, orders held for approval, the organisation's audit log, payment terms and the
 * payments that settle invoice orders. Money is BIGINT đồng.
 */
export const migration0370OrganizationApprovals: Migration = {
  id: '0370-organization-approvals',
  statements: [
    // A role's limit (user_id NULL) or one user's (account_level NULL); NULL amounts: no limit.
    `CREATE TABLE organization_spending_limits (
      id TEXT PRIMARY KEY,
      organization_id TEXT NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
      account_level INT CHECK (account_level IN (2, 3, 4)),
      user_id TEXT REFERENCES users(id) ON DELETE CASCADE,
      order_limit BIGINT CHECK (order_limit >= 0),
      monthly_budget BIGINT CHECK (monthly_budget >= 0),
      updated_by TEXT REFERENCES users(id) ON DELETE SET NULL,
      updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      CHECK ((account_level IS NULL) <> (user_id IS NULL))
    )`,
    `CREATE UNIQUE INDEX organization_spending_limits_role_idx ON organization_spending_limits (organization_id, account_level) WHERE user_id IS NULL`,
    `CREATE UNIQUE INDEX organization_spending_limits_user_idx ON organization_spending_limits (organization_id, user_id) WHERE account_level IS NULL`,
    // What counts against a budget: one row per placed or approved organisation order, with who
    // placed it, at which level, and the shop-time month it counts in. A user's budget sums their
    // rows; a role's sums the rows of that level whose user has no limit of their own.
    `CREATE TABLE organization_spend (
      placement_id TEXT PRIMARY KEY REFERENCES order_placements(id) ON DELETE CASCADE,
      organization_id TEXT NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
      user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      account_level INT NOT NULL,
      month TEXT NOT NULL CHECK (month ~ '^[0-9]{4}-[0-9]{2}$'),
      amount BIGINT NOT NULL CHECK (amount >= 0),
      created_at TIMESTAMPTZ NOT NULL DEFAULT now()
    )`,
    `CREATE INDEX organization_spend_month_idx ON organization_spend (organization_id, month, account_level)`,
    // An order held for approval: the placement exists (stock and credit reserved) and waits.
    `CREATE TABLE order_approvals (
      placement_id TEXT PRIMARY KEY REFERENCES order_placements(id) ON DELETE CASCADE,
      organization_id TEXT NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
      requested_by TEXT NOT NULL REFERENCES users(id),
      reasons TEXT[] NOT NULL,
      account_level INT NOT NULL,
      month TEXT NOT NULL,
      status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected', 'expired')),
      expires_at TIMESTAMPTZ NOT NULL,
      decided_by TEXT REFERENCES users(id) ON DELETE SET NULL,
      decided_at TIMESTAMPTZ,
      reason TEXT,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now()
    )`,
    `CREATE INDEX order_approvals_pending_idx ON order_approvals (organization_id, created_at) WHERE status = 'pending'`,
    `CREATE INDEX order_approvals_expiry_idx ON order_approvals (expires_at) WHERE status = 'pending'`,
    `CREATE INDEX order_approvals_requester_idx ON order_approvals (requested_by, created_at DESC)`,
    // Every organisation action: who, when, what, before and after (written by audit/audit-store.ts).
    `CREATE TABLE organization_audit_log (
      id TEXT PRIMARY KEY,
      organization_id TEXT NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
      actor_id TEXT REFERENCES users(id) ON DELETE SET NULL,
      actor_name TEXT NOT NULL,
      kind TEXT NOT NULL,
      subject TEXT NOT NULL,
      before JSONB,
      after JSONB,
      created_at TIMESTAMPTZ NOT NULL DEFAULT clock_timestamp()
    )`,
    `CREATE INDEX organization_audit_log_org_idx ON organization_audit_log (organization_id, created_at DESC, id DESC)`,
    // Payment terms: invoices fall due Net N days after the order.
    `ALTER TABLE organizations ADD COLUMN payment_terms_days INT NOT NULL DEFAULT 30 CHECK (payment_terms_days BETWEEN 0 AND 365)`,
    // Settlement: a payment the operator records, and what of it went to which invoice order.
    `CREATE TABLE invoice_payments (
      id TEXT PRIMARY KEY,
      organization_id TEXT NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
      amount BIGINT NOT NULL CHECK (amount > 0),
      reference TEXT NOT NULL,
      received_on DATE NOT NULL,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now()
    )`,
    `CREATE TABLE invoice_payment_allocations (
      payment_id TEXT NOT NULL REFERENCES invoice_payments(id) ON DELETE CASCADE,
      placement_id TEXT NOT NULL REFERENCES order_placements(id) ON DELETE CASCADE,
      amount BIGINT NOT NULL CHECK (amount > 0),
      PRIMARY KEY (payment_id, placement_id)
    )`,
    `CREATE INDEX invoice_payment_allocations_placement_idx ON invoice_payment_allocations (placement_id)`,
  ],
};
