import { CatalogueService } from '../catalogue/service';
import type { Database, Queryable, QueryResult } from '../db/database';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { SearchService, type SearchOptions } from './search-service';

/** Keeps the text of every statement, to tell which way a search went. */
class RecordingDatabase implements Database {
  readonly statements: string[] = [];
  readonly engine: Database['engine'];
  constructor(private readonly inner: Database) {
    this.engine = inner.engine;
  }
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<Row>> {
    this.statements.push(sql);
    return this.inner.query<Row>(sql, params);
  }
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    return this.inner.transaction(fn);
  }
  close(): Promise<void> {
    return this.inner.close();
  }
}

describe('search ranking', () => {
  let test: TestDatabase;
  let db: RecordingDatabase;
  let search: SearchService;
  /** The same service scoring every match, as it does when the best matches do not fill a page. */
  let fullRanking: SearchService;

  beforeAll(async () => {
    test = await createTestDatabase();
    db = new RecordingDatabase(test.db);
    const catalogue = new CatalogueService(db, { checkIntervalMs: null });
    search = new SearchService(db, catalogue);
    fullRanking = new SearchService(db, catalogue);
    (fullRanking as unknown as { bestMatchesPage: () => Promise<null> }).bestMatchesPage = async () => null;
  });

  afterAll(async () => {
    await test.close();
  });

  const page = async (service: SearchService, term: string, options: SearchOptions) => {
    const result = await service.search(term, options, false);
    return { ids: result.page.rows.map((row) => row.id), pageInfo: result.page.pageInfo };
  };

  it('answers exactly what scoring every match answers, page after page and with filters', async () => {
    const { rows: brands } = await test.db.query<{ gid: string }>('SELECT gid FROM brands ORDER BY gid LIMIT 2');
    const cases: [string, SearchOptions][] = [
      ['sua', { limit: 6 }],
      ['sua', { limit: 24 }],
      ['Sữa', { limit: 5, cursor: Buffer.from('[5]').toString('base64url') }],
      ['sua', { limit: 10, inStockOnly: true }],
      ['sua', { limit: 10, fulfillment: 'IN_STORE_PICKUP' }],
      ['sua', { limit: 10, brands: brands.map((b) => b.gid) }],
      ['sua tuoi', { limit: 8 }],
      ['rau', { limit: 12 }],
      ['tao', { limit: 3 }],
    ];
    for (const [term, options] of cases) {
      expect({ term, ...(await page(search, term, options)) }).toEqual({ term, ...(await page(fullRanking, term, options)) });
    }
  });

  it('reads one page of best matches from the rank index when every word is in enough names', async () => {
    await search.search('sua', { limit: 6 }, false);
    db.statements.length = 0;
    const result = await search.search('sua', { limit: 6 }, false);
    expect(result.page.rows).toHaveLength(6);
    expect(db.statements).toHaveLength(1);
    expect(db.statements[0]).toContain('v.name_words @> $1::text[]');
  });

  it('falls back to scoring every match for a typo or a word few names hold', async () => {
    const { rows } = await test.db.query<{ word: string }>(
      `SELECT word FROM search_vocabulary WHERE length(word) >= 4 AND word ~ '^[a-z]+$' ORDER BY variant_count, word LIMIT 1`,
    );
    const rare = rows[0]?.word;
    if (!rare) throw new Error('the test shop has a vocabulary');
    for (const term of [rare, `${rare.slice(0, -1)}${rare.endsWith('x') ? 'y' : 'x'}`]) {
      const result = await page(search, term, { limit: 24 });
      expect(result.ids.length).toBeGreaterThan(0);
      expect(result).toEqual(await page(fullRanking, term, { limit: 24 }));
    }
  });
});
