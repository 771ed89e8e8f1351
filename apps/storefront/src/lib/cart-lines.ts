import type { CartLineView, VariantView } from '@gio/contracts';
import type { CartLine } from '@gio/domain-cart';

/** The domain's cart line from the gateway's (matching, optimistic updates, badge). */
export function toCartLine(line: CartLineView): CartLine {
  return {
    variant: {
      id: line.variant.id,
      gid: line.variant.gid,
      price: line.price,
      productType: line.variant.product.productType,
      name: line.variant.name,
      state: line.variant.state,
      availableCount: line.variant.availableCount,
      maxCartQuantity: line.variant.maxCartQuantity,
    },
    quantity: line.quantity,
    warehouseId: line.warehouse,
    userId: line.user,
    guestId: line.guest ? 'guest' : null,
    fulfillerLocationId: line.fulfillerLocation,
    fulfillmentMethod: line.fulfillmentMethod,
    fulfillerType: line.fulfillerType,
    customerItemPickingNotes: line.customerItemPickingNotes,
  };
}

/**
 * The line a tile or the product page changes: the variant at its own warehouse, location and
 * fulfilment method. The owner is taken from the cart's matching line (the server knows who the
 * shopper is), so that the diff matches it (storefront.md §4: variant, user or guest, location,
 * method).
 */
export function lineForVariant(
  variant: Pick<
    VariantView,
    | 'id'
    | 'gid'
    | 'price'
    | 'name'
    | 'state'
    | 'availableCount'
    | 'maxCartQuantity'
    | 'fulfillmentMethodType'
    | 'fulfillerType'
  > & {
    product: Pick<VariantView['product'], 'productType'>;
    warehouse: Pick<VariantView['warehouse'], 'id'>;
    fulfillerLocation: Pick<VariantView['fulfillerLocation'], 'id'>;
  },
  quantity: number,
  lines: readonly CartLine[],
): CartLine {
  const existing = lines.find(
    (line) =>
      line.variant.id === variant.id &&
      line.fulfillerLocationId === variant.fulfillerLocation.id &&
      line.fulfillmentMethod === variant.fulfillmentMethodType,
  );
  return {
    variant: {
      id: variant.id,
      gid: variant.gid,
      price: variant.price,
      productType: variant.product.productType,
      name: variant.name,
      state: variant.state,
      availableCount: variant.availableCount,
      maxCartQuantity: variant.maxCartQuantity,
    },
    quantity,
    warehouseId: variant.warehouse.id,
    userId: existing?.userId ?? null,
    guestId: existing ? existing.guestId : 'guest',
    fulfillerLocationId: variant.fulfillerLocation.id,
    fulfillmentMethod: variant.fulfillmentMethodType,
    fulfillerType: variant.fulfillerType,
    customerItemPickingNotes: existing?.customerItemPickingNotes,
  };
}
