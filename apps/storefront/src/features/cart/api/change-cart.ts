import type { CartVariantInput, CartView } from '@gio/contracts';
import type { JsonClient } from '@gio/data-access';

/** The answer of PUT /api/carts/change (libs/contracts `cartRoutes.changePut`). */
export interface CartChangeAnswer {
  data: {
    cart: CartView;
    change: {
      variantId: string;
      previousQuantity: number;
      quantity: number;
      operation: 'add' | 'change' | 'remove';
      infoMessage: string | null;
    };
  };
}

/** PUT /api/carts/change with cartVariant (storefront.md §7 "Cart"): the new quantity of a line. */
export function changeCart(
  client: Pick<JsonClient, 'put'>,
  cartVariant: CartVariantInput,
): Promise<CartChangeAnswer> {
  return client.put<CartChangeAnswer>('/api/carts/change', { cartVariant });
}
