import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { backInStockAnswer } from '../../../testing/answer-fixtures';
import { productPageFixture, variantFixture } from '../../../testing/fixtures';
import { fakeClient, renderApp } from '../../../testing/render-app';

const soldOut = variantFixture({ state: 2, availableCount: 0 });
const url = '/product/v-sua-tuoi/sua-tuoi-tiet-trung-1l?ref=home';

/** The notify call only: the product page also reads its related lists after showing. */
const notifyCalls = <C extends { url: string }>(calls: C[]) =>
  calls.filter((call) => call.url === '/api/product/notify-when-instock');

describe('notify when back in stock (storefront.md §4 "Back in stock")', () => {
  it('a guest gets the login dialog with the action notify-back-in-stock and a redirect back', async () => {
    const { client, calls } = fakeClient(() => Promise.resolve({}));
    renderApp({
      url,
      data: productPageFixture(soldOut),
      client,
      session: { status: 'guest', user: null },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Báo khi có hàng' }));
    const dialog = await screen.findByRole('dialog');
    const login = dialog.querySelector('a[href^="/login"]') as HTMLAnchorElement;
    const target = new URL(login.getAttribute('href') ?? '', 'http://x');
    expect(target.pathname).toBe('/login');
    expect(target.searchParams.get('action')).toBe('notify-back-in-stock');
    expect(target.searchParams.get('redirect')).toBe(url);
    expect(notifyCalls(calls)).toEqual([]);
  });

  it('a signed-in shopper sends the request at once and sees the confirmation', async () => {
    const { client, calls } = fakeClient(() => Promise.resolve(backInStockAnswer(soldOut)));
    renderApp({
      url,
      data: productPageFixture(soldOut),
      client,
      session: { status: 'customer', user: { id: 'u1' } },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Báo khi có hàng' }));
    expect(
      await screen.findByText('Chúng tôi sẽ báo cho bạn khi sản phẩm có hàng trở lại.'),
    ).toBeInTheDocument();
    expect(notifyCalls(calls)).toEqual([
      {
        method: 'POST',
        url: '/api/product/notify-when-instock',
        body: {
          variantId: soldOut.id,
          warehouseId: 'wh-hcm',
          fulfillerVariantFulfillmentMethod: 1,
        },
        headers: undefined,
      },
    ]);
  });

  it('an excluded variant offers nothing', () => {
    renderApp({
      url,
      data: productPageFixture({ ...soldOut, excludedFromBackInStockNotification: true }),
    });
    expect(screen.queryByRole('button', { name: 'Báo khi có hàng' })).not.toBeInTheDocument();
  });
});
