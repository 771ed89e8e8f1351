import type { PalletPayload } from '@gio/contracts';
import { BULK_LINE_LIMITS, type BulkLine } from '@gio/domain-quantity';

/** One product of the request: picked from the search (with its name) or pasted by SKU. */
export interface QuoteItem {
  readonly sku: string;
  readonly name: string | null;
  readonly quantity: number;
}

/** The items the quote call takes: the SKU is the variant reference, the name its description. */
export function palletItems(items: readonly QuoteItem[]): PalletPayload['items'] {
  return items.map((item) => ({ variantId: item.sku, description: item.name ?? item.sku, pallets: item.quantity }));
}

export const fromLines = (lines: readonly BulkLine[]): QuoteItem[] =>
  lines.map((line) => ({ sku: line.sku, name: null, quantity: line.quantity }));

/** A quantity typed into a row, kept within the call's bounds (1–1000 pallets). */
export function clampQuantity(text: string): number {
  const value = Math.trunc(Number(text));
  if (!Number.isFinite(value)) return BULK_LINE_LIMITS.minQuantity;
  return Math.min(BULK_LINE_LIMITS.maxQuantity, Math.max(BULK_LINE_LIMITS.minQuantity, value));
}

/** The error key a field of the action carries for item `index` (a refused product reference). */
export const itemErrorField = (index: number): string => `item:${index}`;

/** The item a server field path names (`palletPayload.items.3.variantId` → 3); null for other fields. */
export function itemIndexOf(field: string | undefined): number | null {
  const match = /(?:^|\.)items\.(\d+)(?:\.|$)/.exec(field ?? '');
  return match ? Number(match[1]) : null;
}

/** yyyy-mm-dd of a dd/mm/yyyy date the form holds, for the call. */
export function isoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
