import { SourceType } from '@gio/domain-enums';
import type { ListedVariantView, VariantView } from '@gio/contracts';
import {
  maxPurchasable,
  maxPurchasableForVariant,
  remainingQuantity,
  shouldResetQuantitySelection,
} from '@gio/domain-quantity';
import { isUnavailable, stockStatus, type StockStatus } from '@gio/domain-stock';
import { useSession, useSiteConfig } from '@gio/shell';
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
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CartProductTile } from '../../components/cart-product-tile';
import { AddToListButton } from '../../components/product-actions/add-to-list-button';
import { FavoriteButton } from '../../components/product-actions/favorite-button';
import { BackInStockButton } from '../../features/back-in-stock/components/back-in-stock-button';
import { useNearViewport } from '../../lib/use-near-viewport';
import { useProductRelations } from '../../features/product-list/hooks/use-product-relations';
import { usePageData } from '../../lib/page-data-provider';
import { useAddToCart } from '../../lib/use-add-to-cart';

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

/** A slider of product tiles beside the product, shown only when it has something. */
function RelatedSlider({
  title,
  variants,
  sourceId,
}: {
  title: string;
  variants: readonly ListedVariantView[];
  sourceId: string;
}) {
  if (variants.length === 0) return null;
  return (
    <ProductSlider title={title} headingLevel={2} className="sf-product__related">
      {variants.map((variant, position) => (
        <CartProductTile
          key={variant.id}
          variant={variant}
          source={{ sourceType: SourceType.PRODUCT, sourceId, position }}
        />
      ))}
    </ProductSlider>
  );
}

/**
 * The lists read once they near the viewport: complements, related variants (the catalogue
 * GraphQL through Apollo Client, loaded then), recently viewed.
 */
function ProductRelationSliders({ variant }: { variant: VariantView }) {
  const { t } = useTranslation('common');
  const slot = useRef<HTMLDivElement | null>(null);
  const { complements, related, recentlyViewed } = useProductRelations(
    variant.gid,
    useNearViewport(slot),
  );
  return (
    <div ref={slot} className="sf-product__relations">
      <RelatedSlider
        title={t('product.complements')}
        variants={complements}
        sourceId={variant.id}
      />
      <RelatedSlider title={t('product.related')} variants={related} sourceId={variant.id} />
      <RelatedSlider
        title={t('product.recently_viewed')}
        variants={recentlyViewed}
        sourceId={variant.id}
      />
    </div>
  );
}

/**
 * Product page /product/:gid/:slug (storefront.md §2): images with zoom, sale and promotion
 * badges, price, stock state, quantity stepper within the domain limits, add to cart behind the
 * age gate, the notify-when-back-in-stock dialog, the favourite heart and add to list,
 * description and ingredients, the other variants of the product (variants by value, in the
 * payload), then its complements, related variants and the shopper's recently viewed products (read when they near the viewport).
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
        <div className="sf-product__list-actions">
          <FavoriteButton variant={variant} />
          <AddToListButton variant={variant} />
        </div>
        {variant.longDescription && (
          <section className="sf-product__description" aria-labelledby="sf-product-description">
            <h2 id="sf-product-description">{t('product.description')}</h2>
            <p>{variant.longDescription}</p>
          </section>
        )}
        {variant.ingredients && (
          <section className="sf-product__ingredients" aria-labelledby="sf-product-ingredients">
            <h2 id="sf-product-ingredients">{t('product.ingredients')}</h2>
            <p>{variant.ingredients}</p>
          </section>
        )}
      </div>
      <RelatedSlider
        title={t('product.variants_by_value')}
        variants={siblings}
        sourceId={variant.id}
      />
      <ProductRelationSliders key={variant.gid} variant={variant} />
    </article>
  );
}
