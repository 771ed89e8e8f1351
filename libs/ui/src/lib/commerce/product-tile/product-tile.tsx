import { useId, useState, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { saleDiscountCounts } from '@gio/domain-pricing';
import {
  isLimitReached,
  maxPurchasableForVariant,
  remainingQuantity,
  shouldResetQuantitySelection,
} from '@gio/domain-quantity';
import { stockStatus } from '@gio/domain-stock';
import { Button } from '../../foundation/button/button';
import { Price } from '../price/price';
import { QuantityStepper } from '../quantity-stepper/quantity-stepper';
import type { Clock } from '../shared/clock';
import { CommerceLink } from '../shared/link';
import { PromotionBadge } from './promotion-badge';
import type { ProductTileVariant, TileBadge } from './product-tile-types';
import './product-tile.css';

export interface ProductTileProps {
  variant: ProductTileVariant;
  /** Product page of the variant (the app owns its routes: /product/{gid}/{slug}). */
  href: string;
  /** Quantity of this variant already in the cart. */
  cartQuantity?: number;
  /** Last-few threshold for "limited quantity" (configuration, storefront.md §4). */
  lastFewThreshold: number;
  /** Per-list maximum of this variant, when a list caps it (storefront.md §5). */
  perListMax?: number | null;
  /** Sample-allowed count, for samples (storefront.md §5). */
  sampleAllowedCount?: number | null;
  /** Extra badges chosen by the page, already translated. */
  badges?: readonly TileBadge[];
  /** Adds the chosen quantity; the app runs the cart add flow (age gate, limits, ...). */
  onAddToCart?: (quantity: number) => void;
  /** An add is in flight: the button shows it and refuses further adds (storefront.md §4). */
  processing?: boolean;
  /** Opens the back-in-stock flow for an out-of-stock variant. */
  onNotifyMe?: () => void;
  /** Time source of promotion countdowns. */
  clock?: Clock;
  /** 'eager' for tiles above the fold; lazy otherwise (design.md Images). */
  imageLoading?: 'lazy' | 'eager';
  imageWidth?: number;
  imageHeight?: number;
  headingLevel?: 2 | 3 | 4;
  currency?: string;
  className?: string;
  /** The tile's root element, for the app's impression and click tracking. */
  rootRef?: Ref<HTMLElement>;
  /** More controls under the add controls, chosen by the app (the favourite heart, add to list). */
  extraActions?: ReactNode;
}

const INITIAL_SELECTION = 1;

/**
 * Product tile of product lists: image, brand, name, badges, price, stock messages and the add
 * controls. Every rule comes from the domain: stock status (`@gio/domain-stock`), maximum
 * purchasable and what remains of it, limit reached and selection reset (`@gio/domain-quantity`),
 * whether a sale counts (`@gio/domain-pricing`).
 */
export function ProductTile({
  variant,
  href,
  cartQuantity = 0,
  lastFewThreshold,
  perListMax,
  sampleAllowedCount,
  badges = [],
  onAddToCart,
  processing = false,
  onNotifyMe,
  clock,
  imageLoading = 'lazy',
  imageWidth = 256,
  imageHeight = 200,
  headingLevel = 3,
  currency,
  className,
  rootRef,
  extraActions,
}: ProductTileProps) {
  const { t } = useTranslation('common');
  const nameId = useId();
  const [selection, setSelection] = useState(INITIAL_SELECTION);
  const Heading = `h${headingLevel}` as const;

  const productType = variant.product?.productType ?? null;
  const status = stockStatus(
    {
      state: variant.state,
      availableCount: variant.availableCount,
      productType: productType ?? undefined,
    },
    lastFewThreshold,
  );
  const max = maxPurchasableForVariant({
    maxCartQuantity: variant.maxCartQuantity,
    perListMax,
    availableCount: variant.availableCount,
    productType,
    sampleAllowedCount,
  });
  const remaining = remainingQuantity(max, cartQuantity);
  const limitReached = isLimitReached(max, cartQuantity);
  // storefront.md §4: the selection goes back to its initial value once it no longer fits.
  const chosen = shouldResetQuantitySelection(cartQuantity, selection, max)
    ? INITIAL_SELECTION
    : selection;

  const onSale = saleDiscountCounts({
    price: variant.price,
    salePrice: variant.salePrice,
    standardPrice: variant.standardPrice,
  });
  const promotions = (variant.promotionBadges ?? []).filter((badge) => badge.showInPLE !== false);
  const image = variant.images?.[0]?.original ?? variant.images?.[0]?.originalBase ?? null;
  const unavailable = status === 'out-of-stock' || status === 'discontinued';
  const canNotify =
    status === 'out-of-stock' &&
    !variant.excludedFromBackInStockNotification &&
    onNotifyMe !== undefined;

  const add = () => {
    if (processing || limitReached || !onAddToCart) return;
    onAddToCart(chosen);
  };

  return (
    <article
      ref={rootRef}
      aria-labelledby={nameId}
      className={['gio-product-tile', unavailable && 'gio-product-tile--unavailable', className]
        .filter(Boolean)
        .join(' ')}
    >
      <div className="gio-product-tile__media">
        <CommerceLink
          href={href}
          className="gio-product-tile__image-link"
          tabIndex={-1}
          aria-hidden="true"
        >
          {image ? (
            <img
              className="gio-product-tile__image"
              src={image}
              alt=""
              width={imageWidth}
              height={imageHeight}
              loading={imageLoading}
              decoding="async"
              fetchPriority={imageLoading === 'eager' ? 'high' : undefined}
            />
          ) : (
            <span className="gio-product-tile__image gio-product-tile__image--placeholder" />
          )}
        </CommerceLink>
        {onSale || badges.length > 0 ? (
          <ul className="gio-product-tile__badges">
            {onSale ? (
              <li className="gio-badge gio-badge--sale">{t('product.sale_badge')}</li>
            ) : null}
            {badges.map((badge) => (
              <li key={badge.id} className={`gio-badge gio-badge--${badge.tone ?? 'neutral'}`}>
                {badge.label}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="gio-product-tile__body">
        {variant.brandingText ? (
          <p className="gio-product-tile__brand">{variant.brandingText}</p>
        ) : null}
        <Heading id={nameId} className="gio-product-tile__name">
          <CommerceLink href={href} className="gio-product-tile__name-link">
            {variant.name}
          </CommerceLink>
        </Heading>
        {variant.extendedInfoText ? (
          <p className="gio-product-tile__info">{variant.extendedInfoText}</p>
        ) : null}
        {promotions.length > 0 ? (
          <div className="gio-product-tile__promotions">
            {promotions.map((badge, index) => (
              <PromotionBadge key={badge.promotionId ?? index} badge={badge} clock={clock} />
            ))}
          </div>
        ) : null}
        <Price
          price={variant.price}
          standardPrice={variant.standardPrice}
          unitPrice={variant.unitPrice}
          unitType={variant.unitType}
          currency={currency}
          size="medium"
        />
        {status === 'limited' ? (
          <p className="gio-product-tile__stock gio-product-tile__stock--limited">
            {t('stock.limited_quantity_count', { count: variant.availableCount ?? 0 })}
          </p>
        ) : null}
        {status === 'out-of-stock' ? (
          <p className="gio-product-tile__stock gio-product-tile__stock--out">
            {t('stock.out_of_stock')}
          </p>
        ) : null}
        {status === 'discontinued' ? (
          <p className="gio-product-tile__stock gio-product-tile__stock--out">
            {t('stock.discontinued')}
          </p>
        ) : null}
      </div>
      <div className="gio-product-tile__actions">
        {canNotify ? (
          <Button
            variant="secondary"
            size="sm"
            fullWidth
            className="gio-product-tile__notify"
            onClick={onNotifyMe}
            aria-describedby={nameId}
          >
            {t('stock.notify_me')}
          </Button>
        ) : null}
        {!unavailable && onAddToCart ? (
          <>
            {limitReached ? (
              <p className="gio-product-tile__limit" role="status">
                {t('cart.max_quantity_reached')}
              </p>
            ) : (
              <QuantityStepper
                value={Math.min(chosen, Math.max(remaining, INITIAL_SELECTION))}
                onChange={setSelection}
                max={remaining}
                min={INITIAL_SELECTION}
                itemName={variant.name}
                disabled={processing}
                size="small"
              />
            )}
            <Button
              variant="primary"
              size="sm"
              className="gio-product-tile__add"
              loading={processing}
              aria-describedby={nameId}
              aria-disabled={processing || limitReached || undefined}
              onClick={add}
            >
              {processing ? t('cart.adding') : t('cart.add_to_cart')}
            </Button>
          </>
        ) : null}
        {extraActions ? <div className="gio-product-tile__extra">{extraActions}</div> : null}
      </div>
    </article>
  );
}
