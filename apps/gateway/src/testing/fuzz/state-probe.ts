import type { Queryable } from '../../db/database';

/**
 * Tables whose rows are compared, not only counted: the ones that hold money, stock, orders,
 * carts and what a shopper saved. A refused call that changed a quantity or a balance in
 * place would keep every count the same.
 */
const COMPARED_ROWS = [
  'variants',
  'users',
  'user_credit_entries',
  'vouchers',
  'organizations',
  'organization_spend',
  'organization_spending_limits',
  'organization_audit_log',
  'invoice_payments',
  'orders',
  'order_lines',
  'order_placements',
  'order_approvals',
  'payment_transactions',
  'promo_code_usages',
  'express_slot_bookings',
  'carts',
  'cart_lines',
  'checkout_states',
  'addresses',
  'billing_infos',
  'shopping_lists',
  'shopping_list_variants',
  'favorites',
  'loyalty_members',
];

/**
 * What may change on a refused call, and why:
 * - `sessions`: a first call without a cookie is given a guest session (its cookie comes
 *   with the refusal); that is the session, not the call's effect.
 * - `tracking_events`: written off the request path by the tracking buffer (the probe
 *   flushes it first, but a flush of earlier accepted beacons may still land).
 */
export const NOT_COMPARED = new Set(['sessions', 'tracking_events', 'schema_migrations']);

/** A snapshot: each table's row count, and a checksum of the rows of the compared tables. */
export type Snapshot = Record<string, string>;

/**
 * One query that counts every table of the schema and sums a hash of each row of the money
 * and stock tables (`hashtext(row::text)`: order-free, so no sort), about a millisecond or
 * two on the test shop.
 */
export class StateProbe {
  private constructor(
    private readonly db: Queryable,
    private readonly sql: string,
  ) {}

  static async create(db: Queryable): Promise<StateProbe> {
    const { rows } = await db.query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
    );
    const tables = rows.map((row) => row.name).filter((name) => /^[a-z_0-9]+$/.test(name) && !NOT_COMPARED.has(name));
    const missing = COMPARED_ROWS.filter((name) => !tables.includes(name));
    if (missing.length > 0) throw new Error(`state probe: no table ${missing.join(', ')}`);
    const columns = tables.map((name) =>
      COMPARED_ROWS.includes(name)
        ? `(SELECT count(*)::text || ':' || coalesce(sum(hashtext(t::text)::bigint), 0)::text FROM ${name} t) AS ${name}`
        : `(SELECT count(*)::text FROM ${name}) AS ${name}`,
    );
    return new StateProbe(db, `SELECT ${columns.join(', ')}`);
  }

  async snapshot(): Promise<Snapshot> {
    const { rows } = await this.db.query<Snapshot>(this.sql);
    return rows[0] ?? {};
  }
}

/** The tables whose count or rows differ between two snapshots. */
export function changedTables(before: Snapshot, after: Snapshot): string[] {
  return Object.keys({ ...before, ...after }).filter((name) => before[name] !== after[name]);
}
