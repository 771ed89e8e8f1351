import { SharedAnswerCache, type CachedResponse } from './shared-answer-cache';

const answer = (body: string): CachedResponse => ({ body, headers: [] });

/** A computation the test finishes when it wants, counting how often it was started. */
function gate() {
  let release!: (shared: CachedResponse | null) => void;
  let fail!: (error: Error) => void;
  const done = new Promise<CachedResponse | null>((resolve, reject) => {
    release = resolve;
    fail = reject;
  });
  const runs = { count: 0 };
  const compute = async () => {
    runs.count += 1;
    const shared = await done;
    return { result: `computed ${shared?.body ?? 'alone'}`, shared };
  };
  return { compute, release, fail, runs };
}

describe('SharedAnswerCache.share', () => {
  let cache: SharedAnswerCache;
  const fromShared = (shared: CachedResponse) => `shared ${shared.body}`;

  beforeEach(() => {
    cache = new SharedAnswerCache({ ttlMs: 2000, maxEntries: 10, maxBytes: 1_000_000, maxBodyBytes: 1000, now: () => 0 });
  });

  it('computes once for concurrent misses of a key and hands the others its answer', async () => {
    const { compute, release, runs } = gate();
    const first = cache.share('k', 1, fromShared, compute);
    const second = cache.share('k', 1, fromShared, compute);
    release(answer('A'));
    expect(await first).toBe('computed A');
    expect(await second).toBe('shared A');
    expect(runs.count).toBe(1);
  });

  it('keeps the answer from the second ask, and computes again when the version moves', async () => {
    const compute = async () => ({ result: 'computed', shared: answer('B') });
    expect(await cache.share('k', 1, fromShared, compute)).toBe('computed');
    expect(await cache.share('k', 1, fromShared, compute)).toBe('computed');
    expect(await cache.share('k', 1, fromShared, compute)).toBe('shared B');
    expect(await cache.share('k', 2, fromShared, compute)).toBe('computed');
  });

  it('lets those waiting compute their own when the answer may not be shared or the computation fails', async () => {
    const unshared = gate();
    const first = cache.share('k', 1, fromShared, unshared.compute);
    const second = cache.share('k', 1, fromShared, unshared.compute);
    unshared.release(null);
    expect(await first).toBe('computed alone');
    expect(await second).toBe('computed alone');
    expect(unshared.runs.count).toBe(2);

    const failing = gate();
    const leader = cache.share('f', 1, fromShared, failing.compute);
    const waiter = cache.share('f', 1, fromShared, async () => ({ result: 'own', shared: null }));
    failing.fail(new Error('database gone'));
    await expect(leader).rejects.toThrow('database gone');
    expect(await waiter).toBe('own');
  });
});
