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
  isSameCartLine,
  quantityInCart,
  type CartLine,
  type CartInfoMessageKind,
  type CartOperation,
} from '@gio/domain-cart';
import { isSample } from '@gio/domain-quantity';
import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../accounts/account-error';
import type { CatalogueService } from '../catalogue/service';
import { variantView } from '../catalogue/views';
import type { Database, Queryable } from '../db/database';
import { cartError } from './cart-errors';
import {
  canEditCart,
  guestOwner,
  ownerForUser,
  ownerFromRequest,
  type CartOwner,
} from './cart-owner';
import {
  decideIncrease,
  goneReason,
  maxPurchasableOf,
  overMaximumReason,
  type CartRuleContext,
  type CartVariantFacts,
} from './cart-rules';
import {
  deleteLine,
  factsOf,
  findCart,
  fulfillerLocation,
  lockCart,
  lockCartById,
  inStockVariantRows,
  promoCandidateIds,
  readAgeConfirmation,
  readLines,
  sameLine,
  shippingConfigRows,
  upsertLine,
  variantRows,
  writeAgeConfirmation,
  type CartVariantRow,
  type LineKey,
  type ShippingConfigRow,
  type StoredLine,
} from './cart-store';
import { buildCartView, priceGroups, pricedLines, siteRules, type PricedGroup } from './cart-view';

export type { CartOwner } from './cart-owner';
export type { LineKey, ShippingConfigRow } from './cart-store';

/** How many promotion variants the cart offers (offers.promoVariants). */
const PROMO_VARIANT_LIMIT = 6;
/**
 * The promotion best sellers are read at most this often (ids of a few more than are shown, so
 * that those already in the cart can be left out); each answer reads their rows and stock fresh.
 */
const PROMO_CANDIDATES = 30;
const PROMO_CANDIDATES_TTL_MS = 30_000;

/** One item to add: a quantity of a variant, optionally at a warehouse, location and method. */
export interface CartItemToAdd {
  readonly variantId: string;
  readonly quantity: number;
  /** Must be the variant's warehouse when given. */
  readonly warehouseId?: string;
  /** Default: the variant's own location and method. */
  readonly fulfillerLocationId?: string;
  readonly fulfillmentMethod?: number;
  readonly customerItemPickingNotes?: string | null;
}

/**
 * Where a bulk add comes from. The site's add-to-cart maximum at once (storefront.md §5) bounds
 * what the shopper adds in one action (`variant-ids`, `list`, `order`); lines a guest brings to
 * sign-in (`sign-in`, `merge`) were each added under that bound already.
 */
export type CartAddSource = 'variant-ids' | 'list' | 'order' | 'sign-in' | 'merge';

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

/** One cart line as checkout prices and orders it, with the variant's current figures. */
export interface CheckoutCartLine extends LineKey {
  readonly variantGid: string;
  readonly name: string;
  readonly quantity: number;
  /** Current unit price of the variant and unit price × quantity, đồng. */
  readonly unitPrice: number;
  readonly totalPrice: number;
  readonly warehouseId: string;
  readonly fulfillerId: string;
  readonly fulfillerType: number;
  readonly customerItemPickingNotes: string | null;
  /** Stock fields (storefront.md §4 Variant stock, §5 maximum purchasable). */
  readonly state: number;
  readonly availableCount: number;
  readonly maxCartQuantity: number;
  readonly productType: number;
  readonly isAgeGated: boolean;
  readonly maxPurchasable: number;
  /** Out of stock, discontinued, disabled or above what can be bought now. */
  readonly problem: CartErrorCode | null;
  /** The whole catalogue row, for views. */
  readonly variant: CartVariantRow;
}

/** A cart group as checkout needs it (storefront.md §4 Cart groups). */
export interface CheckoutCartGroup {
  readonly groupIdentifier: string;
  readonly fulfillerType: number;
  readonly fulfillmentMethodType: number;
  readonly warehouseId: string;
  readonly lines: CheckoutCartLine[];
  readonly subtotal: number;
  /** Every rate of the group's shipping config; empty makes the cart invalid. */
  readonly shippingConfigs: ShippingConfigRow[];
  readonly orderMinimum: PricedGroup['orderMinimum'];
  readonly freeShipping: PricedGroup['freeShipping'];
}

/** The cart as checkout reads it: lines, groups with shipping configs, totals. */
export interface CheckoutCart {
  /** null when the owner has no cart yet (then every list is empty). */
  readonly cartId: string | null;
  readonly owner: CartOwner;
  readonly lines: CheckoutCartLine[];
  /** Lines whose variant no longer exists (not in `lines`). */
  readonly missingVariantIds: string[];
  readonly groups: CheckoutCartGroup[];
  readonly subtotal: number;
  readonly isInvalid: boolean;
  readonly overallOrderMinimumMet: boolean;
}

/** A line ordered at checkout: its key and the quantity the order took. */
export interface OrderedLine extends LineKey {
  readonly quantity: number;
}

const noDifferences = (): CartDifferences => ({
  hasDifferences: false,
  priceChanges: [],
  removedItems: [],
  quantityReductions: [],
});

/**
 * Carts of guests, users and organisations (storefront.md §3, §4, §5, §7; accounts.md §4). Every
 * change runs in one transaction that first locks the cart row (`lockCart`), then reads the
 * lines, decides with the domain rules (`@gio/domain-quantity`, `@gio/domain-stock`,
 * `@gio/domain-cart`) and writes with `INSERT … ON CONFLICT … DO UPDATE`: concurrent changes of
 * one cart queue on its row and none is lost; a refused change throws and rolls back, leaving the
 * cart as it was.
 */
export class CartService {
  private promoCandidates: { ids: string[]; until: number } | null = null;

  constructor(
    private readonly db: Database,
    private readonly catalogue: CatalogueService,
    private readonly now: () => number = Date.now,
  ) {}

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
  ownerForUser(userId: string, guestId: string | null, q: Queryable = this.db): Promise<CartOwner | null> {
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
      items.map((item) => ({ variantId: item.variantId, quantity: item.quantity, warehouseId: item.warehouse })),
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
  async view(owner: CartOwner | null, q: Queryable = this.db): Promise<CartView> {
    const cart = owner ? await findCart(q, owner) : null;
    const lines = cart ? await readLines(q, cart.id) : [];
    return this.render(owner, cart, lines, q);
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
    if (!owner) return { cart: await this.view(null), differences: noDifferences(), pendingMerge: null };
    const site = await this.catalogue.siteConfig();
    let cart = await findCart(this.db, owner);
    let lines = cart ? await readLines(this.db, cart.id) : [];
    let differences = noDifferences();
    if (cart && this.differences(owner, lines, siteRules(site)).hasDifferences) {
      const cartId = cart.id;
      ({ differences, lines } = await this.db.transaction(async (tx) => {
        await lockCartById(tx, cartId);
        const locked = await readLines(tx, cartId);
        const found = this.differences(owner, locked, siteRules(site));
        await this.settleDifferences(tx, cartId, locked, found, siteRules(site));
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
    const context = this.ruleContext(owner, lines, rules, ageConfirmed);
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
        .filter((line) => sameLine(line, { variantId: id, fulfillerLocationId: facts.fulfillerLocationId, fulfillmentMethod: facts.fulfillmentMethodType }))
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
   * leaves the cart unchanged. `ageConfirmed` records the age confirmation in the session first.
   */
  async change(owner: CartOwner, input: CartVariantInput): Promise<{ cart: CartView; change: CartChange }> {
    this.assertCanEdit(owner);
    const site = await this.catalogue.siteConfig();
    const rules = siteRules(site);
    if (input.ageConfirmed) await this.recordAgeConfirmation(owner);
    const change = await this.db.transaction(async (tx): Promise<CartChange> => {
      const cartId = await lockCart(tx, owner);
      const lines = await readLines(tx, cartId);
      const row =
        lines.find((line) => line.variantId === input.variantId)?.variant ??
        (await variantRows(tx, [input.variantId])).get(input.variantId);
      if (!row) throw cartError(CartErrorCode.UNKNOWN_VARIANT, 'body.cartVariant.variantId');
      const facts = factsOf(row);
      const key = await this.changeKey(tx, facts, lines, input);
      const domainLines = pricedLines(owner, lines).map((p) => p.line);
      const diff = this.diffLine(owner, facts, key, input.quantity, input.customerItemPickingNotes);
      const previous = quantityInCart(domainLines, diff);
      if (input.quantity > previous) {
        const ageConfirmed = facts.isAgeGated && (await readAgeConfirmation(tx, owner.guestId));
        const context = this.ruleContext(owner, lines, rules, ageConfirmed);
        const decision = decideIncrease(facts, previous, input.quantity - previous, context);
        if (decision.kind === 'refused') throw cartError(decision.reason, 'body.cartVariant.variantId');
        if (input.quantity - previous > rules.addToCartMaxAtOnce) {
          throw cartError(CartErrorCode.ADD_AT_ONCE_LIMIT_EXCEEDED, 'body.cartVariant.quantity', `(${rules.addToCartMaxAtOnce})`);
        }
        if (input.quantity > decision.max) {
          throw cartError(overMaximumReason(facts), 'body.cartVariant.quantity', `(${decision.max})`);
        }
      }
      const next = applyCartDiff(domainLines, diff, { remove: input.remove === true });
      const written = next.find((line) => isSameCartLine(line, diff));
      if (written) {
        await upsertLine(tx, cartId, {
          ...key,
          quantity: written.quantity,
          customerItemPickingNotes: input.customerItemPickingNotes,
          addedByUserId: owner.userId,
          seenPrice: facts.price,
        });
      } else {
        await deleteLine(tx, cartId, key);
      }
      const quantity = written?.quantity ?? 0;
      return {
        variantId: facts.id,
        previousQuantity: previous,
        quantity,
        operation: cartOperation(previous, quantity),
        infoMessage: cartInfoMessageKind(previous, quantity),
      };
    });
    return { cart: await this.view(owner), change };
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
      return { cartId, items: await this.addToLockedCart(q, owner, cartId, items, source, siteRules(site)) };
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
      const outcomes = await this.addToLockedCart(
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
      await tx.query('DELETE FROM carts WHERE id = $1', [guestCart.id]);
      return outcomes;
    });
    return { cart: await this.view(owner), merged };
  }

  /**
   * The owner's cart as checkout prices and orders it: each line with the variant's current
   * price and stock fields and what is wrong with it now (`problem`), the groups with their
   * shipping configs, order minimums and free-shipping progress. With `forUpdate` (inside the
   * order transaction) the cart row is locked first, so no change slips in between pricing and
   * `removeOrderedLines`.
   */
  async readForCheckout(q: Queryable, owner: CartOwner, options: { forUpdate?: boolean } = {}): Promise<CheckoutCart> {
    const site = await this.catalogue.siteConfig();
    const rules = siteRules(site);
    const cart = await findCart(q, owner);
    if (cart && options.forUpdate) await lockCartById(q, cart.id);
    const stored = cart ? await readLines(q, cart.id) : [];
    const priced = pricedLines(owner, stored);
    const shippingRows = await shippingConfigRows(q, priced.map((p) => p.row.fulfiller_type));
    const { groups, isInvalid, overallMinimumMet } = priceGroups(priced, shippingRows, site.minimumSpendByFulfillmentMethod);
    const itemsDisabled = owner.organization?.excludeAllItems ?? false;
    const lines = priced.map(({ stored: line, row }): CheckoutCartLine => {
      const facts = factsOf(row);
      const max = maxPurchasableOf(facts, rules);
      const problem = goneReason(facts, rules, itemsDisabled) ?? (line.quantity > max ? overMaximumReason(facts) : null);
      return {
        variantId: line.variantId,
        fulfillerLocationId: line.fulfillerLocationId,
        fulfillmentMethod: line.fulfillmentMethod,
        variantGid: row.gid,
        name: row.name,
        quantity: line.quantity,
        unitPrice: row.price,
        totalPrice: row.price * line.quantity,
        warehouseId: line.warehouseId,
        fulfillerId: row.fulfiller_id,
        fulfillerType: row.fulfiller_type,
        customerItemPickingNotes: line.customerItemPickingNotes,
        state: row.state,
        availableCount: row.available_count,
        maxCartQuantity: row.max_cart_quantity,
        productType: row.product_type,
        isAgeGated: facts.isAgeGated,
        maxPurchasable: max,
        problem,
        variant: row,
      };
    });
    const linesOf = (group: PricedGroup) =>
      lines.filter((line) =>
        group.group.lines.some(
          (l) =>
            l.variant.id === line.variantId &&
            l.fulfillerLocationId === line.fulfillerLocationId &&
            l.fulfillmentMethod === line.fulfillmentMethod,
        ),
      );
    return {
      cartId: cart?.id ?? null,
      owner,
      lines,
      missingVariantIds: stored.filter((line) => !line.variant).map((line) => line.variantId),
      groups: groups.map((group) => ({
        groupIdentifier: group.group.groupIdentifier,
        fulfillerType: group.group.fulfillerType,
        fulfillmentMethodType: group.group.fulfillmentMethodType,
        warehouseId: group.group.warehouseId,
        lines: linesOf(group),
        subtotal: group.subtotal,
        shippingConfigs: group.shippingConfigs,
        orderMinimum: group.orderMinimum,
        freeShipping: group.freeShipping,
      })),
      subtotal: lines.reduce((sum, line) => sum + line.totalPrice, 0),
      isInvalid,
      overallOrderMinimumMet: overallMinimumMet,
    };
  }

  /**
   * Order placement, in its transaction: takes the ordered quantities off their lines (a line
   * ordered whole is deleted; one that grew meanwhile keeps the rest). Locks the cart row first.
   */
  async removeOrderedLines(tx: Queryable, cartId: string, lines: readonly OrderedLine[]): Promise<void> {
    if (lines.length === 0) return;
    await lockCartById(tx, cartId);
    const ordered = JSON.stringify(
      lines.map((line) => ({
        variant_id: line.variantId,
        fulfiller_location_id: line.fulfillerLocationId,
        fulfillment_method: line.fulfillmentMethod,
        quantity: line.quantity,
      })),
    );
    await tx.query(
      `WITH ordered AS (
         SELECT variant_id, fulfiller_location_id, fulfillment_method, sum(quantity)::int AS quantity
           FROM jsonb_to_recordset($2::jsonb)
                AS o(variant_id text, fulfiller_location_id text, fulfillment_method int, quantity int)
          GROUP BY 1, 2, 3
       ), lowered AS (
         UPDATE cart_lines c SET quantity = c.quantity - o.quantity, updated_at = clock_timestamp()
           FROM ordered o
          WHERE c.cart_id = $1 AND c.variant_id = o.variant_id
            AND c.fulfiller_location_id = o.fulfiller_location_id
            AND c.fulfillment_method = o.fulfillment_method AND c.quantity > o.quantity
          RETURNING 1
       )
       DELETE FROM cart_lines c USING ordered o
        WHERE c.cart_id = $1 AND c.variant_id = o.variant_id
          AND c.fulfiller_location_id = o.fulfiller_location_id
          AND c.fulfillment_method = o.fulfillment_method AND c.quantity <= o.quantity`,
      [cartId, ordered],
    );
  }

  private assertCanEdit(owner: CartOwner): void {
    if (!canEditCart(owner)) throw cartError(CartErrorCode.CART_EDIT_FORBIDDEN);
  }

  private ruleContext(
    owner: CartOwner | null,
    lines: readonly StoredLine[],
    site: CartRuleContext['site'],
    ageConfirmed: boolean,
  ): CartRuleContext {
    return {
      site,
      ageConfirmed,
      itemsDisabled: owner?.organization?.excludeAllItems ?? false,
      samplesInCart: new Set(
        lines.filter((line) => line.variant && isSample(line.variant.product_type)).map((line) => line.variantId),
      ),
    };
  }

  /** The domain cart diff of a change (storefront.md §3 cart diff). */
  private diffLine(
    owner: CartOwner,
    facts: CartVariantFacts,
    key: LineKey & { warehouseId: string },
    quantity: number,
    notes: string | null | undefined,
  ): CartLine {
    return {
      variant: { id: facts.id, price: facts.price, productType: facts.productType, name: facts.name },
      quantity,
      warehouseId: key.warehouseId,
      userId: owner.kind === 'guest' ? null : owner.ownerId,
      guestId: owner.kind === 'guest' ? owner.ownerId : null,
      fulfillerLocationId: key.fulfillerLocationId,
      fulfillmentMethod: key.fulfillmentMethod,
      fulfillerType: facts.fulfillerType,
      customerItemPickingNotes: notes,
    };
  }

  /**
   * The line key of a change: the variant's own location and method unless others are asked for
   * (a method the variant offers, at a location of its fulfiller that offers it); a warehouse,
   * when named, must be the variant's.
   */
  private async lineKey(
    q: Queryable,
    facts: CartVariantFacts,
    asked: { warehouseId?: string; fulfillerLocationId?: string; fulfillmentMethod?: number },
  ): Promise<LineKey & { warehouseId: string }> {
    if (asked.warehouseId !== undefined && asked.warehouseId !== facts.warehouseId) {
      throw cartError(CartErrorCode.WAREHOUSE_MISMATCH, 'body.cartVariant.warehouse');
    }
    const method = asked.fulfillmentMethod ?? facts.fulfillmentMethodType;
    if (!facts.fulfillmentMethods.includes(method)) {
      throw cartError(CartErrorCode.FULFILLMENT_UNAVAILABLE, 'body.cartVariant.fulfillmentMethod');
    }
    const locationId = asked.fulfillerLocationId ?? facts.fulfillerLocationId;
    if (locationId !== facts.fulfillerLocationId) {
      const location = await fulfillerLocation(q, locationId);
      if (!location || location.fulfiller_id !== facts.fulfillerId || !location.fulfillment_method_types.includes(method)) {
        throw cartError(CartErrorCode.FULFILLMENT_UNAVAILABLE, 'body.cartVariant.fulfillerLocation');
      }
    }
    return { variantId: facts.id, fulfillerLocationId: locationId, fulfillmentMethod: method, warehouseId: facts.warehouseId };
  }

  /**
   * The line key of a change. Lowering, removing or re-noting a line the cart holds takes that
   * line as it is stored: the shopper must be able to undo what the cart shows even after the
   * variant moved warehouse or stopped offering the line's method. Anything else is checked as
   * an add (`lineKey`).
   */
  private async changeKey(
    q: Queryable,
    facts: CartVariantFacts,
    lines: readonly StoredLine[],
    input: CartVariantInput,
  ): Promise<LineKey & { warehouseId: string }> {
    const asked = {
      variantId: facts.id,
      fulfillerLocationId: input.fulfillerLocation ?? facts.fulfillerLocationId,
      fulfillmentMethod: input.fulfillmentMethod ?? facts.fulfillmentMethodType,
    };
    const held = lines.find((line) => sameLine(line, asked));
    const namesHeldWarehouse = input.warehouse === undefined || input.warehouse === held?.warehouseId;
    if (held && input.quantity <= held.quantity && namesHeldWarehouse) {
      return { ...asked, warehouseId: held.warehouseId };
    }
    return this.lineKey(q, facts, {
      warehouseId: input.warehouse,
      fulfillerLocationId: input.fulfillerLocation,
      fulfillmentMethod: input.fulfillmentMethod,
    });
  }

  /** The bulk add on a cart the transaction has locked. */
  private async addToLockedCart(
    tx: Queryable,
    owner: CartOwner,
    cartId: string,
    items: readonly CartItemToAdd[],
    source: CartAddSource,
    rules: CartRuleContext['site'],
  ): Promise<CartItemOutcome[]> {
    const lines = await readLines(tx, cartId);
    const rows = await variantRows(
      tx,
      items.filter((item) => !lines.some((line) => line.variantId === item.variantId && line.variant)).map((item) => item.variantId),
    );
    for (const line of lines) if (line.variant) rows.set(line.variantId, line.variant);
    const anyAgeGated = items.some((item) => rows.get(item.variantId)?.product?.is_age_gated);
    const ageConfirmed = anyAgeGated && (await readAgeConfirmation(tx, owner.guestId));
    const context = this.ruleContext(owner, lines, rules, ageConfirmed);
    const samples = new Set(context.samplesInCart);
    const quantities = new Map<string, number>();
    const keyOf = (key: LineKey) => `${key.variantId}\u0000${key.fulfillerLocationId}\u0000${key.fulfillmentMethod}`;
    for (const line of lines) quantities.set(keyOf(line), line.quantity);
    const boundAtOnce = source !== 'sign-in' && source !== 'merge';
    const outcomes: CartItemOutcome[] = [];
    for (const item of items) {
      const refused = (reason: CartErrorCode, quantity = 0): CartItemOutcome => ({
        variantId: item.variantId,
        requested: item.quantity,
        added: 0,
        quantity,
        status: 'refused',
        reason,
      });
      const row = rows.get(item.variantId);
      if (!row) {
        outcomes.push(refused(CartErrorCode.UNKNOWN_VARIANT));
        continue;
      }
      const facts = factsOf(row);
      let key: LineKey & { warehouseId: string };
      try {
        key = await this.lineKey(tx, facts, item);
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        outcomes.push(refused(code === CartErrorCode.WAREHOUSE_MISMATCH ? code : CartErrorCode.FULFILLMENT_UNAVAILABLE));
        continue;
      }
      const current = quantities.get(keyOf(key)) ?? 0;
      const decision = decideIncrease(facts, current, item.quantity, { ...context, samplesInCart: samples });
      if (decision.kind === 'refused') {
        outcomes.push(refused(decision.reason, current));
        continue;
      }
      let added = Math.min(item.quantity, decision.max - current);
      let reason: CartErrorCode | null = added < item.quantity ? overMaximumReason(facts) : null;
      if (boundAtOnce && added > rules.addToCartMaxAtOnce) {
        added = rules.addToCartMaxAtOnce;
        reason = CartErrorCode.ADD_AT_ONCE_LIMIT_EXCEEDED;
      }
      const quantity = current + added;
      await upsertLine(tx, cartId, {
        ...key,
        quantity,
        customerItemPickingNotes: item.customerItemPickingNotes ?? undefined,
        addedByUserId: owner.userId,
        seenPrice: facts.price,
      });
      quantities.set(keyOf(key), quantity);
      if (isSample(facts.productType)) samples.add(facts.id);
      outcomes.push({
        variantId: item.variantId,
        requested: item.quantity,
        added,
        quantity,
        status: added === item.quantity ? 'added' : 'capped',
        reason,
      });
    }
    return outcomes;
  }

  /** What changed in the stored lines since the visitor last saw them. */
  private differences(owner: CartOwner, lines: readonly StoredLine[], rules: CartRuleContext['site']): CartDifferences {
    const found = noDifferences();
    const itemsDisabled = owner.organization?.excludeAllItems ?? false;
    for (const line of lines) {
      const facts = line.variant ? factsOf(line.variant) : undefined;
      const gone = goneReason(facts, rules, itemsDisabled);
      if (gone || !facts) {
        found.removedItems.push({
          variantId: line.variantId,
          name: facts?.name ?? null,
          quantity: line.quantity,
          reason: gone ?? CartErrorCode.UNKNOWN_VARIANT,
        });
        continue;
      }
      const max = maxPurchasableOf(facts, rules);
      if (line.quantity > max) {
        found.quantityReductions.push({
          variantId: line.variantId,
          name: facts.name,
          previousQuantity: line.quantity,
          quantity: max,
          reason: overMaximumReason(facts),
        });
      }
      if (facts.price !== line.seenPrice) {
        found.priceChanges.push({
          variantId: line.variantId,
          name: facts.name,
          quantity: Math.min(line.quantity, max),
          previousPrice: line.seenPrice,
          price: facts.price,
        });
      }
    }
    found.hasDifferences =
      found.removedItems.length + found.quantityReductions.length + found.priceChanges.length > 0;
    return found;
  }

  /** Applies found differences: removes gone lines, cuts lines, records prices as seen. */
  private async settleDifferences(
    tx: Queryable,
    cartId: string,
    lines: readonly StoredLine[],
    found: CartDifferences,
    rules: CartRuleContext['site'],
  ): Promise<void> {
    const gone = new Set(found.removedItems.map((item) => item.variantId));
    for (const line of lines) {
      if (gone.has(line.variantId) || !line.variant) {
        await deleteLine(tx, cartId, line);
        continue;
      }
      const facts = factsOf(line.variant);
      const quantity = Math.min(line.quantity, maxPurchasableOf(facts, rules));
      if (quantity !== line.quantity || facts.price !== line.seenPrice) {
        await tx.query(
          `UPDATE cart_lines SET quantity = $5, seen_price = $6
            WHERE cart_id = $1 AND variant_id = $2 AND fulfiller_location_id = $3 AND fulfillment_method = $4`,
          [cartId, line.variantId, line.fulfillerLocationId, line.fulfillmentMethod, quantity, facts.price],
        );
      }
    }
  }

  /** A signed-in shopper's guest cart that still has lines (the first-load merge modal). */
  private async pendingMerge(owner: CartOwner): Promise<{ lineCount: number; totalQuantity: number } | null> {
    if (owner.kind === 'guest' || !owner.guestId) return null;
    const { rows } = await this.db.query<{ line_count: number; total_quantity: number | null }>(
      `SELECT count(*)::int AS line_count, sum(l.quantity)::int AS total_quantity
         FROM carts c JOIN cart_lines l ON l.cart_id = c.id
        WHERE c.owner_kind = 'guest' AND c.owner_id = $1`,
      [owner.guestId],
    );
    const row = rows[0];
    return row && row.line_count > 0 ? { lineCount: row.line_count, totalQuantity: row.total_quantity ?? 0 } : null;
  }

  /** offers.promoVariants: promotion best sellers in stock that are not in the cart. */
  private async promoRows(q: Queryable, inCart: readonly string[]): Promise<CartVariantRow[]> {
    if (!this.promoCandidates || this.promoCandidates.until <= this.now()) {
      const ids = await promoCandidateIds(q, PROMO_CANDIDATES);
      this.promoCandidates = { ids, until: this.now() + PROMO_CANDIDATES_TTL_MS };
    }
    const exclude = new Set(inCart);
    return inStockVariantRows(q, this.promoCandidates.ids.filter((id) => !exclude.has(id)), PROMO_VARIANT_LIMIT);
  }

  private async render(
    owner: CartOwner | null,
    cart: { id: string; updated_at: Date } | null,
    lines: readonly StoredLine[],
    q: Queryable,
  ): Promise<CartView> {
    const fulfillerTypes = lines.flatMap((line) => (line.variant ? [line.variant.fulfiller_type] : []));
    const [site, loaders, shippingRows, promoRows, ageConfirmed] = await Promise.all([
      this.catalogue.siteConfig(),
      this.catalogue.loaders(),
      shippingConfigRows(q, fulfillerTypes),
      this.promoRows(q, lines.map((line) => line.variantId)),
      readAgeConfirmation(q, owner?.guestId ?? null),
    ]);
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

