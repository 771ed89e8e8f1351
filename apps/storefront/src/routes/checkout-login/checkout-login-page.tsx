import { CheckoutLoginView } from '../../features/checkout/components/checkout-login-view';

/** /checkout-login (storefront.md §2, client-side only): sign in or join before the checkout. */
export function CheckoutLoginPage() {
  return <CheckoutLoginView />;
}
