import { CartPageView } from '../../features/cart-page/components/cart-page-view';

/** /cart (storefront.md §2): the shopper's cart, read from the cart provider's sync. */
export function CartPage() {
  return <CartPageView />;
}
