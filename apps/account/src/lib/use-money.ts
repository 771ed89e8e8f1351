import { formatPrice } from '@gio/domain-pricing';
import { useCallback } from 'react';
import { useSiteConfig } from '../app/app-context';

/**
 * A balance in the site's currency and locale (storefront.md §9 "Price display"). Unlike a price,
 * a balance of zero is written as an amount ("0 ₫"), not as the free label.
 */
export function useBalance(): (amount: number) => string {
  const { currency, locale } = useSiteConfig();
  return useCallback(
    (amount: number) =>
      formatPrice(amount, {
        currency,
        locale,
        freeLabel: new Intl.NumberFormat(locale, { style: 'currency', currency }).format(0),
      }),
    [currency, locale],
  );
}
