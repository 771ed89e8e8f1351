import { useTranslation } from 'react-i18next';
import { cartBadgeText } from '@gio/domain-cart';
import { VisuallyHidden } from '../../foundation/visually-hidden/visually-hidden';
import './cart-badge.css';

export interface CartBadgeProps {
  /** Total quantity in the cart (`totalQuantity` of `@gio/domain-cart`). */
  count: number;
  className?: string;
}

/**
 * Cart count badge (storefront.md §9): the total quantity, '99+' above 99. Screen readers hear the
 * exact count with words; an empty cart shows no badge but still says so.
 */
export function CartBadge({ count, className }: CartBadgeProps) {
  const { t } = useTranslation('common');
  return (
    <span
      className={['gio-cart-badge', count === 0 && 'gio-cart-badge--empty', className]
        .filter(Boolean)
        .join(' ')}
    >
      {count > 0 ? (
        <span className="gio-cart-badge__count" aria-hidden="true">
          {cartBadgeText(count)}
        </span>
      ) : null}
      <VisuallyHidden>{t('cart.badge_label', { count })}</VisuallyHidden>
    </span>
  );
}
