import { CartErrorCode, type CartItemOutcome, type CartVariantInput } from '@gio/contracts';
import {
  decideIncrease,
  overMaximumReason,
  type CartLine,
  type CartRuleContext,
  type CartSiteRules,
} from '@gio/domain-cart';
import { isSample } from '@gio/domain-quantity';
import type { Queryable } from '../db/database';
import type { CartOwner } from './cart-owner';
import {
  factsOf,
  fulfillerLocation,
  readAgeConfirmation,
  readLines,
  sameLine,
  upsertLine,
  variantRows,
  type CartVariantFacts,
  type LineKey,
  type StoredLine,
} from './cart-store';

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
 * each item the client sends (`variant-ids`, `list`, `order`, and the `additionalItems` of
 * `sign-in`, which the client states and the server never stored); only the lines of the stored
 * guest cart (`merge`) were each added under that bound already.
 */
export type CartAddSource = 'variant-ids' | 'list' | 'order' | 'sign-in' | 'merge';

/** A line key the variant allows, or the rule that refuses it (with the `cartVariant` field at fault). */
export type LineKeyDecision =
  | { readonly kind: 'key'; readonly key: LineKey & { readonly warehouseId: string } }
  | {
      readonly kind: 'refused';
      readonly reason: CartErrorCode;
      readonly field: 'warehouse' | 'fulfillmentMethod' | 'fulfillerLocation';
    };

/** What the add rules know besides the variant: site values, age confirmation, disabled items, samples held. */
export function ruleContext(
  owner: CartOwner | null,
  lines: readonly StoredLine[],
  site: CartSiteRules,
  ageConfirmed: boolean,
): CartRuleContext {
  return {
    site,
    ageConfirmed,
    itemsDisabled: owner?.organization?.excludeAllItems ?? false,
    samplesInCart: new Set(
      lines
        .filter((line) => line.variant && isSample(line.variant.product_type))
        .map((line) => line.variantId),
    ),
  };
}

/**
 * The line key of a change: the variant's own location and method unless others are asked for
 * (a method the variant offers, at a location of its fulfiller that offers it); a warehouse,
 * when named, must be the variant's.
 */
export async function lineKey(
  q: Queryable,
  facts: CartVariantFacts,
  asked: { warehouseId?: string; fulfillerLocationId?: string; fulfillmentMethod?: number },
): Promise<LineKeyDecision> {
  if (asked.warehouseId !== undefined && asked.warehouseId !== facts.warehouseId) {
    return { kind: 'refused', reason: CartErrorCode.WAREHOUSE_MISMATCH, field: 'warehouse' };
  }
  const method = asked.fulfillmentMethod ?? facts.fulfillmentMethodType;
  if (!facts.fulfillmentMethods.includes(method)) {
    return {
      kind: 'refused',
      reason: CartErrorCode.FULFILLMENT_UNAVAILABLE,
      field: 'fulfillmentMethod',
    };
  }
  const locationId = asked.fulfillerLocationId ?? facts.fulfillerLocationId;
  if (locationId !== facts.fulfillerLocationId) {
    const location = await fulfillerLocation(q, locationId);
    if (
      !location ||
      location.fulfiller_id !== facts.fulfillerId ||
      !location.fulfillment_method_types.includes(method)
    ) {
      return {
        kind: 'refused',
        reason: CartErrorCode.FULFILLMENT_UNAVAILABLE,
        field: 'fulfillerLocation',
      };
    }
  }
  return {
    kind: 'key',
    key: {
      variantId: facts.id,
      fulfillerLocationId: locationId,
      fulfillmentMethod: method,
      warehouseId: facts.warehouseId,
    },
  };
}

/**
 * The line key of a change. Lowering, removing or re-noting a line the cart holds takes that
 * line as it is stored: the shopper must be able to undo what the cart shows even after the
 * variant moved warehouse or stopped offering the line's method. Anything else is checked as
 * an add (`lineKey`).
 */
export async function changeKey(
  q: Queryable,
  facts: CartVariantFacts,
  lines: readonly StoredLine[],
  input: CartVariantInput,
): Promise<LineKeyDecision> {
  const asked = {
    variantId: facts.id,
    fulfillerLocationId: input.fulfillerLocation ?? facts.fulfillerLocationId,
    fulfillmentMethod: input.fulfillmentMethod ?? facts.fulfillmentMethodType,
  };
  const held = lines.find((line) => sameLine(line, asked));
  const namesHeldWarehouse = input.warehouse === undefined || input.warehouse === held?.warehouseId;
  if (held && input.quantity <= held.quantity && namesHeldWarehouse) {
    return { kind: 'key', key: { ...asked, warehouseId: held.warehouseId } };
  }
  return lineKey(q, facts, {
    warehouseId: input.warehouse,
    fulfillerLocationId: input.fulfillerLocation,
    fulfillmentMethod: input.fulfillmentMethod,
  });
}

/** The domain cart diff of a change (storefront.md §3 cart diff). */
export function changeDiffLine(
  owner: CartOwner,
  facts: CartVariantFacts,
  key: LineKey & { warehouseId: string },
  quantity: number,
  notes: string | null | undefined,
): CartLine {
  return {
    variant: {
      id: facts.id,
      price: facts.price,
      productType: facts.productType,
      name: facts.name,
    },
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

/** The bulk add on a cart the transaction has locked. */
export async function addToLockedCart(
  tx: Queryable,
  owner: CartOwner,
  cartId: string,
  items: readonly CartItemToAdd[],
  source: CartAddSource,
  rules: CartSiteRules,
): Promise<CartItemOutcome[]> {
  const lines = await readLines(tx, cartId);
  const rows = await variantRows(
    tx,
    items
      .filter((item) => !lines.some((line) => line.variantId === item.variantId && line.variant))
      .map((item) => item.variantId),
  );
  for (const line of lines) if (line.variant) rows.set(line.variantId, line.variant);
  const anyAgeGated = items.some((item) => rows.get(item.variantId)?.product?.is_age_gated);
  const ageConfirmed = anyAgeGated && (await readAgeConfirmation(tx, owner.guestId));
  const context = ruleContext(owner, lines, rules, ageConfirmed);
  const samples = new Set(context.samplesInCart);
  const quantities = new Map<string, number>();
  const keyOf = (key: LineKey) =>
    `${key.variantId}\u0000${key.fulfillerLocationId}\u0000${key.fulfillmentMethod}`;
  for (const line of lines) quantities.set(keyOf(line), line.quantity);
  const boundAtOnce = source !== 'merge';
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
    const keyed = await lineKey(tx, facts, item);
    if (keyed.kind === 'refused') {
      outcomes.push(refused(keyed.reason));
      continue;
    }
    const { key } = keyed;
    const current = quantities.get(keyOf(key)) ?? 0;
    const decision = decideIncrease(facts, current, item.quantity, {
      ...context,
      samplesInCart: samples,
    });
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
