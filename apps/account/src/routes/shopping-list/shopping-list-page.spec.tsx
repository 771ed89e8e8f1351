import { screen, waitFor, within } from '@testing-library/react';
import { errorAnswer, FakeNetwork } from '../../testing/fake-network';
import { cartItemsAnswer, listAnswer, listsAnswer, shoppingList, variant } from '../../testing/list-fixtures';
import { findAlert, findStatus } from '../../testing/queries';
import { renderAccount, TEST_CSRF_TOKEN } from '../../testing/render-account';

const milk = variant();
const rice = variant({ gid: 'v-gao', id: 'id-v-gao', slug: 'gao', name: 'Gạo ST25 5kg', extendedName: 'Gạo ST25 túi 5kg', price: 185000, standardPrice: 185000 });
const tea = variant({ gid: 'v-tra', id: 'id-v-tra', slug: 'tra', name: 'Trà xanh', extendedName: 'Trà xanh 500ml', state: 2, availableCount: 0, inStock: false, stockStatus: 'out-of-stock' });
const weekly = shoppingList(
  [
    { variant: milk, quantity: 2 },
    { variant: rice, quantity: 12 },
    { variant: tea, quantity: 1 },
  ],
  { reminder: { intervalDays: 7, nextReminderAt: '2026-12-03T03:15:00.000Z' } },
);
const URL = '/account/shopping-lists/gl-tuan';

async function opened(name = 'Đi chợ cuối tuần') {
  await screen.findByRole('heading', { level: 1, name });
  return within(screen.getByRole('main'));
}

describe('/account/shopping-lists/:id', () => {
  it('shows a skeleton, then the lines with price and stock, breadcrumbs to the lists and the list', async () => {
    const network = new FakeNetwork();
    const release = network.hold('GET /api/lists/gl-tuan', listAnswer(weekly));
    renderAccount(URL, { network });

    expect(await screen.findByRole('heading', { level: 1, name: 'Danh sách mua sắm' })).toBeInTheDocument();
    expect(screen.getByText('Đang tải nội dung')).toBeInTheDocument();
    release();

    const main = await opened();
    const milkLine = main.getByRole('article', { name: 'Sữa tươi tiệt trùng Đà Lạt 1L' });
    expect(milkLine).toHaveTextContent(/32\.000\s₫/);
    expect(within(within(milkLine).getByRole('group', { name: /Sữa tươi tiệt trùng 1L/ })).getByRole('textbox')).toHaveValue('2');
    expect(main.getByRole('article', { name: 'Trà xanh 500ml' })).toHaveTextContent('Hết hàng');
    expect(main.getByRole('heading', { name: 'Sản phẩm (3)' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Đường dẫn' });
    expect(within(crumbs).getByRole('link', { name: 'Danh sách mua sắm' })).toHaveAttribute('href', '/account/shopping-lists');
    expect(within(crumbs).getByText('Đi chợ cuối tuần')).toHaveAttribute('aria-current', 'page');
    expect(main.getByText('Nhắc mỗi 7 ngày, lần tới vào 3/12/2026.')).toBeInTheDocument();
  });

  it('says so when the list has no line', async () => {
    const network = new FakeNetwork({ 'GET /api/lists/gl-tuan': listAnswer(shoppingList([])) });
    renderAccount(URL, { network });

    const main = await opened();
    expect(main.getByRole('heading', { name: 'Danh sách chưa có sản phẩm nào' })).toBeInTheDocument();
    expect(main.getByRole('button', { name: 'Thêm vào giỏ' })).toBeDisabled();
  });

  it('offers a retry when the list did not load', async () => {
    const network = new FakeNetwork({ 'GET /api/lists/gl-tuan': errorAnswer(500, 'INTERNAL_ERROR') });
    const { user } = renderAccount(URL, { network });

    expect(await findAlert('Chưa tải được danh sách này')).toBeInTheDocument();
    network.on('GET /api/lists/gl-tuan', listAnswer(weekly));
    await user.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Đi chợ cuối tuần' })).toBeInTheDocument();
  });

  it('changes a quantity once the stepper settles, and removes a line', async () => {
    const network = new FakeNetwork({
      'GET /api/lists/gl-tuan': listAnswer(weekly),
      'POST /api/lists/change': listAnswer(weekly),
    });
    const { user } = renderAccount(URL, { network });

    const main = await opened();
    const milkLine = main.getByRole('article', { name: 'Sữa tươi tiệt trùng Đà Lạt 1L' });
    const more = within(milkLine).getByRole('button', { name: /Tăng/ });
    await user.click(more);
    await user.click(more);
    expect(await findStatus('Đã đổi số lượng Sữa tươi tiệt trùng 1L thành 4.')).toBeInTheDocument();
    // Two presses, one call.
    expect(network.sent('POST /api/lists/change').map((call) => call.body)).toEqual([
      { shoppingListId: 'gl-tuan', listVariant: { variantId: milk.id, quantity: 4 } },
    ]);

    network.on('GET /api/lists/gl-tuan', listAnswer(shoppingList([{ variant: milk, quantity: 4 }, { variant: rice, quantity: 12 }])));
    await user.click(within(main.getByRole('article', { name: 'Trà xanh 500ml' })).getByRole('button', { name: 'Xoá Trà xanh khỏi danh sách' }));
    expect(await findStatus('Đã xoá Trà xanh khỏi danh sách.')).toBeInTheDocument();
    expect(network.sent('POST /api/lists/change')[1]?.body).toEqual({
      shoppingListId: 'gl-tuan',
      listVariant: { variantId: tea.id, quantity: 0 },
    });
    await waitFor(() => expect(main.queryByRole('article', { name: 'Trà xanh 500ml' })).not.toBeInTheDocument());
    expect(main.getByRole('heading', { name: 'Sản phẩm (2)' })).toHaveFocus();
  });

  it('renames the list and sets its reminder', async () => {
    const renamed = { ...weekly, name: 'Chợ tuần', listName: 'Chợ tuần', reminder: { intervalDays: 30, nextReminderAt: '2026-12-26T03:15:00.000Z' } };
    const network = new FakeNetwork({
      'GET /api/lists/gl-tuan': listAnswer(weekly),
      'PUT /api/lists/update': listAnswer(renamed),
    });
    const { user } = renderAccount(URL, { network });

    const main = await opened();
    const name = main.getByRole('textbox', { name: /Tên danh sách/ });
    await user.clear(name);
    await user.type(name, 'Chợ tuần');
    await user.selectOptions(main.getByRole('combobox', { name: /Nhắc tôi mua sắm/ }), 'Mỗi 30 ngày');
    network.on('GET /api/lists/gl-tuan', listAnswer(renamed));
    await user.click(main.getByRole('button', { name: 'Lưu thay đổi' }));

    expect(await findStatus('Đã lưu tên và lời nhắc của danh sách.')).toBeInTheDocument();
    const [call] = network.sent('PUT /api/lists/update');
    expect(call?.body).toEqual({ shoppingList: { shoppingListId: 'gl-tuan', listName: 'Chợ tuần', reminder: { intervalDays: 30 } } });
    expect(call?.headers['X-CSRF-Token']).toBe(TEST_CSRF_TOKEN);
    expect(await screen.findByRole('heading', { level: 1, name: 'Chợ tuần' })).toBeInTheDocument();
  });

  it('switches the reminder off', async () => {
    const network = new FakeNetwork({
      'GET /api/lists/gl-tuan': listAnswer(weekly),
      'PUT /api/lists/update': listAnswer({ ...weekly, reminder: null }),
    });
    const { user } = renderAccount(URL, { network });

    const main = await opened();
    await user.selectOptions(main.getByRole('combobox', { name: /Nhắc tôi mua sắm/ }), 'Không nhắc');
    await user.click(main.getByRole('button', { name: 'Lưu thay đổi' }));
    await findStatus('Đã lưu tên và lời nhắc của danh sách.');
    expect(network.sent('PUT /api/lists/update')[0]?.body).toEqual({
      shoppingList: { shoppingListId: 'gl-tuan', listName: 'Đi chợ cuối tuần', reminder: null },
    });
  });

  it('adds the list to the cart with its filter, says which lines were capped or unavailable, and updates the badge', async () => {
    const network = new FakeNetwork({
      'GET /api/lists/gl-tuan': listAnswer(weekly),
      'POST /api/carts/add-list': cartItemsAnswer(
        [
          { variant: milk, quantity: 2 },
          { variant: rice, quantity: 10 },
        ],
        [
          { variantId: milk.id, requested: 2, added: 2, status: 'added', reason: null },
          { variantId: rice.id, requested: 12, added: 10, status: 'capped', reason: 'QUANTITY_LIMIT_EXCEEDED' },
          { variantId: tea.id, requested: 1, added: 0, status: 'refused', reason: 'OUT_OF_STOCK' },
        ],
      ),
    });
    const { user } = renderAccount(URL, { network });

    const main = await opened();
    await user.selectOptions(main.getByRole('combobox', { name: 'Sản phẩm cần thêm' }), 'Chỉ sản phẩm giao tận nơi');
    await user.click(main.getByRole('button', { name: 'Thêm vào giỏ' }));

    expect(await findStatus('Đã thêm danh sách vào giỏ. Giỏ hàng có 12 món.')).toBeInTheDocument();
    expect(network.sent('POST /api/carts/add-list')[0]?.body).toEqual({ listId: 'gl-tuan', filter: 'LOCAL_DELIVERY' });
    const outcome = await findStatus('Chỉ thêm được một phần');
    expect(outcome).toHaveTextContent('Gạo ST25 5kg: thêm 10/12');
    expect(outcome).toHaveTextContent('Không thêm được (hết hàng hoặc không bán):Trà xanh');
    await waitFor(() => expect(screen.getByRole('banner')).toHaveTextContent('Giỏ hàng có 12 sản phẩm'));
  });

  it('says so when nothing of the list can go into the cart', async () => {
    const network = new FakeNetwork({
      'GET /api/lists/gl-tuan': listAnswer(weekly),
      'POST /api/carts/add-list': errorAnswer(400, 'SHOPPING_LIST_EMPTY', 'Danh sách không có sản phẩm nào để thêm vào giỏ.', 'filter'),
    });
    const { user } = renderAccount(URL, { network });

    const main = await opened();
    await user.click(main.getByRole('button', { name: 'Thêm vào giỏ' }));
    expect(await findAlert('Danh sách không có sản phẩm nào phù hợp để thêm vào giỏ.')).toBeInTheDocument();
  });

  it('asks before deleting the list, then goes to the lists', async () => {
    const network = new FakeNetwork({
      'GET /api/lists/gl-tuan': listAnswer(weekly),
      'DELETE /api/lists/delete/gl-tuan': listsAnswer([]),
      'GET /api/lists': listsAnswer([]),
    });
    // The deleted list is not read again (it would answer 404) before the page leaves.
    const reads = () => network.sent('GET /api/lists/gl-tuan').length;
    const { user, router } = renderAccount(URL, { network });

    const main = await opened();
    await user.click(main.getByRole('button', { name: 'Xoá danh sách' }));
    const dialog = await screen.findByRole('dialog', { name: 'Xoá danh sách này?' });
    expect(network.sent('DELETE /api/lists/delete/gl-tuan')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Xoá danh sách' }));

    expect(await findStatus('Đã xoá danh sách Đi chợ cuối tuần.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/shopping-lists'));
    expect(reads()).toBe(1);
    expect(await screen.findByRole('heading', { name: 'Bạn chưa có danh sách nào' })).toBeInTheDocument();
  });
});
