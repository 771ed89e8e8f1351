import { Limits, SHIPPING_SPEED_TYPE_FREE } from '@gio/domain-enums';
import { roundSubtotal } from './subtotal';

/** One entry of the shipping config (storefront.md §9); prices are decimal major units. */
export interface ShippingConfig {
  price: number;
  flatPrice?: number | null;
  speedType?: number | null;
}

/** The free-shipping offer the shipping config makes (storefront.md §9). */
export type FreeShippingThreshold =
  { kind: 'none' } | { kind: 'free-no-limit' } | { kind: 'threshold'; amount: number };

/** How far a sub-total is from free shipping; `remaining` is null when no free shipping is offered. */
export interface FreeShippingProgress {
  reached: boolean;
  remaining: number | null;
}

/** storefront.md §9: a free-shipping entry is detected by a flat price of 0 and speed type 6. */
export function isFreeShippingConfig(config: ShippingConfig): boolean {
  return config.flatPrice === 0 && config.speedType === SHIPPING_SPEED_TYPE_FREE;
}

/**
 * storefront.md §9 / accounts.md §9: the free-shipping threshold is the lowest price among the
 * free-shipping entries of the config; it may be absent; a lowest price of 0.01 (or less) means
 * free shipping with no limit.
 */
export function freeShippingThreshold(
  shippingConfigs: readonly ShippingConfig[] | null | undefined,
): FreeShippingThreshold {
  const prices = (shippingConfigs ?? []).filter(isFreeShippingConfig).map((c) => c.price);
  if (prices.length === 0) return { kind: 'none' };
  const lowest = Math.min(...prices);
  if (lowest <= Limits.FREE_SHIPPING_NO_LIMIT_PRICE) return { kind: 'free-no-limit' };
  return { kind: 'threshold', amount: lowest };
}

/**
 * storefront.md §9: progress of a decimal sub-total towards the free-shipping threshold; the
 * remaining amount is rounded like a sub-total and never negative.
 */
export function freeShippingProgress(
  subtotal: number,
  threshold: FreeShippingThreshold,
): FreeShippingProgress {
  switch (threshold.kind) {
    case 'none':
      return { reached: false, remaining: null };
    case 'free-no-limit':
      return { reached: true, remaining: 0 };
    case 'threshold': {
      const remaining = roundSubtotal(Math.max(0, threshold.amount - subtotal));
      return { reached: remaining === 0, remaining };
    }
  }
}
