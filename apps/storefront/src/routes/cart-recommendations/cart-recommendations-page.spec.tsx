import { screen, within } from '@testing-library/react';
import { cartFixture, variantFixture } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';

describe('/cart-recommendations (storefront.md §2, §3 offers.promoVariants)', () => {
  it("lists the cart's recommended variants, each with its add button", () => {
    const offer = variantFixture({ gid: 'v-uu-dai', slug: 'uu-dai', name: 'Bánh quy bơ' });
    const cart = { ...cartFixture([]), offers: { promoVariants: [offer] } };
    renderApp({ url: '/cart-recommendations', data: null, cart });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Gợi ý cho giỏ hàng của bạn' }),
    ).toBeInTheDocument();
    const page = screen.getByRole('main');
    expect(within(page).getByText('Bánh quy bơ')).toBeInTheDocument();
    expect(within(page).getAllByRole('button', { name: 'Thêm vào giỏ' })).toHaveLength(1);
  });

  it('says when there is nothing to recommend and leads back to the cart', () => {
    renderApp({ url: '/cart-recommendations', data: null, cart: cartFixture([]) });
    expect(screen.getByText('Chưa có gợi ý nào cho giỏ hàng này.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Quay lại giỏ hàng' })).toHaveAttribute(
      'href',
      '/cart',
    );
  });
});
