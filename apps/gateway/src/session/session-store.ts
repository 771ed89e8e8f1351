import type { Redis } from 'ioredis';
import type { Queryable } from '../db/database';
import { prepared } from '../db/prepared';

/**
 * One session as stored. The cookie carries the id; the store keys it by the id's SHA-256, so
 * that a copy of the table or of Redis holds nothing a browser could present.
 */
export interface SessionRecord {
  readonly idHash: string;
  /** Stays across sign-in rotation so that a guest's cart can follow the shopper. */
  readonly guestId: string;
  readonly userId: string | null;
  readonly csrfToken: string;
  /** Epoch milliseconds. */
  readonly createdAt: number;
  readonly lastSeenAt: number;
  /** Absolute end of the session, whatever the activity. */
  readonly expiresAt: number;
  /**
   * The signed-in user's cart-owner facts (level, view, organisation), when the store read
   * them with the session in the same statement (the database store does, issue #20: one
   * statement fewer per signed-in cart request); null when the user is gone; absent when not
   * read (a guest, the Redis store, a session just started).
   */
  readonly user?: SessionUserRow | null;
}

/** The user with their organisation's name and switches, as the cart owner reads them. */
export interface SessionUserRow {
  id: string;
  account_level: number;
  client_view_type: number;
  organization_id: string | null;
  organization_name: string | null;
  organization_enabled: boolean | null;
  exclude_all_items: boolean | null;
}

/** Where sessions live: the database by default, Redis when REDIS_URL is set. */
export interface SessionStore {
  get(idHash: string): Promise<SessionRecord | null>;
  create(record: SessionRecord, idleMs: number): Promise<void>;
  /** Records activity; the store may also extend its own expiry by the idle time. */
  touch(idHash: string, lastSeenAt: number, idleMs: number): Promise<void>;
  delete(idHash: string): Promise<void>;
  /** Ends every session of a user but `exceptIdHash` (password change or reset). */
  deleteForUser(userId: string, exceptIdHash?: string): Promise<void>;
}

interface SessionRow extends Partial<Omit<SessionUserRow, 'id'>> {
  user_row_id?: string | null;
  id_hash: string;
  guest_id: string;
  user_id: string | null;
  csrf_token: string;
  created_at: Date | string;
  last_seen_at: Date | string;
  expires_at: Date | string;
}

const ms = (value: Date | string): number => new Date(value).getTime();

/** Sessions in the `sessions` table, shared by every replica on one database. */
export class DatabaseSessionStore implements SessionStore {
  constructor(private readonly db: Queryable) {}

  async get(idHash: string): Promise<SessionRecord | null> {
    const { rows } = await this.db.query<SessionRow>(
      prepared(`SELECT s.id_hash, s.guest_id, s.user_id, s.csrf_token, s.created_at, s.last_seen_at, s.expires_at,
              u.id AS user_row_id, u.account_level, u.client_view_type, u.organization_id,
              o.name AS organization_name, o.is_enabled AS organization_enabled, o.exclude_all_items
         FROM sessions s
         LEFT JOIN users u ON u.id = s.user_id
         LEFT JOIN organizations o ON o.id = u.organization_id
        WHERE s.id_hash = $1`),
      [idHash],
    );
    const row = rows[0];
    if (!row) return null;
    const record: SessionRecord = {
      idHash: row.id_hash,
      guestId: row.guest_id,
      userId: row.user_id,
      csrfToken: row.csrf_token,
      createdAt: ms(row.created_at),
      lastSeenAt: ms(row.last_seen_at),
      expiresAt: ms(row.expires_at),
    };
    if (!row.user_id) return record;
    return {
      ...record,
      user: row.user_row_id
        ? {
            id: row.user_row_id,
            account_level: row.account_level ?? 0,
            client_view_type: row.client_view_type ?? 0,
            organization_id: row.organization_id ?? null,
            organization_name: row.organization_name ?? null,
            organization_enabled: row.organization_enabled ?? null,
            exclude_all_items: row.exclude_all_items ?? null,
          }
        : null,
    };
  }

  async create(record: SessionRecord): Promise<void> {
    await this.db.query(
      `INSERT INTO sessions (id_hash, guest_id, user_id, csrf_token, created_at, last_seen_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        record.idHash,
        record.guestId,
        record.userId,
        record.csrfToken,
        new Date(record.createdAt),
        new Date(record.lastSeenAt),
        new Date(record.expiresAt),
      ],
    );
  }

  async touch(idHash: string, lastSeenAt: number): Promise<void> {
    await this.db.query('UPDATE sessions SET last_seen_at = $2 WHERE id_hash = $1', [
      idHash,
      new Date(lastSeenAt),
    ]);
  }

  async delete(idHash: string): Promise<void> {
    await this.db.query('DELETE FROM sessions WHERE id_hash = $1', [idHash]);
  }

  async deleteForUser(userId: string, exceptIdHash?: string): Promise<void> {
    await this.db.query('DELETE FROM sessions WHERE user_id = $1 AND id_hash <> $2', [
      userId,
      exceptIdHash ?? '',
    ]);
  }

  /** Removes sessions past their absolute end or idle for longer than `idleMs`. */
  async prune(now: number, idleMs: number): Promise<number> {
    const { rows } = await this.db.query<{ n: number }>(
      `WITH gone AS (DELETE FROM sessions WHERE expires_at <= $1 OR last_seen_at <= $2 RETURNING 1)
       SELECT count(*)::int AS n FROM gone`,
      [new Date(now), new Date(now - idleMs)],
    );
    return rows[0]?.n ?? 0;
  }
}

const sessionKey = (idHash: string) => `gio:session:${idHash}`;
const userKey = (userId: string) => `gio:user-sessions:${userId}`;

/**
 * Sessions in Redis: one JSON value per session whose TTL is the shorter of the idle time and
 * what is left of the absolute lifetime, so Redis forgets expired sessions by itself, plus a
 * set of session keys per user for "sign out everywhere".
 */
export class RedisSessionStore implements SessionStore {
  constructor(private readonly redis: Redis) {}

  async get(idHash: string): Promise<SessionRecord | null> {
    const value = await this.redis.get(sessionKey(idHash));
    return value ? (JSON.parse(value) as SessionRecord) : null;
  }

  async create(record: SessionRecord, idleMs: number): Promise<void> {
    const ttl = this.ttl(record, record.lastSeenAt, idleMs);
    const multi = this.redis
      .multi()
      .set(sessionKey(record.idHash), JSON.stringify(record), 'PX', ttl);
    if (record.userId) {
      multi
        .sadd(userKey(record.userId), record.idHash)
        .pexpire(userKey(record.userId), record.expiresAt - record.lastSeenAt);
    }
    await multi.exec();
  }

  async touch(idHash: string, lastSeenAt: number, idleMs: number): Promise<void> {
    const record = await this.get(idHash);
    if (!record) return;
    const next = { ...record, lastSeenAt };
    await this.redis.set(
      sessionKey(idHash),
      JSON.stringify(next),
      'PX',
      this.ttl(next, lastSeenAt, idleMs),
    );
  }

  async delete(idHash: string): Promise<void> {
    const record = await this.get(idHash);
    const multi = this.redis.multi().del(sessionKey(idHash));
    if (record?.userId) multi.srem(userKey(record.userId), idHash);
    await multi.exec();
  }

  async deleteForUser(userId: string, exceptIdHash?: string): Promise<void> {
    const members = await this.redis.smembers(userKey(userId));
    const doomed = members.filter((member) => member !== exceptIdHash);
    if (doomed.length === 0) return;
    await this.redis
      .multi()
      .del(...doomed.map(sessionKey))
      .srem(userKey(userId), ...doomed)
      .exec();
  }

  private ttl(record: SessionRecord, now: number, idleMs: number): number {
    return Math.max(1, Math.min(idleMs, record.expiresAt - now));
  }
}
