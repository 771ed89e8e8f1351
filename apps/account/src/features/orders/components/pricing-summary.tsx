import type { OrderView } from '@gio/contracts';
import { useTranslation } from 'react-i18next';
import { useBalance } from '../../../lib/use-money';
import { pricingRows } from '../lib/order-text';

/** The order's pricing (accounts.md §3 pricingInfo): every line that is not zero, the total, the VAT it contains. */
export function PricingSummary({ pricing }: { pricing: OrderView['pricingInfo'] }) {
  const { t } = useTranslation('common');
  const money = useBalance();
  return (
    <section className="acc-section" aria-labelledby="acc-order-pricing">
      <h2 id="acc-order-pricing" className="acc-section__title">
        {t('account.orders.pricing_title')}
      </h2>
      <dl className="acc-pricing">
        {pricingRows(pricing).map((row, index) => (
          <div key={row.key ?? `modifier-${index}`} className="acc-pricing__row">
            <dt>{row.key ? t(row.key) : row.label}</dt>
            <dd>{row.deduction ? `−${money(row.amount)}` : money(row.amount)}</dd>
          </div>
        ))}
        <div className="acc-pricing__row acc-pricing__row--total">
          <dt>{t('account.orders.pricing.total')}</dt>
          <dd>{money(pricing.totalPrice)}</dd>
        </div>
        {pricing.taxAmount !== 0 ? (
          <div className="acc-pricing__row acc-pricing__row--note">
            <dt>{t('account.orders.pricing.tax')}</dt>
            <dd>{money(pricing.taxAmount)}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
