import type { CartGroupView, CartView } from '@gio/contracts';
import { ApiError } from '@gio/data-access';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cartFixture, variantFixture } from '../../../testing/fixtures';
import { fakeClient, renderApp } from '../../../testing/render-app';
import { renderPage } from '../../../testing/render-page';
import { CartPageView } from './cart-page-view';

const milk = variantFixture({ name: 'Sữa tươi 1L', price: 32000 });
const fish = variantFixture({
  gid: 'v-ca',
  slug: 'ca-hoi',
  name: 'Cá hồi phi lê',
  price: 150000,
  fulfillerType: 4,
  fulfillmentMethodType: 1,
  fulfiller: { ...milk.fulfiller, id: 'f-express', name: 'Giỏ Express' },
});

function group(overrides: Partial<CartGroupView>): CartGroupView {
  return {
    groupIdentifier: '1_1',
    fulfillerType: 1,
    fulfillmentMethodType: 1,
    warehouse: 'wh-hcm',
    variants: [],
    isExpress: false,
    subtotal: 0,
    totalQuantity: 0,
    shippingConfig: [
      {
        id: 's1',
        name: 'Tiêu chuẩn',
        fulfillerId: null,
        fulfillmentMethodType: 1,
        price: 0,
        flatPrice: 15000,
        speedType: 0,
      },
    ],
    orderMinimum: { status: 'met', minimumSpend: null, remaining: 0 },
    freeShipping: { kind: 'threshold', threshold: 300000, reached: false, remaining: 236000 },
    ...overrides,
  };
}

/** Milk ×2 in the standard group (free shipping from 300.000 ₫), fish ×1 in the express group (minimum 200.000 ₫). */
function twoGroupCart(milkQuantity = 2): CartView {
  const cart = cartFixture([
    { variant: milk, quantity: milkQuantity },
    { variant: fish, quantity: 1 },
  ]);
  return {
    ...cart,
    isMultiCart: true,
    groups: [
      group({ variants: [milk.id], subtotal: 32000 * milkQuantity }),
      group({
        groupIdentifier: '4_1',
        fulfillerType: 4,
        isExpress: true,
        variants: [fish.id],
        subtotal: 150000,
        orderMinimum: { status: 'unmet', minimumSpend: 200000, remaining: 50000 },
        freeShipping: { kind: 'none', threshold: null, reached: false, remaining: null },
      }),
    ],
  };
}

const quantityOf = (name: string) =>
  within(screen.getByRole('group', { name: `Số lượng ${name}` })).getByRole('textbox');

describe('cart page (storefront.md §2 /cart, §4 Cart groups and Cart add flow)', () => {
  it('shows each fulfilment group with its order-minimum status and free-shipping progress', () => {
    const { client } = fakeClient(() => Promise.reject(new Error('no call expected')));
    renderPage(<CartPageView />, { url: '/cart', client, cart: twoGroupCart() });
    const standard = screen.getByRole('region', { name: /^Giỏ Nhanh/ });
    const express = screen.getByRole('region', { name: /^Giao nhanh · Giỏ Express/ });
    expect(
      within(standard).getByText('Mua thêm 236.000 ₫ để được miễn phí giao hàng.'),
    ).toBeInTheDocument();
    expect(within(standard).getByRole('link', { name: 'Sữa tươi 1L' })).toBeInTheDocument();
    expect(
      within(express).getByText('Đơn tối thiểu 200.000 ₫: mua thêm 50.000 ₫ để đặt hàng.'),
    ).toBeInTheDocument();
    expect(within(express).getByRole('link', { name: 'Cá hồi phi lê' })).toBeInTheDocument();
    expect(screen.getAllByTestId('cart-line')).toHaveLength(2);
    // One group under its minimum: the checkout is not offered.
    expect(screen.getByRole('button', { name: 'Tiến hành thanh toán' })).toBeDisabled();
  });

  it('changes a quantity optimistically and confirms it with the server', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const { client, calls } = fakeClient(
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    );
    renderPage(<CartPageView />, { url: '/cart', client, cart: twoGroupCart() });
    await userEvent.click(screen.getByRole('button', { name: 'Tăng số lượng Sữa tươi 1L' }));
    // Shown at once, before the server answers.
    expect(quantityOf('Sữa tươi 1L')).toHaveValue('3');
    expect(calls[0]).toMatchObject({
      method: 'PUT',
      url: '/api/carts/change',
      body: { cartVariant: { variantId: milk.id, quantity: 3 } },
    });
    answer({
      data: {
        cart: twoGroupCart(3),
        change: {
          variantId: milk.id,
          previousQuantity: 2,
          quantity: 3,
          operation: 'change',
          infoMessage: 'quantity-increased',
        },
      },
    });
    expect(await screen.findByText('Đã tăng số lượng Sữa tươi 1L lên 3.')).toBeInTheDocument();
    expect(screen.getByText('Mua thêm 204.000 ₫ để được miễn phí giao hàng.')).toBeInTheDocument();
  });

  it('restores the previous quantity and says so when the server refuses the change', async () => {
    const { client } = fakeClient(() =>
      Promise.reject(new ApiError({ status: 500, code: 'INTERNAL', message: 'boom' })),
    );
    renderPage(<CartPageView />, { url: '/cart', client, cart: twoGroupCart() });
    await userEvent.click(screen.getByRole('button', { name: 'Tăng số lượng Sữa tươi 1L' }));
    expect(
      await screen.findByText(
        'Không thể thay đổi số lượng. Giỏ hàng đã được khôi phục, vui lòng thử lại.',
      ),
    ).toBeInTheDocument();
    expect(quantityOf('Sữa tươi 1L')).toHaveValue('2');
  });

  it('removes a line with remove: true and a quantity of 0', async () => {
    const { client, calls } = fakeClient(() =>
      Promise.resolve({
        data: {
          cart: {
            ...twoGroupCart(),
            cartVariants: twoGroupCart().cartVariants.slice(1),
            groups: twoGroupCart().groups.slice(1),
          },
          change: {
            variantId: milk.id,
            previousQuantity: 2,
            quantity: 0,
            operation: 'remove',
            infoMessage: 'removed',
          },
        },
      }),
    );
    renderPage(<CartPageView />, { url: '/cart', client, cart: twoGroupCart() });
    const line = screen.getAllByTestId('cart-line')[0] as HTMLElement;
    await userEvent.click(within(line).getByRole('button', { name: /Xoá khỏi giỏ/ }));
    expect(calls[0]?.body).toMatchObject({
      cartVariant: { variantId: milk.id, quantity: 0, remove: true },
    });
    expect(await screen.findByText('Đã xoá Sữa tươi 1L khỏi giỏ hàng.')).toBeInTheDocument();
    expect(screen.getAllByTestId('cart-line')).toHaveLength(1);
  });

  it('holds a navigation while a quantity change is unanswered, then goes on', async () => {
    let answer: (value: unknown) => void = () => undefined;
    // Only the change waits for the test; the shell's other calls (pop-ups) get nothing.
    const { client } = fakeClient((_method, url) =>
      url === '/api/carts/change'
        ? new Promise((resolve) => {
            answer = resolve;
          })
        : Promise.reject(new Error('not in this test')),
    );
    const { router } = renderApp({ url: '/cart', data: null, client, cart: twoGroupCart() });
    await userEvent.click(screen.getByRole('button', { name: 'Tăng số lượng Sữa tươi 1L' }));
    await userEvent.click(screen.getByRole('link', { name: 'Xem gợi ý cho giỏ hàng' }));
    expect(router.state.location.pathname).toBe('/cart');
    expect(screen.getByRole('button', { name: 'Tiến hành thanh toán' })).toBeDisabled();

    answer({
      data: {
        cart: twoGroupCart(3),
        change: {
          variantId: milk.id,
          previousQuantity: 2,
          quantity: 3,
          operation: 'change',
          infoMessage: 'quantity-increased',
        },
      },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart-recommendations'));
  });

  it('marks samples, counts them against the allowed number and offers the promo variants', () => {
    const sample = variantFixture(
      { gid: 'v-mau', slug: 'mau-thu', name: 'Gói dùng thử cà phê', price: 0 },
      { productType: 1 },
    );
    const offer = variantFixture({ gid: 'v-uu-dai', slug: 'uu-dai', name: 'Bánh quy bơ' });
    const base = twoGroupCart();
    const withSample = cartFixture([{ variant: sample, quantity: 1 }]);
    const cart: CartView = {
      ...base,
      cartVariants: [...base.cartVariants, ...withSample.cartVariants],
      groups: base.groups.map((g, i) =>
        i === 0 ? { ...g, variants: [...g.variants, sample.id] } : g,
      ),
      samples: { count: 1, allowed: 2 },
      offers: { promoVariants: [offer] },
    };
    const { client } = fakeClient(() => Promise.reject(new Error('no call expected')));
    renderPage(<CartPageView />, { url: '/cart', client, cart });
    const sampleLine = screen
      .getAllByTestId('cart-line')
      .find((line) => within(line).queryByRole('link', { name: 'Gói dùng thử cà phê' }));
    expect(within(sampleLine as HTMLElement).getByText('Hàng dùng thử')).toBeInTheDocument();
    expect(screen.getByText('Hàng dùng thử trong giỏ: 1/2.')).toBeInTheDocument();
    const offers = screen.getByRole('region', { name: 'Ưu đãi dành cho bạn' });
    expect(within(offers).getByText('Bánh quy bơ')).toBeInTheDocument();
  });

  it('shows the empty cart with a way back to shopping', () => {
    const { client } = fakeClient(() => Promise.reject(new Error('no call expected')));
    renderPage(<CartPageView />, { url: '/cart', client, cart: cartFixture([]) });
    expect(screen.getByRole('heading', { name: 'Giỏ hàng đang trống' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tiếp tục mua sắm' })).toHaveAttribute('href', '/');
  });

  it('lets the Cart Editor submit the organisation’s cart for approval through checkout (issue #18)', () => {
    const { client } = fakeClient(() => Promise.reject(new Error('no call expected')));
    const cart = cartFixture([{ variant: milk, quantity: 2 }]);
    renderPage(<CartPageView />, {
      url: '/cart',
      client,
      cart: {
        ...cart,
        scope: 'organization',
        organization: { id: 'org-1', name: 'Bếp Nhà Việt' },
        groups: [group({ variants: [milk.id], subtotal: 64000 })],
        permissions: { canEdit: true, canPlaceOrder: false, canSubmitForApproval: true },
      },
    });
    expect(screen.getByText('Bạn soạn giỏ hàng của doanh nghiệp và gửi để chủ doanh nghiệp hoặc quản trị viên duyệt.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gửi duyệt đơn hàng' })).toHaveAttribute('href', '/checkout');
    expect(screen.queryByText('Tài khoản của bạn chỉ được chỉnh sửa giỏ hàng, không được đặt hàng.')).not.toBeInTheDocument();
  });
});
