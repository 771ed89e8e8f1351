import type { OrderView } from '@gio/contracts';
import { FulfillmentMethod } from '@gio/domain-enums';

/** The translation key of a fulfilment method (accounts.md §4 "Fulfilment methods"); null for an unknown number. */
export function fulfillmentMethodKey(method: number): string | null {
  const entry = Object.entries(FulfillmentMethod).find(([, value]) => value === method);
  return entry ? `account.orders.method.${entry[0].toLowerCase()}` : null;
}

/** One line of the order's pricing, with its translation key (or the modifier's own label). */
export interface PricingRow {
  /** A key of `account.orders.pricing`, or null for a price modifier (its label is its text). */
  key: string | null;
  label: string;
  amount: number;
  /** Deductions are written with a minus sign. */
  deduction: boolean;
}

/**
 * accounts.md §3 Order pricingInfo as the order page lists it: every line that is not zero, in
 * the order a receipt reads (goods, charges, deductions, modifiers); the total and the VAT it
 * contains are shown apart.
 */
export function pricingRows(pricing: OrderView['pricingInfo']): PricingRow[] {
  const rows: PricingRow[] = [
    { key: 'subtotal', amount: pricing.variantsSubtotalPrice, deduction: false },
    { key: 'shipping', amount: pricing.shippingPrice, deduction: false },
    { key: 'express_delivery', amount: pricing.expressDeliveryPrice, deduction: false },
    { key: 'bottle_deposit', amount: pricing.bottleDepositAmount, deduction: false },
    { key: 'promo_discount', amount: pricing.promoDiscount, deduction: true },
    { key: 'reward_deduction', amount: pricing.rewardDeduction, deduction: true },
    { key: 'credit_deduction', amount: pricing.creditDeduction, deduction: true },
  ].map((row) => ({ ...row, key: `account.orders.pricing.${row.key}`, label: '' }));
  const modifiers: PricingRow[] = pricing.priceModifiers.map((modifier) => ({
    key: null,
    label: modifier.label,
    amount: Math.abs(modifier.amount),
    deduction: modifier.amount < 0,
  }));
  return [...rows, ...modifiers].filter((row) => row.amount !== 0);
}
