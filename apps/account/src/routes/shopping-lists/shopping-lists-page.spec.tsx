import { screen, waitFor, within } from '@testing-library/react';
import { errorAnswer, FakeNetwork } from '../../testing/fake-network';
import { listAnswer, listsAnswer, shoppingList, variant } from '../../testing/list-fixtures';
import { findAlert, findStatus } from '../../testing/queries';
import { renderAccount, TEST_CSRF_TOKEN } from '../../testing/render-account';

const milk = variant();
const weekly = shoppingList([{ variant: milk, quantity: 2 }], {
  reminder: { intervalDays: 7, nextReminderAt: '2026-12-03T03:15:00.000Z' },
});
const party = shoppingList([], { shoppingListId: 'sl_2', gid: 'gl-tiec', name: 'Tiệc sinh nhật', listName: 'Tiệc sinh nhật' });

async function opened() {
  await screen.findByRole('heading', { level: 1, name: 'Danh sách mua sắm' });
  return within(screen.getByRole('main'));
}

describe('/account/shopping-lists', () => {
  it('shows a skeleton while the lists load, then each with its size and reminder', async () => {
    const network = new FakeNetwork();
    const release = network.hold('GET /api/lists', listsAnswer([weekly, party]));
    renderAccount('/account/shopping-lists', { network });

    const main = await opened();
    expect(screen.getByText('Đang tải nội dung')).toBeInTheDocument();
    release();

    const card = await main.findByRole('article', { name: 'Đi chợ cuối tuần' });
    expect(within(card).getByRole('link', { name: 'Đi chợ cuối tuần' })).toHaveAttribute('href', '/account/shopping-lists/gl-tuan');
    expect(card).toHaveTextContent('1 sản phẩm, tổng 2 món');
    expect(card).toHaveTextContent('Nhắc mỗi 7 ngày, lần tới vào 3/12/2026.');
    expect(main.getByRole('article', { name: 'Tiệc sinh nhật' })).toHaveTextContent('Chưa đặt lời nhắc.');
    const crumbs = screen.getByRole('navigation', { name: 'Đường dẫn' });
    expect(within(crumbs).getByRole('link', { name: 'Tổng quan' })).toHaveAttribute('href', '/account');
  });

  it('says so when there is no list, and offers to make one', async () => {
    const network = new FakeNetwork({ 'GET /api/lists': listsAnswer([]) });
    renderAccount('/account/shopping-lists', { network });

    const main = await opened();
    expect(await main.findByRole('heading', { name: 'Bạn chưa có danh sách nào' })).toBeInTheDocument();
    expect(main.getByRole('textbox', { name: /Tên danh sách/ })).toBeInTheDocument();
  });

  it('offers a retry when the lists did not load', async () => {
    const network = new FakeNetwork({ 'GET /api/lists': errorAnswer(500, 'INTERNAL_ERROR') });
    const { user } = renderAccount('/account/shopping-lists', { network });

    const main = await opened();
    expect(await findAlert('Chưa tải được danh sách mua sắm')).toBeInTheDocument();
    network.on('GET /api/lists', listsAnswer([weekly]));
    await user.click(main.getByRole('button', { name: 'Thử lại' }));
    expect(await main.findByRole('article', { name: 'Đi chợ cuối tuần' })).toBeInTheDocument();
  });

  it('makes a list with a reminder and opens it', async () => {
    const made = shoppingList([], {
      shoppingListId: 'sl_3',
      gid: 'gl-moi',
      name: 'Rau củ',
      listName: 'Rau củ',
      reminder: { intervalDays: 14, nextReminderAt: '2026-12-10T03:15:00.000Z' },
    });
    const network = new FakeNetwork({
      'GET /api/lists': listsAnswer([]),
      'POST /api/lists/create': listAnswer(made),
      'GET /api/lists/gl-moi': listAnswer(made),
    });
    const { user, router } = renderAccount('/account/shopping-lists', { network });

    const main = await opened();
    await user.click(main.getByRole('button', { name: 'Tạo danh sách' }));
    expect(main.getByRole('textbox', { name: /Tên danh sách/ })).toHaveFocus();
    expect(network.sent('POST /api/lists/create')).toHaveLength(0);

    await user.type(main.getByRole('textbox', { name: /Tên danh sách/ }), 'Rau củ');
    await user.selectOptions(main.getByRole('combobox', { name: 'Nhắc tôi mua sắm' }), 'Mỗi 14 ngày');
    await user.click(main.getByRole('button', { name: 'Tạo danh sách' }));

    expect(await findStatus('Đã tạo danh sách Rau củ.')).toBeInTheDocument();
    const [call] = network.sent('POST /api/lists/create');
    expect(call?.body).toEqual({ listName: 'Rau củ', reminder: { intervalDays: 14 } });
    expect(call?.headers['X-CSRF-Token']).toBe(TEST_CSRF_TOKEN);
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/shopping-lists/gl-moi'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Rau củ' })).toBeInTheDocument();
  });

  it('says the list limit is reached when the gateway refuses another list', async () => {
    const network = new FakeNetwork({
      'GET /api/lists': listsAnswer([weekly]),
      'POST /api/lists/create': errorAnswer(409, 'SHOPPING_LIST_LIMIT'),
    });
    const { user } = renderAccount('/account/shopping-lists', { network });

    const main = await opened();
    await user.type(main.getByRole('textbox', { name: /Tên danh sách/ }), 'Thêm nữa');
    await user.click(main.getByRole('button', { name: 'Tạo danh sách' }));
    expect(await findAlert('Bạn đã có số danh sách tối đa.')).toBeInTheDocument();
  });

  it('asks before deleting a list, deletes it and says so', async () => {
    const network = new FakeNetwork({
      'GET /api/lists': listsAnswer([weekly, party]),
      'DELETE /api/lists/delete/sl_2': listsAnswer([weekly]),
    });
    const { user } = renderAccount('/account/shopping-lists', { network });

    const main = await opened();
    await user.click(await main.findByRole('button', { name: 'Xoá danh sách Tiệc sinh nhật' }));
    const dialog = await screen.findByRole('dialog', { name: 'Xoá danh sách này?' });
    expect(dialog).toHaveTextContent('Tiệc sinh nhật');
    network.on('GET /api/lists', listsAnswer([weekly]));
    await user.click(within(dialog).getByRole('button', { name: 'Xoá danh sách' }));

    expect(await findStatus('Đã xoá danh sách Tiệc sinh nhật.')).toBeInTheDocument();
    expect(network.sent('DELETE /api/lists/delete/sl_2')).toHaveLength(1);
    await waitFor(() => expect(main.queryByRole('article', { name: 'Tiệc sinh nhật' })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
  });
});
