import type { Random } from './random';

const DAY_MS = 86_400_000;

/** What every builder shares: the random source and the demo's "now". */
export interface SeedContext {
  random: Random;
  /** `meta.baseDate` in epoch milliseconds. */
  baseMs: number;
}

/** ISO timestamp `days` (may be fractional or negative) after the base date. */
export function isoAfter(context: SeedContext, days: number): string {
  return new Date(context.baseMs + Math.round(days * DAY_MS)).toISOString();
}

/** `YYYY-MM-DD` `days` after the base date. */
export function dateAfter(context: SeedContext, days: number): string {
  return isoAfter(context, days).slice(0, 10);
}

/** Unix seconds `days` after the base date (banner countdowns use seconds, storefront.md §3). */
export function secondsAfter(context: SeedContext, days: number): number {
  return Math.floor((context.baseMs + Math.round(days * DAY_MS)) / 1000);
}

/** Zero-padded sequence for primary keys: `prefixedId('var', 42)` is `var_000042`. */
export function prefixedId(prefix: string, n: number): string {
  return `${prefix}_${String(n).padStart(6, '0')}`;
}

/**
 * Shelf prices end in 500 or 000 đồng: below 10,000 đ to the nearest 500, above to the nearest
 * 1,000. Never below 500 đ, since a zero price would show the free label (storefront.md §9).
 */
export function roundPrice(amount: number): number {
  const step = amount < 10_000 ? 500 : 1_000;
  return Math.max(500, Math.round(amount / step) * step);
}

/**
 * `50000` → `50.000`: the vi-VN grouping, written out so that generated text does not depend on
 * the ICU data of the Node build.
 */
export function formatDong(amount: number): string {
  return String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}
