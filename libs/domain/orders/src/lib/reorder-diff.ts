import { VariantState } from '@gio/domain-enums';
import { maxPurchasable } from '@gio/domain-quantity';

/** How one line of a past order stands if it were ordered again today. */
export const ReorderLineStatus = {
  /** The variant is gone, discontinued, out of stock or not purchasable: nothing of it goes in. */
  UNAVAILABLE: 'unavailable',
  /** Today's limits (max per order, stock) allow less than the order had. */
  CAPPED: 'capped',
  /** All of it goes in, at a price other than the order's. */
  REPRICED: 'repriced',
  /** All of it goes in at the order's price. */
  UNCHANGED: 'unchanged',
} as const;
export type ReorderLineStatus = (typeof ReorderLineStatus)[keyof typeof ReorderLineStatus];

/** A past order's line beside its variant as the catalogue has it now. */
export interface ReorderLineInput {
  /** Units in the past order. */
  readonly orderedQuantity: number;
  /** Unit price the order paid (integer đồng). */
  readonly orderedPrice: number;
  /** The variant today; null when it no longer exists. */
  readonly current: {
    readonly state: number;
    readonly price: number;
    readonly availableCount: number;
    readonly maxCartQuantity: number | null;
  } | null;
}

export interface ReorderLineDiff {
  readonly status: ReorderLineStatus;
  /** Units that would go into the cart today (0 when unavailable). */
  readonly quantity: number;
  /** Today's unit price, null when the variant is gone. */
  readonly currentPrice: number | null;
  /** The price differs from the order's (also true for a capped line whose price moved). */
  readonly priceChanged: boolean;
}

/** Reorder diff rule (order again): unavailable if none can be bought today, capped if max purchasable is below the ordered quantity, repriced if the unit price moved, else unchanged. */
export function classifyReorderLine(line: ReorderLineInput): ReorderLineDiff {
  const { current } = line;
  if (!current || current.state !== VariantState.ACTIVE) {
    return { status: ReorderLineStatus.UNAVAILABLE, quantity: 0, currentPrice: current?.price ?? null, priceChanged: false };
  }
  const max = maxPurchasable({ availableCount: current.availableCount, maxCartQuantity: current.maxCartQuantity });
  const priceChanged = current.price !== line.orderedPrice;
  if (max <= 0) {
    return { status: ReorderLineStatus.UNAVAILABLE, quantity: 0, currentPrice: current.price, priceChanged };
  }
  if (max < line.orderedQuantity) {
    return { status: ReorderLineStatus.CAPPED, quantity: max, currentPrice: current.price, priceChanged };
  }
  return {
    status: priceChanged ? ReorderLineStatus.REPRICED : ReorderLineStatus.UNCHANGED,
    quantity: line.orderedQuantity,
    currentPrice: current.price,
    priceChanged,
  };
}
