import { historyQueryOf, nextHistoryHref } from './history-paging';

describe('order history paging (accounts.md §7 "GET on a supplied pagination URL")', () => {
  it('carries the pagination URL’s cursor and limit to this page’s address, unchanged', () => {
    expect(nextHistoryHref('/api/order-history?cursor=eyJhIjoxfQ&limit=10')).toBe(
      '/account/order-history?cursor=eyJhIjoxfQ&limit=10',
    );
  });

  it('has no next page on the last page, nor for a URL that is not the history call', () => {
    expect(nextHistoryHref(null)).toBeNull();
    expect(nextHistoryHref('/api/orders?cursor=x')).toBeNull();
    expect(nextHistoryHref('/api/order-history?limit=10')).toBeNull();
  });

  it('asks for the page this address names, and for the newest orders otherwise', () => {
    expect(
      historyQueryOf(new URL('http://shop.test/account/order-history?cursor=abc&limit=5')),
    ).toEqual({ cursor: 'abc', limit: 5 });
    expect(historyQueryOf(new URL('http://shop.test/account/order-history'))).toEqual({
      limit: 10,
    });
    // A hand-edited limit the call would refuse starts again at the newest orders.
    expect(
      historyQueryOf(new URL('http://shop.test/account/order-history?cursor=abc&limit=500')),
    ).toEqual({ limit: 10 });
  });
});
