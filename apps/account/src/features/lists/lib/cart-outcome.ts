import type { CartItemsAnswer } from '../../cart/api/add-variants-to-cart';

export interface OutcomeLine {
  variantId: string;
  name: string;
  requested: number;
  added: number;
  reason: string | null;
}

/** What an add to cart did, split for the page: lines that went in whole, capped, refused. */
export interface CartOutcome {
  added: number;
  capped: OutcomeLine[];
  refused: OutcomeLine[];
  totalQuantity: number;
}

/**
 * The outcome of an add to cart of a list's lines, with the names of the lines that were capped
 * or refused (a bulk add drops nothing without a word: storefront.md §5 limits, stock).
 */
export function cartOutcomeOf(answer: CartItemsAnswer, nameOf: (variantId: string) => string): CartOutcome {
  const line = (item: CartItemsAnswer['items'][number]): OutcomeLine => ({
    variantId: item.variantId,
    name: nameOf(item.variantId),
    requested: item.requested,
    added: item.added,
    reason: item.reason,
  });
  return {
    added: answer.items.filter((item) => item.status === 'added').length,
    capped: answer.items.filter((item) => item.status === 'capped').map(line),
    refused: answer.items.filter((item) => item.status === 'refused').map(line),
    totalQuantity: answer.cart.totalQuantity,
  };
}
