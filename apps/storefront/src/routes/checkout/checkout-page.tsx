import { CheckoutView } from '../../features/checkout/components/checkout-view';

/** /checkout (storefront.md §2): the checkout steps, run by the domain checkout machine. */
export function CheckoutPage() {
  return <CheckoutView />;
}
