import { startAccountsTestServer, type AccountsTestServer } from '../accounts/testing';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { VariantPool } from './testing';

/**
 * Real concurrency needs a server with many connections: PGlite has one connection and runs
 * every transaction after the other, so there the race cannot happen and the test proves nothing.
 */
const onPostgres = process.env['TEST_DATABASE_URL'] ? describe : describe.skip;

onPostgres(
  'carts under concurrency (PostgreSQL only: skipped unless TEST_DATABASE_URL is set)',
  () => {
    let database: TestDatabase;
    let server: AccountsTestServer;
    let pool: VariantPool;

    beforeAll(async () => {
      database = await createTestDatabase();
      server = await startAccountsTestServer({ database });
      pool = await VariantPool.open(server.db);
    });

    afterAll(async () => {
      await server.close();
      await database.close();
    });

    it('50 concurrent add-to-cart calls on one cart lose no line and no quantity', async () => {
      const browser = server.browser();
      await browser.session();
      const fresh = Array.from({ length: 25 }, () => pool.take());
      const repeated = Array.from({ length: 5 }, () => pool.take());
      // 25 changes each adding a new line, and 25 adds of one unit of each of the same 5 variants,
      // interleaved and all at once: every add reads and raises the same 5 lines.
      const repeatedIds = repeated.map((v) => v.id);
      const calls = fresh.flatMap((v) => [
        browser.put('/api/carts/change', { cartVariant: { variantId: v.id, quantity: 1 } }),
        browser.post('/api/carts/add-variants-by-ids', { ids: repeatedIds }),
      ]);
      const answers = await Promise.all(calls);
      expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 50 }, () => 200));

      const cart = (await browser.get('/api/carts/sync')).body.data.cart;
      const quantities = Object.fromEntries(
        cart.cartVariants.map((line: { variant: { id: string }; quantity: number }) => [
          line.variant.id,
          line.quantity,
        ]),
      );
      expect(quantities).toEqual(
        Object.fromEntries([...fresh.map((v) => [v.id, 1]), ...repeated.map((v) => [v.id, 25])]),
      );
      expect(cart.totalQuantity).toBe(150);
      expect(cart.badge).toBe('99+');
    });

    it('50 concurrent bulk adds of the same variants through the CartService sum exactly', async () => {
      const carts = server.services.carts;
      const owner = {
        kind: 'guest',
        ownerId: 'concurrency-guest',
        userId: null,
        guestId: 'concurrency-guest',
        accountLevel: 0,
        organization: null,
      } as const;
      const variants = Array.from({ length: 3 }, () => pool.take());
      const results = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          carts.addItems(
            owner,
            [
              { variantId: variants[i % 3]!.id, quantity: 1 },
              { variantId: variants[(i + 1) % 3]!.id, quantity: 1 },
            ],
            'variant-ids',
          ),
        ),
      );
      expect(
        results
          .flatMap((result) => result.items.map((item) => item.status))
          .every((status) => status === 'added'),
      ).toBe(true);
      const view = await carts.view(owner, server.db);
      expect(view.cartVariants.map((line) => line.quantity).sort()).toEqual([33, 33, 34]);
      expect(view.totalQuantity).toBe(100);
    });

    it('two replicas changing one cart at once lose no line: the version makes one of two racing writes run again under the lock', async () => {
      // A second gateway over the same database: its CartService has its own in-process view of
      // which carts are busy, so the two race as two replicas do, through the cart's version.
      const other = await startAccountsTestServer({ database });
      try {
        const owner = {
          kind: 'guest',
          ownerId: 'two-replica-guest',
          userId: null,
          guestId: 'two-replica-guest',
          accountLevel: 0,
          organization: null,
        } as const;
        const variants = Array.from({ length: 20 }, () => pool.take());
        // The cart exists before the race, so every change starts on the read-once path.
        await server.services.carts.change(owner, { variantId: variants[0]!.id, quantity: 1 });
        const replicas = [server.services.carts, other.services.carts];
        const round = (quantity: number) =>
          Promise.all(variants.map((v, i) => replicas[i % 2]!.change(owner, { variantId: v.id, quantity })));
        await round(2);
        await round(3);
        const view = await server.services.carts.view(owner, server.db);
        expect(Object.fromEntries(view.cartVariants.map((line) => [line.variant.id, line.quantity]))).toEqual(
          Object.fromEntries(variants.map((v) => [v.id, 3])),
        );
      } finally {
        await other.close();
      }
    });
  },
);

