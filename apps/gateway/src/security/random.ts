import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A random token of `bytes` bytes (256 bits by default), URL-safe base64 (43 characters). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** A random id with a readable prefix (`usr_…`, `adr_…`), 128 bits of randomness. */
export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(16).toString('base64url')}`;
}

/** Six decimal digits from the CSPRNG, zero-padded (accounts.md §4 one-time codes). */
export function sixDigitCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/** Letters and digits without look-alikes (0/O, 1/I/L), so a code read aloud types right. */
const READABLE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** `length` CSPRNG characters of the readable alphabet (voucher and invite codes), ~4.95 bits each. */
export function readableCode(length: number): string {
  let code = '';
  for (let i = 0; i < length; i += 1) code += READABLE_ALPHABET[randomInt(0, READABLE_ALPHABET.length)];
  return code;
}

/** SHA-256 of a high-entropy secret (session id, reset token): enough, as it cannot be guessed. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}

/**
 * A keyed hash for low-entropy secrets (one-time codes): without the server key a stolen table
 * does not let anyone try the million codes offline.
 */
export function keyedHash(key: Buffer, value: string): string {
  return createHmac('sha256', key).update(value).digest('base64url');
}

/** Compares two strings in time that does not depend on where they differ. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  // Lengths are compared first: tokens have fixed lengths, so this leaks nothing secret.
  return left.length === right.length && timingSafeEqual(left, right);
}
