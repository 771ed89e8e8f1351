import type { OrganizationInvite, OrganizationInvoiceDetailsAnswer, OrganizationUser } from '@gio/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { configureAxe } from 'jest-axe';
import { errorAnswer, FakeNetwork } from '../../testing/fake-network';
import { organization, sessionUser } from '../../testing/fixtures';
import { findAlert, findStatus } from '../../testing/queries';
import { renderAccount, TEST_CSRF_TOKEN } from '../../testing/render-account';

const ALL = ['organization.view', 'organization.invite-user', 'organization.change-role', 'organization.remove-user', 'organization.update', 'cart.edit', 'order.place', 'payment.invoice'];
const ADMIN_ACTIONS = ALL.filter((action) => action !== 'organization.update');
const MEMBER_ACTIONS = ['organization.view', 'cart.edit', 'order.place', 'payment.invoice'];
const LABELS: Record<number, string> = { 1: 'Owner', 2: 'Member', 3: 'Cart Editor', 4: 'Admin' };

const business = { ...organization, invoice: { enabled: true, creditLimit: 50_000_000, currentOutstanding: 4_250_000 } };

function organizationAnswer(accountLevel: number, allowedActions: string[], overrides: Partial<typeof business> = {}) {
  return {
    body: {
      data: {
        organization: { ...business, ...overrides },
        viewer: { accountLevel, levelLabel: LABELS[accountLevel], allowedActions, canManageBusinessUsers: accountLevel === 1 || accountLevel === 4 },
      },
    },
  };
}

function user(id: string, firstName: string, accountLevel: number, isCurrentUser = false): OrganizationUser {
  return { id, email: `${id}@bepnhaviet.vn`, firstName, lastName: 'Lê', accountLevel, levelLabel: LABELS[accountLevel], isCurrentUser };
}

const invite: OrganizationInvite = {
  code: 'c'.repeat(43),
  invitedEmail: 'ke.toan@gio.vn',
  accountLevel: 2,
  levelLabel: 'Member',
  invitedBy: 'Lê Văn Hùng',
  createdAt: '2026-11-20T08:00:00.000Z',
  expiresAt: '2026-12-04T08:00:00.000Z',
};

const usersAnswer = (users: OrganizationUser[], invites: OrganizationInvite[] = []) => ({ body: { data: { users, invites } } });

const details = {
  companyName: 'Công ty TNHH Bếp Nhà Việt',
  taxCode: '0312345673',
  invoiceEmail: 'hoadon@bepnhaviet.vn',
  addressLine1: '86 Lê Thánh Tôn',
  district: 'Quận 1',
  city: 'Thành phố Hồ Chí Minh',
  updatedAt: '2026-11-20T08:00:00.000Z',
};
const invoiceAnswer = (overrides: Partial<OrganizationInvoiceDetailsAnswer> = {}) => ({
  body: { data: { invoiceDetails: details, editable: true, companyNameEditable: true, ...overrides } },
});

const owner = user('usr_owner', 'Hùng', 1);
const admin = user('usr_admin', 'Mai', 4);
const member = user('usr_member', 'Nam', 2);
const editor = user('usr_editor', 'Thu', 3);

function ownerNetwork() {
  return new FakeNetwork({
    'GET /api/organization': organizationAnswer(1, ALL),
    'GET /api/organization/users': usersAnswer([{ ...owner, isCurrentUser: true }, admin, member, editor], [invite]),
    'GET /api/organization/invoice-details': invoiceAnswer(),
  });
}

/** The page's main landmark, once the page (not the app's first frame) is there. */
async function main() {
  await screen.findByRole('heading', { level: 1, name: 'Doanh nghiệp' });
  return within(screen.getByRole('main'));
}

// Colour contrast needs layout, which jsdom lacks (the UI kit's token tests check it instead).
const axe = configureAxe({ rules: { 'color-contrast': { enabled: false } } });

describe('/account/organization', () => {
  it('passes axe once loaded, as the owner and as a member see it', async () => {
    const owner = renderAccount('/account/organization', { network: ownerNetwork() });
    await (await main()).findByRole('button', { name: 'Gửi lời mời' });
    await waitFor(() => expect(screen.queryByText('Đang tải nội dung')).not.toBeInTheDocument());
    expect(await axe(owner.baseElement)).toHaveNoViolations();
    owner.unmount();

    const network = new FakeNetwork({
      'GET /api/organization': organizationAnswer(2, MEMBER_ACTIONS),
      'GET /api/organization/users': usersAnswer([owner_, { ...member, isCurrentUser: true }]),
      'GET /api/organization/invoice-details': invoiceAnswer({ editable: false, companyNameEditable: false }),
    });
    const memberView = renderAccount('/account/organization', { network });
    await (await main()).findByRole('region', { name: 'Người dùng' });
    await waitFor(() => expect(screen.queryByText('Đang tải nội dung')).not.toBeInTheDocument());
    expect(await axe(memberView.baseElement)).toHaveNoViolations();
  });

  it('shows a skeleton while the organisation loads, then its profile, credit and users', async () => {
    const network = ownerNetwork();
    const release = network.hold('GET /api/organization', organizationAnswer(1, ALL));
    renderAccount('/account/organization', { network });

    expect(await screen.findByRole('heading', { level: 1, name: 'Doanh nghiệp' })).toBeInTheDocument();
    expect(screen.getByText('Đang tải nội dung')).toBeInTheDocument();
    release();

    expect(await (await main()).findByText('Bạn là Chủ doanh nghiệp của Công ty TNHH Bếp Nhà Việt.')).toBeInTheDocument();
    const credit = (await main()).getByRole('region', { name: 'Hạn mức thanh toán bằng hoá đơn' });
    expect(credit).toHaveTextContent(/Hạn mức\s*50\.000\.000\s*₫/);
    expect(credit).toHaveTextContent(/Dư nợ hiện tại\s*4\.250\.000\s*₫/);
    expect(credit).toHaveTextContent(/Còn lại\s*45\.750\.000\s*₫/);
    const users = await (await main()).findByRole('region', { name: 'Người dùng' });
    expect(within(users).getAllByRole('article')).toHaveLength(4);
    expect(within(users).getByRole('article', { name: /Lê Mai/ })).toHaveTextContent('Quản trị viên');
    expect(within(users).getByRole('article', { name: /Lê Thu/ })).toHaveTextContent('Người soạn giỏ');
    expect(within(users).getByRole('article', { name: /Lê Hùng/ })).toHaveTextContent('Không thể đổi vai trò hoặc xoá chủ doanh nghiệp.');
  });

  it('tells a user without an organisation so, and makes no other call', async () => {
    const network = new FakeNetwork({ 'GET /api/organization': errorAnswer(404, 'NOT_FOUND') });
    renderAccount('/account/organization', { network });

    expect(await (await main()).findByRole('heading', { name: 'Tài khoản của bạn chưa thuộc doanh nghiệp nào' })).toBeInTheDocument();
    expect((await main()).getByRole('link', { name: 'Yêu cầu báo giá số lượng lớn' })).toHaveAttribute('href', '/bulk-purchase');
    expect(network.sent('GET /api/organization/users')).toHaveLength(0);
  });

  it('offers a retry when the organisation did not load', async () => {
    const network = ownerNetwork().on('GET /api/organization', errorAnswer(500, 'INTERNAL_ERROR'));
    const { user: person } = renderAccount('/account/organization', { network });

    expect(await findAlert('Chưa tải được thông tin doanh nghiệp')).toBeInTheDocument();
    network.on('GET /api/organization', organizationAnswer(1, ALL));
    await person.click(screen.getByRole('button', { name: 'Thử lại' }));

    expect(await (await main()).findByRole('region', { name: 'Người dùng' })).toBeInTheDocument();
    expect(network.sent('GET /api/organization')).toHaveLength(2);
  });

  it('gives the owner every management control and the links to the sub-pages', async () => {
    renderAccount('/account/organization', { network: ownerNetwork() });

    const links = await (await main()).findByRole('navigation', { name: 'Quản lý' });
    expect(within(links).getByRole('link', { name: 'Duyệt đơn hàng' })).toHaveAttribute('href', '/account/organization/approvals');
    expect(within(links).getByRole('link', { name: 'Nhật ký hoạt động' })).toHaveAttribute('href', '/account/organization/audit-log');
    expect(within(links).getByRole('link', { name: 'Sao kê công nợ' })).toHaveAttribute('href', '/account/organization/statement');
    expect(within(links).getByRole('link', { name: 'Hạn mức chi tiêu' })).toHaveAttribute('href', '/account/organization/limits');
    expect((await main()).getByRole('textbox', { name: /^Tên doanh nghiệp/ })).toHaveValue('Công ty TNHH Bếp Nhà Việt');
    expect(await (await main()).findByRole('button', { name: 'Xoá Lê Mai khỏi doanh nghiệp' })).toBeInTheDocument();
    expect((await main()).getByRole('combobox', { name: 'Vai trò của Lê Nam' })).toHaveValue('2');
    expect((await main()).getByRole('button', { name: 'Gửi lời mời' })).toBeInTheDocument();
    expect((await main()).getByRole('button', { name: 'Thu hồi lời mời gửi ke.toan@gio.vn' })).toBeInTheDocument();
    const company = await (await main()).findByRole('textbox', { name: /^Tên công ty/ });
    expect(company).not.toHaveAttribute('readonly');
  });

  it("shows an admin the user controls, not the profile form, and the company name read-only", async () => {
    const network = new FakeNetwork({
      'GET /api/organization': organizationAnswer(4, ADMIN_ACTIONS),
      'GET /api/organization/users': usersAnswer([owner, { ...admin, isCurrentUser: true }, member], [invite]),
      'GET /api/organization/invoice-details': invoiceAnswer({ companyNameEditable: false }),
    });
    renderAccount('/account/organization', { network });

    expect(await (await main()).findByRole('navigation', { name: 'Quản lý' })).toBeInTheDocument();
    expect((await main()).queryByRole('button', { name: 'Lưu hồ sơ' })).not.toBeInTheDocument();
    expect((await main()).getByText('Chỉ chủ doanh nghiệp được đổi tên và logo.')).toBeInTheDocument();
    expect(await (await main()).findByRole('article', { name: /Lê Mai/ })).toHaveTextContent('Bạn không thể đổi vai trò hoặc xoá chính mình.');
    expect((await main()).getByRole('button', { name: 'Xoá Lê Nam khỏi doanh nghiệp' })).toBeInTheDocument();
    expect((await main()).queryByRole('button', { name: /Xoá Lê Hùng/ })).not.toBeInTheDocument();
    const company = await (await main()).findByRole('textbox', { name: /^Tên công ty/ });
    expect(company).toHaveAttribute('readonly');
    expect((await main()).getByRole('textbox', { name: /^E-mail nhận hoá đơn/ })).not.toHaveAttribute('readonly');
    expect((await main()).queryByRole('button', { name: 'Tra cứu mã số thuế' })).not.toBeInTheDocument();
  });

  it('shows a member the list and details only, with no management control or sub-page link', async () => {
    const network = new FakeNetwork({
      'GET /api/organization': organizationAnswer(2, MEMBER_ACTIONS),
      'GET /api/organization/users': usersAnswer([owner, admin, { ...member, isCurrentUser: true }]),
      'GET /api/organization/invoice-details': invoiceAnswer({ editable: false, companyNameEditable: false }),
    });
    renderAccount('/account/organization', { network });

    const users = await (await main()).findByRole('region', { name: 'Người dùng' });
    expect(within(users).getByRole('article', { name: /Lê Nam/ })).toHaveTextContent('(bạn)');
    expect((await main()).queryByRole('navigation', { name: 'Quản lý' })).not.toBeInTheDocument();
    expect((await main()).queryByRole('button', { name: /Xoá .* khỏi doanh nghiệp/ })).not.toBeInTheDocument();
    expect((await main()).queryByRole('combobox')).not.toBeInTheDocument();
    expect((await main()).queryByRole('button', { name: 'Gửi lời mời' })).not.toBeInTheDocument();
    expect((await main()).queryByText('Không thể đổi vai trò hoặc xoá chủ doanh nghiệp.')).not.toBeInTheDocument();
    const invoice = await (await main()).findByRole('region', { name: 'Hoá đơn điện tử (VAT)' });
    expect(invoice).toHaveTextContent('0312345673');
    expect(within(invoice).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('shows a cart editor no invoice credit', async () => {
    const network = new FakeNetwork({
      'GET /api/organization': organizationAnswer(3, ['organization.view', 'cart.edit']),
      'GET /api/organization/users': usersAnswer([owner_, { ...editor, isCurrentUser: true }]),
      'GET /api/organization/invoice-details': invoiceAnswer({ editable: false, companyNameEditable: false }),
    });
    renderAccount('/account/organization', { network });
    expect(await (await main()).findByRole('region', { name: 'Người dùng' })).toBeInTheDocument();
    expect((await main()).queryByRole('region', { name: 'Hạn mức thanh toán bằng hoá đơn' })).not.toBeInTheDocument();
  });

  it('keeps a paused account read-only for the owner, and says why', async () => {
    const network = ownerNetwork().on('GET /api/organization', organizationAnswer(1, ALL, { isEnabled: false }));
    renderAccount('/account/organization', { network });

    expect(await (await main()).findByText('Giỏ đang tạm khoá tài khoản doanh nghiệp này: bạn chỉ xem được thông tin.')).toBeInTheDocument();
    const invoice = await (await main()).findByRole('region', { name: 'Hoá đơn điện tử (VAT)' });
    expect(within(invoice).queryByRole('textbox')).not.toBeInTheDocument();
    expect((await main()).queryByRole('button', { name: 'Lưu hồ sơ' })).not.toBeInTheDocument();
  });

  it('invites a user by e-mail with a level and confirms with a toast', async () => {
    const network = ownerNetwork().on('POST /api/organization/invites', (call) => ({
      body: { data: { invite: { ...invite, code: 'd'.repeat(43), invitedEmail: (call.body as { email: string }).email, accountLevel: 4, levelLabel: 'Admin' } } },
    }));
    const { user: person } = renderAccount('/account/organization', { network });

    await person.type(await (await main()).findByRole('textbox', { name: /^E-mail người được mời/ }), 'moi@bepnhaviet.vn');
    await person.selectOptions((await main()).getByRole('combobox', { name: 'Vai trò (bắt buộc)' }), '4');
    await person.click((await main()).getByRole('button', { name: 'Gửi lời mời' }));

    expect(await findStatus('Đã gửi lời mời đến moi@bepnhaviet.vn.')).toBeInTheDocument();
    const [sent] = network.sent('POST /api/organization/invites');
    expect(sent.body).toEqual({ email: 'moi@bepnhaviet.vn', accountLevel: 4 });
    expect(sent.headers['X-CSRF-Token'] ?? sent.headers['x-csrf-token']).toBe(TEST_CSRF_TOKEN);
    expect(network.sent('GET /api/organization/users').length).toBeGreaterThanOrEqual(2);
  });

  it('refuses an invalid invite address before sending, with focus on the field', async () => {
    const network = ownerNetwork();
    const { user: person } = renderAccount('/account/organization', { network });

    const email = await (await main()).findByRole('textbox', { name: /^E-mail người được mời/ });
    await person.type(email, 'not-an-address');
    await person.click((await main()).getByRole('button', { name: 'Gửi lời mời' }));

    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(network.sent('POST /api/organization/invites')).toHaveLength(0);
  });

  it('revokes a pending invite after confirming', async () => {
    const network = ownerNetwork().on(`DELETE /api/organization/invites/${invite.code}`, usersAnswer([owner, admin]));
    const { user: person } = renderAccount('/account/organization', { network });

    await person.click(await (await main()).findByRole('button', { name: 'Thu hồi lời mời gửi ke.toan@gio.vn' }));
    const dialog = await screen.findByRole('dialog', { name: 'Thu hồi lời mời?' });
    network.on('GET /api/organization/users', usersAnswer([{ ...owner, isCurrentUser: true }, admin, member, editor]));
    await person.click(within(dialog).getByRole('button', { name: 'Thu hồi lời mời' }));

    expect(await findStatus('Đã thu hồi lời mời gửi ke.toan@gio.vn.')).toBeInTheDocument();
    expect(network.sent(`DELETE /api/organization/invites/${invite.code}`)).toHaveLength(1);
    expect(await (await main()).findByText('Không có lời mời nào đang chờ.')).toBeInTheDocument();
  });

  it('changes a role and confirms with a toast', async () => {
    const network = ownerNetwork().on('PUT /api/organization/users/usr_member/role', usersAnswer([owner, admin, member]));
    const { user: person } = renderAccount('/account/organization', { network });

    await person.selectOptions(await (await main()).findByRole('combobox', { name: 'Vai trò của Lê Nam' }), '3');
    await person.click(within((await main()).getByRole('article', { name: /Lê Nam/ })).getByRole('button', { name: 'Đổi vai trò' }));

    expect(await findStatus('Lê Nam giờ là Người soạn giỏ.')).toBeInTheDocument();
    expect(network.sent('PUT /api/organization/users/usr_member/role')[0].body).toEqual({ accountLevel: 3 });
  });

  it("says why the server refused to change the owner's role (the last owner stays)", async () => {
    const network = ownerNetwork().on(
      'PUT /api/organization/users/usr_admin/role',
      errorAnswer(400, 'ROLE_CHANGE_REFUSED', 'Không thể đổi vai trò hoặc xoá chủ doanh nghiệp.'),
    );
    const { user: person } = renderAccount('/account/organization', { network });

    await person.selectOptions(await (await main()).findByRole('combobox', { name: 'Vai trò của Lê Mai' }), '2');
    await person.click(within((await main()).getByRole('article', { name: /Lê Mai/ })).getByRole('button', { name: 'Đổi vai trò' }));

    expect(await findAlert('doanh nghiệp luôn cần chủ của mình')).toBeInTheDocument();
  });

  it('removes a user after confirming, and shows a refusal in the dialog', async () => {
    const network = ownerNetwork().on(
      'DELETE /api/organization/users/usr_editor',
      errorAnswer(400, 'ROLE_CHANGE_REFUSED', 'Không thể đổi vai trò hoặc xoá chủ doanh nghiệp.'),
    );
    const { user: person } = renderAccount('/account/organization', { network });

    await person.click(await (await main()).findByRole('button', { name: 'Xoá Lê Thu khỏi doanh nghiệp' }));
    let dialog = await screen.findByRole('dialog', { name: 'Xoá người dùng khỏi doanh nghiệp?' });
    expect(dialog).toHaveTextContent('usr_editor@bepnhaviet.vn');
    await person.click(within(dialog).getByRole('button', { name: 'Xoá người dùng' }));
    expect(await within(dialog).findByText(/doanh nghiệp luôn cần chủ của mình/)).toBeInTheDocument();

    network.on('DELETE /api/organization/users/usr_editor', usersAnswer([owner, admin, member]));
    network.on('GET /api/organization/users', usersAnswer([{ ...owner, isCurrentUser: true }, admin, member], [invite]));
    dialog = screen.getByRole('dialog', { name: 'Xoá người dùng khỏi doanh nghiệp?' });
    await person.click(within(dialog).getByRole('button', { name: 'Xoá người dùng' }));

    expect(await findStatus('Đã xoá Lê Thu khỏi doanh nghiệp.')).toBeInTheDocument();
    const page = await main();
    await waitFor(() => expect(page.queryByRole('article', { name: /Lê Thu/ })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
  });

  it('fills the company in from the tax code and saves the e-invoice details', async () => {
    const network = ownerNetwork()
      .on('GET /api/organization/invoice-details', invoiceAnswer({ invoiceDetails: null }))
      .on('GET /api/vat-tax-code/0312345673', {
        body: { data: { company: { taxCode: '0312345673', companyName: 'Công ty TNHH Bếp Nhà Việt', addressLine1: '86 Lê Thánh Tôn, Phường Bến Nghé', district: 'Quận 1', city: 'Thành phố Hồ Chí Minh' } } },
      })
      .on('PUT /api/organization/invoice-details', invoiceAnswer());
    const { user: person } = renderAccount('/account/organization', { network });

    const invoice = await (await main()).findByRole('region', { name: 'Hoá đơn điện tử (VAT)' });
    await person.type(within(invoice).getByRole('textbox', { name: /^Mã số thuế/ }), '0312345673');
    await person.click(within(invoice).getByRole('button', { name: 'Tra cứu mã số thuế' }));
    expect(await within(invoice).findByText('Đã điền thông tin của Công ty TNHH Bếp Nhà Việt theo mã số thuế.')).toBeInTheDocument();
    expect(within(invoice).getByRole('textbox', { name: /^Quận\/Huyện/ })).toHaveValue('Quận 1');
    await person.type(within(invoice).getByRole('textbox', { name: /^E-mail nhận hoá đơn/ }), 'hoadon@bepnhaviet.vn');
    await person.click(within(invoice).getByRole('button', { name: 'Lưu thông tin hoá đơn' }));

    expect(await findStatus('Đã lưu thông tin hoá đơn điện tử.')).toBeInTheDocument();
    expect(network.sent('PUT /api/organization/invoice-details')[0].body).toEqual({
      companyName: 'Công ty TNHH Bếp Nhà Việt',
      taxCode: '0312345673',
      invoiceEmail: 'hoadon@bepnhaviet.vn',
      addressLine1: '86 Lê Thánh Tôn, Phường Bến Nghé',
      district: 'Quận 1',
      city: 'Thành phố Hồ Chí Minh',
    });
  });

  it('says so when no company has the tax code', async () => {
    const network = ownerNetwork().on('GET /api/vat-tax-code/0101248141', errorAnswer(404, 'NOT_FOUND'));
    const { user: person } = renderAccount('/account/organization', { network });

    const code = await (await main()).findByRole('textbox', { name: /^Mã số thuế/ });
    await person.clear(code);
    await person.type(code, '0101248141');
    await person.click((await main()).getByRole('button', { name: 'Tra cứu mã số thuế' }));

    expect(await findAlert('Không tìm thấy công ty với mã số thuế này.')).toBeInTheDocument();
  });

  it("puts an admin's refused company name under the field", async () => {
    const network = new FakeNetwork({
      'GET /api/organization': organizationAnswer(4, ADMIN_ACTIONS),
      'GET /api/organization/users': usersAnswer([owner, { ...admin, isCurrentUser: true }]),
      'GET /api/organization/invoice-details': invoiceAnswer({ companyNameEditable: false }),
      'PUT /api/organization/invoice-details': errorAnswer(400, 'PERMISSION_DENIED', 'refused', 'companyName'),
    });
    const { user: person } = renderAccount('/account/organization', { network });

    await person.click(await (await main()).findByRole('button', { name: 'Lưu thông tin hoá đơn' }));

    const company = (await main()).getByRole('textbox', { name: /^Tên công ty/ });
    await waitFor(() => expect(company).toHaveFocus());
    expect(company).toHaveAccessibleDescription(/Chỉ chủ doanh nghiệp được đổi tên công ty và mã số thuế/);
  });

  it("saves the owner's name and logo", async () => {
    const network = ownerNetwork().on('PUT /api/organization', organizationAnswer(1, ALL));
    const { user: person } = renderAccount('/account/organization', { network });

    const logo = await (await main()).findByRole('textbox', { name: 'Địa chỉ ảnh logo (URL)' });
    await person.type(logo, 'https://cdn.gio.vn/logo/bnv.png');
    await person.click((await main()).getByRole('button', { name: 'Lưu hồ sơ' }));

    expect(await findStatus('Đã lưu hồ sơ doanh nghiệp.')).toBeInTheDocument();
    expect(network.sent('PUT /api/organization')[0].body).toEqual({ name: 'Công ty TNHH Bếp Nhà Việt', logoImage: 'https://cdn.gio.vn/logo/bnv.png' });
  });

  it('lists the organisation page in the navigation for the business view only', async () => {
    const network = ownerNetwork();
    const business = sessionUser({ accountLevel: 1, clientViewType: 1, organization: business_ });
    renderAccount('/account/organization', { network, shellSession: { status: 'customer', user: business } });
    const nav = await screen.findByRole('navigation', { name: 'Tài khoản của tôi' });
    expect(within(nav).getByRole('link', { name: 'Doanh nghiệp' })).toHaveAttribute('href', '/account/organization');
  });

  it('leaves the organisation page out of the navigation of a personal view', async () => {
    renderAccount('/account/organization', {
      network: ownerNetwork(),
      shellSession: { status: 'customer', user: sessionUser() },
    });
    const nav = await screen.findByRole('navigation', { name: 'Tài khoản của tôi' });
    expect(within(nav).queryByRole('link', { name: 'Doanh nghiệp' })).not.toBeInTheDocument();
  });
});

const business_ = business;
const owner_ = owner;
