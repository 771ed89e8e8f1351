import { shoppingListSchema, type ShoppingListView, type VariantView } from '@gio/contracts';
import type { SessionState } from '@gio/shell';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cartFixture, homeFixture, variantFixture } from '../../../testing/fixtures';
import { fakeClient, renderApp } from '../../../testing/render-app';

const milk = variantFixture();
const rice = variantFixture({ gid: 'v-gao-st25', slug: 'gao-st25-5kg', name: 'Gạo ST25 5kg' });
const customer: SessionState = { status: 'customer', user: { id: 'u1', firstName: 'Lan' } };
const guest: SessionState = { status: 'guest', user: null };
/** How long a test waits for a modal: its chunk loads on the first open. */

/** A list of the shopper's as GET /api/lists/{gid} answers it (checked against the contract). */
function weeklyList(lines: { variant: VariantView; quantity: number }[]): ShoppingListView {
  return shoppingListSchema.parse({
    shoppingListId: 'list-1',
    gid: 'tuan-nay',
    name: 'tuan-nay',
    listName: 'Đi chợ tuần này',
    reminder: null,
    lineCount: lines.length,
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    listVariant: lines.map(({ variant, quantity }) => ({
      variantId: variant.id,
      quantity,
      addedAt: '2026-11-01T00:00:00.000Z',
      variant,
    })),
  });
}

/** The gateway as these links need it: `answers` by "METHOD url"; anything else is refused. */
function shop(answers: Record<string, () => Promise<unknown>>) {
  return fakeClient((method, url) => {
    const answer = answers[`${method} ${url}`];
    return answer ? answer() : Promise.reject(new Error(`unexpected ${method} ${url}`));
  });
}

function sent(calls: { method: string; url: string }[], method: string, url: string) {
  return calls.filter((call) => call.method === method && call.url === url);
}

describe('favourite added from a link (storefront.md §4 first-load modal)', () => {
  const url = `/?action=add-favorite&variantId=${milk.id}`;
  const favourite = () =>
    Promise.resolve({
      data: { variantId: milk.id, isFavorite: true, wishlistCount: 5, favoriteCount: 3 },
    });

  it('a signed-in shopper gets the variant saved once, told so, and the link leaves the address', async () => {
    const { client, calls } = shop({
      [`GET /api/variant-by-id/${milk.id}`]: () => Promise.resolve({ data: { variant: milk } }),
      'POST /api/product/add-favorite': favourite,
    });
    const { router } = renderApp({
      url,
      data: homeFixture(),
      client,
      session: customer,
      cart: cartFixture(),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Đã thêm vào yêu thích' });
    expect(
      await within(dialog).findByText(
        'Sữa tươi tiệt trùng 1L đã được lưu vào danh sách yêu thích.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Xem danh sách yêu thích' })).toHaveAttribute(
      'href',
      '/account/favorites',
    );
    expect(sent(calls, 'POST', '/api/product/add-favorite')).toEqual([
      expect.objectContaining({ body: { variantId: milk.id } }),
    ]);
    // A reload of what the address now says asks for nothing again.
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.search).toBe('');
  });

  it('a refused save says so and the shopper can try again', async () => {
    let attempts = 0;
    const { client, calls } = shop({
      [`GET /api/variant-by-id/${milk.id}`]: () => Promise.resolve({ data: { variant: milk } }),
      'POST /api/product/add-favorite': () =>
        (attempts += 1) === 1 ? Promise.reject(new Error('offline')) : favourite(),
    });
    renderApp({ url, data: homeFixture(), client, session: customer, cart: cartFixture() });
    const dialog = await screen.findByRole('dialog', { name: 'Đã thêm vào yêu thích' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Đã có lỗi xảy ra. Vui lòng thử lại sau.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Thử lại' }));
    expect(
      await within(dialog).findByRole('link', { name: 'Xem danh sách yêu thích' }),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(sent(calls, 'POST', '/api/product/add-favorite')).toHaveLength(2);
  });

  it('a guest is asked to sign in first, with the action to resume and the way back', async () => {
    const { client, calls } = shop({});
    renderApp({ url, data: homeFixture(), client, session: guest, cart: cartFixture() });
    const dialog = await screen.findByRole('dialog', { name: 'Đăng nhập' });
    expect(dialog).toHaveTextContent('Đăng nhập để lưu sản phẩm vào danh sách yêu thích.');
    const target = new URL(
      within(dialog).getByRole('link', { name: 'Đăng nhập' }).getAttribute('href') ?? '',
      'http://x',
    );
    expect(target.pathname).toBe('/login');
    expect(Object.fromEntries(target.searchParams)).toEqual({
      action: 'add-favorite',
      variantId: milk.id,
      redirect: '/',
    });
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });
});

describe('shopping list to resume from a link (storefront.md §4 first-load modal)', () => {
  const list = weeklyList([
    { variant: milk, quantity: 2 },
    { variant: rice, quantity: 1 },
  ]);

  it('shows the list and puts all of it into the cart in one call', async () => {
    const { client, calls } = shop({
      'GET /api/lists/tuan-nay': () => Promise.resolve({ data: { shoppingList: list } }),
      'POST /api/carts/add-list': () =>
        Promise.resolve({
          data: {
            cart: cartFixture([
              { variant: milk, quantity: 2 },
              { variant: rice, quantity: 1 },
            ]),
            items: [
              {
                variantId: milk.id,
                requested: 2,
                added: 2,
                quantity: 2,
                status: 'added',
                reason: null,
              },
              {
                variantId: rice.id,
                requested: 1,
                added: 1,
                quantity: 1,
                status: 'added',
                reason: null,
              },
            ],
          },
        }),
    });
    const { router } = renderApp({
      url: '/?resumeList=tuan-nay',
      data: homeFixture(),
      client,
      session: customer,
      cart: cartFixture(),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Tiếp tục với danh sách mua sắm' });
    expect(
      await within(dialog).findByText(/Danh sách Đi chợ tuần này có 3 sản phẩm/),
    ).toBeVisible();
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['2 × Sữa tươi tiệt trùng 1L', '1 × Gạo ST25 5kg']);
    expect(within(dialog).getByRole('link', { name: 'Xem danh sách' })).toHaveAttribute(
      'href',
      '/account/shopping-lists/tuan-nay',
    );
    expect(router.state.location.search).toBe('');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Thêm tất cả vào giỏ' }));
    expect(await screen.findByText('Đã thêm 2 sản phẩm vào giỏ hàng.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent(calls, 'POST', '/api/carts/add-list')).toEqual([
      expect.objectContaining({ body: { listId: 'list-1' } }),
    ]);
  });

  it('a failed add says so and keeps the list open to try again', async () => {
    const { client } = shop({
      'GET /api/lists/tuan-nay': () => Promise.resolve({ data: { shoppingList: list } }),
      'POST /api/carts/add-list': () => Promise.reject(new Error('offline')),
    });
    renderApp({
      url: '/?resumeList=tuan-nay',
      data: homeFixture(),
      client,
      session: customer,
      cart: cartFixture(),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Tiếp tục với danh sách mua sắm' });
    await userEvent.click(
      await within(dialog).findByRole('button', { name: 'Thêm tất cả vào giỏ' }),
    );
    expect(
      await screen.findByText('Không thể thêm sản phẩm vào giỏ hàng. Vui lòng thử lại.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Thêm tất cả vào giỏ' })).toBeEnabled();
  });

  it('an empty list offers nothing to add', async () => {
    const { client } = shop({
      'GET /api/lists/tuan-nay': () => Promise.resolve({ data: { shoppingList: weeklyList([]) } }),
    });
    renderApp({
      url: '/?resumeList=tuan-nay',
      data: homeFixture(),
      client,
      session: customer,
      cart: cartFixture(),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Tiếp tục với danh sách mua sắm' });
    expect(await within(dialog).findByRole('link', { name: 'Xem danh sách' })).toBeVisible();
    expect(
      within(dialog).queryByRole('button', { name: 'Thêm tất cả vào giỏ' }),
    ).not.toBeInTheDocument();
  });

  it('a list that cannot be read says so, with a retry', async () => {
    let attempts = 0;
    const { client } = shop({
      'GET /api/lists/tuan-nay': () =>
        (attempts += 1) === 1
          ? Promise.reject(new Error('offline'))
          : Promise.resolve({ data: { shoppingList: list } }),
    });
    renderApp({
      url: '/?resumeList=tuan-nay',
      data: homeFixture(),
      client,
      session: customer,
      cart: cartFixture(),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Tiếp tục với danh sách mua sắm' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Đã có lỗi xảy ra. Vui lòng thử lại sau.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Thử lại' }));
    expect(await within(dialog).findByText(/Danh sách Đi chợ tuần này/)).toBeVisible();
  });
});

describe('shopping-list item added from a link (storefront.md §4 first-load modal)', () => {
  it('puts one of the variant into the named list and links to it', async () => {
    const { client, calls } = shop({
      'PUT /api/lists/update': () =>
        Promise.resolve({
          data: { shoppingList: weeklyList([{ variant: milk, quantity: 1 }]) },
        }),
    });
    const { router } = renderApp({
      url: `/?action=add-to-list&variantId=${milk.id}&listId=tuan-nay&ref=mail`,
      data: homeFixture(),
      client,
      session: customer,
      cart: cartFixture(),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Đã thêm vào danh sách mua sắm' });
    expect(
      await within(dialog).findByText(
        'Sữa tươi tiệt trùng 1L đã được thêm vào danh sách Đi chợ tuần này.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Xem danh sách' })).toHaveAttribute(
      'href',
      '/account/shopping-lists/tuan-nay',
    );
    expect(sent(calls, 'PUT', '/api/lists/update')).toEqual([
      expect.objectContaining({
        body: {
          shoppingList: { gid: 'tuan-nay', listVariant: { variantId: milk.id, quantity: 1 } },
        },
      }),
    ]);
    // Only the link's own parameters leave the address.
    expect(router.state.location.search).toBe('?ref=mail');
  });

  it('a guest is asked to sign in first, with the variant and the list to resume', async () => {
    const { client } = shop({});
    renderApp({
      url: `/?action=add-to-list&variantId=${milk.id}&listId=tuan-nay`,
      data: homeFixture(),
      client,
      session: guest,
      cart: cartFixture(),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Đăng nhập' });
    const target = new URL(
      within(dialog).getByRole('link', { name: 'Đăng nhập' }).getAttribute('href') ?? '',
      'http://x',
    );
    expect(Object.fromEntries(target.searchParams)).toEqual({
      action: 'add-to-list',
      variantId: milk.id,
      listId: 'tuan-nay',
      redirect: '/',
    });
  });
});

describe('commercial-account opt-in or opt-out (storefront.md §4 first-load modal)', () => {
  it.each([
    [
      'opt-in',
      'Đã bật tài khoản doanh nghiệp',
      'Bạn đang mua sắm bằng tài khoản doanh nghiệp: hoá đơn VAT và thanh toán theo hạn mức của công ty.',
    ],
    [
      'opt-out',
      'Đã chuyển về tài khoản cá nhân',
      'Bạn đang mua sắm bằng tài khoản cá nhân. Bạn có thể bật lại tài khoản doanh nghiệp trong trang tài khoản.',
    ],
  ])(
    'commercialAccount=%s says which way the shop treats the shopper now',
    async (choice, title, body) => {
      const { router } = renderApp({
        url: `/?commercialAccount=${choice}`,
        data: homeFixture(),
        session: customer,
        cart: cartFixture(),
      });
      const dialog = await screen.findByRole('dialog', { name: title });
      expect(dialog).toHaveTextContent(body);
      expect(router.state.location.search).toBe('');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Đã hiểu' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    },
  );

  it('an unknown choice opens nothing and still leaves the address', async () => {
    const { router } = renderApp({
      url: '/?commercialAccount=maybe',
      data: homeFixture(),
      session: customer,
      cart: cartFixture(),
    });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
