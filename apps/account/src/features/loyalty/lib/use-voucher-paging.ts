import {
  canLoadMoreVouchers,
  initialVoucherPaging,
  nextVoucherPage,
  voucherPageFailed,
  voucherPageLoaded,
  voucherPageRequested,
  type VoucherListKind,
  type VoucherPaging,
} from '@gio/domain-loyalty';
import { useCallback, useRef, useState } from 'react';

/** One page of a voucher list as the gateway answers it. */
export interface VoucherPageAnswer<V> {
  readonly vouchers: readonly V[];
  readonly page: number;
  readonly hasMore: boolean;
}

const byId = (voucher: { readonly id: string }) => voucher.id;

function fromFirstPage<V extends { readonly id: string }>(kind: VoucherListKind, first: VoucherPageAnswer<V>): VoucherPaging<V> {
  return voucherPageLoaded(initialVoucherPaging<V>(kind), first.page, first.vouchers, byId, first.hasMore);
}

/**
 * A voucher list that loads page by page (storefront.md §4, domain-loyalty's paging rules): the
 * loader's first page, then "show more" asks for the next one. A failed page keeps what is shown
 * and carries the list's failure message. When the page's loaders run again (after a redemption)
 * the list starts over from their new first page.
 */
export function useVoucherPaging<V extends { readonly id: string }>(
  kind: VoucherListKind,
  first: VoucherPageAnswer<V>,
  loadPage: (n: number) => Promise<VoucherPageAnswer<V>>,
): { paging: VoucherPaging<V>; loadMore: () => Promise<number | null> } {
  const [source, setSource] = useState(first);
  const [paging, setPaging] = useState(() => fromFirstPage(kind, first));
  const running = useRef(false);
  let current = paging;
  if (source !== first) {
    // Adjusting state while rendering (React's pattern for state derived from a changed prop).
    current = fromFirstPage(kind, first);
    setSource(first);
    setPaging(current);
  }
  const latest = useRef(current);
  latest.current = current;

  /** Loads the next page; answers how many vouchers were shown before it (where the new ones start), or null. */
  const loadMore = useCallback(async () => {
    const before = latest.current;
    if (running.current || !canLoadMoreVouchers(before)) return null;
    running.current = true;
    const n = nextVoucherPage(before.loadedPages);
    setPaging((state) => voucherPageRequested(state));
    try {
      const page = await loadPage(n);
      setPaging((state) => voucherPageLoaded(state, n, page.vouchers, byId, page.hasMore));
      return before.vouchers.length;
    } catch {
      setPaging((state) => voucherPageFailed(state));
      return null;
    } finally {
      running.current = false;
    }
  }, [loadPage]);

  return { paging: current, loadMore };
}
