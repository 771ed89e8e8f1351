import type { CartErrorCode } from '@gio/contracts';
import { goneReason, maxPurchasableOf, overMaximumReason } from '@gio/domain-cart';
import type { SiteConfig } from '@gio/contracts';
import type { Queryable } from '../db/database';
import type { CartOwner } from './cart-owner';
import {
  factsOf,
  findCart,
  lockCartById,
  readLines,
  removeOrderedQuantities,
  shippingConfigRows,
  type CartVariantRow,
  type LineKey,
  type ShippingConfigRow,
} from './cart-store';
import { priceGroups, pricedLines, siteRules, type PricedGroup } from './cart-view';

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

/**
 * The owner's cart as checkout prices and orders it: each line with the variant's current
 * price and stock fields and what is wrong with it now (`problem`), the groups with their
 * shipping configs, order minimums and free-shipping progress. With `forUpdate` (inside the
 * order transaction) the cart row is locked first, so no change slips in between pricing and
 * `removeOrderedLines`.
 */
export async function readCheckoutCart(
  q: Queryable,
  owner: CartOwner,
  site: SiteConfig,
  options: { forUpdate?: boolean } = {},
): Promise<CheckoutCart> {
  const rules = siteRules(site);
  const cart = await findCart(q, owner);
  if (cart && options.forUpdate) await lockCartById(q, cart.id);
  const stored = cart ? await readLines(q, cart.id) : [];
  const priced = pricedLines(owner, stored);
  const shippingRows = await shippingConfigRows(
    q,
    priced.map((p) => p.row.fulfiller_type),
  );
  const { groups, isInvalid, overallMinimumMet } = priceGroups(
    priced,
    shippingRows,
    site.minimumSpendByFulfillmentMethod,
  );
  const itemsDisabled = owner.organization?.excludeAllItems ?? false;
  const lines = priced.map(({ stored: line, row }): CheckoutCartLine => {
    const facts = factsOf(row);
    const max = maxPurchasableOf(facts, rules);
    const problem =
      goneReason(facts, rules, itemsDisabled) ??
      (line.quantity > max ? overMaximumReason(facts) : null);
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
export async function removeOrderedLines(
  tx: Queryable,
  cartId: string,
  lines: readonly OrderedLine[],
): Promise<void> {
  if (lines.length === 0) return;
  await lockCartById(tx, cartId);
  await removeOrderedQuantities(tx, cartId, lines);
}
