import { GraphqlResponseCache, type CacheableRequest } from './response-cache';

const LISTING = 'query Listing($gid: ID!) { plesByCategoryGid(categoryGid: $gid) { pageInfo { hasNextPage } } }';

function request(overrides: Partial<CacheableRequest> = {}): CacheableRequest {
  return { query: LISTING, operationName: undefined, variables: { gid: '102' }, accept: 'application/json', ...overrides };
}

const answer = (body: string) => ({ body, headers: [['content-type', 'application/json; charset=utf-8']] as const });

describe('GraphqlResponseCache', () => {
  let clock: number;
  let cache: GraphqlResponseCache;

  beforeEach(() => {
    clock = 0;
    cache = new GraphqlResponseCache({ ttlMs: 2000, maxEntries: 3, maxBytes: 1_000_000, maxBodyBytes: 100, now: () => clock });
  });

  it('keys by query, variables, operation name and Accept header', () => {
    const key = cache.keyOf(request());
    expect(key).not.toBeNull();
    expect(cache.keyOf(request())).toBe(key);
    expect(cache.keyOf(request({ variables: { gid: '111' } }))).not.toBe(key);
    expect(cache.keyOf(request({ accept: 'application/graphql-response+json' }))).not.toBe(key);
    expect(cache.keyOf(request({ operationName: 'Listing' }))).not.toBe(key);
  });

  it('shares only queries whose every root field is a catalogue read', () => {
    expect(cache.keyOf(request({ query: '{ categories { gid } softCategories { gid } }', variables: undefined }))).not.toBeNull();
    expect(cache.keyOf(request({ query: 'mutation { categories { gid } }' }))).toBeNull();
    expect(cache.keyOf(request({ query: '{ __schema { types { name } } }' }))).toBeNull();
    expect(cache.keyOf(request({ query: '{ ...Root } fragment Root on Query { categories { gid } }' }))).toBeNull();
    expect(cache.keyOf(request({ query: '{ categories { gid ' }))).toBeNull();
    // Two operations and no name: Apollo refuses it, so nothing is shared.
    expect(cache.keyOf(request({ query: 'query A { categories { gid } } query B { softCategories { gid } }' }))).toBeNull();
    expect(cache.keyOf(request({ query: 'query A { categories { gid } } query B { softCategories { gid } }', operationName: 'B' }))).not.toBeNull();
  });

  /** Offers an answer twice, as two requests of one key in a row would: the second is kept. */
  const keep = (key: string, version: number, body: string) => {
    cache.offer(key, version, answer(body));
    return cache.offer(key, version, answer(body));
  };

  it('keeps an answer only once its key was asked for before within the time-to-live', () => {
    const key = cache.keyOf(request()) as string;
    expect(cache.offer(key, 1, answer('{"data":0}'))).toBe(false);
    expect(cache.get(key, 1)).toBeUndefined();
    clock += 2000;
    // Too long ago: this counts as a first time again.
    expect(cache.offer(key, 1, answer('{"data":0}'))).toBe(false);
    clock += 1999;
    expect(cache.offer(key, 1, answer('{"data":1}'))).toBe(true);
    expect(cache.get(key, 1)?.body).toBe('{"data":1}');
  });

  it('answers until the time-to-live ends or the catalogue version moves', () => {
    const key = cache.keyOf(request()) as string;
    keep(key, 5, '{"data":1}');
    expect(cache.get(key, 5)?.body).toBe('{"data":1}');
    expect(cache.get(key, 6)).toBeUndefined();
    keep(key, 6, '{"data":2}');
    clock += 1999;
    expect(cache.get(key, 6)?.body).toBe('{"data":2}');
    clock += 1;
    expect(cache.get(key, 6)).toBeUndefined();
    expect(cache.sizeInBytes).toBe(0);
  });

  it('keeps a bounded number of answers within a memory budget, dropping the oldest, and never a large one', () => {
    const keys = ['a', 'b', 'c', 'd'].map((gid) => cache.keyOf(request({ variables: { gid } })) as string);
    keys.forEach((key, i) => keep(key, 1, `{"n":${i}}`));
    expect(cache.size).toBe(3);
    expect(cache.get(keys[0] as string, 1)).toBeUndefined();
    expect(cache.get(keys[3] as string, 1)?.body).toBe('{"n":3}');
    const big = cache.keyOf(request({ variables: { gid: 'big' } })) as string;
    expect(keep(big, 1, 'x'.repeat(101))).toBe(false);
    expect(cache.get(big, 1)).toBeUndefined();

    const tight = new GraphqlResponseCache({ ttlMs: 2000, maxEntries: 100, maxBytes: 40, maxBodyBytes: 100, now: () => clock });
    const [k1, k2] = keys as [string, string];
    tight.offer(k1, 1, answer('0123456789'));
    tight.offer(k1, 1, answer('0123456789'));
    tight.offer(k2, 1, answer('abcdefghijklmno'));
    tight.offer(k2, 1, answer('abcdefghijklmno'));
    // 20 + 30 bytes do not fit in 40: the older answer made room.
    expect(tight.get(k1, 1)).toBeUndefined();
    expect(tight.get(k2, 1)?.body).toBe('abcdefghijklmno');
    expect(tight.sizeInBytes).toBe(30);
  });

  it('lets concurrent misses wait for the one computing the answer', async () => {
    const key = cache.keyOf(request()) as string;
    expect(cache.pending(key, 1)).toBeUndefined();
    const settle = cache.lead(key, 1);
    const waiting = cache.pending(key, 1);
    expect(waiting).toBeDefined();
    // Another version computes its own answer.
    expect(cache.pending(key, 2)).toBeUndefined();
    settle(answer('{"data":3}'));
    expect((await waiting)?.body).toBe('{"data":3}');
    expect(cache.pending(key, 1)).toBeUndefined();
  });

  it('tells waiters to compute their own answer when the first may not be shared', async () => {
    const key = cache.keyOf(request()) as string;
    const settle = cache.lead(key, 1);
    const waiting = cache.pending(key, 1);
    settle(null);
    expect(await waiting).toBeNull();
  });
});
