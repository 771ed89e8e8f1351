import { useLocation } from 'react-router';
import { CheckoutLoginView } from '../../features/checkout/components/checkout-login-view';
import { returnUrlAfterSignIn } from '../../lib/link-params';

/**
 * /login (accounts.md §2, client-side only): sign in or join, then back to the `redirect` of the
 * address with the action to resume (storefront.md §4 "Back in stock": the login dialog's action
 * and redirect), where the first-load modal finishes it.
 */
export function LoginPage() {
  const location = useLocation();
  return (
    <CheckoutLoginView destination={returnUrlAfterSignIn(location.search)} purpose="sign-in" />
  );
}
