import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_SITE_CONFIG } from '@gio/shell';
import {
  bannerFixture,
  categoryPageFixture,
  homeFixture,
  notFoundFixture,
  payloadFixture,
  productPageFixture,
  searchPageFixture,
  variantFixture,
} from '../testing/fixtures';
import { fakeClient, renderApp } from '../testing/render-app';

describe('routes rendered from page data', () => {
  it('home: banner slider and product sliders of the modules', () => {
    renderApp({ url: '/', data: homeFixture() });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Đi chợ online giá tốt mỗi ngày' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText(bannerFixture().text).length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: 'Bán chạy tuần này' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Sữa tươi tiệt trùng 1L/ })).toHaveAttribute(
      'href',
      '/product/v-sua-tuoi/sua-tuoi-tiet-trung-1l',
    );
  });

  it('category: title, tree with the "All" entry, breadcrumbs, products and long description', () => {
    renderApp({ url: '/products/do-uong/c-sua/sua', data: categoryPageFixture() });
    expect(screen.getByRole('heading', { level: 1, name: 'Sữa các loại' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tất cả Sữa các loại' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sữa tươi' })).toHaveAttribute(
      'href',
      '/products/do-uong/c-sua-tuoi/sua-tuoi',
    );
    const crumbs = screen.getByRole('navigation', { name: 'Đường dẫn' });
    expect(within(crumbs).getByRole('link', { name: 'Đồ uống' })).toBeInTheDocument();
    expect(screen.getByText('Sữa chua có đường')).toBeInTheDocument();
    expect(screen.getByText('Sữa tươi, sữa chua và sữa hạt.')).toBeInTheDocument();
  });

  it('category: limited-products mode hides the category tree', () => {
    renderApp({
      url: '/products/do-uong/c-sua/sua',
      data: categoryPageFixture(),
      site: { limitedProductsMode: true },
    });
    expect(screen.queryByRole('link', { name: 'Tất cả Sữa các loại' })).not.toBeInTheDocument();
  });

  it('category: the brand filter puts the chosen brands in the brands parameter', async () => {
    const data = categoryPageFixture({
      brandTexts: {
        list: [{ id: 'b1', gid: 'b-vinamilk', slug: 'vinamilk', name: 'Vinamilk', count: 4 }],
        selectedList: [],
      },
    });
    const { client, calls } = fakeClient(() => Promise.resolve({ data }));
    const { router } = renderApp({ url: '/products/do-uong/c-sua/sua', data, client });
    await userEvent.click(screen.getByRole('checkbox', { name: /Vinamilk/ }));
    expect(router.state.location.search).toBe('?brands=b-vinamilk');
    expect(calls[0]?.url).toBe('/products/do-uong/c-sua/sua?brands=b-vinamilk');
  });

  it('category: "load more" appends the next page and moves to its :pages/:range url without another fetch', async () => {
    const first = categoryPageFixture({
      pagination: {
        paginationApiUrl: '/products/do-uong/c-sua/sua/2/2',
        hasNextCategory: true,
        page: 1,
        range: 2,
        totalCount: 3,
      },
    });
    const second = categoryPageFixture({
      products: [
        {
          type: 'VARIANT',
          id: 'id-v-sua-hat',
          variant: variantFixture({ id: 'id-v-sua-hat', gid: 'v-sua-hat', name: 'Sữa hạt óc chó' }),
        },
      ],
      pagination: {
        paginationApiUrl: null,
        hasNextCategory: false,
        page: 2,
        range: 2,
        totalCount: 3,
      },
    });
    const { client, calls } = fakeClient(() => Promise.resolve({ data: second }));
    const { router } = renderApp({ url: '/products/do-uong/c-sua/sua', data: first, client });
    await userEvent.click(screen.getByRole('button', { name: 'Xem thêm sản phẩm' }));
    expect(await screen.findByText('Sữa hạt óc chó')).toBeInTheDocument();
    expect(screen.getByText('Sữa chua có đường')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/products/do-uong/c-sua/sua/2/2');
    expect(calls.map((c) => c.url)).toEqual(['/products/do-uong/c-sua/sua/2/2']);
    expect(screen.queryByRole('button', { name: 'Xem thêm sản phẩm' })).not.toBeInTheDocument();
  });

  it('product: title, price, stock and no breadcrumbs', () => {
    renderApp({ url: '/product/v-sua-tuoi/sua-tuoi-tiet-trung-1l', data: productPageFixture() });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Sữa tươi tiệt trùng Đà Lạt 1L' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText(/32\.000/).length).toBeGreaterThan(0);
    expect(screen.getByText('Còn hàng')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Đường dẫn' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Thêm vào giỏ' })).toBeInTheDocument();
  });

  it('product: an out-of-stock variant offers "notify me" instead of adding', () => {
    renderApp({
      url: '/product/v-sua-tuoi/sua-tuoi-tiet-trung-1l',
      data: productPageFixture(variantFixture({ state: 2, availableCount: 0 })),
    });
    expect(screen.getByText('Hết hàng')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Báo khi có hàng' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Thêm vào giỏ' })).not.toBeInTheDocument();
  });

  it('search: results with at most 3 brand matches', () => {
    const brands = ['a', 'b', 'c', 'd'].map((x) => ({
      id: x,
      gid: `b-${x}`,
      slug: x,
      name: `Hãng ${x}`,
      count: 1,
    }));
    renderApp({
      url: '/products/search/s%E1%BB%AFa',
      data: searchPageFixture(
        'sữa',
        payloadFixture([variantFixture()], { brandTexts: { list: brands, selectedList: [] } }),
      ),
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Kết quả tìm kiếm cho “sữa”' }),
    ).toBeInTheDocument();
    const matches = screen.getByRole('heading', { name: 'Thương hiệu phù hợp' })
      .parentElement as HTMLElement;
    expect(within(matches).getAllByRole('link')).toHaveLength(3);
  });

  it('search: no results shows suggestions from the top searches', () => {
    renderApp({
      url: '/products/search/xyzabc',
      data: searchPageFixture('xyzabc', payloadFixture([])),
    });
    expect(screen.getByRole('link', { name: 'gạo ST25' })).toHaveAttribute(
      'href',
      '/products/search/g%E1%BA%A1o%20ST25',
    );
  });

  it('search: a term too short to search explains the minimum', () => {
    renderApp({ url: '/products/search/ab', data: searchPageFixture('ab', null) });
    expect(screen.getAllByText('Nhập ít nhất 3 ký tự để tìm kiếm.').length).toBeGreaterThan(0);
  });

  it('empty search page offers the top searches', () => {
    renderApp({ url: '/products/search', data: searchPageFixture('', null) });
    expect(screen.getByRole('heading', { name: 'Tìm kiếm phổ biến' })).toBeInTheDocument();
  });

  it('not-found page data and unknown paths show the not-found page', () => {
    renderApp({ url: '/khong-co', data: notFoundFixture('/khong-co') });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Không tìm thấy trang' }),
    ).toBeInTheDocument();
  });

  it('/version shows the running version without page data', () => {
    renderApp({ url: '/version', data: null, site: { version: '1.2.3' } });
    expect(screen.getByTestId('app-version')).toHaveTextContent('1.2.3');
  });

  it('maintenance mode replaces the whole app', () => {
    renderApp({ url: '/', data: homeFixture(), site: { maintenanceMode: true } });
    expect(screen.getByRole('heading', { level: 1, name: 'Giỏ đang bảo trì' })).toBeInTheDocument();
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
  });

  it('the footer is hidden on mobile-support', () => {
    renderApp({ url: '/mobile-support', data: null });
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('the site banner shows the guest free-shipping text', () => {
    renderApp({
      url: '/',
      data: homeFixture(),
      site: {
        freeShippingMessages: {
          ...DEFAULT_SITE_CONFIG.freeShippingMessages,
          guest: 'Đăng nhập để được miễn phí giao hàng',
          customer: 'Miễn phí giao',
        },
      },
    });
    expect(screen.getByText('Đăng nhập để được miễn phí giao hàng')).toBeInTheDocument();
  });
});
