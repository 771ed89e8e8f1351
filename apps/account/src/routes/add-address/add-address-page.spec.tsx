import { screen, waitFor, within } from '@testing-library/react';
import { errorAnswer, FakeNetwork } from '../../testing/fake-network';
import { addressListAnswer, organization, savedAddress, sessionAnswer, sessionUser } from '../../testing/fixtures';
import { findAlert, findStatus } from '../../testing/queries';
import { renderAccount } from '../../testing/render-account';

async function fillAddress(user: ReturnType<typeof renderAccount>['user'], values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const field = screen.getByLabelText(new RegExp(`^${label}`));
    await user.clear(field);
    await user.type(field, value);
  }
}

const AN_ADDRESS = {
  'Số nhà, tên đường': '12 Lê Lợi',
  'Phường/Xã': 'Phường Bến Nghé',
  'Quận/Huyện': 'Quận 1',
  'Tỉnh/Thành phố': 'TP. Hồ Chí Minh',
};

describe('/account/add-address', () => {
  it('shows the form once the signed-in user is known, with their name filled in', async () => {
    const network = new FakeNetwork();
    const release = network.hold('GET /api/session', sessionAnswer());
    renderAccount('/account/add-address', { network });

    expect(await screen.findByRole('heading', { level: 1, name: 'Thêm địa chỉ' })).toBeInTheDocument();
    expect(screen.getByText('Đang tải nội dung')).toBeInTheDocument();
    release();

    expect(await screen.findByLabelText(/^Họ/)).toHaveValue('Nguyễn');
    expect(screen.getByLabelText(/^Tên/)).toHaveValue('Lan');
    // A personal shopper has no scope to choose.
    expect(screen.queryByRole('group', { name: 'Địa chỉ này dùng cho' })).not.toBeInTheDocument();
    // The 16 Malaysian states are offered by name.
    const state = screen.getByRole('combobox', { name: /Bang \(Malaysia\)/ });
    expect(within(state).getAllByRole('option')).toHaveLength(17);
    expect(within(state).getByRole('option', { name: 'Kuala Lumpur' })).toHaveValue('MY-14');
  });

  it('focuses the first invalid field and refuses a PO box before anything is sent', async () => {
    const network = new FakeNetwork({ 'GET /api/session': sessionAnswer() });
    const { user } = renderAccount('/account/add-address', { network });
    await screen.findByLabelText(/^Họ/);

    await fillAddress(user, { 'Số nhà, tên đường': 'P.O. Box 12' });
    await user.click(screen.getByRole('button', { name: 'Tiếp tục' }));

    const line1 = screen.getByLabelText(/^Số nhà, tên đường/);
    expect(line1).toHaveFocus();
    expect(line1).toHaveAccessibleDescription(/không dùng hộp thư bưu điện/);
    expect(screen.getByLabelText(/^Phường\/Xã/)).toHaveAccessibleDescription(/Vui lòng điền thông tin này/);
    expect(network.calls.filter((call) => call.method !== 'GET' || call.url !== '/api/session')).toEqual([]);
  });

  it('checks the postal code by its call and shows its refusal under the field', async () => {
    const network = new FakeNetwork({
      'GET /api/session': sessionAnswer(),
      'GET /api/postal-code/validate/99999': { body: { data: { valid: false, postalCode: null } } },
    });
    const { user } = renderAccount('/account/add-address', { network });
    await screen.findByLabelText(/^Họ/);

    await fillAddress(user, { ...AN_ADDRESS, 'Mã bưu chính': '99999' });
    await user.click(screen.getByRole('button', { name: 'Tiếp tục' }));

    const postal = screen.getByLabelText(/^Mã bưu chính/);
    await waitFor(() => expect(postal).toHaveAccessibleDescription(/Mã bưu chính phải gồm 5 hoặc 9 chữ số/));
    expect(postal).toHaveFocus();
    expect(network.sent('GET /api/postal-code/validate/99999')).toHaveLength(1);
  });

  it('goes to the confirm step with the checked address, and saves it from there', async () => {
    const network = new FakeNetwork({
      'GET /api/session': sessionAnswer(),
      'GET /api/postal-code/validate/70000': { body: { data: { valid: true, postalCode: '70000' } } },
      'POST /api/address': {
        body: { data: { addressCreationResult: { address: savedAddress({ id: 'adr_new' }), isDefault: false } } },
      },
      'GET /api/addresses': addressListAnswer([savedAddress({ id: 'adr_new' })]),
    });
    const { user, router } = renderAccount('/account/add-address', { network });
    await screen.findByLabelText(/^Họ/);

    await fillAddress(user, { ...AN_ADDRESS, 'Toà nhà, tầng, căn hộ': 'Tầng 3', 'Mã bưu chính': '70 000' });
    await user.selectOptions(screen.getByRole('combobox', { name: /Bang/ }), 'Selangor');
    await user.click(screen.getByRole('checkbox', { name: 'Đặt làm địa chỉ mặc định' }));
    await user.click(screen.getByRole('button', { name: 'Tiếp tục' }));

    const heading = await screen.findByRole('heading', { level: 1, name: 'Xác nhận địa chỉ' });
    expect(router.state.location.pathname).toBe('/account/confirm-address');
    await waitFor(() => expect(heading).toHaveFocus());
    const card = screen.getByRole('region', { name: 'Nguyễn Lan' });
    expect(card).toHaveTextContent('12 Lê Lợi, Tầng 3');
    expect(card).toHaveTextContent('TP. Hồ Chí Minh, Selangor, 70000');
    expect(card).toHaveTextContent('sẽ là địa chỉ mặc định');
    expect(network.sent('POST /api/address')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Lưu địa chỉ' }));

    expect(await findStatus('Đã lưu địa chỉ mới.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/address'));
    expect(network.sent('POST /api/address')[0]?.body).toEqual({
      address: {
        firstName: 'Lan',
        lastName: 'Nguyễn',
        addressLine1: '12 Lê Lợi',
        addressLine2: 'Tầng 3',
        ward: 'Phường Bến Nghé',
        district: 'Quận 1',
        city: 'TP. Hồ Chí Minh',
        state: 'MY-10',
        postalCode: '70000',
        accountScope: 0,
        type: 1,
        country: 'VN',
      },
      fromCheckout: false,
      setAsDefaultAddress: true,
    });
  });

  it('lets a business member add a business address, and opens the 585 dialog when the area is not served', async () => {
    const network = new FakeNetwork({
      'GET /api/session': sessionAnswer(sessionUser({ organization, customerType: 1, clientViewType: 1 })),
      'POST /api/address': errorAnswer(400, 585, 'Giỏ chưa phục vụ khách hàng doanh nghiệp tại địa chỉ này.', 'address.city'),
    });
    const { user, router } = renderAccount('/account/add-address', { network });
    await screen.findByLabelText(/^Họ/);

    const scope = screen.getByRole('group', { name: 'Địa chỉ này dùng cho' });
    await user.click(within(scope).getByRole('radio', { name: /Bếp Nhà Việt/ }));
    await fillAddress(user, { ...AN_ADDRESS, 'Tên doanh nghiệp': 'Bếp Nhà Việt', 'Tỉnh/Thành phố': 'Cà Mau' });
    await user.click(screen.getByRole('button', { name: 'Tiếp tục' }));
    await user.click(await screen.findByRole('button', { name: 'Lưu địa chỉ' }));

    const dialog = await screen.findByRole('dialog', { name: 'Chưa giao hàng doanh nghiệp đến đây' });
    expect(network.sent('POST /api/address')[0]?.body).toMatchObject({
      address: { accountScope: 1, businessName: 'Bếp Nhà Việt', city: 'Cà Mau' },
    });

    await user.click(within(dialog).getByRole('button', { name: 'Sửa lại' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/add-address'));
    // Back in the form with what was typed.
    expect(await screen.findByLabelText(/^Tỉnh\/Thành phố/)).toHaveValue('Cà Mau');
    expect(screen.getByRole('radio', { name: /Bếp Nhà Việt/ })).toBeChecked();
  });

  it('says why the address was not saved when the server refuses a field', async () => {
    const draft = {
      firstName: 'Lan',
      lastName: 'Nguyễn',
      addressLine1: '12 Lê Lợi',
      ward: 'Bến Nghé',
      district: 'Quận 1',
      city: 'TP. Hồ Chí Minh',
      accountScope: 0,
      setAsDefault: false,
    };
    const network = new FakeNetwork({
      'POST /api/address': errorAnswer(400, 'VALIDATION_ERROR', 'form.validation_po_box', 'address.addressLine1'),
    });
    const { user } = renderAccount('/account/confirm-address', { network, state: { draft } });

    await user.click(await screen.findByRole('button', { name: 'Lưu địa chỉ' }));

    const alert = await findAlert('Chưa lưu được địa chỉ');
    expect(alert).toHaveTextContent('không dùng hộp thư bưu điện');
  });

  it('sends a visit of the confirm step without an address back to the form', async () => {
    const network = new FakeNetwork({ 'GET /api/session': sessionAnswer() });
    const { router } = renderAccount('/account/confirm-address', { network });

    await waitFor(() => expect(router.state.location.pathname).toBe('/account/add-address'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Thêm địa chỉ' })).toBeInTheDocument();
  });
});
