import {
  chooseMaintenance,
  RENDER_ERROR_MESSAGE,
  resolvePageData,
  shouldFetchPageData,
  shouldResetRenderError,
  shouldRestoreScroll,
} from './routing';

describe('shouldFetchPageData (storefront.md §4 Routing)', () => {
  const prev = { pathname: '/cart', search: '' };

  it('fetches on a new path or a new query', () => {
    expect(shouldFetchPageData(prev, { pathname: '/checkout', search: '' }, 'PUSH')).toBe(true);
    expect(shouldFetchPageData(prev, { pathname: '/cart', search: '?page=2' }, 'PUSH')).toBe(true);
    expect(shouldFetchPageData(prev, { pathname: '/checkout' }, 'POP')).toBe(true);
    expect(shouldFetchPageData(null, { pathname: '/cart' }, 'PUSH')).toBe(true);
  });

  it('does not fetch for the same location or an empty query written two ways', () => {
    expect(shouldFetchPageData(prev, { pathname: '/cart', search: '' }, 'PUSH')).toBe(false);
    expect(shouldFetchPageData(prev, { pathname: '/cart', search: '?' }, 'PUSH')).toBe(false);
    expect(
      shouldFetchPageData(
        { pathname: '/a', search: 'x=1' },
        { pathname: '/a', search: '?x=1' },
        'PUSH',
      ),
    ).toBe(false);
  });

  it('never fetches on a replace-type navigation', () => {
    expect(shouldFetchPageData(prev, { pathname: '/checkout', search: '?a=1' }, 'REPLACE')).toBe(
      false,
    );
  });

  it('restores the scroll position only on back navigation', () => {
    expect(shouldRestoreScroll('POP')).toBe(true);
    expect(shouldRestoreScroll('PUSH')).toBe(false);
    expect(shouldRestoreScroll('REPLACE')).toBe(false);
  });
});

describe('resolvePageData (storefront.md §7 Page data, §8 SPA Error)', () => {
  it('returns the data', () => {
    expect(resolvePageData('/cart', { ok: true, body: { data: { id: 1 } } })).toEqual({
      kind: 'data',
      data: { id: 1 },
    });
  });

  it('follows an app redirect in the app and any other by a full-page load', () => {
    expect(resolvePageData('/old', { ok: true, body: { redirect: '/new?x=1' } })).toEqual({
      kind: 'navigate',
      to: '/new?x=1',
    });
    expect(
      resolvePageData('/old', { ok: true, body: { redirect: 'https://pay.example/x' } }),
    ).toEqual({
      kind: 'full-page-load',
      url: 'https://pay.example/x',
    });
    expect(resolvePageData('/old', { ok: true, body: { redirect: '//evil.example' } })).toEqual({
      kind: 'full-page-load',
      url: '//evil.example',
    });
  });

  it("loads the account app's pages as documents: the storefront's router does not own them", () => {
    for (const redirect of [
      '/account/order-history',
      '/account',
      '/forgot-password',
      '/bulk-purchase',
    ]) {
      expect(resolvePageData('/old', { ok: true, body: { redirect } })).toEqual({
        kind: 'full-page-load',
        url: redirect,
      });
    }
    expect(resolvePageData('/old', { ok: true, body: { redirect: '/\\evil.example' } })).toEqual({
      kind: 'full-page-load',
      url: '/\\evil.example',
    });
  });

  it('falls back to a full-page load with SPA Error on failure or missing data', () => {
    const spa = { kind: 'full-page-load', url: '/cart', message: 'SPA Error' };
    expect(resolvePageData('/cart', { ok: false })).toEqual(spa);
    expect(resolvePageData('/cart', { ok: true, body: null })).toEqual(spa);
    expect(resolvePageData('/cart', { ok: true, body: { data: null } })).toEqual(spa);
    expect(resolvePageData('/cart', { ok: true, body: {} })).toEqual(spa);
  });
});

describe('maintenance and render errors (storefront.md §2, §8)', () => {
  it('maintenance mode replaces everything, a render error shows its screen', () => {
    expect(chooseMaintenance({ maintenanceMode: true, hasRenderError: true })).toBe('maintenance');
    expect(chooseMaintenance({ maintenanceMode: false, hasRenderError: true })).toBe(
      'render-error',
    );
    expect(chooseMaintenance({ maintenanceMode: false, hasRenderError: false })).toBe('app');
    expect(RENDER_ERROR_MESSAGE).toBe('TEMPORARILY UNAVAILABLE');
  });

  it('resets the error boundary when the canonical url changes', () => {
    expect(shouldResetRenderError('https://gio.vn/cart', 'https://gio.vn/checkout')).toBe(true);
    expect(shouldResetRenderError('https://gio.vn/cart', 'https://gio.vn/cart')).toBe(false);
    expect(shouldResetRenderError(null, undefined)).toBe(false);
    expect(shouldResetRenderError(null, '/cart')).toBe(true);
  });
});
