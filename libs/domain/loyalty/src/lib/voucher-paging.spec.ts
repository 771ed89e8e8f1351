import fc from 'fast-check';
import {
  FIRST_VOUCHER_PAGE,
  canLoadMoreVouchers,
  initialVoucherPaging,
  mergeVoucherPages,
  nextVoucherPage,
  voucherPageFailed,
  voucherPageFailureMessage,
  voucherPageLoaded,
  voucherPageRequested,
} from './voucher-paging';

interface Voucher {
  readonly id: string;
  readonly title: string;
}
const v = (id: string, title = `Voucher ${id}`): Voucher => ({ id, title });
const byId = (voucher: Voucher) => voucher.id;

describe('voucher paging (storefront.md §4: voucher lists load page by page)', () => {
  it('numbers pages from 1', () => {
    expect(FIRST_VOUCHER_PAGE).toBe(1);
    expect(nextVoucherPage(0)).toBe(1);
    expect(nextVoucherPage(1)).toBe(2);
    expect(nextVoucherPage(7)).toBe(8);
  });

  it('treats a nonsense page count as none loaded', () => {
    expect(nextVoucherPage(-3)).toBe(1);
    expect(nextVoucherPage(2.7)).toBe(3);
  });

  it('appends a page without duplicates, keeping the first occurrence', () => {
    const merged = mergeVoucherPages([v('a'), v('b')], [v('b', 'again'), v('c'), v('c')]);
    expect(merged).toEqual([v('a'), v('b'), v('c')]);
  });

  it('merges with a custom key', () => {
    const merged = mergeVoucherPages([{ code: 'X' }], [{ code: 'X' }, { code: 'Y' }], (voucher) => voucher.code);
    expect(merged).toEqual([{ code: 'X' }, { code: 'Y' }]);
  });

  it('property: merge keeps the existing list first, adds only new ids, and never duplicates', () => {
    const ids = fc.uniqueArray(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g'));
    fc.assert(
      fc.property(ids, fc.array(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g', 'h')), (current, incoming) => {
        const merged = mergeVoucherPages(current.map((id) => v(id)), incoming.map((id) => v(id)));
        const mergedIds = merged.map(byId);
        expect(new Set(mergedIds).size).toBe(mergedIds.length);
        expect(mergedIds.slice(0, current.length)).toEqual(current);
        expect(new Set(mergedIds)).toEqual(new Set([...current, ...incoming]));
        expect(mergeVoucherPages(merged, incoming.map((id) => v(id)))).toEqual(merged);
      }),
    );
  });
});

describe('voucher paging failures (storefront.md §8)', () => {
  it('uses the spec messages for each list', () => {
    expect(voucherPageFailureMessage('redeemable')).toBe('Failed to load more redeemable vouchers');
    expect(voucherPageFailureMessage('redeemed')).toBe('Failed to load more redeemed vouchers');
  });

  it('keeps the vouchers shown and reports the failure of a page', () => {
    const loaded = voucherPageLoaded(voucherPageRequested(initialVoucherPaging<Voucher>('redeemed')), 1, [v('a')], byId);
    const failed = voucherPageFailed(voucherPageRequested(loaded));
    expect(failed.vouchers).toEqual([v('a')]);
    expect(failed.loading).toBe(false);
    expect(failed.error).toBe('Failed to load more redeemed vouchers');
    expect(voucherPageRequested(failed).error).toBeNull();
  });
});

describe('voucher paging state', () => {
  it('loads page after page until a page brings nothing new', () => {
    let paging = initialVoucherPaging<Voucher>('redeemable');
    expect(canLoadMoreVouchers(paging)).toBe(true);
    paging = voucherPageRequested(paging);
    expect(canLoadMoreVouchers(paging)).toBe(false);
    paging = voucherPageLoaded(paging, nextVoucherPage(paging.loadedPages), [v('a'), v('b')], byId);
    expect(paging).toMatchObject({ loadedPages: 1, hasMore: true, loading: false });
    paging = voucherPageLoaded(voucherPageRequested(paging), nextVoucherPage(paging.loadedPages), [v('b')], byId);
    expect(paging).toMatchObject({ loadedPages: 2, hasMore: false });
    expect(paging.vouchers.map(byId)).toEqual(['a', 'b']);
    expect(canLoadMoreVouchers(paging)).toBe(false);
  });

  it('follows the server when it says whether more pages exist', () => {
    const paging = voucherPageLoaded(initialVoucherPaging<Voucher>('redeemable'), 1, [v('a')], byId, false);
    expect(paging.hasMore).toBe(false);
    expect(voucherPageLoaded(initialVoucherPaging<Voucher>('redeemable'), 1, [], byId, true).hasMore).toBe(true);
  });
});
