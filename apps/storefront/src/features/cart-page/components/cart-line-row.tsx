import { ProductType } from '@gio/domain-enums';
import { Button, CommerceLink, Price, QuantityStepper } from '@gio/ui';
import { useTranslation } from 'react-i18next';
import type { CartPageLine } from '../lib/cart-page-lines';

export interface CartLineRowProps {
  entry: CartPageLine;
  /** Sends the new quantity through the cart add flow (0 with removal deletes the line). */
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
  disabled: boolean;
}

/** One cart line: image, name, price, quantity (the optimistic one) and remove. */
export function CartLineRow({ entry, onQuantity, onRemove, disabled }: CartLineRowProps) {
  const { t } = useTranslation('common');
  const { view, quantity } = entry;
  const variant = view.variant;
  const image = variant.images[0];
  const isSample = variant.product.productType === ProductType.SAMPLE;
  return (
    <li className="sf-cart-line" data-testid="cart-line">
      {image ? (
        <img
          className="sf-cart-line__image"
          src={image.original}
          alt={variant.imageAltText || variant.name}
          width={72}
          height={72}
          loading="lazy"
        />
      ) : (
        <span className="sf-cart-line__image" aria-hidden="true" />
      )}
      <div className="sf-cart-line__body">
        <CommerceLink href={variant.path} className="sf-cart-line__name">
          {variant.name}
        </CommerceLink>
        {isSample ? <span className="sf-cart-line__tag">{t('cart_page.sample')}</span> : null}
        {view.unavailable ? (
          <span className="sf-cart-line__problem" role="note">
            {t('cart_page.unavailable')}
          </span>
        ) : null}
        <Price price={view.price} standardPrice={variant.standardPrice} size="small" />
      </div>
      <div className="sf-cart-line__controls">
        <QuantityStepper
          value={quantity}
          min={0}
          max={Math.max(view.maxPurchasable, quantity)}
          itemName={variant.name}
          disabled={disabled}
          size="small"
          onChange={(next) => (next === 0 ? onRemove() : onQuantity(next))}
        />
        <Button variant="ghost" size="sm" onClick={onRemove} disabled={disabled}>
          {t('cart.remove')}
          <span className="sf-visually-hidden"> {variant.name}</span>
        </Button>
      </div>
      <Price
        className="sf-cart-line__total"
        price={view.price * quantity}
        size="small"
        showDiscount={false}
      />
    </li>
  );
}
