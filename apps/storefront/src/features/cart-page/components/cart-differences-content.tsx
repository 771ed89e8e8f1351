import type { CartDifferences } from '@gio/contracts';
import { formatPrice } from '@gio/domain-pricing';
import { useCurrency } from '@gio/ui';
import { useTranslation } from 'react-i18next';

/**
 * What changed in the cart since the last visit (storefront.md §4 first-load modal "cart
 * differences"): prices that moved, lines gone and quantities cut to what can still be bought.
 */
export function CartDifferencesContent({ differences }: { differences: CartDifferences }) {
  const { t } = useTranslation('common');
  const currency = useCurrency();
  const money = (amount: number) => formatPrice(amount, { currency, freeLabel: t('price.free') });
  return (
    <div className="sf-cart-diff">
      {differences.priceChanges.length > 0 ? (
        <>
          <h3>{t('cart_page.diff_prices')}</h3>
          <ul>
            {differences.priceChanges.map((change) => (
              <li key={change.variantId}>
                {t('cart_page.diff_price_line', {
                  name: change.name,
                  previous: money(change.previousPrice),
                  price: money(change.price),
                })}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {differences.removedItems.length > 0 ? (
        <>
          <h3>{t('cart_page.diff_removed')}</h3>
          <ul>
            {differences.removedItems.map((item) => (
              <li key={item.variantId}>{item.name ?? t('cart_page.diff_unknown_item')}</li>
            ))}
          </ul>
        </>
      ) : null}
      {differences.quantityReductions.length > 0 ? (
        <>
          <h3>{t('cart_page.diff_reduced')}</h3>
          <ul>
            {differences.quantityReductions.map((item) => (
              <li key={item.variantId}>
                {t('cart_page.diff_reduced_line', {
                  name: item.name,
                  previous: item.previousQuantity,
                  quantity: item.quantity,
                })}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
