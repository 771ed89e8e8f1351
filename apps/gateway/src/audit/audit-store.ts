import type { AuditKind } from '@gio/domain-access';
import type { Queryable } from '../db/database';
import { newId } from '../security/random';

/**
 * The one writer of `organization_audit_log` (issue #18 audit log): every organisation action
 * calls `recordAudit` with the transaction of the action itself, so an action and its record
 * commit or roll back together.
 */

/** One organisation action as recorded. */
export interface AuditEntry {
  readonly organizationId: string;
  /** Who did it; null for the shop itself (an approval that expired). */
  readonly actorId: string | null;
  /** Read from the user inside the same statement, so the name is the one at the time. */
  readonly kind: AuditKind;
  /** What it was done to: an e-mail, a user id, an order gid, `organization`. */
  readonly subject: string;
  readonly before?: unknown;
  readonly after?: unknown;
  /** When it happened, for history written afterwards (the demo data); else now. */
  readonly at?: Date;
}

/** Records one action in the caller's transaction. */
export async function recordAudit(tx: Queryable, entry: AuditEntry): Promise<void> {
  await tx.query(
    `INSERT INTO organization_audit_log (id, organization_id, actor_id, actor_name, kind, subject, before, after, created_at)
     VALUES ($1, $2, $3,
       COALESCE((SELECT trim(last_name || ' ' || first_name) || ' <' || email || '>' FROM users WHERE id = $3), 'Giỏ'),
       $4, $5, $6::jsonb, $7::jsonb, COALESCE($8::timestamptz, clock_timestamp()))`,
    [
      newId('aud'),
      entry.organizationId,
      entry.actorId,
      entry.kind,
      entry.subject,
      entry.before === undefined ? null : JSON.stringify(entry.before),
      entry.after === undefined ? null : JSON.stringify(entry.after),
      entry.at ?? null,
    ],
  );
}

export interface AuditRow {
  readonly id: string;
  readonly actor_id: string | null;
  readonly actor_name: string;
  readonly kind: string;
  readonly subject: string;
  readonly before: unknown;
  readonly after: unknown;
  readonly created_at: Date | string;
  /** created_at to the microsecond, for the paging cursor. */
  readonly created_key: string;
}

/** Filters of the log: one person, one kind; keyset paging by (created_at, id) descending. */
export interface AuditQuery {
  readonly organizationId: string;
  readonly actorId?: string;
  readonly kind?: string;
  readonly before?: { readonly createdAt: string; readonly id: string };
  readonly limit: number;
}

/** The organisation's log, newest first. */
export async function auditRows(q: Queryable, query: AuditQuery): Promise<AuditRow[]> {
  const { rows } = await q.query<AuditRow>(
    `SELECT id, actor_id, actor_name, kind, subject, before, after, created_at,
            to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS created_key
       FROM organization_audit_log
      WHERE organization_id = $1
        AND ($2::text IS NULL OR actor_id = $2)
        AND ($3::text IS NULL OR kind = $3)
        AND ($4::timestamptz IS NULL OR (created_at, id) < ($4::timestamptz, $5::text))
      ORDER BY created_at DESC, id DESC
      LIMIT $6`,
    [query.organizationId, query.actorId ?? null, query.kind ?? null, query.before?.createdAt ?? null, query.before?.id ?? null, query.limit],
  );
  return rows;
}

/** The people who appear in the organisation's log (the person filter's choices). */
export async function auditActors(q: Queryable, organizationId: string): Promise<{ actor_id: string; actor_name: string }[]> {
  const { rows } = await q.query<{ actor_id: string; actor_name: string }>(
    `SELECT DISTINCT ON (actor_id) actor_id, actor_name FROM organization_audit_log
      WHERE organization_id = $1 AND actor_id IS NOT NULL ORDER BY actor_id, created_at DESC`,
    [organizationId],
  );
  return rows;
}
