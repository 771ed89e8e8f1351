import type { CheckoutData } from '@gio/contracts';
import type { CheckoutPricingInfo } from '@gio/domain-checkout';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../lib/use-money';

export interface OrderSummaryProps {
  pricing: CheckoutPricingInfo | null;
  lines: CheckoutData['extras']['lines'];
}

/**
 * The order summary (storefront.md §3 pricingInfo): the lines and every pricing line — goods,
 * shipping, express delivery, promotions, rewards, credits, bottle deposit, other modifiers — then
 * the total and, for information, the VAT included and the rewards balance used, in vi-VN prices.
 * Optional lines show only when non-zero.
 */
export function OrderSummary({ pricing, lines }: OrderSummaryProps) {
  const { t } = useTranslation('common');
  const money = useMoney();
  const minus = (amount: number) => `−${money(Math.abs(amount))}`;
  const rows: { key: string; label: string; value: string }[] = [];
  if (pricing) {
    rows.push({
      key: 'subtotal',
      label: t('checkout.summary_subtotal'),
      value: money(pricing.variantsSubtotalPrice),
    });
    rows.push({
      key: 'shipping',
      label: t('checkout.summary_shipping'),
      value: money(pricing.shippingPrice),
    });
    if (pricing.expressDeliveryPrice !== 0)
      rows.push({
        key: 'express',
        label: t('checkout.summary_express'),
        value: money(pricing.expressDeliveryPrice),
      });
    if (pricing.promoDiscount !== 0)
      rows.push({
        key: 'promo',
        label: t('checkout.summary_promo'),
        value: minus(pricing.promoDiscount),
      });
    if (pricing.rewardDeduction !== 0)
      rows.push({
        key: 'reward',
        label: t('checkout.summary_reward'),
        value: minus(pricing.rewardDeduction),
      });
    if (pricing.creditDeduction !== 0)
      rows.push({
        key: 'credit',
        label: t('checkout.summary_credit'),
        value: minus(pricing.creditDeduction),
      });
    if (pricing.bottleDepositAmount !== 0)
      rows.push({
        key: 'deposit',
        label: t('checkout.summary_deposit'),
        value: money(pricing.bottleDepositAmount),
      });
    pricing.priceModifiers.forEach((modifier, index) => {
      if (modifier.amount === 0) return;
      const label = (modifier as { label?: string }).label ?? t('checkout.summary_modifier');
      rows.push({
        key: `modifier-${index}`,
        label,
        value: modifier.amount < 0 ? minus(modifier.amount) : money(modifier.amount),
      });
    });
  }
  return (
    <section className="sf-summary" aria-labelledby="sf-summary-title">
      <h2 id="sf-summary-title">{t('checkout.summary_title')}</h2>
      <ul className="sf-summary__lines">
        {lines.map((line) => (
          <li key={`${line.variantId}-${line.groupIdentifier}`}>
            <span>
              {line.quantity} × {line.name}
            </span>
            <span>{money(line.totalPrice)}</span>
          </li>
        ))}
      </ul>
      {pricing ? (
        <dl className="sf-summary__pricing">
          {rows.map((row) => (
            <div key={row.key} className="sf-summary__row">
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
          <div className="sf-summary__row sf-summary__total">
            <dt>{t('checkout.summary_total')}</dt>
            <dd data-testid="checkout-total">{money(pricing.totalPrice)}</dd>
          </div>
          {pricing.taxAmount !== 0 ? (
            <div className="sf-summary__row sf-summary__tax">
              <dt>{t('checkout.summary_tax')}</dt>
              <dd>{money(pricing.taxAmount)}</dd>
            </div>
          ) : null}
          {/* In the balance's own unit (cents, domain-pricing): what the reward line spends. */}
          {pricing.appliedRewardCredit !== 0 ? (
            <div className="sf-summary__row sf-summary__tax">
              <dt>{t('checkout.summary_reward_credit')}</dt>
              <dd>{money(pricing.appliedRewardCredit / 100)}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
    </section>
  );
}
