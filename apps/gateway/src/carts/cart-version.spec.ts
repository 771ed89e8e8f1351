import { startAccountsTestServer, type AccountsTestServer } from '../accounts/testing';
import type { CartOwner } from './cart-owner';
import {
  deleteLineIfVersion,
  readCartSnapshot,
  readLines,
  upsertLineIfVersion,
  type CartSnapshot,
} from './cart-store';
import { VariantPool, type TestVariant } from './testing';

/**
 * A cart change reads the cart once and writes once, on the condition that no other write
 * changed the cart's lines in between (its version, migration 0400); otherwise it writes
 * nothing and the change runs again under the cart's row lock. These cases pin the condition
 * down one step at a time, on either engine.
 */
describe('cart changes: the write applies only to the cart version it read', () => {
  let server: AccountsTestServer;
  let pool: VariantPool;

  beforeAll(async () => {
    server = await startAccountsTestServer();
    pool = await VariantPool.open(server.db);
  });

  afterAll(async () => {
    await server.close();
  });

  const guest = (id: string): CartOwner => ({
    kind: 'guest',
    ownerId: id,
    userId: null,
    guestId: id,
    accountLevel: 0,
    organization: null,
  });

  const lineOf = (v: TestVariant, quantity: number) => ({
    variantId: v.id,
    fulfillerLocationId: '',
    fulfillmentMethod: v.fulfillmentMethodType,
    warehouseId: v.warehouseId,
    quantity,
    customerItemPickingNotes: undefined,
    addedByUserId: null,
    seenPrice: v.price,
  });

  async function cartWithLine(
    owner: CartOwner,
    v: TestVariant,
  ): Promise<CartSnapshot & { cart: NonNullable<CartSnapshot['cart']> }> {
    await server.services.carts.change(owner, { variantId: v.id, quantity: 1 });
    const snapshot = await readCartSnapshot(server.db, owner);
    if (!snapshot.cart) throw new Error('the change made no cart');
    return { ...snapshot, cart: snapshot.cart };
  }

  it('reads the cart, its version and its lines in one snapshot; no cart before the first line', async () => {
    const owner = guest('version-snapshot');
    expect(await readCartSnapshot(server.db, owner)).toEqual({
      cart: null,
      ageConfirmed: false,
      lines: [],
    });
    const v = pool.take();
    const snapshot = await cartWithLine(owner, v);
    expect(snapshot.lines.map((line) => [line.variantId, line.quantity])).toEqual([[v.id, 1]]);
    expect(snapshot.lines[0]?.variant?.id).toBe(v.id);
  });

  it('writes nothing once another write raised the version, and writes on the version it read', async () => {
    const owner = guest('version-moved');
    const [held, other] = [pool.take(), pool.take()];
    const stale = await cartWithLine(owner, held);
    const line = { ...lineOf(held, 4), fulfillerLocationId: stale.lines[0]!.fulfillerLocationId };

    // Another writer (a bulk add under the cart's lock) changes the lines meanwhile.
    await server.services.carts.addItems(
      owner,
      [{ variantId: other.id, quantity: 2 }],
      'variant-ids',
    );

    expect(await upsertLineIfVersion(server.db, stale.cart, line)).toBeNull();
    expect(await deleteLineIfVersion(server.db, stale.cart, line)).toBeNull();
    const untouched = await readLines(server.db, stale.cart.id);
    expect(untouched.map((l) => [l.variantId, l.quantity])).toEqual([
      [held.id, 1],
      [other.id, 2],
    ]);

    const fresh = await readCartSnapshot(server.db, owner);
    expect(fresh.cart!.version).toBeGreaterThan(stale.cart.version);
    const written = await upsertLineIfVersion(server.db, fresh.cart!, line);
    expect(written?.line).toMatchObject({ variantId: held.id, quantity: 4 });
    // The first add's time and place stay the line's.
    expect(written?.line.addedAt.getTime()).toBe(stale.lines[0]!.addedAt.getTime());
    // Its own write moved the version too: the same snapshot cannot write twice.
    expect(await upsertLineIfVersion(server.db, fresh.cart!, { ...line, quantity: 5 })).toBeNull();
  });

  it("a change whose snapshot is outdated still keeps the other writer's line and answers with it", async () => {
    const owner = guest('version-change');
    const [held, other] = [pool.take(), pool.take()];
    await cartWithLine(owner, held);
    const carts = server.services.carts;
    const [changed] = await Promise.all([
      carts.change(owner, { variantId: held.id, quantity: 3 }),
      carts.addItems(owner, [{ variantId: other.id, quantity: 2 }], 'variant-ids'),
    ]);
    expect(changed.change).toMatchObject({ previousQuantity: 1, quantity: 3 });
    const view = await carts.view(owner, server.db);
    expect(view.cartVariants.map((l) => [l.variant.id, l.quantity])).toEqual([
      [held.id, 3],
      [other.id, 2],
    ]);
  });

  it('raises the version once per write, so a writer knows the version it leaves', async () => {
    const owner = guest('version-once');
    const [held, added] = [pool.take(), pool.take()];
    const before = await cartWithLine(owner, held);
    const line = { ...lineOf(held, 2), fulfillerLocationId: before.lines[0]!.fulfillerLocationId };
    const updated = await upsertLineIfVersion(server.db, before.cart, line);
    expect(updated?.version).toBe(before.cart.version + 1);
    const inserted = await upsertLineIfVersion(server.db, { id: before.cart.id, version: updated!.version }, {
      ...lineOf(added, 1),
      fulfillerLocationId: before.lines[0]!.fulfillerLocationId,
    });
    expect(inserted?.version).toBe(before.cart.version + 2);
    // Removing a line the cart does not hold leaves the version; removing one raises it.
    const noop = await deleteLineIfVersion(server.db, { id: before.cart.id, version: inserted!.version }, lineOf(pool.take(), 0));
    expect(noop?.version).toBe(inserted!.version);
    const removed = await deleteLineIfVersion(server.db, { id: before.cart.id, version: noop!.version }, line);
    expect(removed?.version).toBe(inserted!.version + 1);
    const after = await readCartSnapshot(server.db, owner);
    expect(after.cart?.version).toBe(removed!.version);
    expect(after.lines.map((l) => [l.variantId, l.quantity])).toEqual([[added.id, 1]]);
  });

  it('changes of one cart queued in one process each apply, on the cart the one before left', async () => {
    const owner = guest('version-queued');
    const first = pool.take();
    const start = await cartWithLine(owner, first);
    const others = [pool.take(), pool.take(), pool.take(), pool.take()];
    const carts = server.services.carts;
    const answers = await Promise.all([
      ...others.map((v) => carts.change(owner, { variantId: v.id, quantity: 2 })),
      carts.change(owner, { variantId: first.id, quantity: 3 }),
      carts.change(owner, { variantId: others[0]!.id, quantity: 1 }),
    ]);
    const after = await readCartSnapshot(server.db, owner);
    if (server.db.engine === 'postgres') {
      // Each answer holds every change before it, in arrival order.
      expect(answers.map((a) => a.cart.cartVariants.length)).toEqual([2, 3, 4, 5, 5, 5]);
      expect(answers[5]!.change).toMatchObject({ previousQuantity: 2, quantity: 1 });
      expect(after.lines.map((l) => [l.variantId, l.quantity])).toEqual([
        [first.id, 3],
        [others[0]!.id, 1],
        [others[1]!.id, 2],
        [others[2]!.id, 2],
        [others[3]!.id, 2],
      ]);
    } else {
      // PGlite queues them on the cart's row lock, in whatever order its one connection takes them.
      expect(Math.max(...answers.map((a) => a.cart.cartVariants.length))).toBe(5);
      expect(after.lines.map((l) => l.variantId).sort()).toEqual([first.id, ...others.map((v) => v.id)].sort());
    }
    expect(after.cart?.version).toBe(start.cart.version + 6);
    // The last change's answer, built from what it wrote, is the cart as read afterwards.
    if (server.db.engine === 'postgres') expect(answers[5]!.cart).toEqual(await carts.view(owner, server.db));
  });
});
