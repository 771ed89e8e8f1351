import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PageData } from '../lib/page-data';
import { categoryPageFixture, homeFixture, productPageFixture } from '../testing/fixtures';
import { fakeClient, renderApp } from '../testing/render-app';

describe('storefront shell (storefront.md §2, §4)', () => {
  it('menu and cart panels are mutually exclusive; Escape closes and returns focus', async () => {
    renderApp({ url: '/', data: homeFixture() });
    const menu = screen.getByRole('button', { name: 'Danh mục' });
    const cart = screen.getByRole('button', { name: /^Giỏ hàng/ });
    await userEvent.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(cart);
    expect(cart).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Escape}');
    expect(cart).toHaveAttribute('aria-expanded', 'false');
    expect(cart).toHaveFocus();
  });

  it('the search bar searches only a long enough, sanitised term', async () => {
    const { client, calls } = fakeClient(() => Promise.resolve({}));
    const { router } = renderApp({ url: '/', data: homeFixture(), client });
    const box = screen.getByRole('combobox', { name: 'Tìm kiếm sản phẩm' });
    await userEvent.type(box, 'ab{Enter}');
    expect(screen.getByText('Nhập ít nhất 3 ký tự để tìm kiếm.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    await userEvent.clear(box);
    await userEvent.type(box, '  sữa <tươi>  {Enter}');
    expect(router.state.location.pathname).toBe(
      `/products/search/${encodeURIComponent('sữa tươi')}`,
    );
    expect(calls[0]?.url).toBe(`/products/search/${encodeURIComponent('sữa tươi')}`);
  });

  it('a render error shows TEMPORARILY UNAVAILABLE until the canonical url changes', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const good = categoryPageFixture();
      // A payload the page cannot render (the shell can): products missing.
      const broken = {
        ...good,
        payload: { ...good.payload, products: null },
      } as unknown as PageData;
      const { client } = fakeClient(() => Promise.resolve({ data: productPageFixture() }));
      const { router } = renderApp({ url: '/products/do-uong/c-sua/sua', data: broken, client });
      expect(screen.getByRole('heading', { name: 'TẠM THỜI KHÔNG KHẢ DỤNG' })).toBeInTheDocument();
      expect(consoleError).toHaveBeenCalledWith(
        'Render error',
        expect.objectContaining({ url: '/products/do-uong/c-sua/sua' }),
      );
      await act(() => router.navigate('/product/v-sua-tuoi/sua-tuoi-tiet-trung-1l'));
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Sữa tươi tiệt trùng Đà Lạt 1L' }),
      ).toBeInTheDocument();
    } finally {
      consoleError.mockRestore();
    }
  });
});
