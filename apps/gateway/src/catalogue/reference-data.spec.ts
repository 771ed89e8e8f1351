import { CountingDatabase, createTestDatabase, type TestDatabase } from '../testing/test-database';
import { loadReferenceData, ReferenceCache } from './reference-data';
import { readCatalogueVersion } from './reference-store';

describe('reference data snapshot', () => {
  let test: TestDatabase;
  let db: CountingDatabase;
  let clock: number;
  const now = () => clock;

  beforeAll(async () => {
    test = await createTestDatabase();
    db = new CountingDatabase(test.db);
  });

  afterAll(async () => {
    await test.close();
  });

  beforeEach(() => {
    clock = 1_000_000;
  });

  it('is read once and then costs no statement until the check interval', async () => {
    const cache = new ReferenceCache(db, { checkIntervalMs: 1000, now });
    const first = await cache.get();
    expect(first.categories.length).toBeGreaterThan(0);
    expect(first.brands.size).toBeGreaterThan(0);
    const before = db.statements;
    clock += 999;
    expect(await cache.get()).toBe(first);
    expect(db.statements).toBe(before);
    // Due: the request goes on with the snapshot while one statement reads the version,
    // which has not moved, so the snapshot stays.
    clock += 1;
    expect(await cache.get()).toBe(first);
    await cache.settled();
    expect(db.statements).toBe(before + 1);
    expect(await cache.get()).toBe(first);
    expect(db.statements).toBe(before + 1);
  });

  it('concurrent readers share one refresh', async () => {
    const cache = new ReferenceCache(db, { checkIntervalMs: 1000, now });
    const before = db.statements;
    const snapshots = await Promise.all([cache.get(), cache.get(), cache.get()]);
    expect(new Set(snapshots).size).toBe(1);
    const statementsOfOneLoad = db.statements - before;
    await Promise.all([cache.get(), cache.get()]);
    expect(db.statements - before).toBe(statementsOfOneLoad);
  });

  it('sees a catalogue change made by anyone once the interval has passed', async () => {
    const cache = new ReferenceCache(db, { checkIntervalMs: 1000, now });
    const first = await cache.get();
    const [brand] = first.brandList;
    if (!brand) throw new Error('the test shop has brands');
    // Another process or replica: straight to the database, not through this cache.
    await test.db.query('UPDATE brands SET name = $2 WHERE id = $1', [brand.id, `${brand.name} mới`]);
    try {
      expect((await cache.get()).brands.get(brand.id)?.name).toBe(brand.name);
      clock += 1000;
      // The request that finds the check due still answers from the snapshot it has…
      expect((await cache.get()).brands.get(brand.id)?.name).toBe(brand.name);
      await cache.settled();
      // …and the next one sees the change.
      const second = await cache.get();
      expect(second.version).toBeGreaterThan(first.version);
      expect(second.brands.get(brand.id)?.name).toBe(`${brand.name} mới`);
    } finally {
      await test.db.query('UPDATE brands SET name = $2 WHERE id = $1', [brand.id, brand.name]);
    }
  });

  it('invalidate() drops the snapshot at once for a write made through this process', async () => {
    const cache = new ReferenceCache(db, { checkIntervalMs: null, now });
    const first = await cache.get();
    await test.db.query(`UPDATE site_config SET config = jsonb_set(config, '{lastFewThreshold}', '7')`);
    clock += 3_600_000;
    // Never checks by itself…
    expect(await cache.get()).toBe(first);
    cache.invalidate();
    const second = await cache.get();
    expect(second.site.config.lastFewThreshold).toBe(7);
    expect(second.version).toBeGreaterThan(first.version);
    await test.db.query(`UPDATE site_config SET config = jsonb_set(config, '{lastFewThreshold}', $1::jsonb)`, [
      JSON.stringify(first.site.config.lastFewThreshold),
    ]);
  });

  it('live figures (stock, sales, wishlists) leave the version alone; descriptive columns bump it', async () => {
    const before = await readCatalogueVersion(test.db);
    await test.db.query(
      `UPDATE variants SET available_count = available_count, state = state, in_stock = in_stock,
              sales_count = sales_count + 1, wishlist_count = wishlist_count WHERE ordinal < 5`,
    );
    await test.db.query('UPDATE category_variants SET in_stock = in_stock, sales_count = sales_count WHERE position < 5');
    expect(await readCatalogueVersion(test.db)).toBe(before);
    await test.db.query('UPDATE variants SET price = price WHERE ordinal < 5');
    expect(await readCatalogueVersion(test.db)).toBe(before + 1);
  });

  it('a transaction that rolls back leaves the version where it was', async () => {
    const before = await readCatalogueVersion(test.db);
    await expect(
      test.db.transaction(async (tx) => {
        await tx.query('UPDATE brands SET description = description');
        throw new Error('abandoned');
      }),
    ).rejects.toThrow('abandoned');
    expect(await readCatalogueVersion(test.db)).toBe(before);
  });

  it('refuses a stored site configuration the one schema does not accept, naming the field', async () => {
    const other = await createTestDatabase();
    try {
      await other.db.query(
        `UPDATE site_config SET config = jsonb_set(config, '{lastFewThreshold}', '-3'::jsonb) WHERE id = 1`,
      );
      await expect(loadReferenceData(other.db, 1)).rejects.toThrow(/site_config\.config\.lastFewThreshold/);
    } finally {
      await other.close();
    }
  });
});
