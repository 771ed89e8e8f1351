import { useTranslation } from 'react-i18next';
import { discountPercent, formatPrice, unitPriceLabel } from '@gio/domain-pricing';
import { useCurrency } from '../shared/currency';
import { VisuallyHidden } from '../../foundation/visually-hidden/visually-hidden';
import './price.css';

export interface PriceProps {
  /** What the shopper pays, in minor units of the currency (VND has none: 25000 is 25.000 ₫). */
  price: number;
  /** Standard (regular) price in minor units; struck through when above `price`. */
  standardPrice?: number | null;
  /** Price of one unit in minor units (Variant.unitPrice), shown with `unitType`. */
  unitPrice?: number | null;
  /** Unit the unit price is for, e.g. 'kg' (Variant.unitType). */
  unitType?: string | null;
  /** ISO 4217 code; defaults to the nearest CurrencyProvider. */
  currency?: string;
  /** Show the discount percent badge when the domain says it is shown. */
  showDiscount?: boolean;
  size?: 'small' | 'medium' | 'large';
  className?: string;
}

/**
 * A price (storefront.md §9): vi-VN formatting with the configured currency and the free label
 * for zero; a sale shows the standard price struck through (with words for screen readers, which
 * do not announce strikethrough), the discount percent badge (shown above 1.5 %, accounts.md §9)
 * and the unit price.
 */
export function Price({
  price,
  standardPrice,
  unitPrice,
  unitType,
  currency: explicitCurrency,
  showDiscount = true,
  size = 'medium',
  className,
}: PriceProps) {
  const { t } = useTranslation('common');
  const currency = useCurrency(explicitCurrency);
  const freeLabel = t('price.free');
  const onSale = typeof standardPrice === 'number' && standardPrice > price;
  const percent = showDiscount ? discountPercent(price, standardPrice) : null;
  const unitLabel = unitPriceLabel(unitPrice, unitType, { currency });

  return (
    <span
      className={['gio-price', `gio-price--${size}`, onSale && 'gio-price--sale', className]
        .filter(Boolean)
        .join(' ')}
    >
      <span className="gio-price__current">
        {onSale ? <VisuallyHidden>{t('price.now')}: </VisuallyHidden> : null}
        {formatPrice(price, { currency, freeLabel })}
      </span>
      {onSale ? (
        <s className="gio-price__standard">
          <VisuallyHidden>{t('price.was')}: </VisuallyHidden>
          {formatPrice(standardPrice, { currency, freeLabel })}
        </s>
      ) : null}
      {percent !== null ? (
        <span className="gio-price__discount">{t('price.discount_percent', { percent })}</span>
      ) : null}
      {unitLabel ? <span className="gio-price__unit">{unitLabel}</span> : null}
    </span>
  );
}
