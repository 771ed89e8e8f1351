import type { ShoppingListView } from '@gio/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cartFixture, productPageFixture, variantFixture } from '../../testing/fixtures';
import { fakeClient, renderApp } from '../../testing/render-app';

const milk = variantFixture();
const milk500 = variantFixture({ gid: 'v-sua-500', slug: 'sua-500', name: 'Sữa tươi 500ml' });
const url = '/product/v-sua-tuoi/sua-tuoi-tiet-trung-1l?ref=home';
const customer = { status: 'customer' as const, user: { id: 'u1', firstName: 'Lan' } };
const guest = { status: 'guest' as const, user: null };

function list(overrides: Partial<ShoppingListView> = {}): ShoppingListView {
  return {
    shoppingListId: 'sl_1',
    gid: 'gl-tuan',
    name: 'Đi chợ cuối tuần',
    listName: 'Đi chợ cuối tuần',
    reminder: null,
    lineCount: 1,
    itemCount: 1,
    createdAt: '2026-11-01T03:15:00.000Z',
    updatedAt: '2026-11-20T03:15:00.000Z',
    listVariant: [
      { variantId: milk.id, quantity: 1, addedAt: '2026-11-20T03:15:00.000Z', variant: milk },
    ],
    ...overrides,
  };
}
const summary = (value: ShoppingListView) => {
  const copy: Partial<ShoppingListView> = { ...value };
  delete copy.listVariant;
  return copy;
};
const favoriteChange = (variantId: string, isFavorite: boolean) => ({
  data: { variantId, isFavorite, wishlistCount: 3, favoriteCount: 1 },
});

/** A gateway for these calls; the product page's own related lists are not asked here. */
function gateway(favoriteIds: string[], lists: ShoppingListView[] = [list()]) {
  return fakeClient((method, path, body) => {
    if (method === 'GET' && path === '/api/favorites/ids')
      return Promise.resolve({ data: { variantIds: favoriteIds } });
    if (path === '/api/product/add-favorite')
      return Promise.resolve(favoriteChange((body as { variantId: string }).variantId, true));
    if (path === '/api/product/remove-favorite')
      return Promise.resolve(favoriteChange((body as { variantId: string }).variantId, false));
    if (method === 'GET' && path === '/api/lists')
      return Promise.resolve({ data: { shoppingLists: lists.map(summary) } });
    if (method === 'PUT' && path === '/api/lists/update') {
      const id = (body as { shoppingList: { shoppingListId: string } }).shoppingList.shoppingListId;
      return Promise.resolve({
        data: { shoppingList: lists.find((one) => one.shoppingListId === id) },
      });
    }
    if (method === 'POST' && path === '/api/lists/create') {
      const name = (body as { listName: string }).listName;
      return Promise.resolve({
        data: {
          shoppingList: list({ shoppingListId: 'sl_new', gid: 'gl-moi', name, listName: name }),
        },
      });
    }
    return Promise.reject(new Error(`unexpected ${method} ${path}`));
  });
}
const callsTo = <C extends { url: string }>(calls: C[], path: string) =>
  calls.filter((call) => call.url === path);

describe('favourite heart (accounts.md §7 add-favorite, remove-favorite)', () => {
  it("shows a signed-in shopper's favourite as pressed and removes it on a press", async () => {
    const { client, calls } = gateway([milk.id]);
    renderApp({ url, data: productPageFixture(milk), client, session: customer });

    const info = screen.getByRole('heading', { level: 1 }).parentElement as HTMLElement;
    const heart = within(info).getByRole('button', { name: `Yêu thích: ${milk.name}` });
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.click(heart);

    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(await screen.findByText(`Đã bỏ ${milk.name} khỏi yêu thích.`)).toBeInTheDocument();
    expect(callsTo(calls, '/api/product/remove-favorite').map((call) => call.body)).toEqual([
      { variantId: milk.id },
    ]);
    expect(heart).toHaveFocus();
  });

  it('adds a favourite from a product tile', async () => {
    const { client, calls } = gateway([]);
    renderApp({
      url,
      data: { ...productPageFixture(milk), siblings: [milk500] },
      client,
      session: customer,
    });

    const tile = within(screen.getByRole('region', { name: 'Lựa chọn khác' })).getByRole(
      'article',
      { name: /Sữa tươi 500ml/ },
    );
    const heart = within(tile).getByRole('button', { name: 'Yêu thích: Sữa tươi 500ml' });
    await waitFor(() => expect(callsTo(calls, '/api/favorites/ids')).toHaveLength(1));
    await userEvent.click(heart);

    expect(await screen.findByText('Đã thêm Sữa tươi 500ml vào yêu thích.')).toBeInTheDocument();
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(callsTo(calls, '/api/product/add-favorite').map((call) => call.body)).toEqual([
      { variantId: milk500.id },
    ]);
  });

  it('puts the heart back and says so when the gateway refuses', async () => {
    const { client } = fakeClient((method, path) =>
      method === 'GET' && path === '/api/favorites/ids'
        ? Promise.resolve({ data: { variantIds: [] } })
        : Promise.reject(new Error('offline')),
    );
    renderApp({ url, data: productPageFixture(milk), client, session: customer });

    const info = screen.getByRole('heading', { level: 1 }).parentElement as HTMLElement;
    const heart = within(info).getByRole('button', { name: `Yêu thích: ${milk.name}` });
    await userEvent.click(heart);
    expect(
      await screen.findByText('Chưa cập nhật được yêu thích. Vui lòng thử lại.'),
    ).toBeInTheDocument();
    expect(heart).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows the favourite that the page added after sign-in (the link action add-favorite) as pressed', async () => {
    // The hearts' ids are read before the first-load modal's add lands: they do not hold it yet.
    const { client } = fakeClient((method, path) => {
      if (method === 'GET' && path === '/api/favorites/ids')
        return Promise.resolve({ data: { variantIds: [] } });
      if (method === 'GET' && path === `/api/variant-by-id/${milk.id}`)
        return Promise.resolve({ data: { variant: milk } });
      if (method === 'POST' && path === '/api/product/add-favorite')
        return Promise.resolve(favoriteChange(milk.id, true));
      return Promise.reject(new Error(`unexpected ${method} ${path}`));
    });
    renderApp({
      url: `/product/v-sua-tuoi/sua-tuoi-tiet-trung-1l?action=add-favorite&variantId=${milk.id}`,
      data: productPageFixture(milk),
      client,
      session: customer,
      cart: cartFixture(),
    });

    const dialog = await screen.findByRole('dialog', { name: 'Đã thêm vào yêu thích' });
    expect(
      await within(dialog).findByText(`${milk.name} đã được lưu vào danh sách yêu thích.`),
    ).toBeInTheDocument();
    const info = screen.getByRole('heading', { level: 1 }).parentElement as HTMLElement;
    await waitFor(() =>
      expect(within(info).getByRole('button', { name: `Yêu thích: ${milk.name}` })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
  });

  it('sends a guest to sign in with the action add-favorite and the way back here', async () => {
    const { client, calls } = gateway([]);
    renderApp({ url, data: productPageFixture(milk), client, session: guest });

    const info = screen.getByRole('heading', { level: 1 }).parentElement as HTMLElement;
    await userEvent.click(within(info).getByRole('button', { name: `Yêu thích: ${milk.name}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Đăng nhập để lưu yêu thích' });
    const login = within(dialog).getByRole('link', { name: 'Đăng nhập' });
    const target = new URL(login.getAttribute('href') ?? '', 'http://x');
    expect(target.pathname).toBe('/login');
    expect(target.searchParams.get('action')).toBe('add-favorite');
    expect(target.searchParams.get('variantId')).toBe(milk.id);
    expect(target.searchParams.get('redirect')).toBe(url);
    expect(calls).toEqual([]);
  });
});

describe('add to list (accounts.md §7 lists/update, lists/create)', () => {
  it("adds the product to one of the shopper's lists in a dialog, and focus comes back to the button", async () => {
    const second = list({ shoppingListId: 'sl_2', gid: 'gl-tiec', name: 'Tiệc', listName: 'Tiệc' });
    const { client, calls } = gateway([], [list(), second]);
    renderApp({ url, data: productPageFixture(milk), client, session: customer });

    const button = screen.getByRole('button', { name: `Thêm vào danh sách: ${milk.name}` });
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Thêm vào danh sách' });
    const choices = await within(dialog).findByRole('group', { name: 'Danh sách của bạn' });
    expect(within(choices).getByRole('radio', { name: 'Đi chợ cuối tuần' })).toBeChecked();
    await userEvent.click(within(choices).getByRole('radio', { name: 'Tiệc' }));
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Thêm vào danh sách đã chọn' }),
    );

    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      `Đã thêm ${milk.name} vào danh sách Tiệc.`,
    );
    expect(within(dialog).getByRole('link', { name: 'Xem danh sách' })).toHaveAttribute(
      'href',
      '/account/shopping-lists/gl-tiec',
    );
    expect(callsTo(calls, '/api/lists/update').map((call) => call.body)).toEqual([
      {
        shoppingList: { shoppingListId: 'sl_2', listVariant: { variantId: milk.id, quantity: 1 } },
      },
    ]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Đóng' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('makes a new list with the product, asking for its name first', async () => {
    const { client, calls } = gateway([], []);
    renderApp({ url, data: productPageFixture(milk), client, session: customer });

    await userEvent.click(screen.getByRole('button', { name: `Thêm vào danh sách: ${milk.name}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Thêm vào danh sách' });
    expect(
      await within(dialog).findByText('Bạn chưa có danh sách nào. Hãy tạo danh sách đầu tiên.'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tạo và thêm' }));
    const name = within(dialog).getByRole('textbox', { name: /Hoặc tạo danh sách mới/ });
    expect(name).toHaveAccessibleDescription(/Vui lòng nhập tên danh sách/);
    expect(name).toHaveFocus();

    await userEvent.type(name, 'Bữa sáng');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tạo và thêm' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      `Đã thêm ${milk.name} vào danh sách Bữa sáng.`,
    );
    expect(callsTo(calls, '/api/lists/create').map((call) => call.body)).toEqual([
      { listName: 'Bữa sáng', listVariant: { variantId: milk.id, quantity: 1 } },
    ]);
  });

  it('sends a guest to sign in and back to this page', async () => {
    const { client, calls } = gateway([]);
    renderApp({ url, data: productPageFixture(milk), client, session: guest });

    await userEvent.click(screen.getByRole('button', { name: `Thêm vào danh sách: ${milk.name}` }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Đăng nhập để dùng danh sách mua sắm',
    });
    const target = new URL(
      within(dialog).getByRole('link', { name: 'Đăng nhập' }).getAttribute('href') ?? '',
      'http://x',
    );
    expect(target.pathname).toBe('/login');
    expect(target.searchParams.get('redirect')).toBe(url);
    expect(calls).toEqual([]);
  });
});
