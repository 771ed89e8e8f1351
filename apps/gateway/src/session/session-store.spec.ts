import { Redis } from 'ioredis';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import {
  DatabaseSessionStore,
  RedisSessionStore,
  type SessionRecord,
  type SessionStore,
} from './session-store';

const record = (idHash: string, userId: string | null, now: number): SessionRecord => ({
  idHash,
  guestId: `guest-${idHash}`,
  userId,
  csrfToken: `csrf-${idHash}`,
  createdAt: now,
  lastSeenAt: now,
  expiresAt: now + 60_000,
});

let database: TestDatabase;
const stores: [string, () => Promise<{ store: SessionStore; close: () => Promise<void> }>][] = [
  [
    'database',
    async () => ({ store: new DatabaseSessionStore(database.db), close: async () => undefined }),
  ],
];
const redisUrl = process.env['TEST_REDIS_URL'];
if (redisUrl) {
  stores.push([
    'redis',
    async () => {
      const redis = new Redis(redisUrl, { keyPrefix: `test-${Date.now()}-${Math.random()}:` });
      return { store: new RedisSessionStore(redis), close: async () => void (await redis.quit()) };
    },
  ]);
}

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.query(
    `INSERT INTO users (id, email) VALUES ('usr_a', 'a@x.vn'), ('usr_b', 'b@x.vn')`,
  );
});

afterAll(async () => {
  await database.close();
});

describe.each(stores)('%s session store', (name, make) => {
  let store: SessionStore;
  let close: () => Promise<void>;
  const now = Date.now();

  beforeEach(async () => {
    ({ store, close } = await make());
  });
  afterEach(async () => {
    await close();
  });

  it('stores, reads, touches and deletes a session', async () => {
    await store.create(record(`${name}-1`, null, now), 60_000);
    expect(await store.get(`${name}-1`)).toEqual(record(`${name}-1`, null, now));
    await store.touch(`${name}-1`, now + 5000, 60_000);
    expect((await store.get(`${name}-1`))?.lastSeenAt).toBe(now + 5000);
    await store.delete(`${name}-1`);
    expect(await store.get(`${name}-1`)).toBeNull();
  });

  it('ends every session of a user but the one kept', async () => {
    await store.create(record(`${name}-a1`, 'usr_a', now), 60_000);
    await store.create(record(`${name}-a2`, 'usr_a', now), 60_000);
    await store.create(record(`${name}-b1`, 'usr_b', now), 60_000);
    await store.deleteForUser('usr_a', `${name}-a2`);
    expect(await store.get(`${name}-a1`)).toBeNull();
    expect(await store.get(`${name}-a2`)).not.toBeNull();
    expect(await store.get(`${name}-b1`)).not.toBeNull();
  });
});

describe('database session store pruning', () => {
  it('removes sessions past their end or idle too long', async () => {
    const store = new DatabaseSessionStore(database.db);
    const now = Date.now();
    await store.create(record('old', null, now - 120_000));
    await store.create(record('fresh', null, now));
    expect(await store.prune(now, 90_000)).toBeGreaterThanOrEqual(1);
    expect(await store.get('old')).toBeNull();
    expect(await store.get('fresh')).not.toBeNull();
  });
});
