import { formatPrice } from '@gio/domain-pricing';
import { useSiteConfig } from '@gio/shell';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The price formatter of every storefront screen (storefront.md §9: prices in vi-VN with the
 * site currency; zero shows the free label), so no screen writes its own.
 */
export function useMoney(): (amount: number) => string {
  const { t } = useTranslation('common');
  const { currency, locale } = useSiteConfig();
  const freeLabel = t('price.free');
  return useCallback(
    (amount: number) => formatPrice(amount, { currency, locale, freeLabel }),
    [currency, locale, freeLabel],
  );
}
