import type { OtpType } from '@gio/domain-enums';
import type { Queryable } from '../db/database';
import { keyedHash, newId, safeEqual, sixDigitCode } from '../security/random';

/** What a code proves: the spec's two OtpTypes, plus ownership of a phone number. */
export type OtpPurpose = OtpType | 'phoneVerification';

export interface OtpPolicy {
  /** accounts.md §4 / the issue: a code lives 10 minutes. */
  readonly lifetimeMs: number;
  /** Wrong tries after which the code is dead. */
  readonly maxAttempts: number;
}

export const DEFAULT_OTP_POLICY: OtpPolicy = { lifetimeMs: 10 * 60 * 1000, maxAttempts: 5 };

interface OtpRow {
  id: string;
  code_hash: string;
  attempts: number;
}

/**
 * One-time codes (accounts.md §4 "One-time-code types"): six digits from the CSPRNG, stored
 * as a keyed hash, single use, a fixed life and a fixed number of tries. A new code for the same
 * purpose and target replaces the older ones.
 */
export class OtpService {
  constructor(
    private readonly key: Buffer,
    private readonly policy: OtpPolicy,
    private readonly now: () => number,
  ) {}

  /** Stores a new code and returns it in clear, for the outbox message only. */
  async issue(tx: Queryable, purpose: OtpPurpose, target: string): Promise<string> {
    const code = sixDigitCode();
    const now = this.now();
    await tx.query(
      'UPDATE otp_codes SET consumed_at = $3 WHERE purpose = $1 AND target = $2 AND consumed_at IS NULL',
      [purpose, target, new Date(now)],
    );
    await tx.query(
      `INSERT INTO otp_codes (id, purpose, target, code_hash, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        newId('otp'),
        purpose,
        target,
        this.hash(purpose, target, code),
        new Date(now),
        new Date(now + this.policy.lifetimeMs),
      ],
    );
    return code;
  }

  /**
   * True exactly once for the live code of that purpose and target; a wrong code uses one of
   * its tries. Run it in the transaction of the change it allows, so that a rollback keeps the
   * code usable.
   */
  async verify(tx: Queryable, purpose: OtpPurpose, target: string, code: string): Promise<boolean> {
    const { rows } = await tx.query<OtpRow>(
      `SELECT id, code_hash, attempts FROM otp_codes
       WHERE purpose = $1 AND target = $2 AND consumed_at IS NULL AND expires_at > $3 AND attempts < $4
       ORDER BY created_at DESC LIMIT 1 FOR UPDATE`,
      [purpose, target, new Date(this.now()), this.policy.maxAttempts],
    );
    const live = rows[0];
    if (!live) return false;
    if (safeEqual(live.code_hash, this.hash(purpose, target, code))) {
      await tx.query('UPDATE otp_codes SET consumed_at = $2 WHERE id = $1', [
        live.id,
        new Date(this.now()),
      ]);
      return true;
    }
    await tx.query('UPDATE otp_codes SET attempts = attempts + 1 WHERE id = $1', [live.id]);
    return false;
  }

  private hash(purpose: OtpPurpose, target: string, code: string): string {
    return keyedHash(this.key, `${purpose}:${target}:${code}`);
  }
}
