import { Redis } from 'ioredis';
import { DEFAULT_RATE_LIMIT_RULES, RateLimits, type RateLimitRules } from './rate-limits';

const rules: RateLimitRules = {
  ...DEFAULT_RATE_LIMIT_RULES,
  loginFailuresPerAccount: { points: 2, durationSeconds: 60 },
  otpPerAccount: { points: 2, durationSeconds: 60 },
};

/** Memory always; Redis too when TEST_REDIS_URL names a server (CI and the scaling test set it). */
const stores: [string, () => { limits: RateLimits; close: () => Promise<void> }][] = [
  ['memory', () => ({ limits: new RateLimits(rules), close: async () => undefined })],
];
const redisUrl = process.env['TEST_REDIS_URL'];
if (redisUrl) {
  stores.push([
    'redis',
    () => {
      const redis = new Redis(redisUrl, { keyPrefix: `test-${Date.now()}-${Math.random()}:` });
      return { limits: new RateLimits(rules, redis), close: async () => void (await redis.quit()) };
    },
  ]);
}

describe.each(stores)('RateLimits on %s', (_, make) => {
  let store: ReturnType<typeof make>;
  beforeEach(() => {
    store = make();
  });
  afterEach(async () => {
    await store.close();
  });

  it('refuses with a 429 AppError and a wait once the points are used', async () => {
    await store.limits.consume('otpPerAccount', 'a@x.vn');
    await store.limits.consume('otpPerAccount', 'A@X.vn');
    await expect(store.limits.consume('otpPerAccount', 'a@x.vn')).rejects.toMatchObject({
      statusCode: 429,
      code: 'TOO_MANY_REQUESTS',
    });
    await expect(store.limits.consume('otpPerAccount', 'b@x.vn')).resolves.toBeUndefined();
  });

  it('counts failures without refusing the failing call, then blocks; reset forgets them', async () => {
    await store.limits.recordFailure('loginFailuresPerAccount', 'c@x.vn');
    await store.limits.ensureNotBlocked('loginFailuresPerAccount', 'c@x.vn');
    await store.limits.recordFailure('loginFailuresPerAccount', 'c@x.vn');
    await expect(
      store.limits.ensureNotBlocked('loginFailuresPerAccount', 'c@x.vn'),
    ).rejects.toMatchObject({ statusCode: 429 });
    await store.limits.reset('loginFailuresPerAccount', 'c@x.vn');
    await expect(
      store.limits.ensureNotBlocked('loginFailuresPerAccount', 'c@x.vn'),
    ).resolves.toBeUndefined();
  });
});
