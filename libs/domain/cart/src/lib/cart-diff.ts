import type { CartDiff, CartLine } from './cart-line';

/** Options of a cart change: `remove` asks for a quantity of 0 to delete the line. */
export interface ApplyCartDiffOptions {
  remove?: boolean;
}

function ownerKey(line: Pick<CartLine, 'userId' | 'guestId'>): string {
  // A logged-in user's id wins; a guest cart is keyed by the guest id.
  return line.userId != null ? `user:${line.userId}` : `guest:${line.guestId ?? ''}`;
}

/**
 * storefront.md §4 Cart add flow: an existing line is the same line when variant, user or guest,
 * fulfiller location and fulfilment method all match.
 */
export function isSameCartLine(
  a: Pick<CartLine, 'variant' | 'userId' | 'guestId' | 'fulfillerLocationId' | 'fulfillmentMethod'>,
  b: Pick<CartLine, 'variant' | 'userId' | 'guestId' | 'fulfillerLocationId' | 'fulfillmentMethod'>,
): boolean {
  return (
    a.variant.id === b.variant.id &&
    ownerKey(a) === ownerKey(b) &&
    a.fulfillerLocationId === b.fulfillerLocationId &&
    a.fulfillmentMethod === b.fulfillmentMethod
  );
}

/** storefront.md §4: the quantity of the line a diff would change, 0 when there is none yet. */
export function quantityInCart(lines: readonly CartLine[], diff: CartDiff): number {
  return lines.find((line) => isSameCartLine(line, diff))?.quantity ?? 0;
}

/**
 * storefront.md §4 Cart add flow: the matched line is updated, otherwise the diff is appended as a
 * new line; a quantity of 0 with removal requested deletes the line. Returns a new array and never
 * changes the one given. A negative or fractional quantity is malformed input and throws.
 */
export function applyCartDiff(
  lines: readonly CartLine[],
  diff: CartDiff,
  options: ApplyCartDiffOptions = {},
): CartLine[] {
  if (!Number.isInteger(diff.quantity) || diff.quantity < 0) {
    throw new RangeError(`cart quantity must be a non-negative integer, got ${diff.quantity}`);
  }
  if (diff.quantity === 0 && options.remove) {
    return lines.filter((line) => !isSameCartLine(line, diff));
  }
  const index = lines.findIndex((line) => isSameCartLine(line, diff));
  if (index === -1) return [...lines, { ...diff }];
  const existing = lines[index];
  const updated: CartLine = {
    ...existing,
    ...diff,
    customerItemPickingNotes:
      diff.customerItemPickingNotes === undefined
        ? existing.customerItemPickingNotes
        : diff.customerItemPickingNotes,
  };
  return lines.map((line, i) => (i === index ? updated : line));
}
