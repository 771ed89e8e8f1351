import { SHOPPING_LISTS_MAX } from '@gio/contracts';
import {
  startAccountsTestServer,
  testHasher,
  type AccountsTestServer,
  type TestBrowser,
} from '../accounts/testing';
import { DEMO_PASSWORD, seedDemoUsers } from '../users/demo-users';

const onPostgres = process.env['TEST_DATABASE_URL'] ? describe : describe.skip;

const EMAILS = [
  'khach.quen@gio.vn',
  'khach.moi@gio.vn',
  'thanh.vien@gio.vn',
  'quan.tri@gio.vn',
  'nhan.vien@gio.vn',
];

onPostgres(
  'lists, favourites and back in stock under concurrency (PostgreSQL only: skipped unless TEST_DATABASE_URL is set)',
  () => {
    let server: AccountsTestServer;
    let users: TestBrowser[];

    beforeAll(async () => {
      server = await startAccountsTestServer();
      await seedDemoUsers(server.db, testHasher());
      users = await Promise.all(
        EMAILS.map(async (email) => {
          const browser = server.browser();
          await browser.login(email, DEMO_PASSWORD);
          return browser;
        }),
      );
    });

    afterAll(async () => {
      await server.close();
    });

    const user = (index: number): TestBrowser => {
      const browser = users[index];
      if (!browser) throw new Error(`no user ${index}`);
      return browser;
    };

    it('keeps the wishlist count exact when users add and remove one favourite at once', async () => {
      const { rows } = await server.db.query<{ id: string; wishlist_count: number }>(
        'SELECT id, wishlist_count FROM variants ORDER BY ordinal LIMIT 1',
      );
      const variant = rows[0];
      if (!variant) throw new Error('no variant');
      const add = () =>
        users.flatMap((b) =>
          [1, 2].map(() => b.post('/api/product/add-favorite', { variantId: variant.id })),
        );
      expect((await Promise.all(add())).every((res) => res.status === 200)).toBe(true);
      const count = async () =>
        (
          await server.db.query<{ wishlist_count: number }>(
            'SELECT wishlist_count FROM variants WHERE id = $1',
            [variant.id],
          )
        ).rows[0]?.wishlist_count;
      expect(await count()).toBe(variant.wishlist_count + users.length);

      const removes = users.flatMap((b) =>
        [1, 2].map(() => b.post('/api/product/remove-favorite', { variantId: variant.id })),
      );
      expect((await Promise.all(removes)).every((res) => res.status === 200)).toBe(true);
      expect(await count()).toBe(variant.wishlist_count);
    });

    it(`lets at most ${SHOPPING_LISTS_MAX} lists through concurrent creates`, async () => {
      const creator = user(0);
      for (let n = 0; n < SHOPPING_LISTS_MAX - 3; n += 1) {
        await creator.post('/api/lists/create', { listName: `Có sẵn ${n}` });
      }
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, n) =>
          creator.post('/api/lists/create', { listName: `Cùng lúc ${n}` }),
        ),
      );
      expect(results.filter((res) => res.status === 200)).toHaveLength(3);
      expect(results.filter((res) => res.status === 409)).toHaveLength(7);
      expect((await creator.get('/api/lists')).body.data.shoppingLists).toHaveLength(
        SHOPPING_LISTS_MAX,
      );
    });

    it('never loses a back-in-stock request that races the restock: each stored one gets exactly one notice', async () => {
      const { rows } = await server.db.query<{ id: string; gid: string; warehouse_id: string }>(
        `SELECT id, gid, warehouse_id FROM variants
        WHERE available_count > 0 AND NOT excluded_from_back_in_stock ORDER BY ordinal DESC LIMIT 8`,
      );
      for (const variant of rows) {
        await server.db.query('UPDATE variants SET available_count = 0 WHERE id = $1', [
          variant.id,
        ]);
        const asks = users.map((browser) =>
          browser.post('/api/product/notify-when-instock', {
            variantId: variant.id,
            warehouseId: variant.warehouse_id,
            fulfillerVariantFulfillmentMethod: 0,
          }),
        );
        const restock = server.db.query('UPDATE variants SET available_count = 7 WHERE id = $1', [
          variant.id,
        ]);
        const [answers] = await Promise.all([Promise.all(asks), restock]);
        const stored = answers.filter((res) => res.status === 200).length;
        expect(stored + answers.filter((res) => res.status === 409).length).toBe(users.length);

        const waiting = await server.db.query(
          'SELECT 1 FROM back_in_stock_subscriptions WHERE variant_id = $1 AND notified_at IS NULL',
          [variant.id],
        );
        expect(waiting.rows).toHaveLength(0);
        const sent = await server.db.query<{ recipient: string }>(
          "SELECT recipient FROM outbox_messages WHERE kind = 'back-in-stock' AND body LIKE '%' || $1 || '%'",
          [`/product/${variant.gid}/`],
        );
        expect(sent.rows).toHaveLength(stored);
        expect(new Set(sent.rows.map((row) => row.recipient)).size).toBe(stored);
      }
    });
  },
);
