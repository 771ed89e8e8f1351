import { act, screen, waitFor, within } from '@testing-library/react';
import { productPageFixture, variantFixture } from '../../testing/fixtures';
import { fakeClient, renderApp } from '../../testing/render-app';
import { RECENTLY_VIEWED_KEY } from '../../features/product-list/lib/recently-viewed';

const URL = '/product/v-sua-tuoi/sua-tuoi-tiet-trung-1l';
const ples = (...variants: ReturnType<typeof variantFixture>[]) => ({
  data: {
    productListEntities: variants.map((variant) => ({ type: 'VARIANT', id: variant.id, variant })),
  },
});

const yogurt = variantFixture({ gid: 'v-sua-chua', slug: 'sua-chua', name: 'Sữa chua có đường' });
const cereal = variantFixture({ gid: 'v-ngu-coc', slug: 'ngu-coc', name: 'Ngũ cốc yến mạch' });
const butter = variantFixture({ gid: 'v-bo', slug: 'bo-lat', name: 'Bơ lạt 200g' });
const milk500 = variantFixture({ gid: 'v-sua-500', slug: 'sua-500', name: 'Sữa tươi 500ml' });

beforeEach(() => window.localStorage.clear());

describe('product page lists (storefront.md §2 product page, accounts.md §7 product data)', () => {
  it('shows the other variants of the product, its complements, related variants and recently viewed', async () => {
    window.localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(['v-bo', 'v-sua-tuoi']));
    const { client, calls } = fakeClient((_method, url) => {
      if (url === '/api/variant/complement/v-sua-tuoi')
        return Promise.resolve({ data: { variants: [cereal] } });
      if (url.startsWith('/api/product/v-sua-tuoi/softCategoryType/PDP_MODULE_RELATED_VARIANTS'))
        return Promise.resolve(ples(yogurt));
      if (url.startsWith('/api/products/recently-viewed/data'))
        return Promise.resolve(ples(butter));
      return Promise.reject(new Error(`unexpected ${url}`));
    });
    renderApp({ url: URL, data: { ...productPageFixture(), siblings: [milk500] }, client });

    const options = screen.getByRole('region', { name: 'Lựa chọn khác' });
    expect(within(options).getByText('Sữa tươi 500ml')).toBeInTheDocument();
    expect(
      within(
        await screen.findByRole('region', { name: 'Thường mua kèm' }, { timeout: 3000 }),
      ).getByText('Ngũ cốc yến mạch'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Sản phẩm liên quan' })).getByText(
        'Sữa chua có đường',
      ),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Sản phẩm đã xem gần đây' })).getByText(
        'Bơ lạt 200g',
      ),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.url.includes('PDP_MODULE_RELATED_VARIANTS'))?.url).toContain(
      'limit=6',
    );
    // The page itself is not "recently viewed" on its own page, and moves to the front of the list.
    expect(calls.find((call) => call.url.startsWith('/api/products/recently-viewed'))?.url).toBe(
      '/api/products/recently-viewed/data?variantIds=v-bo',
    );
    expect(JSON.parse(window.localStorage.getItem(RECENTLY_VIEWED_KEY) ?? '[]')).toEqual([
      'v-sua-tuoi',
      'v-bo',
    ]);
  });

  it('failed complement and related calls show nothing, and nothing viewed before asks nothing', async () => {
    const { client, calls } = fakeClient(() => Promise.reject(new Error('offline')));
    renderApp({ url: URL, data: productPageFixture(), client });

    expect(
      screen.getByRole('heading', { level: 1, name: 'Sữa tươi tiệt trùng Đà Lạt 1L' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Mô tả sản phẩm' })).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.map((call) => call.url)).toEqual(
        expect.arrayContaining([
          '/api/variant/complement/v-sua-tuoi',
          expect.stringContaining('PDP_MODULE_RELATED_VARIANTS'),
        ]),
      ),
    );
    // Let the failed reads settle before looking for what they would have shown.
    await act(() => Promise.resolve());
    expect(calls.some((call) => call.url.startsWith('/api/products/recently-viewed'))).toBe(false);
    expect(screen.queryByRole('region', { name: 'Thường mua kèm' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Sản phẩm liên quan' })).not.toBeInTheDocument();
    expect(screen.getByText('Sữa bò tươi 100%')).toBeInTheDocument();
  });
});
