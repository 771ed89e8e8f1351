import { SHOPPING_LIST_LINES_MAX, SHOPPING_LISTS_MAX } from '@gio/contracts';
import {
  lastMessageTo,
  startAccountsTestServer,
  testHasher,
  type AccountsTestServer,
  type TestBrowser,
} from '../accounts/testing';
import { DEMO_PASSWORD, seedDemoUsers } from '../users/demo-users';
import { ListReminderSweeper } from './list-reminders';

describe('shopping lists and favourites over HTTP', () => {
  let server: AccountsTestServer;
  let guest: TestBrowser;
  let owner: TestBrowser;
  let other: TestBrowser;
  let variantIds: string[];

  const wishlistCount = async (variantId: string): Promise<number> => {
    const { rows } = await server.db.query<{ wishlist_count: number }>(
      'SELECT wishlist_count FROM variants WHERE id = $1',
      [variantId],
    );
    return rows[0]?.wishlist_count ?? -1;
  };
  const variant = (index: number): string => {
    const id = variantIds[index];
    if (!id) throw new Error(`the test shop has no variant ${index}`);
    return id;
  };

  beforeAll(async () => {
    server = await startAccountsTestServer();
    await seedDemoUsers(server.db, testHasher());
    const { rows } = await server.db.query<{ id: string }>(
      'SELECT id FROM variants ORDER BY ordinal',
    );
    variantIds = rows.map((row) => row.id);
    guest = server.browser();
    owner = server.browser();
    await owner.login('khach.moi@gio.vn', DEMO_PASSWORD);
    other = server.browser();
    await other.login('thanh.vien@gio.vn', DEMO_PASSWORD);
  });

  afterAll(async () => {
    await server.close();
  });

  describe('shopping lists', () => {
    it('answers 401 to a guest for every list call', async () => {
      const calls = [
        guest.get('/api/lists'),
        guest.get('/api/lists/abc'),
        guest.post('/api/lists/create', { listName: 'Tuần này' }),
        guest.put('/api/lists/update', { shoppingList: { shoppingListId: 'x', listName: 'y' } }),
        guest.put('/api/lists/replace', { shoppingList: { shoppingListId: 'x', listVariant: [] } }),
        guest.post('/api/lists/change', {
          shoppingListId: 'x',
          listVariant: { variantId: variant(0), quantity: 1 },
        }),
        guest.delete('/api/lists/delete/x'),
      ];
      for (const res of await Promise.all(calls)) {
        expect(res.status).toBe(401);
        expect(res.body.error.code).toBe('UNAUTHORIZED');
      }
    });

    it('POST /api/lists/create makes a list with its first line and reminder; GET reads it by gid and id', async () => {
      const created = await owner.post('/api/lists/create', {
        listName: '  Đi chợ cuối tuần ',
        listVariant: { variantId: variant(0), quantity: 3 },
        reminder: { intervalDays: 7 },
      });
      expect(created.status).toBe(200);
      const list = created.body.data.shoppingList;
      expect(list).toMatchObject({
        name: 'Đi chợ cuối tuần',
        listName: 'Đi chợ cuối tuần',
        lineCount: 1,
        itemCount: 3,
        reminder: { intervalDays: 7 },
        listVariant: [{ variantId: variant(0), quantity: 3, variant: { id: variant(0) } }],
      });
      expect(list.gid).toMatch(/^[A-Za-z0-9_-]{12}$/);
      const days = (Date.parse(list.reminder.nextReminderAt) - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(6.9);
      expect(days).toBeLessThan(7.1);

      const byGid = await owner.get(`/api/lists/${list.gid}`);
      expect(byGid.status).toBe(200);
      expect(byGid.body.data.shoppingList).toEqual(list);
      const byId = await owner.get(`/api/lists/${list.shoppingListId}`);
      expect(byId.body.data.shoppingList.gid).toBe(list.gid);

      const all = await owner.get('/api/lists');
      expect(all.body.data.shoppingLists).toEqual([
        expect.objectContaining({ gid: list.gid, lineCount: 1, itemCount: 3 }),
      ]);
    });

    it('PUT /api/lists/update renames, switches the reminder off and adds lines (quantities add up)', async () => {
      const created = await owner.post('/api/lists/create', {
        listName: 'Bữa sáng',
        listVariant: [{ variantId: variant(1), quantity: 2 }, { variantId: variant(2) }],
        reminder: { intervalDays: 14 },
      });
      const { shoppingListId } = created.body.data.shoppingList;
      const updated = await owner.put('/api/lists/update', {
        shoppingList: {
          shoppingListId,
          listName: 'Bữa sáng cả nhà',
          reminder: null,
          listVariant: [
            { variantId: variant(1), quantity: 3 },
            { variantId: variant(3), quantity: 1 },
          ],
        },
      });
      expect(updated.status).toBe(200);
      const list = updated.body.data.shoppingList;
      expect(list).toMatchObject({
        name: 'Bữa sáng cả nhà',
        reminder: null,
        lineCount: 3,
        itemCount: 7,
      });
      const quantities = Object.fromEntries(
        list.listVariant.map((line: { variantId: string; quantity: number }) => [
          line.variantId,
          line.quantity,
        ]),
      );
      expect(quantities).toEqual({ [variant(1)]: 5, [variant(2)]: 1, [variant(3)]: 1 });

      // Named by gid, changing only the name: lines and reminder stay.
      const renamed = await owner.put('/api/lists/update', {
        shoppingList: { gid: list.gid, listName: 'Sáng' },
      });
      expect(renamed.body.data.shoppingList).toMatchObject({
        name: 'Sáng',
        lineCount: 3,
        itemCount: 7,
      });
    });

    it('PUT /api/lists/replace leaves exactly the lines sent', async () => {
      const created = await owner.post('/api/lists/create', {
        listName: 'Thay thế',
        listVariant: [
          { variantId: variant(4), quantity: 2 },
          { variantId: variant(5), quantity: 2 },
        ],
      });
      const { shoppingListId } = created.body.data.shoppingList;
      const replaced = await owner.put('/api/lists/replace', {
        shoppingList: {
          shoppingListId,
          listVariant: [
            { variantId: variant(5), quantity: 9 },
            { variantId: variant(6), quantity: 1 },
          ],
        },
      });
      expect(replaced.status).toBe(200);
      const lines = replaced.body.data.shoppingList.listVariant.map(
        (line: { variantId: string; quantity: number }) => [line.variantId, line.quantity],
      );
      expect(new Map(lines)).toEqual(
        new Map([
          [variant(5), 9],
          [variant(6), 1],
        ]),
      );
      const emptied = await owner.put('/api/lists/replace', {
        shoppingList: { shoppingListId, listVariant: [] },
      });
      expect(emptied.body.data.shoppingList).toMatchObject({
        lineCount: 0,
        itemCount: 0,
        listVariant: [],
      });
    });

    it('POST /api/lists/change sets a quantity, adds a new variant and removes a line at 0', async () => {
      const created = await owner.post('/api/lists/create', {
        listName: 'Đổi số lượng',
        listVariant: { variantId: variant(7), quantity: 1 },
      });
      const { shoppingListId } = created.body.data.shoppingList;
      const change = (variantId: string, quantity: number) =>
        owner.post('/api/lists/change', { shoppingListId, listVariant: { variantId, quantity } });

      expect((await change(variant(7), 4)).body.data.shoppingList.itemCount).toBe(4);
      const added = await change(variant(8), 2);
      expect(added.body.data.shoppingList).toMatchObject({ lineCount: 2, itemCount: 6 });
      const removed = await change(variant(7), 0);
      expect(removed.body.data.shoppingList).toMatchObject({
        lineCount: 1,
        itemCount: 2,
        listVariant: [{ variantId: variant(8), quantity: 2 }],
      });
    });

    it('DELETE /api/lists/delete/{id} removes the list and answers the lists left', async () => {
      const created = await owner.post('/api/lists/create', {
        listName: 'Xoá tôi',
        listVariant: { variantId: variant(9), quantity: 1 },
      });
      const { shoppingListId, gid } = created.body.data.shoppingList;
      const deleted = await owner.delete(`/api/lists/delete/${shoppingListId}`);
      expect(deleted.status).toBe(200);
      expect(deleted.body.data.shoppingLists.map((l: { gid: string }) => l.gid)).not.toContain(gid);
      expect((await owner.get(`/api/lists/${gid}`)).status).toBe(404);
      expect((await owner.delete(`/api/lists/delete/${shoppingListId}`)).status).toBe(404);
      const { rows } = await server.db.query(
        'SELECT 1 FROM shopping_list_variants WHERE shopping_list_id = $1',
        [shoppingListId],
      );
      expect(rows).toHaveLength(0);
    });

    it('refuses bad input with a 4xx naming the field and changes nothing', async () => {
      const created = await owner.post('/api/lists/create', {
        listName: 'Kiểm tra',
        listVariant: { variantId: variant(10), quantity: 1 },
      });
      const { shoppingListId, gid } = created.body.data.shoppingList;
      const before = (await owner.get(`/api/lists/${gid}`)).body;

      const blank = await owner.post('/api/lists/create', { listName: '   ' });
      expect(blank.status).toBe(400);
      expect(blank.body.error.field).toBe('body.listName');
      const zero = await owner.post('/api/lists/create', {
        listName: 'x',
        listVariant: { variantId: variant(0), quantity: 0 },
      });
      expect(zero.status).toBe(400);
      expect(zero.body.error.field).toBe('body.listVariant.quantity');
      const unknownOnCreate = await owner.post('/api/lists/create', {
        listName: 'Không tồn tại',
        listVariant: { variantId: 'var_khong_co', quantity: 1 },
      });
      expect(unknownOnCreate.status).toBe(404);
      expect(unknownOnCreate.body.error.field).toBe('listVariant.variantId');

      const unknownOnUpdate = await owner.put('/api/lists/update', {
        shoppingList: {
          shoppingListId,
          listName: 'Đổi tên không được',
          listVariant: [{ variantId: 'var_khong_co', quantity: 1 }],
        },
      });
      expect(unknownOnUpdate.status).toBe(404);
      const noRef = await owner.put('/api/lists/update', { shoppingList: { listName: 'x' } });
      expect(noRef.status).toBe(400);
      expect(noRef.body.error.field).toBe('body.shoppingList.shoppingListId');
      const tooMany = await owner.post('/api/lists/change', {
        shoppingListId,
        listVariant: { variantId: variant(10), quantity: 1000 },
      });
      expect(tooMany.status).toBe(400);

      expect((await owner.get(`/api/lists/${gid}`)).body).toEqual(before);
      const names = (await owner.get('/api/lists')).body.data.shoppingLists.map(
        (l: { name: string }) => l.name,
      );
      expect(names).not.toContain('Không tồn tại');
    });

    it('refuses the 201st line of a list with 409 SHOPPING_LIST_FULL', async () => {
      const lines = variantIds
        .slice(0, SHOPPING_LIST_LINES_MAX)
        .map((variantId) => ({ variantId, quantity: 1 }));
      const created = await owner.post('/api/lists/create', {
        listName: 'Đầy',
        listVariant: lines,
      });
      expect(created.status).toBe(200);
      expect(created.body.data.shoppingList.lineCount).toBe(SHOPPING_LIST_LINES_MAX);
      const { shoppingListId } = created.body.data.shoppingList;
      const full = await owner.post('/api/lists/change', {
        shoppingListId,
        listVariant: { variantId: variant(SHOPPING_LIST_LINES_MAX), quantity: 1 },
      });
      expect(full.status).toBe(409);
      expect(full.body.error.code).toBe('SHOPPING_LIST_FULL');
      // An existing line may still change.
      const changed = await owner.post('/api/lists/change', {
        shoppingListId,
        listVariant: { variantId: variant(0), quantity: 2 },
      });
      expect(changed.body.data.shoppingList.lineCount).toBe(SHOPPING_LIST_LINES_MAX);
      await owner.delete(`/api/lists/delete/${shoppingListId}`);
    });

    it(`refuses a user's list number ${SHOPPING_LISTS_MAX + 1} with 409 SHOPPING_LIST_LIMIT`, async () => {
      const limited = server.browser();
      await limited.login('khach.quen@gio.vn', DEMO_PASSWORD);
      for (let n = 0; n < SHOPPING_LISTS_MAX; n += 1) {
        expect(
          (await limited.post('/api/lists/create', { listName: `Danh sách ${n}` })).status,
        ).toBe(200);
      }
      const refused = await limited.post('/api/lists/create', { listName: 'Một quá nhiều' });
      expect(refused.status).toBe(409);
      expect(refused.body.error.code).toBe('SHOPPING_LIST_LIMIT');
      expect((await limited.get('/api/lists')).body.data.shoppingLists).toHaveLength(
        SHOPPING_LISTS_MAX,
      );
    });

    it("never shows or changes another user's list: 404 as for a list that does not exist", async () => {
      const created = await owner.post('/api/lists/create', {
        listName: 'Của riêng tôi',
        listVariant: { variantId: variant(11), quantity: 2 },
      });
      const { shoppingListId, gid } = created.body.data.shoppingList;
      const before = (await owner.get(`/api/lists/${gid}`)).body;

      const attempts = [
        other.get(`/api/lists/${gid}`),
        other.get(`/api/lists/${shoppingListId}`),
        other.put('/api/lists/update', {
          shoppingList: { shoppingListId, listName: 'Của tôi rồi' },
        }),
        other.put('/api/lists/update', {
          shoppingList: { gid, listVariant: [{ variantId: variant(12) }] },
        }),
        other.put('/api/lists/replace', { shoppingList: { shoppingListId, listVariant: [] } }),
        other.post('/api/lists/change', {
          shoppingListId,
          listVariant: { variantId: variant(11), quantity: 0 },
        }),
        other.delete(`/api/lists/delete/${shoppingListId}`),
        other.delete(`/api/lists/delete/${gid}`),
      ];
      for (const res of await Promise.all(attempts)) {
        expect(res.status).toBe(404);
        expect(res.body.error.code).toBe('NOT_FOUND');
      }
      const missing = await owner.get('/api/lists/khong_ton_tai');
      expect(missing.body).toEqual((await other.get(`/api/lists/${gid}`)).body);
      expect((await other.get('/api/lists')).body.data.shoppingLists).toEqual([]);
      expect((await owner.get(`/api/lists/${gid}`)).body).toEqual(before);
    });

    it('e-mails the owner once when a list reminder is due and moves it an interval on', async () => {
      const created = await owner.post('/api/lists/create', {
        listName: 'Nhắc tôi',
        reminder: { intervalDays: 3 },
      });
      const { shoppingListId, gid } = created.body.data.shoppingList;
      await server.db.query(
        "UPDATE shopping_lists SET reminder_next_at = now() - interval '1 minute' WHERE id = $1",
        [shoppingListId],
      );
      const sweeper = new ListReminderSweeper(server.db, 'http://shop.test');
      expect(await sweeper.sendDue()).toBe(1);
      expect(await sweeper.sendDue()).toBe(0);
      const message = await lastMessageTo(owner, 'khach.moi@gio.vn');
      expect(message).toMatchObject({ kind: 'list-reminder' });
      expect(message.subject).toContain('Nhắc tôi');
      expect(message.body).toContain(`http://shop.test/account/shopping-lists/${gid}`);
      const next = (await owner.get(`/api/lists/${gid}`)).body.data.shoppingList.reminder
        .nextReminderAt;
      const days = (Date.parse(next) - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(2.9);
      expect(days).toBeLessThan(3.1);
    });

    it('refuses a write without the CSRF token before anything changes', async () => {
      const res = await owner.post(
        '/api/lists/create',
        { listName: 'Không token' },
        { csrf: false },
      );
      expect(res.status).toBe(403);
      const names = (await owner.get('/api/lists')).body.data.shoppingLists.map(
        (l: { name: string }) => l.name,
      );
      expect(names).not.toContain('Không token');
    });
  });

  describe('favourites', () => {
    it('answers 401 to a guest', async () => {
      expect(
        (await guest.post('/api/product/add-favorite', { variantId: variant(20) })).status,
      ).toBe(401);
      expect(
        (await guest.post('/api/product/remove-favorite', { variantId: variant(20) })).status,
      ).toBe(401);
      expect((await guest.get('/api/favorites')).status).toBe(401);
      expect((await guest.get('/api/favorites/ids')).status).toBe(401);
    });

    it('POST /api/product/add-favorite adds once and keeps the wishlist count right', async () => {
      const id = variant(20);
      const start = await wishlistCount(id);
      const added = await owner.post('/api/product/add-favorite', { variantId: id });
      expect(added.status).toBe(200);
      expect(added.body.data).toEqual({
        variantId: id,
        isFavorite: true,
        wishlistCount: start + 1,
        favoriteCount: 1,
      });
      const again = await owner.post('/api/product/add-favorite', { variantId: id });
      expect(again.body.data).toMatchObject({ wishlistCount: start + 1, favoriteCount: 1 });
      await other.post('/api/product/add-favorite', { variantId: id });
      expect(await wishlistCount(id)).toBe(start + 2);

      await owner.post('/api/product/add-favorite', { variantId: variant(21) });
      const favorites = await owner.get('/api/favorites');
      expect(favorites.status).toBe(200);
      expect(favorites.body.data.favorites.map((f: { variantId: string }) => f.variantId)).toEqual([
        variant(21),
        id,
      ]);
      expect(favorites.body.data.favorites[1].variant).toMatchObject({
        id,
        stats: { wishlistCount: start + 2 },
      });
      expect((await owner.get('/api/favorites/ids')).body.data.variantIds).toEqual([
        variant(21),
        id,
      ]);
    });

    it('POST /api/product/remove-favorite removes once and gives the count back', async () => {
      const id = variant(22);
      const start = await wishlistCount(id);
      await owner.post('/api/product/add-favorite', { variantId: id });
      const removed = await owner.post('/api/product/remove-favorite', { variantId: id });
      expect(removed.status).toBe(200);
      expect(removed.body.data).toMatchObject({
        variantId: id,
        isFavorite: false,
        wishlistCount: start,
      });
      const again = await owner.post('/api/product/remove-favorite', { variantId: id });
      expect(again.body.data).toMatchObject({ isFavorite: false, wishlistCount: start });
      expect(await wishlistCount(id)).toBe(start);
      expect((await owner.get('/api/favorites/ids')).body.data.variantIds).not.toContain(id);
    });

    it('answers 404 for an unknown variant and 400 for a malformed id, changing nothing', async () => {
      const unknown = await owner.post('/api/product/add-favorite', { variantId: 'var_khong_co' });
      expect(unknown.status).toBe(404);
      expect(unknown.body.error.field).toBe('variantId');
      expect(
        (await owner.post('/api/product/remove-favorite', { variantId: 'var_khong_co' })).status,
      ).toBe(404);
      const malformed = await owner.post('/api/product/add-favorite', { variantId: 'a b' });
      expect(malformed.status).toBe(400);
      expect(malformed.body.error.field).toBe('body.variantId');
    });

    it('reads a favourite whose variant went with a catalogue import as gone, and still removes it', async () => {
      const { rows } = await server.db.query<{ id: string }>(
        "SELECT id FROM users WHERE email = 'khach.moi@gio.vn'",
      );
      // What `seed --reset` leaves: favourites keep no foreign key into the replaced catalogue.
      await server.db.query(
        "INSERT INTO favorites (user_id, variant_id) VALUES ($1, 'var_gone_in_import')",
        [rows[0]?.id],
      );
      const ids = (await owner.get('/api/favorites/ids')).body.data.variantIds;
      expect(ids).not.toContain('var_gone_in_import');
      const shown = (await owner.get('/api/favorites')).body.data.favorites;
      expect(shown.map((f: { variantId: string }) => f.variantId)).toEqual(ids);
      const removed = await owner.post('/api/product/remove-favorite', {
        variantId: 'var_gone_in_import',
      });
      expect(removed.status).toBe(200);
      expect(removed.body.data).toEqual({
        variantId: 'var_gone_in_import',
        isFavorite: false,
        wishlistCount: 0,
        favoriteCount: ids.length,
      });
      const left = await server.db.query(
        "SELECT 1 FROM favorites WHERE variant_id = 'var_gone_in_import'",
      );
      expect(left.rows).toHaveLength(0);
    });

    it("keeps each user's favourites apart", async () => {
      const id = variant(23);
      await owner.post('/api/product/add-favorite', { variantId: id });
      const count = await wishlistCount(id);
      // The other user removing it removes nothing of the owner's.
      const removed = await other.post('/api/product/remove-favorite', { variantId: id });
      expect(removed.body.data).toMatchObject({ isFavorite: false, wishlistCount: count });
      expect((await owner.get('/api/favorites/ids')).body.data.variantIds).toContain(id);
      expect((await other.get('/api/favorites/ids')).body.data.variantIds).not.toContain(id);
    });
  });
  describe('POST /api/carts/add-list', () => {
    let addable: { id: string; fulfillment_methods: number[] }[];
    let shopper: TestBrowser;

    beforeAll(async () => {
      const { rows } = await server.db.query<{ id: string; fulfillment_methods: number[] }>(
        `SELECT v.id, v.fulfillment_methods FROM variants v JOIN products p ON p.id = v.product_id
          WHERE v.state = 1 AND v.available_count >= 20 AND v.max_cart_quantity >= 5
            AND v.product_type <> 1 AND NOT p.is_age_gated
          ORDER BY v.ordinal LIMIT 3`,
      );
      addable = rows;
      expect(addable).toHaveLength(3);
      shopper = server.browser();
      await shopper.login('nhan.vien@gio.vn', DEMO_PASSWORD);
      // A personal cart, not the organisation's shared one.
      await server.db.query(
        "UPDATE users SET client_view_type = 0 WHERE email = 'nhan.vien@gio.vn'",
      );
    });

    const addableId = (index: number): string => addable[index]?.id ?? '';
    /** Quantity per variant in the cart, whatever the line's fulfilment method. */
    const cartQuantities = async (browser: TestBrowser): Promise<Map<string, number>> => {
      const res = await browser.get('/api/carts/sync');
      const quantities = new Map<string, number>();
      for (const line of res.body.data.cart.cartVariants as {
        variant: { id: string };
        quantity: number;
      }[]) {
        quantities.set(line.variant.id, (quantities.get(line.variant.id) ?? 0) + line.quantity);
      }
      return quantities;
    };

    it('puts the lines of the list into the cart, and a filter of ids only those lines', async () => {
      const created = await shopper.post('/api/lists/create', {
        listName: 'Vào giỏ',
        listVariant: [
          { variantId: addableId(0), quantity: 2 },
          { variantId: addableId(1), quantity: 1 },
        ],
      });
      const { shoppingListId, gid } = created.body.data.shoppingList;
      const added = await shopper.post('/api/carts/add-list', { listId: shoppingListId });
      expect(added.status).toBe(200);
      expect(added.body.data.items).toEqual([
        expect.objectContaining({
          variantId: addableId(0),
          requested: 2,
          added: 2,
          status: 'added',
        }),
        expect.objectContaining({
          variantId: addableId(1),
          requested: 1,
          added: 1,
          status: 'added',
        }),
      ]);
      expect(await cartQuantities(shopper)).toEqual(
        new Map([
          [addableId(0), 2],
          [addableId(1), 1],
        ]),
      );

      const filtered = await shopper.post('/api/carts/add-list', {
        listId: gid,
        filter: addableId(1),
      });
      expect(filtered.body.data.items).toEqual([
        expect.objectContaining({ variantId: addableId(1), added: 1, quantity: 2 }),
      ]);
      expect((await cartQuantities(shopper)).get(addableId(0))).toBe(2);
    });

    it('with a fulfilment filter adds only the lines whose variant offers that method', async () => {
      const pick = async (pickup: boolean) => {
        const { rows } = await server.db.query<{ id: string }>(
          `SELECT v.id FROM variants v JOIN products p ON p.id = v.product_id
            WHERE v.state = 1 AND v.available_count >= 20 AND v.product_type <> 1 AND NOT p.is_age_gated
              AND (2 = ANY(v.fulfillment_methods)) = $1
            ORDER BY v.ordinal LIMIT 1`,
          [pickup],
        );
        const id = rows[0]?.id;
        if (!id) throw new Error(`the test shop has no addable variant with pickup ${pickup}`);
        return id;
      };
      const withPickup = await pick(true);
      const withoutPickup = await pick(false);
      const created = await shopper.post('/api/lists/create', {
        listName: 'Nhận tại cửa hàng',
        listVariant: [
          { variantId: withoutPickup, quantity: 1 },
          { variantId: withPickup, quantity: 1 },
        ],
      });
      const before = await cartQuantities(shopper);
      const res = await shopper.post('/api/carts/add-list', {
        listId: created.body.data.shoppingList.shoppingListId,
        filter: 'IN_STORE_PICKUP',
      });
      expect(res.status).toBe(200);
      expect(res.body.data.items).toEqual([
        expect.objectContaining({ variantId: withPickup, added: 1 }),
      ]);
      expect(res.body.data.cart.cartVariants).toContainEqual(
        expect.objectContaining({
          variant: expect.objectContaining({ id: withPickup }),
          fulfillmentMethod: 2,
        }),
      );
      const after = await cartQuantities(shopper);
      expect(after.get(withPickup)).toBe((before.get(withPickup) ?? 0) + 1);
      expect(after.get(withoutPickup)).toBe(before.get(withoutPickup));
    });

    it('reads a line whose variant went with a catalogue import as gone: counts, detail and add-list', async () => {
      const { rows } = await server.db.query<{ id: string }>(
        `SELECT v.id FROM variants v JOIN products p ON p.id = v.product_id
          WHERE v.state = 1 AND v.available_count >= 20 AND v.product_type <> 1 AND NOT p.is_age_gated
            AND 2 = ANY(v.fulfillment_methods)
          ORDER BY v.ordinal LIMIT 1`,
      );
      const live = rows[0]?.id ?? '';
      const created = await shopper.post('/api/lists/create', {
        listName: 'Sau khi nhập lại danh mục',
        listVariant: { variantId: live, quantity: 2 },
      });
      const { shoppingListId, gid } = created.body.data.shoppingList;
      // What `seed --reset` leaves: list lines keep no foreign key into the replaced catalogue.
      await server.db.query(
        `INSERT INTO shopping_list_variants (shopping_list_id, variant_id, quantity)
         VALUES ($1, 'var_gone_in_import', 5)`,
        [shoppingListId],
      );
      const detail = (await shopper.get(`/api/lists/${gid}`)).body.data.shoppingList;
      expect(detail).toMatchObject({ lineCount: 1, itemCount: 2 });
      expect(detail.listVariant.map((line: { variantId: string }) => line.variantId)).toEqual([
        live,
      ]);
      const summaries = (await shopper.get('/api/lists')).body.data.shoppingLists;
      expect(summaries).toContainEqual(
        expect.objectContaining({ gid, lineCount: 1, itemCount: 2 }),
      );

      for (const filter of [undefined, 'IN_STORE_PICKUP']) {
        const res = await shopper.post('/api/carts/add-list', { listId: gid, filter });
        expect(res.status).toBe(200);
        expect(res.body.data.items).toEqual([
          expect.objectContaining({ variantId: live, requested: 2 }),
        ]);
      }
    });

    it("answers 400 SHOPPING_LIST_EMPTY for an empty list, 404 for another user's list, 401 for a guest", async () => {
      const empty = await shopper.post('/api/lists/create', { listName: 'Trống' });
      const emptyId = empty.body.data.shoppingList.shoppingListId;
      const res = await shopper.post('/api/carts/add-list', { listId: emptyId });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('SHOPPING_LIST_EMPTY');

      const mine = await owner.post('/api/lists/create', {
        listName: 'Không phải của bạn',
        listVariant: { variantId: addableId(2), quantity: 1 },
      });
      const before = await cartQuantities(shopper);
      const foreign = await shopper.post('/api/carts/add-list', {
        listId: mine.body.data.shoppingList.shoppingListId,
      });
      expect(foreign.status).toBe(404);
      expect(await cartQuantities(shopper)).toEqual(before);
      expect((await guest.post('/api/carts/add-list', { listId: emptyId })).status).toBe(401);
    });
  });
});
