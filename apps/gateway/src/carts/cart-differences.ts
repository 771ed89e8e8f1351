import { CartErrorCode, type CartDifferences } from '@gio/contracts';
import { goneReason, maxPurchasableOf, overMaximumReason, type CartSiteRules } from '@gio/domain-cart';
import type { Queryable } from '../db/database';
import type { CartOwner } from './cart-owner';
import { deleteLine, factsOf, settleLine, type StoredLine } from './cart-store';

/** No differences: what a sync reports for a cart that is as the visitor last saw it. */
export const noDifferences = (): CartDifferences => ({
  hasDifferences: false,
  priceChanges: [],
  removedItems: [],
  quantityReductions: [],
});

/** What changed in the stored lines since the visitor last saw them. */
export function findDifferences(
  owner: CartOwner,
  lines: readonly StoredLine[],
  rules: CartSiteRules,
): CartDifferences {
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
export async function settleDifferences(
  tx: Queryable,
  cartId: string,
  lines: readonly StoredLine[],
  found: CartDifferences,
  rules: CartSiteRules,
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
      await settleLine(tx, cartId, line, quantity, facts.price);
    }
  }
}
