import { applyCartDiff, quantityInCart, type ApplyCartDiffOptions } from './cart-diff';
import type { CartDiff, CartLine } from './cart-line';

/** The info messages a confirmed cart change shows (storefront.md §4 Cart add flow). */
export type CartInfoMessageKind =
  'added' | 'added-with-quantity' | 'quantity-increased' | 'quantity-decreased' | 'removed';

/** The error messages a failed cart change shows (storefront.md §8). */
export type CartErrorMessageKind =
  'change-quantity-error' | 'add-variant-error' | 'remove-variant-error';

/** Which kind of cart call a change is: adding a new line, changing one, or removing one. */
export type CartOperation = 'add' | 'change' | 'remove';

/** The message shown once the server answers a cart change. */
export type CartUpdateMessage =
  | { type: 'info'; kind: CartInfoMessageKind; quantity: number }
  | { type: 'error'; kind: CartErrorMessageKind };

/**
 * storefront.md §4 Cart add flow: the info message of a confirmed change. A new line of one is
 * "added", of more "added with quantity"; an existing line went up or down or was removed. An
 * unchanged quantity (for example a picking-notes edit) is none of these and gives null.
 */
export function cartInfoMessageKind(
  previousQty: number,
  newQty: number,
): CartInfoMessageKind | null {
  if (newQty === previousQty) return null;
  if (newQty === 0) return 'removed';
  if (previousQty === 0) return newQty === 1 ? 'added' : 'added-with-quantity';
  return newQty > previousQty ? 'quantity-increased' : 'quantity-decreased';
}

/** storefront.md §4 / §8: a change from nothing is an add, to nothing a remove, otherwise a change. */
export function cartOperation(previousQty: number, newQty: number): CartOperation {
  if (newQty === 0) return 'remove';
  if (previousQty === 0) return 'add';
  return 'change';
}

/** storefront.md §8: cart change, add and remove failures each have their own translated error. */
export function cartErrorMessageKind(operation: CartOperation): CartErrorMessageKind {
  switch (operation) {
    case 'add':
      return 'add-variant-error';
    case 'remove':
      return 'remove-variant-error';
    case 'change':
      return 'change-quantity-error';
  }
}

/** An optimistic cart change waiting for the server. */
export interface OptimisticCartUpdate {
  /** The cart shown while the server has not answered. */
  optimistic: CartLine[];
  /** The cart to restore if the server refuses: the previous cart itself. */
  rollback(): readonly CartLine[];
  operation: CartOperation;
  previousQuantity: number;
  newQuantity: number;
}

/**
 * storefront.md §4 Cart add flow: the cart is updated optimistically, and the previous cart is
 * kept so that a failure can restore it.
 */
export function optimisticCartUpdate(
  previous: readonly CartLine[],
  diff: CartDiff,
  options: ApplyCartDiffOptions = {},
): OptimisticCartUpdate {
  const optimistic = applyCartDiff(previous, diff, options);
  const previousQuantity = quantityInCart(previous, diff);
  return {
    optimistic,
    rollback: () => previous,
    operation: cartOperation(previousQuantity, diff.quantity),
    previousQuantity,
    newQuantity: diff.quantity,
  };
}

/** The server's answer to a cart change: the confirmed cart (when it sends one) or a failure. */
export type CartUpdateOutcome = { ok: true; lines?: readonly CartLine[] } | { ok: false };

/**
 * storefront.md §4 / §8: on success the server's cart (or the optimistic one) stays and an info
 * message appears; on failure the error message of the operation appears and the previous cart
 * is restored.
 */
export function settleCartUpdate(
  update: OptimisticCartUpdate,
  outcome: CartUpdateOutcome,
): { lines: readonly CartLine[]; message: CartUpdateMessage | null } {
  if (!outcome.ok) {
    return {
      lines: update.rollback(),
      message: { type: 'error', kind: cartErrorMessageKind(update.operation) },
    };
  }
  const kind = cartInfoMessageKind(update.previousQuantity, update.newQuantity);
  return {
    lines: outcome.lines ?? update.optimistic,
    message: kind === null ? null : { type: 'info', kind, quantity: update.newQuantity },
  };
}

/** storefront.md §4 Cart add flow: navigation is blocked while a cart quantity update is pending. */
export function isNavigationBlocked(pendingCartUpdates: number): boolean {
  return pendingCartUpdates > 0;
}
