import { FulfillmentFilter, FulfillmentMethod } from '@gio/domain-enums';

/** A line of a list as add-list reads it. */
export interface ListLineForCart {
  readonly variantId: string;
  readonly quantity: number;
  /** The fulfilment methods the variant offers (FulfillmentMethod numbers). */
  readonly fulfillmentMethods: readonly number[];
}

/** What add-list puts in the cart for a line. */
export interface ListItemForCart {
  readonly variantId: string;
  readonly quantity: number;
  readonly fulfillmentMethod?: number;
}

const METHOD_OF_FILTER: Record<FulfillmentFilter, number> = {
  [FulfillmentFilter.LOCAL_DELIVERY]: FulfillmentMethod.LOCAL_DELIVERY,
  [FulfillmentFilter.IN_STORE_PICKUP]: FulfillmentMethod.IN_STORE_PICKUP,
};

const isFulfillmentFilter = (value: string): value is FulfillmentFilter =>
  Object.hasOwn(METHOD_OF_FILTER, value);

/**
 * The lines of a list that `POST /api/carts/add-list` puts in the cart, by its `filter`:
 * - none or empty: every line;
 * - one of the spec's filters (accounts.md §4: LOCAL_DELIVERY, IN_STORE_PICKUP): the lines whose
 *   variant offers that fulfilment method, added with it;
 * - otherwise a comma-separated list of variant ids: those lines (the ones ticked on the list
 *   screen); ids not in the list are ignored.
 */
export function linesForCart(
  lines: readonly ListLineForCart[],
  filter: string | undefined,
): ListItemForCart[] {
  const wanted = filter?.trim() ?? '';
  if (wanted === '') return lines.map(({ variantId, quantity }) => ({ variantId, quantity }));
  if (isFulfillmentFilter(wanted)) {
    const method = METHOD_OF_FILTER[wanted];
    return lines
      .filter((line) => line.fulfillmentMethods.includes(method))
      .map(({ variantId, quantity }) => ({ variantId, quantity, fulfillmentMethod: method }));
  }
  const ids = new Set(
    wanted
      .split(',')
      .map((id) => id.trim())
      .filter((id) => id !== ''),
  );
  return lines
    .filter((line) => ids.has(line.variantId))
    .map(({ variantId, quantity }) => ({ variantId, quantity }));
}
