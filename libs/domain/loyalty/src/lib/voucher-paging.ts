import { ClientMessage } from '@gio/domain-enums';

/** The two voucher lists that load page by page (storefront.md §4, §7). */
export const VoucherListKind = { REDEEMABLE: 'redeemable', REDEEMED: 'redeemed' } as const;
export type VoucherListKind = (typeof VoucherListKind)[keyof typeof VoucherListKind];

/** Voucher pages are numbered from 1 (GET /api/waon/redeemable-vouchers/page/{n}). */
export const FIRST_VOUCHER_PAGE = 1;

/** storefront.md §8 voucher paging failure messages, from ClientMessage. */
export const VOUCHER_PAGE_FAILURE_MESSAGE: Readonly<Record<VoucherListKind, string>> = {
  redeemable: ClientMessage.FAILED_MORE_REDEEMABLE,
  redeemed: ClientMessage.FAILED_MORE_REDEEMED,
};

/** storefront.md §8: 'Failed to load more redeemable vouchers' / 'Failed to load more redeemed vouchers'. */
export function voucherPageFailureMessage(kind: VoucherListKind): string {
  return VOUCHER_PAGE_FAILURE_MESSAGE[kind];
}

/** storefront.md §4 "Voucher lists load page by page": the page after `loadedPages` pages (0 → page 1). */
export function nextVoucherPage(loadedPages: number): number {
  return Math.max(0, Math.floor(loadedPages)) + FIRST_VOUCHER_PAGE;
}

type VoucherKey = string | number;

/**
 * storefront.md §4: append a loaded page to the list without duplicates. Order is kept and the
 * first occurrence of a voucher wins (a voucher that shifted onto the next page stays where it
 * was first shown). Vouchers are keyed by `id` unless `keyOf` says otherwise.
 */
export function mergeVoucherPages<V extends { readonly id: VoucherKey }>(current: readonly V[], incoming: readonly V[]): V[];
export function mergeVoucherPages<V>(current: readonly V[], incoming: readonly V[], keyOf: (voucher: V) => VoucherKey): V[];
export function mergeVoucherPages<V>(
  current: readonly V[],
  incoming: readonly V[],
  keyOf: (voucher: V) => VoucherKey = (voucher) => (voucher as { readonly id: VoucherKey }).id,
): V[] {
  const seen = new Set<VoucherKey>();
  const merged: V[] = [];
  for (const voucher of [...current, ...incoming]) {
    const key = keyOf(voucher);
    if (seen.has(key)) continue;
    seen.add(key);
    merged.push(voucher);
  }
  return merged;
}

/** One voucher list's paging state. */
export interface VoucherPaging<V> {
  readonly kind: VoucherListKind;
  readonly vouchers: readonly V[];
  readonly loadedPages: number;
  readonly hasMore: boolean;
  readonly loading: boolean;
  /** The failure message of the last page load, or null. */
  readonly error: string | null;
}

/** storefront.md §4: a voucher list before its first page. */
export function initialVoucherPaging<V>(kind: VoucherListKind): VoucherPaging<V> {
  return { kind, vouchers: [], loadedPages: 0, hasMore: true, loading: false, error: null };
}

/** storefront.md §4: a page load may start only when none is running and more pages may exist. */
export function canLoadMoreVouchers<V>(paging: VoucherPaging<V>): boolean {
  return paging.hasMore && !paging.loading;
}

/** storefront.md §4: mark a page load as running and clear the last failure. */
export function voucherPageRequested<V>(paging: VoucherPaging<V>): VoucherPaging<V> {
  return { ...paging, loading: true, error: null };
}

/**
 * storefront.md §4: merge page `page` into the list. More pages are expected when the server
 * says so (`hasMore`), otherwise while a page still brings new vouchers.
 */
export function voucherPageLoaded<V>(
  paging: VoucherPaging<V>,
  page: number,
  vouchers: readonly V[],
  keyOf: (voucher: V) => VoucherKey,
  hasMore?: boolean,
): VoucherPaging<V> {
  const merged = mergeVoucherPages(paging.vouchers, vouchers, keyOf);
  return {
    ...paging,
    vouchers: merged,
    loadedPages: Math.max(paging.loadedPages, page),
    hasMore: hasMore ?? merged.length > paging.vouchers.length,
    loading: false,
    error: null,
  };
}

/** storefront.md §8: a failed page keeps the vouchers shown and carries the list's failure message. */
export function voucherPageFailed<V>(paging: VoucherPaging<V>): VoucherPaging<V> {
  return { ...paging, loading: false, error: voucherPageFailureMessage(paging.kind) };
}
