export interface ResponseCacheOptions {
  /**
   * How long an answer is reused. Descriptive changes drop it sooner (the catalogue version);
   * live figures (stock, sales and wishlist counts) change without a version bump, so this
   * bounds how old they may be.
   */
  readonly ttlMs: number;
  /** Answers kept (and keys remembered as asked once); the oldest goes first. */
  readonly maxEntries: number;
  /** Memory the kept answers may take, counted as two bytes a character; the oldest goes first. */
  readonly maxBytes: number;
  /** Larger answers are not kept (they would crowd out the rest). */
  readonly maxBodyBytes: number;
  readonly now?: () => number;
}

export const DEFAULT_RESPONSE_CACHE: ResponseCacheOptions = {
  ttlMs: 2000,
  maxEntries: 5000,
  maxBytes: 32 * 1024 * 1024,
  maxBodyBytes: 512 * 1024,
};

/** What a cached request sends: the body and headers, as they were sent the first time. */
export interface CachedResponse {
  readonly body: string;
  readonly headers: readonly (readonly [string, string])[];
}

interface Entry extends CachedResponse {
  readonly version: number;
  readonly storedAt: number;
}

/** What an answer is counted as against `maxBytes`. */
function sizeOf(response: CachedResponse): number {
  return response.body.length * 2;
}

/**
 * A short-lived cache of whole answers that depend only on the catalogue and the request, never
 * on who asks (the GraphQL catalogue reads, the product page's data): a hit skips the database
 * and the serialisation. Each answer is tagged with the catalogue version it was computed at
 * and is dropped when the version moves or its time-to-live ends. An answer is kept only when
 * its key was asked for before within the time-to-live: a key asked once is seldom asked again,
 * and a long tail of distinct requests would otherwise fill memory and keep the garbage
 * collector busy for nothing. Callers choose the keys, and only answers that may be shared.
 */
export class SharedAnswerCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  /** Keys whose answer was offered once, with when. */
  private readonly seen = new Map<string, number>();
  /** Answers being computed, so that concurrent misses of a key wait for one computation. */
  private readonly inFlight = new Map<string, { version: number; answer: Promise<CachedResponse | null> }>();
  private readonly now: () => number;

  constructor(private readonly options: ResponseCacheOptions = DEFAULT_RESPONSE_CACHE) {
    this.now = options.now ?? Date.now;
  }

  /** Answers kept. */
  get size(): number {
    return this.entries.size;
  }

  /** Memory the kept answers are counted as (`maxBytes`). */
  get sizeInBytes(): number {
    return this.bytes;
  }

  get(key: string, version: number): CachedResponse | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.version !== version || this.now() - entry.storedAt >= this.options.ttlMs) {
      this.remove(key, entry);
      return undefined;
    }
    return entry;
  }

  /**
   * Offers an answer computed at `version`; it is kept when its key was offered before within
   * the time-to-live, and the oldest answers make room for it. Returns whether it was kept.
   */
  offer(key: string, version: number, response: CachedResponse): boolean {
    const now = this.now();
    const seenAt = this.seen.get(key);
    if (seenAt === undefined || now - seenAt >= this.options.ttlMs) {
      this.seen.delete(key);
      if (this.seen.size >= this.options.maxEntries) this.seen.delete(this.seen.keys().next().value as string);
      this.seen.set(key, now);
      return false;
    }
    const size = sizeOf(response);
    if (response.body.length > this.options.maxBodyBytes || size > this.options.maxBytes) return false;
    const previous = this.entries.get(key);
    if (previous) this.remove(key, previous);
    for (const [oldestKey, oldest] of this.entries) {
      if (this.entries.size < this.options.maxEntries && this.bytes + size <= this.options.maxBytes) break;
      this.remove(oldestKey, oldest);
    }
    this.entries.set(key, { ...response, version, storedAt: now });
    this.bytes += size;
    return true;
  }

  /**
   * The answer to `key` at `version`: a kept one, the one another request is computing (waited
   * for), or `compute`'s. `compute` gives the caller's result and the answer others may share
   * (null when it may not be shared, e.g. an error: those waiting then compute their own).
   */
  async share<T>(
    key: string,
    version: number,
    fromShared: (answer: CachedResponse) => T,
    compute: () => Promise<{ readonly result: T; readonly shared: CachedResponse | null }>,
  ): Promise<T> {
    const hit = this.get(key, version);
    if (hit) return fromShared(hit);
    // Checked and claimed in one step, without an await between, so that one request leads.
    const pending = this.pending(key, version);
    const settle = pending ? undefined : this.lead(key, version);
    const waited = pending ? await pending : null;
    if (waited) return fromShared(waited);
    try {
      const { result, shared } = await compute();
      if (shared) {
        this.offer(key, version, shared);
        settle?.(shared);
      }
      return result;
    } finally {
      settle?.(null);
    }
  }

  private remove(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.bytes -= sizeOf(entry);
  }

  /**
   * The answer another request is computing for this key at this version, if any. Without it,
   * every connection that misses when an answer expires computes it again at the same moment,
   * and a busy listing stalls each time-to-live. Null: that answer may not be shared (errors).
   */
  pending(key: string, version: number): Promise<CachedResponse | null> | undefined {
    const flight = this.inFlight.get(key);
    return flight && flight.version === version ? flight.answer : undefined;
  }

  /** Announces that the caller computes this key's answer; call the result with it (or null). */
  lead(key: string, version: number): (answer: CachedResponse | null) => void {
    let settle!: (answer: CachedResponse | null) => void;
    const answer = new Promise<CachedResponse | null>((resolve) => {
      settle = resolve;
    });
    const flight = { version, answer };
    this.inFlight.set(key, flight);
    return (result) => {
      if (this.inFlight.get(key) === flight) this.inFlight.delete(key);
      settle(result);
    };
  }

  clear(): void {
    this.entries.clear();
    this.seen.clear();
    this.bytes = 0;
  }
}
