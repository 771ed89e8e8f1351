import type { VariantView } from '@gio/contracts';
import { ApiError } from '@gio/data-access';
import type { SessionState } from '@gio/shell';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { backInStockAnswer } from '../../../testing/answer-fixtures';
import {
  cartChangeAnswer,
  cartFixture,
  homeFixture,
  productPageFixture,
  variantFixture,
} from '../../../testing/fixtures';
import { fakeClient, renderApp } from '../../../testing/render-app';

const milk = variantFixture({ price: 32000 });
const customer: SessionState = { status: 'customer', user: { id: 'u1', firstName: 'Lan' } };
const guest: SessionState = { status: 'guest', user: null };
/**
 * How long a test waits for a modal: the price-change confirmation opens after the 1000 ms
 * price-confirmation delay (§9), and the modal's own chunk loads on its first open.
 */

function notFound() {
  return new ApiError({ status: 404, code: 'NOT_FOUND', message: 'not found' });
}

/** The gateway as these links need it; anything else is refused, as a missing route would be. */
function shop(variant: VariantView | null, extra?: (method: string, url: string) => unknown) {
  return fakeClient((method, url, body) => {
    const answer = extra?.(method, url);
    if (answer !== undefined)
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
    if (method === 'GET' && url.startsWith('/api/variant-by-id/')) {
      return variant ? Promise.resolve({ data: { variant } }) : Promise.reject(notFound());
    }
    if (method === 'PUT' && url === '/api/carts/change' && variant) {
      const quantity = (body as { cartVariant: { quantity: number } }).cartVariant.quantity;
      return Promise.resolve(cartChangeAnswer(variant, quantity, quantity - 1));
    }
    return Promise.reject(new Error(`unexpected ${method} ${url}`));
  });
}

function changes(calls: { method: string; url: string; body?: unknown }[]) {
  return calls.filter((call) => call.method === 'PUT' && call.url === '/api/carts/change');
}

describe('add to cart from a link (storefront.md §4 "Price-change flow")', () => {
  it('a price other than the link carried asks first, after the delay; accepting adds one', async () => {
    const { client, calls } = shop(milk);
    renderApp({
      url: `/?addToCart=${milk.id}&price=30000`,
      data: homeFixture(),
      client,
      session: guest,
      cart: cartFixture([{ variant: milk, quantity: 1 }]),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Giá sản phẩm đã thay đổi' });
    expect(dialog).toHaveTextContent(/30\.000\s₫ thành 32\.000\s₫/);
    expect(changes(calls)).toEqual([]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Thêm với giá mới' }));
    await waitFor(() => expect(changes(calls)).toHaveLength(1));
    expect(changes(calls)[0]?.body).toMatchObject({
      cartVariant: { variantId: milk.id, quantity: 2 },
    });
    expect(
      await within(dialog).findByText(/Sữa tươi tiệt trùng 1L đã có trong giỏ hàng/),
    ).toBeInTheDocument();
  });

  it('declining the new price adds nothing', async () => {
    const { client, calls } = shop(milk);
    renderApp({
      url: `/?addToCart=${milk.id}&price=30000`,
      data: homeFixture(),
      client,
      session: guest,
      cart: cartFixture(),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Giá sản phẩm đã thay đổi' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Không thêm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(changes(calls)).toEqual([]);
  });

  it('the price the link carried adds the item with the cart quantity plus one', async () => {
    const { client, calls } = shop(milk);
    renderApp({
      url: `/?addToCart=${milk.id}&price=32000`,
      data: homeFixture(),
      client,
      session: guest,
      cart: cartFixture([{ variant: milk, quantity: 2 }]),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Đã thêm vào giỏ hàng' });
    await waitFor(() => expect(changes(calls)).toHaveLength(1));
    expect(changes(calls)[0]?.body).toMatchObject({
      cartVariant: { variantId: milk.id, quantity: 3 },
    });
    expect(await within(dialog).findByText(/số lượng: 3/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Xem giỏ hàng' })).toHaveAttribute(
      'href',
      '/cart',
    );
  });

  it('a variant without a warehouse opens the unavailable modal and adds nothing', async () => {
    const nowhere = variantFixture({ price: 32000, warehouse: { id: '', name: '' } });
    const { client, calls } = shop(nowhere);
    renderApp({
      url: `/?addToCart=${nowhere.id}&price=32000`,
      data: homeFixture(),
      client,
      session: guest,
      cart: cartFixture(),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Sản phẩm không có sẵn' });
    expect(dialog).toHaveTextContent('Sữa tươi tiệt trùng 1L hiện không thể thêm vào giỏ hàng.');
    expect(changes(calls)).toEqual([]);
  });

  it('a variant that no longer exists opens the unavailable modal too', async () => {
    const { client } = shop(null);
    renderApp({
      url: '/?addToCart=id-gone&price=32000',
      data: homeFixture(),
      client,
      session: guest,
      cart: cartFixture(),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Sản phẩm không có sẵn' });
    expect(dialog).toHaveTextContent('Sản phẩm trong liên kết không còn bán.');
  });

  it('takes the link parameters off the address by a replace navigation, keeping the others', async () => {
    const { client, calls } = shop(milk);
    const { router } = renderApp({
      url: `/?utm_source=email&addToCart=${milk.id}&price=32000`,
      data: homeFixture(),
      client,
      session: guest,
      cart: cartFixture(),
    });
    await screen.findByRole('dialog', { name: 'Đã thêm vào giỏ hàng' });
    await waitFor(() => expect(router.state.location.search).toBe('?utm_source=email'));
    expect(router.state.historyAction).toBe('REPLACE');
    // A replace navigation fetches no page data (storefront.md §4 "Routing").
    expect(calls.some((call) => call.url.startsWith('/?'))).toBe(false);
    await waitFor(() => expect(changes(calls)).toHaveLength(1));
  });
});

describe('back-in-stock notify after sign-in (storefront.md §4 "Back in stock")', () => {
  const soldOut = variantFixture({ state: 2, availableCount: 0, inStock: false });
  const productUrl = `/product/${soldOut.gid}/${soldOut.slug}`;

  it('a shopper back from the login page signed in gets the request sent and confirmed', async () => {
    const { client, calls } = shop(soldOut, (method, url) =>
      method === 'POST' && url === '/api/product/notify-when-instock'
        ? backInStockAnswer(soldOut)
        : undefined,
    );
    const { router } = renderApp({
      url: `${productUrl}?action=notify-back-in-stock&variantId=${soldOut.id}`,
      data: productPageFixture(soldOut),
      client,
      session: customer,
      cart: cartFixture(),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Báo khi có hàng' });
    expect(
      await within(dialog).findByText('Chúng tôi sẽ báo cho bạn khi sản phẩm có hàng trở lại.'),
    ).toBeInTheDocument();
    expect(calls).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        url: '/api/product/notify-when-instock',
        body: {
          variantId: soldOut.id,
          warehouseId: soldOut.warehouse.id,
          fulfillerVariantFulfillmentMethod: soldOut.fulfillmentMethodType,
        },
      }),
    );
    expect(router.state.location.search).toBe('');
    expect(router.state.location.pathname).toBe(productUrl);
  });

  it('a guest with the same link gets the login dialog, which resumes the action after sign-in', async () => {
    const { client, calls } = shop(soldOut);
    renderApp({
      url: `${productUrl}?action=notify-back-in-stock&variantId=${soldOut.id}`,
      data: productPageFixture(soldOut),
      client,
      session: guest,
      cart: cartFixture(),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Đăng nhập' });
    const target = new URL(
      within(dialog).getByRole('link', { name: 'Đăng nhập' }).getAttribute('href') ?? '',
      'http://x',
    );
    expect(target.pathname).toBe('/login');
    expect(target.searchParams.get('action')).toBe('notify-back-in-stock');
    expect(target.searchParams.get('variantId')).toBe(soldOut.id);
    expect(target.searchParams.get('redirect')).toBe(productUrl);
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('a variant excluded from notices opens nothing', async () => {
    const excluded = { ...soldOut, excludedFromBackInStockNotification: true };
    const { client, calls } = shop(excluded);
    const { router } = renderApp({
      url: `${productUrl}?action=notify-back-in-stock&variantId=${excluded.id}`,
      data: productPageFixture(excluded),
      client,
      session: customer,
      cart: cartFixture(),
    });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByRole('dialog', { name: 'Báo khi có hàng' })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });
});

describe('link-session success or failure (storefront.md §4 first-load modal)', () => {
  it.each([
    ['success', 'Đã liên kết tài khoản'],
    ['failure', 'Chưa liên kết được tài khoản'],
  ])('linkSession=%s says how linking went', async (outcome, title) => {
    const { client } = shop(null);
    const { router } = renderApp({
      url: `/?linkSession=${outcome}`,
      data: homeFixture(),
      client,
      session: customer,
      cart: cartFixture(),
    });
    const dialog = await screen.findByRole('dialog', { name: title });
    expect(router.state.location.search).toBe('');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Đã hiểu' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a higher-priority link modal wins: add to cart comes before link-session', async () => {
    const { client } = shop(milk);
    renderApp({
      url: `/?linkSession=success&addToCart=${milk.id}`,
      data: homeFixture(),
      client,
      session: guest,
      cart: cartFixture(),
    });
    await screen.findByRole('dialog', { name: 'Đã thêm vào giỏ hàng' });
    expect(screen.queryByRole('dialog', { name: 'Đã liên kết tài khoản' })).not.toBeInTheDocument();
  });
});
