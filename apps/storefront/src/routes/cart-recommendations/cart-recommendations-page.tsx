import { EmptyState, Skeleton } from '@gio/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CartProductTile } from '../../components/cart-product-tile';
import { useCart } from '../../lib/cart';

/**
 * /cart-recommendations (storefront.md §2): what the cart's offers recommend next to the cart
 * (storefront.md §3 Cart offers.promoVariants), each addable through the cart add flow.
 */
export function CartRecommendationsPage() {
  const { t } = useTranslation('common');
  const cart = useCart();
  const variants = cart.cart?.offers.promoVariants ?? null;
  return (
    <div className="sf-cart">
      <h1 className="sf-cart__title">{t('cart_page.recommendations_title')}</h1>
      {variants === null ? (
        <Skeleton variant="rect" />
      ) : variants.length === 0 ? (
        <EmptyState
          title={t('cart_page.recommendations_empty')}
          actions={
            <Link className="gio-button gio-button--primary gio-button--md" to="/cart">
              {t('cart_page.back_to_cart')}
            </Link>
          }
        />
      ) : (
        <ul className="sf-cart__promo-grid">
          {variants.map((variant) => (
            <li key={variant.id}>
              <CartProductTile variant={variant} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
