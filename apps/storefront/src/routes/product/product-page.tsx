import { SourceType } from '@gio/domain-enums';
import type { VariantView } from '@gio/contracts';
import {
  maxPurchasable,
  maxPurchasableForVariant,
  remainingQuantity,
  shouldResetQuantitySelection,
} from '@gio/domain-quantity';
import { isUnavailable, stockStatus, type StockStatus } from '@gio/domain-stock';
import {
  AgeGateDialog,
  Button,
  ImageZoom,
  Price,
  ProductListSkeleton,
  ProductSlider,
  PromotionBadge,
  QuantityStepper,
} from '@gio/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BackInStockButton } from '../../features/back-in-stock/components/back-in-stock-button';
import { CartProductTile } from '../../features/cart/components/cart-product-tile';
import { useAddToCart } from '../../features/cart/hooks/use-add-to-cart';
import { useSession } from '../../features/session/components/session-provider';
import { usePageData } from '../../lib/page-data-provider';
import { useSiteConfig } from '../../lib/site-config-context';

/** Image sizes of the product page (accounts.md §9: 512×400 on the page, 1024×800 zoomed). */
const PAGE_IMAGE = { width: 512, height: 400 };
const ZOOM_IMAGE = { width: 1024, height: 800 };

const STOCK_LABEL: Record<StockStatus, string> = {
  'in-stock': 'stock.in_stock',
  limited: 'stock.limited_quantity',
  'out-of-stock': 'stock.out_of_stock',
  discontinued: 'stock.discontinued',
};

function Gallery({ variant }: { variant: VariantView }) {
  const { t } = useTranslation('common');
  const [index, setIndex] = useState(0);
  const image = variant.images[index] ?? variant.images[0];
  if (!image) return null;
  return (
    <div className="sf-gallery">
      <ImageZoom
        key={image.original}
        image={{ src: image.original, ...PAGE_IMAGE }}
        zoomImage={{ src: image.originalBase || image.original, ...ZOOM_IMAGE }}
        alt={variant.imageAltText || variant.name}
        loading="eager"
      />
      {variant.images.length > 1 && (
        <ul className="sf-gallery__thumbs">
          {variant.images.map((thumb, i) => (
            <li key={thumb.original}>
              <button
                type="button"
                className="sf-gallery__thumb"
                aria-pressed={i === index}
                aria-label={`${t('product.zoom_image')} ${i + 1}`}
                onClick={() => setIndex(i)}
              >
                <img src={thumb.original} alt="" width={64} height={50} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Quantity stepper and add button, with the age gate before an age-gated add (storefront.md §4). */
function BuyBox({ variant }: { variant: VariantView }) {
  const { t } = useTranslation('common');
  const site = useSiteConfig();
  const cart = useAddToCart(variant, { sourceType: SourceType.PRODUCT, sourceId: variant.id });
  const [quantity, setQuantity] = useState(1);
  const max = maxPurchasableForVariant({
    maxCartQuantity: variant.maxCartQuantity,
    availableCount: variant.availableCount,
    productType: variant.product.productType,
    sampleAllowedCount: variant.product.sampleAllowedCount,
  });
  // What may still be added now: the rest of the maximum, and no more than one add allows.
  const selectable = maxPurchasable({
    maxCartQuantity: remainingQuantity(max, cart.inCart),
    limit: site.addToCartMaxAtOnce,
  });
  const add = () => {
    cart.add(quantity);
    if (shouldResetQuantitySelection(cart.inCart, quantity, max)) setQuantity(1);
  };
  if (selectable <= 0) {
    return (
      <p role="status" className="sf-buy__limit">
        {t('cart.max_quantity_reached')}
      </p>
    );
  }
  return (
    <div className="sf-buy">
      <QuantityStepper
        value={Math.min(quantity, selectable)}
        onChange={setQuantity}
        max={selectable}
        min={1}
        itemName={variant.name}
      />
      <Button onClick={add} loading={cart.processing}>
        {cart.processing ? t('cart.adding') : t('cart.add_to_cart')}
      </Button>
      <AgeGateDialog
        open={cart.ageGateOpen}
        onAccept={cart.acceptAgeGate}
        onDecline={cart.declineAgeGate}
        productName={variant.name}
      />
    </div>
  );
}

/**
 * Product page /product/:gid/:slug (storefront.md §2): images with zoom, sale and promotion
 * badges, price, stock state, quantity stepper within the domain limits, add to cart behind the
 * age gate, the notify-when-back-in-stock dialog, and the related variants the payload carries.
 */
export function ProductPage() {
  const { t } = useTranslation('common');
  const site = useSiteConfig();
  const session = useSession();
  const data = usePageData('product');
  if (!data) return <ProductListSkeleton />;
  const { variant, siblings } = data;
  const status = stockStatus(
    {
      state: variant.state,
      availableCount: variant.availableCount,
      productType: variant.product.productType,
    },
    site.lastFewThreshold,
  );
  const unavailable = isUnavailable({
    state: variant.state,
    availableCount: variant.availableCount,
  });
  const price = variant.salePrice ?? variant.price;
  const onSale = price < variant.standardPrice;
  const badges = variant.promotionBadges.filter((badge) => badge.showInPDP);

  return (
    <article className="sf-page sf-product">
      <Gallery variant={variant} />
      <div className="sf-product__info">
        <p className="sf-product__brand">
          <Link to={`/brand/${variant.product.brand.gid}/${variant.product.brand.slug}`}>
            {variant.product.brand.name}
          </Link>
        </p>
        <h1 className="sf-page__title">{variant.extendedName || variant.name}</h1>
        {variant.extendedInfoText && (
          <p className="sf-product__info-text">{variant.extendedInfoText}</p>
        )}
        {(onSale || variant.product.isAgeGated || badges.length > 0) && (
          <ul className="sf-product__badges">
            {onSale && <li className="sf-badge sf-badge--sale">{t('product.sale_badge')}</li>}
            {variant.product.isAgeGated && (
              <li className="sf-badge">{t('product.age_restricted')}</li>
            )}
            {badges.map((badge) => (
              <li key={badge.id}>
                <PromotionBadge badge={badge} />
              </li>
            ))}
          </ul>
        )}
        <Price
          price={price}
          standardPrice={variant.standardPrice}
          unitPrice={variant.unitPrice}
          unitType={variant.unitType}
          showDiscount
          size="large"
        />
        <p className={`sf-stock sf-stock--${status}`}>
          {status === 'limited'
            ? t('stock.limited_quantity_count', { count: variant.availableCount })
            : t(STOCK_LABEL[status])}
        </p>
        {variant.fulfiller.name && (
          <p>{t('partner:sold_by', { seller: variant.fulfiller.name })}</p>
        )}
        {unavailable ? (
          <BackInStockButton variant={variant} signedIn={session.status === 'customer'} />
        ) : (
          <BuyBox variant={variant} />
        )}
        {variant.longDescription && (
          <p className="sf-product__description">{variant.longDescription}</p>
        )}
        {variant.ingredients && <p className="sf-product__ingredients">{variant.ingredients}</p>}
      </div>
      {siblings.length > 0 && (
        <ProductSlider
          title={t('modal.carousel_label')}
          headingLevel={2}
          className="sf-product__related"
        >
          {siblings.map((sibling, position) => (
            <CartProductTile
              key={sibling.id}
              variant={sibling}
              source={{ sourceType: SourceType.PRODUCT, sourceId: variant.id, position }}
            />
          ))}
        </ProductSlider>
      )}
    </article>
  );
}
