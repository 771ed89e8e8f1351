import type { CartGroupView, CartLineView, CartView } from '@gio/contracts';
import { cartGroupIdentifier, groupFulfillmentMethodType, type CartLine } from '@gio/domain-cart';

/** A line as the cart page shows it: the server's line with the quantity the shopper sees now. */
export interface CartPageLine {
  readonly key: string;
  readonly view: CartLineView;
  /** The optimistic quantity (storefront.md §4 "updated optimistically, then confirmed"). */
  readonly quantity: number;
  readonly line: CartLine;
}

/** A group of the cart page (storefront.md §3 Cart group) with the lines it shows. */
export interface CartPageGroup {
  readonly group: CartGroupView;
  readonly lines: readonly CartPageLine[];
}

/** The line key of storefront.md §4: variant, location and method (the owner is the cart's). */
export function lineKey(line: {
  variantId: string;
  fulfillerLocation: string;
  fulfillmentMethod: number;
}): string {
  return `${line.variantId}|${line.fulfillerLocation}|${line.fulfillmentMethod}`;
}

function groupOf(view: CartLineView): string {
  return cartGroupIdentifier(
    view.fulfillerType,
    groupFulfillmentMethodType(view.fulfillmentMethod),
  );
}

/**
 * The server's groups (storefront.md §4 Cart groups: by fulfiller type and fulfilment method,
 * local delivery and pickup merged, sorted by method) filled with the lines shown now: a line
 * removed optimistically is gone at once, a changed one shows its new quantity.
 */
export function cartPageGroups(cart: CartView, shown: readonly CartLine[]): CartPageGroup[] {
  const shownByKey = new Map(
    shown.map((line) => [
      lineKey({
        variantId: line.variant.id,
        fulfillerLocation: line.fulfillerLocationId,
        fulfillmentMethod: line.fulfillmentMethod,
      }),
      line,
    ]),
  );
  const lines = cart.cartVariants.flatMap((view): (CartPageLine & { group: string })[] => {
    const key = lineKey({
      variantId: view.variant.id,
      fulfillerLocation: view.fulfillerLocation,
      fulfillmentMethod: view.fulfillmentMethod,
    });
    const line = shownByKey.get(key);
    return line ? [{ key, view, quantity: line.quantity, line, group: groupOf(view) }] : [];
  });
  return cart.groups
    .map((group) => ({
      group,
      lines: lines.filter((line) => line.group === group.groupIdentifier),
    }))
    .filter((entry) => entry.lines.length > 0);
}
