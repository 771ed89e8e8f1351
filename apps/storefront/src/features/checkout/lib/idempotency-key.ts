/**
 * One Idempotency-Key per attempt of the same checkout: while what would be ordered (the
 * checkout's choices, lines and total) stays the same, every click and retry reuses the key, so
 * the server answers the first order again instead of making a second; any change starts a new
 * attempt with a new key.
 */
export class IdempotencyKeys {
  private current: { fingerprint: string; key: string } | null = null;

  constructor(private readonly newKey: () => string = defaultKey) {}

  /** The key for an order of this fingerprint. */
  keyFor(fingerprint: string): string {
    if (this.current?.fingerprint !== fingerprint)
      this.current = { fingerprint, key: this.newKey() };
    return this.current.key;
  }
}

function defaultKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function')
    return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}
