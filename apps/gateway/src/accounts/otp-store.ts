import type { Queryable } from '../db/database';
import { newId } from '../security/random';

/** The live code of a purpose and target, as `verify` checks it. */
export interface OtpRow {
  id: string;
  code_hash: string;
  attempts: number;
}

/** Ends every unspent code of that purpose and target (a new one replaces them). */
export async function expireCodes(
  tx: Queryable,
  purpose: string,
  target: string,
  now: Date,
): Promise<void> {
  await tx.query(
    'UPDATE otp_codes SET consumed_at = $3 WHERE purpose = $1 AND target = $2 AND consumed_at IS NULL',
    [purpose, target, now],
  );
}

/** Stores a code's keyed hash with its creation and expiry. */
export async function insertCode(
  tx: Queryable,
  code: { purpose: string; target: string; codeHash: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await tx.query(
    `INSERT INTO otp_codes (id, purpose, target, code_hash, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6)`,
    [newId('otp'), code.purpose, code.target, code.codeHash, code.createdAt, code.expiresAt],
  );
}

/**
 * The newest unspent, unexpired code of that purpose and target with tries left, locked until
 * the transaction ends; null when there is none.
 */
export async function lockLiveCode(
  tx: Queryable,
  purpose: string,
  target: string,
  now: Date,
  maxAttempts: number,
): Promise<OtpRow | null> {
  const { rows } = await tx.query<OtpRow>(
    `SELECT id, code_hash, attempts FROM otp_codes
       WHERE purpose = $1 AND target = $2 AND consumed_at IS NULL AND expires_at > $3 AND attempts < $4
       ORDER BY created_at DESC LIMIT 1 FOR UPDATE`,
    [purpose, target, now, maxAttempts],
  );
  return rows[0] ?? null;
}

/** Spends a code. */
export async function consumeCode(tx: Queryable, id: string, now: Date): Promise<void> {
  await tx.query('UPDATE otp_codes SET consumed_at = $2 WHERE id = $1', [id, now]);
}

/** Uses one of a code's tries. */
export async function countWrongTry(tx: Queryable, id: string): Promise<void> {
  await tx.query('UPDATE otp_codes SET attempts = attempts + 1 WHERE id = $1', [id]);
}

/** The target (`<user id>:<phone>`) of the user's newest unspent phone-verification code. */
export async function latestPhoneVerificationTarget(
  q: Queryable,
  userId: string,
): Promise<string | null> {
  const { rows } = await q.query<{ target: string }>(
    `SELECT target FROM otp_codes WHERE purpose = 'phoneVerification' AND target LIKE $1 AND consumed_at IS NULL
         ORDER BY created_at DESC LIMIT 1`,
    [`${userId}:%`],
  );
  return rows[0]?.target ?? null;
}
