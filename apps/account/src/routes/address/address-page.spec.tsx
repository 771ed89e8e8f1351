import { screen, waitFor, within } from '@testing-library/react';
import { errorAnswer, FakeNetwork } from '../../testing/fake-network';
import { addressListAnswer, savedAddress } from '../../testing/fixtures';
import { findAlert, findStatus } from '../../testing/queries';
import { renderAccount, TEST_CSRF_TOKEN } from '../../testing/render-account';

const home = savedAddress();
const office = savedAddress({
  id: 'adr_office',
  isDefault: false,
  addressLine1: '45 Nguyễn Huệ',
  firstName: 'Minh',
  lastName: 'Trần',
  state: 'MY-10',
  stateDisplay: 'Selangor',
  postalCode: '43000',
});
const warehouse = savedAddress({
  id: 'adr_biz',
  accountScope: 1,
  businessName: 'Bếp Nhà Việt',
  addressLine1: '8 Phan Xích Long',
});

describe('/account/address', () => {
  it('shows a skeleton while the addresses load, then each scope with its default marked', async () => {
    const network = new FakeNetwork();
    const release = network.hold('GET /api/addresses', addressListAnswer([home, office, warehouse]));
    renderAccount('/account/address', { network });

    expect(await screen.findByRole('heading', { level: 1, name: 'Sổ địa chỉ' })).toBeInTheDocument();
    expect(screen.getByText('Đang tải nội dung')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    release();

    const personal = await screen.findByRole('region', { name: 'Địa chỉ cá nhân' });
    const business = screen.getByRole('region', { name: 'Địa chỉ doanh nghiệp' });
    const homeCard = within(personal).getByRole('article', { name: /Nguyễn Lan/ });
    expect(homeCard).toHaveTextContent('Mặc định');
    expect(within(homeCard).queryByRole('button', { name: /Đặt làm mặc định/ })).not.toBeInTheDocument();
    const officeCard = within(personal).getByRole('article', { name: /Trần Minh/ });
    // The state shows by its name (the 16 Malaysian states of the spec), never its code.
    expect(officeCard).toHaveTextContent('TP. Hồ Chí Minh, Selangor, 43000');
    expect(within(business).getByRole('article', { name: /Bếp Nhà Việt/ })).toHaveTextContent('Mặc định');
    expect(network.sent('GET /api/addresses')).toHaveLength(1);
  });

  it('says so when there is no address, and leads to the form', async () => {
    const network = new FakeNetwork({ 'GET /api/addresses': addressListAnswer([]) });
    renderAccount('/account/address', { network });

    expect(await screen.findByRole('heading', { name: 'Bạn chưa lưu địa chỉ nào' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Thêm địa chỉ đầu tiên' })).toHaveAttribute('href', '/account/add-address');
  });

  it('offers a retry when the list did not load, and shows it once it does', async () => {
    const network = new FakeNetwork({ 'GET /api/addresses': errorAnswer(500, 'INTERNAL_ERROR') });
    const { user } = renderAccount('/account/address', { network });

    const alert = await findAlert('Chưa tải được sổ địa chỉ');
    expect(alert).toHaveTextContent('Máy chủ chưa trả lời được lúc này.');
    network.on('GET /api/addresses', addressListAnswer([home]));
    await user.click(screen.getByRole('button', { name: 'Thử lại' }));

    expect(await screen.findByRole('article', { name: /Nguyễn Lan/ })).toBeInTheDocument();
    expect(network.sent('GET /api/addresses')).toHaveLength(2);
  });

  it('says the network is down when the call never reached the server', async () => {
    const network = new FakeNetwork({
      'GET /api/addresses': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    renderAccount('/account/address', { network });

    expect(await findAlert('kết nối mạng của bạn đang yếu')).toBeInTheDocument();
  });

  it('goes to sign in, and back here afterwards, when the session has ended', async () => {
    const network = new FakeNetwork({ 'GET /api/addresses': errorAnswer(401, 'UNAUTHORIZED') });
    const { fullPageLoads } = renderAccount('/account/address', { network });

    expect(await screen.findByText(/Đang chuyển bạn đến trang đăng nhập/)).toBeInTheDocument();
    expect(fullPageLoads).toEqual(['/login?redirect=%2Faccount%2Faddress']);
  });

  it('makes an address the default of its scope and confirms it', async () => {
    const network = new FakeNetwork({
      'GET /api/addresses': addressListAnswer([home, office]),
      'PUT /api/default_address': addressListAnswer([
        { ...home, isDefault: false },
        { ...office, isDefault: true },
      ]),
    });
    const { user } = renderAccount('/account/address', { network });

    const officeCard = await screen.findByRole('article', { name: /Trần Minh/ });
    network.on('GET /api/addresses', addressListAnswer([{ ...home, isDefault: false }, { ...office, isDefault: true }]));
    await user.click(within(officeCard).getByRole('button', { name: /Đặt làm mặc định/ }));

    expect(await findStatus('Đã đặt địa chỉ của Trần Minh làm địa chỉ mặc định.')).toBeInTheDocument();
    const [call] = network.sent('PUT /api/default_address');
    expect(call?.body).toEqual({ id: 'adr_office', changed: true, accountScope: 0 });
    expect(call?.headers['X-CSRF-Token']).toBe(TEST_CSRF_TOKEN);
    await waitFor(() => expect(screen.getByRole('article', { name: /Trần Minh/ })).toHaveTextContent('Mặc định'));
  });

  it('asks before deleting, deletes on confirmation and says it is done', async () => {
    const network = new FakeNetwork({
      'GET /api/addresses': addressListAnswer([home, office]),
      'DELETE /api/address/adr_office': addressListAnswer([home]),
    });
    const { user } = renderAccount('/account/address', { network });

    const officeCard = await screen.findByRole('article', { name: /Trần Minh/ });
    await user.click(within(officeCard).getByRole('button', { name: /Xoá/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Xoá địa chỉ này?' });
    expect(dialog).toHaveTextContent('45 Nguyễn Huệ');
    expect(network.sent('DELETE /api/address/adr_office')).toHaveLength(0);

    network.on('GET /api/addresses', addressListAnswer([home]));
    await user.click(within(dialog).getByRole('button', { name: 'Xoá địa chỉ' }));

    expect(await findStatus('Đã xoá địa chỉ.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: /Trần Minh/ })).not.toBeInTheDocument());
    expect(network.sent('DELETE /api/address/adr_office')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
  });

  it('keeps the address when the deletion is cancelled, and says why a deletion failed', async () => {
    const network = new FakeNetwork({
      'GET /api/addresses': addressListAnswer([home]),
      'DELETE /api/address/adr_home': errorAnswer(404, 'NOT_FOUND', 'Address not found'),
    });
    const { user } = renderAccount('/account/address', { network });

    await user.click(await screen.findByRole('button', { name: /Xoá/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Huỷ' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(network.sent('DELETE /api/address/adr_home')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: /Xoá/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Xoá địa chỉ' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent('Đã có lỗi xảy ra');
  });
});
