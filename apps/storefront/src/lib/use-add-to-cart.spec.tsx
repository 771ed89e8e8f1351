import { ApiError } from '@gio/data-access';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  cartChangeAnswer,
  cartFixture,
  productPageFixture,
  variantFixture,
} from '../testing/fixtures';
import { fakeClient, renderApp } from '../testing/render-app';

const url = '/product/v-ruou/ruou-vang';
const wine = variantFixture(
  { gid: 'v-ruou', slug: 'ruou-vang', name: 'Rượu vang đỏ Đà Lạt' },
  { isAgeGated: true },
);
const milk = variantFixture();
const milkUrl = `/product/${milk.gid}/${milk.slug}`;

/** Cart calls only: the product page also reads its related lists after showing. */
const cartCalls = <C extends { url: string }>(calls: C[]) =>
  calls.filter((call) => call.url.startsWith('/api/carts/'));

/** The cart button of the header, named by its badge. */
const cartButton = () => screen.getByRole('button', { name: /^Giỏ hàng/ });

describe('age gate before add to cart (storefront.md §4 "Cart add flow")', () => {
  it('opens the age gate first, adds after acceptance and keeps the confirmation under ageGate', async () => {
    const { client, calls } = fakeClient(() => Promise.resolve(cartChangeAnswer(wine, 1)));
    renderApp({ url, data: productPageFixture(wine), client });
    await userEvent.click(screen.getByRole('button', { name: 'Thêm vào giỏ' }));
    const dialog = await screen.findByRole('dialog');
    expect(cartCalls(calls)).toEqual([]);
    const buttons = within(dialog).getAllByRole('button');
    // The kit's age gate: the accepting action is its primary button.
    const accept = buttons.find((b) => b.className.includes('gio-button--primary')) as HTMLElement;
    await userEvent.click(accept);
    expect(window.sessionStorage.getItem('ageGate')).toBe('true');
    expect(cartCalls(calls)).toEqual([
      {
        method: 'PUT',
        url: '/api/carts/change',
        body: {
          cartVariant: {
            variantId: wine.id,
            quantity: 1,
            warehouse: 'wh-hcm',
            fulfillmentMethod: wine.fulfillmentMethodType,
            fulfillerLocation: wine.fulfillerLocation.id,
            ageConfirmed: true,
          },
        },
        headers: undefined,
      },
    ]);
    expect(
      await screen.findByText('Đã thêm Rượu vang đỏ Đà Lạt vào giỏ hàng.'),
    ).toBeInTheDocument();
  });

  it('skips the gate when the session already holds the confirmation', async () => {
    window.sessionStorage.setItem('ageGate', 'true');
    const { client, calls } = fakeClient(() => Promise.resolve(cartChangeAnswer(wine, 1)));
    renderApp({ url, data: productPageFixture(wine), client });
    await userEvent.click(screen.getByRole('button', { name: 'Thêm vào giỏ' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cartCalls(calls)).toHaveLength(1);
  });

  it('adds nothing when the shopper declines', async () => {
    const { client, calls } = fakeClient(() => Promise.resolve(cartChangeAnswer(wine, 1)));
    renderApp({ url, data: productPageFixture(wine), client });
    await userEvent.click(screen.getByRole('button', { name: 'Thêm vào giỏ' }));
    const dialog = await screen.findByRole('dialog');
    const decline = within(dialog)
      .getAllByRole('button')
      .find((b) => !b.className.includes('gio-button--primary')) as HTMLElement;
    await userEvent.click(decline);
    expect(cartCalls(calls)).toEqual([]);
    expect(window.sessionStorage.getItem('ageGate')).toBeNull();
  });
});

describe('optimistic add with rollback (storefront.md §4, §8)', () => {
  it('counts the item in the badge at once, blocks a second add while processing, then confirms', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const { client, calls } = fakeClient(() => new Promise((resolve) => (answer = resolve)));
    renderApp({ url: milkUrl, data: productPageFixture(milk), client });
    const add = screen.getByRole('button', { name: 'Thêm vào giỏ' });
    await userEvent.click(add);
    // Optimistic: the badge counts it before the server answered.
    expect(within(cartButton()).getByText('1')).toBeInTheDocument();
    await userEvent.click(add);
    expect(cartCalls(calls)).toHaveLength(1);
    await act(async () => answer(cartChangeAnswer(milk, 1)));
    expect(await screen.findByText(`Đã thêm ${milk.name} vào giỏ hàng.`)).toBeInTheDocument();
    expect(within(cartButton()).getByText('1')).toBeInTheDocument();
  });

  it('a refused add restores the previous cart and shows the add-variant error', async () => {
    const { client } = fakeClient(() =>
      Promise.reject(new ApiError({ status: 500, code: 'INTERNAL', message: 'boom' })),
    );
    renderApp({ url: milkUrl, data: productPageFixture(milk), client, cart: cartFixture() });
    await userEvent.click(screen.getByRole('button', { name: 'Thêm vào giỏ' }));
    expect(
      await screen.findByText('Không thể thêm sản phẩm vào giỏ hàng. Vui lòng thử lại.'),
    ).toBeInTheDocument();
    expect(within(cartButton()).queryByText('1')).not.toBeInTheDocument();
  });

  it('adding to a line already in the cart raises its quantity and says so', async () => {
    const { client, calls } = fakeClient(() => Promise.resolve(cartChangeAnswer(milk, 3, 2)));
    renderApp({
      url: milkUrl,
      data: productPageFixture(milk),
      client,
      cart: cartFixture([{ variant: milk, quantity: 2 }]),
    });
    expect(within(cartButton()).getByText('2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Thêm vào giỏ' }));
    const change = calls.find((call) => call.url === '/api/carts/change');
    expect((change?.body as { cartVariant: { quantity: number } }).cartVariant.quantity).toBe(3);
    expect(await screen.findByText(`Đã tăng số lượng ${milk.name} lên 3.`)).toBeInTheDocument();
  });

  it('a quantity limit the server enforces shows the maximum message', async () => {
    const { client } = fakeClient(() =>
      Promise.reject(
        new ApiError({ status: 400, code: 'QUANTITY_LIMIT_EXCEEDED', message: 'limit' }),
      ),
    );
    renderApp({ url: milkUrl, data: productPageFixture(milk), client });
    await userEvent.click(screen.getByRole('button', { name: 'Thêm vào giỏ' }));
    expect(
      await screen.findByText('Bạn đã chọn số lượng tối đa cho sản phẩm này.'),
    ).toBeInTheDocument();
  });
});

describe('cart sync on load', () => {
  it('asks the gateway for the cart and shows its quantity in the badge', async () => {
    const { client, calls } = fakeClient((method, path) =>
      path === '/api/carts/sync'
        ? Promise.resolve({
            data: {
              cart: cartFixture([{ variant: milk, quantity: 120 }]),
              differences: {
                hasDifferences: false,
                priceChanges: [],
                removedItems: [],
                quantityReductions: [],
              },
              pendingMerge: null,
            },
          })
        : Promise.reject(new Error(`unexpected ${method} ${path}`)),
    );
    renderApp({ url: milkUrl, data: productPageFixture(milk), client, syncCart: true });
    expect(await within(cartButton()).findByText('99+')).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toContain('/api/carts/sync');
  });
});
