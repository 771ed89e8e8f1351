import type { VariantView } from '@gio/contracts';
import { stockStatus, type StockStatus } from '@gio/domain-stock';
import { Price } from '@gio/ui';
import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '../../../app/app-context';
import './lists.css';

const STOCK_LABEL: Record<StockStatus, string> = {
  'in-stock': 'stock.in_stock',
  limited: 'stock.limited_quantity',
  'out-of-stock': 'stock.out_of_stock',
  discontinued: 'stock.discontinued',
};

/** The variant's stock state by the domain's rule and the site's last-few threshold. */
export function useStockStatus(variant: VariantView): StockStatus {
  const { lastFewThreshold } = useSiteConfig();
  return stockStatus(
    {
      state: variant.state,
      availableCount: variant.availableCount,
      productType: variant.product.productType,
    },
    lastFewThreshold,
  );
}

/**
 * A product as the favourites and list pages show it: image, name (a link to its product page,
 * a storefront page: a full page load), price in the site's currency and its stock state.
 */
export function VariantSummary({ variant, nameId }: { variant: VariantView; nameId: string }) {
  const { t } = useTranslation('common');
  const status = useStockStatus(variant);
  const image = variant.images[0];
  return (
    <div className="acc-product">
      {image ? (
        <img className="acc-product__image" src={image.original} alt="" width={64} height={64} loading="lazy" />
      ) : (
        <span className="acc-product__image" aria-hidden="true" />
      )}
      <div className="acc-product__text">
        <h3 id={nameId} className="acc-product__name">
          <a href={variant.path}>{variant.extendedName || variant.name}</a>
        </h3>
        <Price
          price={variant.salePrice ?? variant.price}
          standardPrice={variant.standardPrice}
          unitPrice={variant.unitPrice}
          unitType={variant.unitType}
          size="small"
        />
        <p className={`acc-product__stock acc-product__stock--${status}`}>
          {status === 'limited'
            ? t('stock.limited_quantity_count', { count: variant.availableCount })
            : t(STOCK_LABEL[status])}
        </p>
      </div>
    </div>
  );
}
