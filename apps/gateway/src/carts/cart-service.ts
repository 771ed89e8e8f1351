import {
  CartErrorCode,
  type CartDifferences,
  type CartItemOutcome,
  type CartVariantInput,
  type CartView,
} from '@gio/contracts';
import {
  applyCartDiff,
  cartInfoMessageKind,
  cartOperation,
  decideIncrease,
  isSameCartLine,
  maxPurchasableOf,
  overMaximumReason,
  quantityInCart,
  totalQuantity,
  type CartInfoMessageKind,
  type CartOperation,
} from '@gio/domain-cart';
import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../http/app-error';
import type { CatalogueService } from '../catalogue/service';
import { variantView } from '../catalogue/views';
import type { Database, Queryable } from '../db/database';
import {
  addToLockedCart,
  changeDiffLine,
  changeKey,
  ruleContext,
  type CartAddSource,
  type CartItemToAdd,
} from './cart-add';
import {
  readCheckoutCart,
  removeOrderedLines,
  type CheckoutCart,
  type OrderedLine,
} from './cart-checkout';
import { findDifferences, noDifferences, settleDifferences } from './cart-differences';
import { cartError } from './cart-errors';
import { CartReferenceReads } from './cart-offers';
import {
  canEditCart,
  guestOwner,
  ownerForUser,
  ownerFromRequest,
  type CartOwner,
} from './cart-owner';
import {
  deleteCart,
  deleteLine,
  factsOf,
  findCart,
  guestCartSize,
  lockCart,
  lockCartById,
  lockCartForChange,
  readCartSnapshot,
  upsertLineIfVersion,
  type CartSnapshot,
  deleteLineIfVersion,
  type LineKey,
  type UpsertedLine,
  readAgeConfirmation,
  readLines,
  sameLine,
  upsertLine,
  variantRows,
  writeAgeConfirmation,
  type StoredLine,
} from './cart-store';
import { buildCartView, pricedLines, siteRules } from './cart-view';

export type { CartAddSource, CartItemToAdd } from './cart-add';
export type {
  CheckoutCart,
  CheckoutCartGroup,
  CheckoutCartLine,
  OrderedLine,
} from './cart-checkout';
export type { CartOwner } from './cart-owner';
export type { LineKey, ShippingConfigRow } from './cart-store';

/** What a change's write did: the line it stored (none when it removed one), the cart's stamp and version. */
interface WriteOutcome {
  readonly line?: UpsertedLine;
  readonly cartUpdatedAt: Date;
  /** The cart's version after the write; null when the writer does not know it. */
  readonly version: number | null;
}

/**
 * The cart a change left: as a snapshot would read it now, and whose session's age confirmation
 * it holds. `readAt` is when its variant rows (stock, price, state) were read from the database.
 */
type LeftCart = CartSnapshot & { readonly guestId: string | null; readonly readAt: number };

/**
 * How long a left cart's variant rows may decide the next queued change. A chain of queued
 * changes (a shopper holding "+", a busy organisation cart) would otherwise decide on the stock
 * and prices its first read saw for as long as it lasts; past this it reads the cart afresh.
 */
const LEFT_CART_MAX_AGE_MS = 250;

/** A queued cart change: settles with the cart it left once it is done. */
interface QueueEntry {
  done: Promise<LeftCart | null>;
  /** How many changes wait for this one (0: the cart it leaves is read afresh by the next). */
  waiting: number;
}

/** What a bulk add did: the cart's id and one outcome per item, in the order given. */
export interface AddItemsResult {
  readonly cartId: string;
  readonly items: CartItemOutcome[];
}

/** The result of one cart change (PUT|POST /api/carts/change). */
export interface CartChange {
  readonly variantId: string;
  readonly previousQuantity: number;
  readonly quantity: number;
  readonly operation: CartOperation;
  readonly infoMessage: CartInfoMessageKind | null;
}

/**
 * Carts of guests, users and organisations (storefront.md §3, §4, §5, §7; accounts.md §4). Every
 * change runs in one transaction that first locks the cart row (`lockCart`), then reads the
 * lines, decides with the domain rules (`@gio/domain-quantity`, `@gio/domain-stock`,
 * `@gio/domain-cart`) and writes with `INSERT … ON CONFLICT … DO UPDATE`: concurrent changes of
 * one cart queue on its row and none is lost; a refused change throws and rolls back, leaving the
 * cart as it was.
 */
export class CartService {
  private readonly shared: CartReferenceReads;
  /** The last change of each cart this process has queued (`queued`). */
  private readonly queue = new Map<string, QueueEntry>();

  constructor(
    private readonly db: Database,
    private readonly catalogue: CatalogueService,
    now: () => number,
  ) {
    this.shared = new CartReferenceReads(db, now);
  }

  /** The request's cart owner (user, organisation or guest), or null without a session. */
  ownerOf(request: FastifyRequest): Promise<CartOwner | null> {
    return ownerFromRequest(this.db, request);
  }

  /** The request's cart owner for a write; every write has a session (it passed the CSRF check). */
  async requireOwner(request: FastifyRequest): Promise<CartOwner> {
    const owner = await this.ownerOf(request);
    if (!owner) throw new Error(`${request.method} ${request.url} ran without a session`);
    return owner;
  }

  /** The cart owner of a signed-in user (their organisation's cart in business view). */
  ownerForUser(
    userId: string,
    guestId: string | null,
    q: Queryable,
  ): Promise<CartOwner | null> {
    return ownerForUser(q, userId, guestId);
  }

  /**
   * accounts.md §7: the `additionalItems` of POST /api/login and /api/join (cart lines a guest
   * brought along) go into the signed-in user's cart under the add rules, right after sign-in.
   * Null when there was nothing to add.
   */
  async addSignInItems(
    userId: string,
    guestId: string | null,
    items: readonly { variantId: string; quantity: number; warehouse?: string }[] | undefined,
  ): Promise<CartItemOutcome[] | null> {
    if (!items || items.length === 0) return null;
    const owner = await ownerForUser(this.db, userId, guestId);
    if (!owner) return null;
    const result = await this.addItems(
      owner,
      items.map((item) => ({
        variantId: item.variantId,
        quantity: item.quantity,
        warehouseId: item.warehouse,
      })),
      'sign-in',
    );
    return result.items;
  }

  /**
   * storefront.md §4: the shopper accepted the age gate; the confirmation is kept in the session
   * under the key ageGate (keyed by the session's guest id) for every later add.
   */
  async recordAgeConfirmation(owner: CartOwner): Promise<void> {
    if (owner.guestId) await writeAgeConfirmation(this.db, owner.guestId);
  }

  /** The owner's cart as the contract's `cartSchema` (an empty cart when there is none). */
  async view(owner: CartOwner | null, q: Queryable): Promise<CartView> {
    const cart = owner ? await findCart(q, owner) : null;
    const lines = cart ? await readLines(q, cart.id) : [];
    return this.render(owner, cart, lines, q);
  }

  /** GET /api/carts/summary: the units the owner's cart holds (storefront.md §9 badge), read only. */
  async totalQuantity(owner: CartOwner | null): Promise<number> {
    const cart = owner ? await findCart(this.db, owner) : null;
    return cart ? totalQuantity(await readLines(this.db, cart.id)) : 0;
  }

  /**
   * GET /api/carts/sync: the cart, and what changed since the visitor last saw it. Lines whose
   * variant is gone, disabled, discontinued or out of stock are removed; lines above what can be
   * bought are cut to it; moved prices are reported. The differences are reported once: the sync
   * records the cart as seen, in a transaction that locks the cart.
   */
  async sync(owner: CartOwner | null): Promise<{
    cart: CartView;
    differences: CartDifferences;
    pendingMerge: { lineCount: number; totalQuantity: number } | null;
  }> {
    if (!owner)
      return { cart: await this.view(null, this.db), differences: noDifferences(), pendingMerge: null };
    const site = await this.catalogue.siteConfig();
    let cart = await findCart(this.db, owner);
    let lines = cart ? await readLines(this.db, cart.id) : [];
    let differences = noDifferences();
    if (cart && findDifferences(owner, lines, siteRules(site)).hasDifferences) {
      const cartId = cart.id;
      ({ differences, lines } = await this.db.transaction(async (tx) => {
        await lockCartById(tx, cartId);
        const locked = await readLines(tx, cartId);
        const found = findDifferences(owner, locked, siteRules(site));
        await settleDifferences(tx, cartId, locked, found, siteRules(site));
        return { differences: found, lines: await readLines(tx, cartId) };
      }));
      cart = await findCart(this.db, owner);
    }
    const [view, pendingMerge] = await Promise.all([
      this.render(owner, cart, lines, this.db),
      this.pendingMerge(owner),
    ]);
    return { cart: view, differences, pendingMerge };
  }

  /**
   * GET /api/carts/builder: the given variants with what the cart allows of each (quantity in
   * the cart, maximum purchasable, remaining, the rule that would refuse an add); unknown ids are
   * listed apart.
   */
  async builder(owner: CartOwner | null, ids: readonly string[]) {
    const site = await this.catalogue.siteConfig();
    const rules = siteRules(site);
    const cart = owner ? await findCart(this.db, owner) : null;
    const [lines, rows, ageConfirmed, loaders] = await Promise.all([
      cart ? readLines(this.db, cart.id) : Promise.resolve([] as StoredLine[]),
      variantRows(this.db, ids),
      readAgeConfirmation(this.db, owner?.guestId ?? null),
      this.catalogue.loaders(),
    ]);
    const context = ruleContext(owner, lines, rules, ageConfirmed);
    const items = [];
    const unknownIds: string[] = [];
    for (const id of new Set(ids)) {
      const row = rows.get(id);
      if (!row) {
        unknownIds.push(id);
        continue;
      }
      const facts = factsOf(row);
      const inCart = lines
        .filter((line) =>
          sameLine(line, {
            variantId: id,
            fulfillerLocationId: facts.fulfillerLocationId,
            fulfillmentMethod: facts.fulfillmentMethodType,
          }),
        )
        .reduce((sum, line) => sum + line.quantity, 0);
      const max = maxPurchasableOf(facts, rules);
      const decision = decideIncrease(facts, inCart, 1, context);
      items.push({
        variant: await variantView(row, loaders, site),
        inCart,
        maxPurchasable: max,
        remaining: Math.max(0, max - inCart),
        ageGated: facts.isAgeGated,
        refusal: decision.kind === 'refused' ? decision.reason : null,
      });
    }
    return { items, unknownIds, cart: await this.render(owner, cart, lines, this.db) };
  }

  /**
   * PUT|POST /api/carts/change: sets one line's quantity (storefront.md §4: the matched line is
   * updated, else a line appended; 0 with removal deletes it). Raising a line passes the add
   * rules; lowering or removing always succeeds. A refusal throws the rule's `cartError` and
   * leaves the cart unchanged. `ageConfirmed` counts for the change and records the age
   * confirmation in the session, kept only when the change is.
   */
  async change(
    owner: CartOwner,
    input: CartVariantInput,
  ): Promise<{ cart: CartView; change: CartChange }> {
    this.assertCanEdit(owner);
    const site = await this.catalogue.siteConfig();
    const rules = siteRules(site);
    // A refused change leaves the session as it was too: the confirmation is written only with a
    // change that was (issue #21's fuzzing found a refused change keeping it).
    const confirming = input.ageConfirmed === true && owner.guestId !== null;
    // Changes of one cart queue in this process (`queued`), and each reads once and writes once
    // (two statements, no transaction): the write applies only to the version read, so nothing
    // holds the cart's row lock across a round trip and the next change starts as soon as the
    // write is back. A change queued behind another starts from the cart that one left (its
    // lines and version; read afresh once its rows are LEFT_CART_MAX_AGE_MS old): one statement. Only a change whose version moved (another process,
    // or a bulk add, merge or sync under the row lock) runs again under that lock. On PGlite
    // nothing queues: a change that finds another of its cart in flight takes the lock at once.
    const done = await this.queued(`${owner.kind}\u0000${owner.ownerId}`, async (left) => {
      // The age confirmation is the session's: another session's change of the same cart (an
      // organisation's) hands on its lines, not its confirmation, so the cart is read afresh.
      const handedOn =
        left !== 'locked' && left?.guestId === owner.guestId && Date.now() - left.readAt <= LEFT_CART_MAX_AGE_MS
          ? left
          : null;
      let snapshot: CartSnapshot | null = handedOn;
      let readAt = handedOn?.readAt ?? 0;
      for (;;) {
        if (left === 'locked') break;
        const fresh = snapshot === null;
        if (snapshot === null) {
          readAt = Date.now();
          snapshot = await readCartSnapshot(this.db, owner);
        }
        const cart = snapshot.cart;
        if (!cart) break;
        const ageConfirmed = snapshot.ageConfirmed || confirming;
        let optimistic;
        try {
          optimistic = await this.applyChange(
            this.db,
            owner,
            input,
            rules,
            snapshot.lines,
            ageConfirmed,
            async (key, quantity, stored) => {
              if (quantity === null) return deleteLineIfVersion(this.db, cart, key);
              return upsertLineIfVersion(this.db, cart, stored(quantity));
            },
            cart.id,
          );
        } catch (error) {
          // A refusal is decided on what the database holds now, never on a queued cart.
          if (!fresh) {
            snapshot = null;
            continue;
          }
          throw error;
        }
        if (!optimistic) break;
        if (confirming && !snapshot.ageConfirmed) await this.recordAgeConfirmation(owner);
        const version = optimistic.version;
        const after: LeftCart | null =
          version === null
            ? null
            : {
                cart: { id: cart.id, updatedAt: optimistic.cart.updated_at, version },
                ageConfirmed,
                lines: optimistic.lines,
                guestId: owner.guestId,
                readAt,
              };
        return { result: { ...optimistic, ageConfirmed }, after };
      }
      // No cart yet, or another writer changed it since the snapshot: the change runs again
      // under the cart's row lock (created when missing), as every change of one cart may.
      const result = await this.db.transaction(async (tx) => {
        const locked = await lockCartForChange(tx, owner);
        const lines = await readLines(tx, locked.id);
        const result = await this.applyChange(
          tx,
          owner,
          input,
          rules,
          lines,
          locked.ageConfirmed || confirming,
          async (key, quantity, stored) => {
            if (quantity === null) {
              await deleteLine(tx, locked.id, key);
              return { cartUpdatedAt: locked.updatedAt, version: null };
            }
            return {
              line: await upsertLine(tx, locked.id, stored(quantity)),
              cartUpdatedAt: locked.updatedAt,
              version: null,
            };
          },
          locked.id,
        );
        if (!result) throw new Error('a cart change under the cart lock wrote nothing');
        if (confirming && !locked.ageConfirmed && owner.guestId) await writeAgeConfirmation(tx, owner.guestId);
        return { ...result, ageConfirmed: locked.ageConfirmed || confirming };
      });
      return { result, after: null };
    });
    return {
      cart: await this.render(owner, done.cart, done.lines, this.db, done.ageConfirmed),
      change: done.change,
    };
  }

  /**
   * The rules of one change (storefront.md §4) on `lines`, and its write through `write`: the
   * matched line set to the new quantity (upsert) or removed (null quantity). Raising a line
   * passes the add rules; a refusal throws the rule's `cartError` before anything is written.
   * Answers the change, the cart's lines after it (built from what was read and written, no
   * read again) and the cart row; null when `write` wrote nothing (the version moved).
   */
  private async applyChange(
    q: Queryable,
    owner: CartOwner,
    input: CartVariantInput,
    rules: ReturnType<typeof siteRules>,
    lines: readonly StoredLine[],
    ageConfirmed: boolean,
    write: (
      key: LineKey & { warehouseId: string },
      quantity: number | null,
      stored: (quantity: number) => Parameters<typeof upsertLine>[2],
    ) => Promise<WriteOutcome | null>,
    cartId: string,
  ): Promise<{
    change: CartChange;
    lines: StoredLine[];
    cart: { id: string; updated_at: Date };
    /** The cart's version after the write, when the write knows it. */
    version: number | null;
  } | null> {
    const row =
      lines.find((line) => line.variantId === input.variantId)?.variant ??
      (await variantRows(q, [input.variantId])).get(input.variantId);
    if (!row) throw cartError(CartErrorCode.UNKNOWN_VARIANT, 'body.cartVariant.variantId');
    const facts = factsOf(row);
    const keyed = await changeKey(q, facts, lines, input);
    if (keyed.kind === 'refused') {
      throw cartError(keyed.reason, `body.cartVariant.${keyed.field}`);
    }
    const { key } = keyed;
    const domainLines = pricedLines(owner, lines).map((p) => p.line);
    const diff = changeDiffLine(owner, facts, key, input.quantity, input.customerItemPickingNotes);
    const previous = quantityInCart(domainLines, diff);
    if (input.quantity > previous) {
      const context = ruleContext(owner, lines, rules, facts.isAgeGated && ageConfirmed);
      const decision = decideIncrease(facts, previous, input.quantity - previous, context);
      if (decision.kind === 'refused') throw cartError(decision.reason, 'body.cartVariant.variantId');
      if (input.quantity - previous > rules.addToCartMaxAtOnce) {
        throw cartError(
          CartErrorCode.ADD_AT_ONCE_LIMIT_EXCEEDED,
          'body.cartVariant.quantity',
          `(${rules.addToCartMaxAtOnce})`,
        );
      }
      if (input.quantity > decision.max) {
        throw cartError(overMaximumReason(facts), 'body.cartVariant.quantity', `(${decision.max})`);
      }
    }
    const next = applyCartDiff(domainLines, diff, { remove: input.remove === true });
    const written = next.find((line) => isSameCartLine(line, diff));
    const outcome = await write(key, written ? written.quantity : null, (quantity) => ({
      ...key,
      quantity,
      customerItemPickingNotes: input.customerItemPickingNotes,
      addedByUserId: owner.userId,
      seenPrice: facts.price,
    }));
    if (outcome === null) return null;
    let linesAfter: StoredLine[];
    const updatedAt = outcome.cartUpdatedAt;
    if (!outcome.line) {
      linesAfter = lines.filter((held) => !sameLine(held, key));
    } else {
      const line: StoredLine = { ...outcome.line, variant: row };
      // A line keeps its place; a new one was added last (readLines orders by added time).
      linesAfter = lines.some((held) => sameLine(held, key))
        ? lines.map((held) => (sameLine(held, key) ? line : held))
        : [...lines, line];
    }
    const quantity = written?.quantity ?? 0;
    return {
      change: {
        variantId: facts.id,
        previousQuantity: previous,
        quantity,
        operation: cartOperation(previous, quantity),
        infoMessage: cartInfoMessageKind(previous, quantity),
      },
      lines: linesAfter,
      cart: { id: cartId, updated_at: updatedAt },
      version: outcome.version,
    };
  }

  /**
   * Runs `fn` after every earlier call of this process with the same key has settled, handing
   * it the cart the previous call left (null when it left none, or when nothing was queued:
   * then the cart is read afresh). Calls of one key run one at a time, in arrival order.
   *
   * On PGlite nothing waits here: its one connection already runs one statement at a time, and
   * a queued change would wait for its write behind every other request's statements, once per
   * change. A change that finds another of its cart in flight gets `'locked'` instead and runs
   * under the cart's row lock (its transaction holds the connection from BEGIN to COMMIT).
   */
  private async queued<T>(
    key: string,
    fn: (left: LeftCart | null | 'locked') => Promise<{ result: T; after: LeftCart | null }>,
  ): Promise<T> {
    const previous = this.queue.get(key);
    const entry: QueueEntry = { done: Promise.resolve(null), waiting: 0 };
    let settle!: (after: LeftCart | null) => void;
    entry.done = new Promise((resolve) => (settle = resolve));
    this.queue.set(key, entry);
    let after: LeftCart | null = null;
    try {
      if (this.db.engine === 'pglite') return (await fn(previous ? 'locked' : null)).result;
      let left: LeftCart | null = null;
      if (previous) {
        previous.waiting += 1;
        left = await previous.done;
      }
      const outcome = await fn(left);
      after = outcome.after;
      return outcome.result;
    } finally {
      // A cart left is handed on only to a change that was queued behind this one.
      settle(entry.waiting > 0 ? after : null);
      if (this.queue.get(key) === entry) this.queue.delete(key);
    }
  }

  /**
   * Adds quantities to the owner's cart under the add rules, in one transaction that locks the
   * cart (or in `tx`, when the caller has one open). Nothing is dropped without a word: each
   * item comes back added, capped (to the maximum purchasable or the add-at-once maximum, with
   * the rule) or refused (with the rule). Used by add-variants-by-ids, add-list, add-order, the
   * sign-in `additionalItems` and the merge.
   */
  async addItems(
    owner: CartOwner,
    items: readonly CartItemToAdd[],
    source: CartAddSource,
    tx?: Queryable,
  ): Promise<AddItemsResult> {
    this.assertCanEdit(owner);
    const site = await this.catalogue.siteConfig();
    const run = async (q: Queryable): Promise<AddItemsResult> => {
      const cartId = await lockCart(q, owner);
      return {
        cartId,
        items: await addToLockedCart(q, owner, cartId, items, source, siteRules(site)),
      };
    };
    return tx ? run(tx) : this.db.transaction(run);
  }

  /**
   * /api/carts/merge: after sign-in, the session's guest cart goes into the user's (or the
   * organisation's) cart: quantities of the same line are summed and capped by the rules, every
   * guest line is reported (added, capped or refused with its rule), and the guest cart is
   * emptied. 401 for a guest.
   */
  async merge(owner: CartOwner): Promise<{ cart: CartView; merged: CartItemOutcome[] }> {
    if (owner.kind === 'guest' || !owner.guestId) throw unauthorized();
    this.assertCanEdit(owner);
    const guest = guestOwner(owner.guestId);
    const site = await this.catalogue.siteConfig();
    const merged = await this.db.transaction(async (tx) => {
      const guestCart = await findCart(tx, guest);
      if (!guestCart) return [];
      // Lock order: the target cart, then the guest cart; every merge takes them in this order.
      const cartId = await lockCart(tx, owner);
      await lockCartById(tx, guestCart.id);
      const guestLines = await readLines(tx, guestCart.id);
      const outcomes = await addToLockedCart(
        tx,
        owner,
        cartId,
        guestLines.map((line) => ({
          variantId: line.variantId,
          quantity: line.quantity,
          warehouseId: line.warehouseId,
          fulfillerLocationId: line.fulfillerLocationId,
          fulfillmentMethod: line.fulfillmentMethod,
          customerItemPickingNotes: line.customerItemPickingNotes,
        })),
        'merge',
        siteRules(site),
      );
      await deleteCart(tx, guestCart.id);
      return outcomes;
    });
    return { cart: await this.view(owner, this.db), merged };
  }

  /**
   * The owner's cart as checkout prices and orders it (`readCheckoutCart`); with `forUpdate`,
   * inside the order transaction, the cart row is locked first.
   */
  async readForCheckout(
    q: Queryable,
    owner: CartOwner,
    options: { forUpdate?: boolean } = {},
  ): Promise<CheckoutCart> {
    return readCheckoutCart(q, owner, await this.catalogue.siteConfig(), options);
  }

  /** Order placement, in its transaction: takes the ordered quantities off their lines. */
  removeOrderedLines(tx: Queryable, cartId: string, lines: readonly OrderedLine[]): Promise<void> {
    return removeOrderedLines(tx, cartId, lines);
  }

  private assertCanEdit(owner: CartOwner): void {
    if (!canEditCart(owner)) throw cartError(CartErrorCode.CART_EDIT_FORBIDDEN);
  }

  /** A signed-in shopper's guest cart that still has lines (the first-load merge modal). */
  private async pendingMerge(
    owner: CartOwner,
  ): Promise<{ lineCount: number; totalQuantity: number } | null> {
    if (owner.kind === 'guest' || !owner.guestId) return null;
    const row = await guestCartSize(this.db, owner.guestId);
    return row && row.line_count > 0
      ? { lineCount: row.line_count, totalQuantity: row.total_quantity ?? 0 }
      : null;
  }

  /**
   * The cart answer. Shipping configs and promotion offers come from `CartReferenceReads`; the
   * age confirmation is read unless the caller read it already (`ageConfirmed`).
   */
  private async render(
    owner: CartOwner | null,
    cart: { id: string; updated_at: Date } | null,
    lines: readonly StoredLine[],
    q: Queryable,
    ageConfirmedKnown?: boolean,
  ): Promise<CartView> {
    const fulfillerTypes = lines.flatMap((line) =>
      line.variant ? [line.variant.fulfiller_type] : [],
    );
    const reference = await this.catalogue.reference();
    const [loaders, shippingRows, promoRows, ageConfirmed] = await Promise.all([
      this.catalogue.loaders(),
      this.shared.shippingRows(reference, fulfillerTypes),
      this.shared.promoOffers(
        reference,
        lines.map((line) => line.variantId),
      ),
      ageConfirmedKnown ?? readAgeConfirmation(q, owner?.guestId ?? null),
    ]);
    const site = reference.site.config;
    return buildCartView({
      owner,
      cart: cart ? { id: cart.id, updatedAt: new Date(cart.updated_at) } : null,
      lines,
      shippingRows,
      promoRows,
      ageConfirmed,
      site,
      loaders,
    });
  }
}
