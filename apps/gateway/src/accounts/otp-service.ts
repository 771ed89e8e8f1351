import type { OtpType } from '@gio/domain-enums';
import type { Queryable } from '../db/database';
import { keyedHash, safeEqual, sixDigitCode } from '../security/random';
import { consumeCode, countWrongTry, expireCodes, insertCode, lockLiveCode } from './otp-store';

/** What a code proves: the spec's two OtpTypes, plus ownership of a phone number. */
export type OtpPurpose = OtpType | 'phoneVerification';

export interface OtpPolicy {
  /** accounts.md §4 / the issue: a code lives 10 minutes. */
  readonly lifetimeMs: number;
  /** Wrong tries after which the code is dead. */
  readonly maxAttempts: number;
}

export const DEFAULT_OTP_POLICY: OtpPolicy = { lifetimeMs: 10 * 60 * 1000, maxAttempts: 5 };

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
    await expireCodes(tx, purpose, target, new Date(now));
    await insertCode(tx, {
      purpose,
      target,
      codeHash: this.hash(purpose, target, code),
      createdAt: new Date(now),
      expiresAt: new Date(now + this.policy.lifetimeMs),
    });
    return code;
  }

  /**
   * True exactly once for the live code of that purpose and target; a wrong code uses one of
   * its tries. Run it in the transaction of the change it allows, so that a rollback keeps the
   * code usable.
   */
  async verify(tx: Queryable, purpose: OtpPurpose, target: string, code: string): Promise<boolean> {
    const live = await lockLiveCode(
      tx,
      purpose,
      target,
      new Date(this.now()),
      this.policy.maxAttempts,
    );
    if (!live) return false;
    if (safeEqual(live.code_hash, this.hash(purpose, target, code))) {
      await consumeCode(tx, live.id, new Date(this.now()));
      return true;
    }
    await countWrongTry(tx, live.id);
    return false;
  }

  private hash(purpose: OtpPurpose, target: string, code: string): string {
    return keyedHash(this.key, `${purpose}:${target}:${code}`);
  }
}
