import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** Cost of a scrypt hash: N = 2^logN, block size r, parallelism p. */
export interface ScryptCost {
  readonly logN: number;
  readonly r: number;
  readonly p: number;
}

/** design.md "Gateway": scrypt with N = 2^17 (about 128 MiB and a few hundred ms per hash). */
export const PRODUCTION_SCRYPT_COST: ScryptCost = { logN: 17, r: 8, p: 1 };

const KEY_BYTES = 64;
const SALT_BYTES = 16;
const FORMAT = /^scrypt\$(\d{1,2})\$(\d{1,2})\$(\d{1,2})\$([A-Za-z0-9_-]+)\$([A-Za-z0-9_-]+)$/;

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  const N = 2 ** cost.logN;
  // scrypt needs 128·N·r bytes; Node's default cap (32 MiB) is below that for N = 2^17.
  const options: ScryptOptions = { N, r: cost.r, p: cost.p, maxmem: 256 * N * cost.r };
  return new Promise((resolve, reject) => {
    // NFC so that a Vietnamese password typed on a keyboard sending combining marks still matches.
    scrypt(password.normalize('NFC'), salt, KEY_BYTES, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/**
 * Password hashing (design.md "Gateway": scrypt N = 2^17). The stored form names its cost,
 * `scrypt$logN$r$p$salt$key`, so that hashes made with another cost still verify and
 * `needsRehash` tells when to upgrade one at the next sign-in.
 */
export class PasswordHasher {
  private dummy: Promise<string> | undefined;

  constructor(private readonly cost: ScryptCost = PRODUCTION_SCRYPT_COST) {}

  async hash(password: string): Promise<string> {
    const salt = randomBytes(SALT_BYTES);
    const key = await derive(password, salt, this.cost);
    const { logN, r, p } = this.cost;
    return `scrypt$${logN}$${r}$${p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
  }

  /** True when `password` matches `stored`; false for a wrong password or a malformed hash. */
  async verify(password: string, stored: string): Promise<boolean> {
    const match = FORMAT.exec(stored);
    if (!match) return false;
    const [, logN, r, p, salt, key] = match;
    const cost = { logN: Number(logN), r: Number(r), p: Number(p) };
    if (cost.logN < 10 || cost.logN > 20 || cost.r < 1 || cost.p < 1) return false;
    const expected = Buffer.from(key, 'base64url');
    const actual = await derive(password, Buffer.from(salt, 'base64url'), cost);
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  }

  /**
   * Spends the time of a real check when there is no account, so that a sign-in for an unknown
   * e-mail takes as long as one with a wrong password (no account discovery by timing).
   */
  async verifyNothing(password: string): Promise<false> {
    this.dummy ??= this.hash('not-a-password-of-anyone');
    await this.verify(password, await this.dummy);
    return false;
  }

  needsRehash(stored: string): boolean {
    const match = FORMAT.exec(stored);
    if (!match) return true;
    return (
      Number(match[1]) < this.cost.logN ||
      Number(match[2]) !== this.cost.r ||
      Number(match[3]) !== this.cost.p
    );
  }
}
