import { Button, EmptyState, Price, Skeleton } from '@gio/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CartGroupSection } from './cart-group-section';
import { useCart } from '../../../lib/cart';
import { CartProductTile } from '../../../components/cart-product-tile';
import { useLeaveWarningWhilePending } from '../hooks/use-leave-warning-while-pending';
import { cartPageGroups, type CartPageLine } from '../lib/cart-page-lines';
import './cart-page.css';

/** Where the cart's checkout button leads: signed-in shoppers go straight to /checkout. */
export const CHECKOUT_PATH = '/checkout';

/**
 * The cart page (storefront.md §2 /cart): lines grouped by fulfiller and method with their
 * order minimum and free-shipping progress, quantities changed through the optimistic cart
 * flow (messages and rollback come from the cart provider), remove, samples, promo variants,
 * and a warning before leaving while a change is pending (the shell's first-load modal shows
 * cart merge and cart differences).
 */
export function CartPageView() {
  const { t } = useTranslation('common');
  const cart = useCart();
  useLeaveWarningWhilePending(cart.pending);
  const groups = useMemo(
    () => (cart.cart ? cartPageGroups(cart.cart, cart.lines) : []),
    [cart.cart, cart.lines],
  );

  if (cart.cart === null) {
    return (
      <div className="sf-cart" aria-busy="true">
        <h1 className="sf-cart__title">{t('cart.title')}</h1>
        <Skeleton variant="text" />
        <Skeleton variant="rect" />
      </div>
    );
  }

  const view = cart.cart;
  const promoVariants = view.offers.promoVariants;
  const change = (entry: CartPageLine, quantity: number) =>
    void cart.change({ ...entry.line, quantity });
  const remove = (entry: CartPageLine) =>
    void cart.change({ ...entry.line, quantity: 0 }, { remove: true });
  const subtotal = groups.reduce(
    (sum, group) => sum + group.lines.reduce((s, line) => s + line.view.price * line.quantity, 0),
    0,
  );
  const minimumMet = groups.every(
    (group) =>
      group.group.orderMinimum.minimumSpend === null ||
      group.lines.reduce((s, line) => s + line.view.price * line.quantity, 0) >=
        group.group.orderMinimum.minimumSpend,
  );
  const canCheckout =
    groups.length > 0 &&
    minimumMet &&
    !view.isInvalid &&
    (view.permissions.canPlaceOrder || view.permissions.canSubmitForApproval) &&
    cart.pending === 0;
  // Issue #18: the Cart Editor goes through checkout to submit the organisation's cart for approval.
  const submitsForApproval = !view.permissions.canPlaceOrder && view.permissions.canSubmitForApproval;

  return (
    <div className="sf-cart">
      <h1 className="sf-cart__title">{t('cart.title')}</h1>
      {view.organization ? (
        <p className="sf-cart__scope">
          {t('cart_page.organization_cart', { name: view.organization.name })}
        </p>
      ) : null}
      {groups.length === 0 ? (
        <EmptyState
          title={t('cart.empty_title')}
          description={t('cart.empty_description')}
          actions={
            <Link className="gio-button gio-button--primary gio-button--md" to="/">
              {t('cart_page.continue_shopping')}
            </Link>
          }
        />
      ) : (
        <div className="sf-cart__layout">
          <div className="sf-cart__groups">
            {view.isMultiCart ? <p className="sf-cart__note">{t('cart_page.multi_cart')}</p> : null}
            {groups.map((group) => (
              <CartGroupSection
                key={group.group.groupIdentifier}
                entry={group}
                disabled={!view.permissions.canEdit}
                onQuantity={change}
                onRemove={remove}
              />
            ))}
            {view.samples.allowed > 0 ? (
              <p className="sf-cart__note">
                {t('cart_page.samples', {
                  count: view.samples.count,
                  allowed: view.samples.allowed,
                })}
              </p>
            ) : null}
          </div>
          <aside className="sf-cart__summary" aria-labelledby="sf-cart-summary">
            <h2 id="sf-cart-summary">{t('cart_page.summary')}</h2>
            <p className="sf-cart__subtotal">
              <span>{t('cart_page.subtotal', { count: cart.totalQuantity })}</span>
              <Price price={subtotal} showDiscount={false} />
            </p>
            {!minimumMet ? <p role="status">{t('cart_page.minimum_blocks_checkout')}</p> : null}
            {submitsForApproval ? (
              <p role="status">{t('checkout.cart_editor_submits')}</p>
            ) : !view.permissions.canPlaceOrder ? (
              <p role="status">{t('cart_page.cannot_place_order')}</p>
            ) : null}
            {canCheckout ? (
              <Link
                className="gio-button gio-button--primary gio-button--md gio-button--full-width"
                to={CHECKOUT_PATH}
              >
                {submitsForApproval ? t('checkout.submit_for_approval') : t('cart_page.checkout')}
              </Link>
            ) : (
              <Button fullWidth disabled>
                {t('cart_page.checkout')}
              </Button>
            )}
            <Link className="sf-cart__more" to="/cart-recommendations">
              {t('cart_page.recommendations_link')}
            </Link>
          </aside>
        </div>
      )}
      {promoVariants.length > 0 ? (
        <section className="sf-cart__promos" aria-labelledby="sf-cart-promos">
          <h2 id="sf-cart-promos">{t('cart_page.promo_variants')}</h2>
          <ul className="sf-cart__promo-grid">
            {promoVariants.map((variant) => (
              <li key={variant.id}>
                <CartProductTile variant={variant} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
