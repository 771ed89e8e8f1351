import { PageDataError } from '@gio/data-access';
import { act, screen } from '@testing-library/react';
import { categoryPageFixture, homeFixture, productPageFixture } from '../testing/fixtures';
import { fakeClient, renderApp } from '../testing/render-app';

const productUrl = '/product/v-sua-tuoi/sua-tuoi-tiet-trung-1l';

/** Page-data fetches only: the product page also reads its related lists from /api after showing. */
const pageFetches = <C extends { url: string }>(calls: C[]) =>
  calls.filter((call) => !call.url.startsWith('/api/'));

describe('SPA navigation decisions (storefront.md §4 "Routing", §7, §8)', () => {
  it('a navigation to a new path fetches its page data with the isFromSPA header', async () => {
    const { client, calls } = fakeClient(() => Promise.resolve({ data: productPageFixture() }));
    const { router } = renderApp({ url: '/', data: homeFixture(), client });
    await act(() => router.navigate(productUrl));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sữa tươi tiệt trùng Đà Lạt 1L' }),
    ).toBeInTheDocument();
    expect(pageFetches(calls)).toEqual([
      { method: 'GET', url: productUrl, body: undefined, headers: { isFromSPA: 'true' } },
    ]);
  });

  it('follows a redirect in the page payload inside the app', async () => {
    const { client, calls } = fakeClient((_m, url) =>
      Promise.resolve(
        url === '/product/v-sua-tuoi/old-slug'
          ? { redirect: productUrl }
          : { data: productPageFixture() },
      ),
    );
    const { router } = renderApp({ url: '/', data: homeFixture(), client });
    await act(() => router.navigate('/product/v-sua-tuoi/old-slug'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sữa tươi tiệt trùng Đà Lạt 1L' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(productUrl);
    expect(pageFetches(calls).map((c) => c.url)).toEqual([
      '/product/v-sua-tuoi/old-slug',
      productUrl,
    ]);
  });

  it('a failed page fetch logs SPA Error and loads the url as a full page', async () => {
    const { client } = fakeClient((_m, url) =>
      Promise.reject(new PageDataError(url, new Error('502'))),
    );
    const { router, environment } = renderApp({ url: '/', data: homeFixture(), client });
    await act(() => router.navigate(productUrl));
    await act(() => Promise.resolve());
    expect(environment.logError).toHaveBeenCalledWith('SPA Error', { url: productUrl });
    expect(environment.fullPageLoad).toHaveBeenCalledWith(productUrl);
  });

  it('an answer without data is an SPA Error too', async () => {
    const { client } = fakeClient(() => Promise.resolve({}));
    const { router, environment } = renderApp({ url: '/', data: homeFixture(), client });
    await act(() => router.navigate(productUrl));
    await act(() => Promise.resolve());
    expect(environment.logError).toHaveBeenCalledWith('SPA Error', { url: productUrl });
    expect(environment.fullPageLoad).toHaveBeenCalledWith(productUrl);
  });

  it('a replace-type navigation fetches nothing', async () => {
    const { client, calls } = fakeClient(() => Promise.resolve({ data: categoryPageFixture() }));
    const { router } = renderApp({
      url: '/products/do-uong/c-sua/sua',
      data: categoryPageFixture(),
      client,
    });
    await act(() => router.navigate('/products/do-uong/c-sua/sua?utm=x', { replace: true }));
    expect(calls).toEqual([]);
    expect(screen.getByRole('heading', { level: 1, name: 'Sữa các loại' })).toBeInTheDocument();
  });

  it('back navigation shows the previous page at once from its history entry', async () => {
    const { client, calls } = fakeClient((_m, url) =>
      Promise.resolve({ data: url === '/' ? homeFixture() : productPageFixture() }),
    );
    const { router } = renderApp({ url: '/', data: homeFixture(), client });
    await act(() => router.navigate(productUrl));
    await screen.findByRole('heading', { level: 1, name: 'Sữa tươi tiệt trùng Đà Lạt 1L' });
    await act(() => router.navigate(-1));
    // The home page is there in the same render as the location change (scroll can be restored).
    expect(
      screen.getByRole('heading', { level: 1, name: 'Đi chợ online giá tốt mỗi ngày' }),
    ).toBeInTheDocument();
    expect(pageFetches(calls).map((c) => c.url)).toEqual([productUrl, '/']);
  });

  it('pages without page data fetch nothing', async () => {
    const { client, calls } = fakeClient(() => Promise.resolve({}));
    const { router } = renderApp({ url: '/', data: homeFixture(), client });
    await act(() => router.navigate('/version'));
    expect(calls).toEqual([]);
  });
});

describe('a first load without inlined data', () => {
  it('fetches the page data of the first location', async () => {
    const { client, calls } = fakeClient(() => Promise.resolve({ data: productPageFixture() }));
    renderApp({ url: productUrl, data: null, client });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sữa tươi tiệt trùng Đà Lạt 1L' }),
    ).toBeInTheDocument();
    expect(pageFetches(calls).map((c) => c.url)).toEqual([productUrl]);
  });
});

describe('the document head after a client navigation', () => {
  it('takes the new page title, description, canonical link and JSON-LD', async () => {
    const { client } = fakeClient(() => Promise.resolve({ data: productPageFixture() }));
    const { router } = renderApp({ url: '/', data: homeFixture(), client });
    await act(() => router.navigate(productUrl));
    await screen.findByRole('heading', { level: 1, name: 'Sữa tươi tiệt trùng Đà Lạt 1L' });
    expect(document.title).toBe(productPageFixture().seo.title);
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `http://localhost${productUrl}`,
    );
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      productPageFixture().seo.description,
    );
    const jsonLd =
      document.head.querySelector('script[type="application/ld+json"]')?.textContent ?? '';
    expect(JSON.parse(jsonLd)).toMatchObject({
      '@type': 'Product',
      aggregateRating: { ratingValue: '4.7' },
    });
  });
});
