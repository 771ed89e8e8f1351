import { axe } from '../../features/organization-controls/testing/axe';
import { screen, waitFor, within } from '@testing-library/react';
import { errorAnswer, FakeNetwork } from '../../testing/fake-network';
import { findStatus } from '../../testing/queries';
import { limitsFixture } from '../../features/organization-controls/testing/fixtures';
import { main, openPage } from '../../features/organization-controls/testing/open-page';

const limitsAnswer = (view = limitsFixture()) => ({ body: { data: view } });

describe('/account/organization/limits', () => {
  it('shows each role’s limits and this month’s spend, and the per-person limits', async () => {
    const network = new FakeNetwork({ 'GET /api/organization/spending-limits': limitsAnswer() });
    await openPage('/account/organization/limits', network);
    const members = await main().findByRole('group', { name: 'Thành viên' });
    expect(within(members).getByRole('textbox', { name: 'Hạn mức mỗi đơn (₫)' })).toHaveValue(
      '1.000.000',
    );
    expect(within(members).getByRole('textbox', { name: 'Ngân sách mỗi tháng (₫)' })).toHaveValue(
      '5.000.000',
    );
    expect(members).toHaveTextContent('Đã chi tháng này: 1.200.000 ₫');
    const lan = main().getByRole('group', { name: 'Nguyễn Lan (Thành viên)' });
    expect(within(lan).getByRole('textbox', { name: 'Hạn mức mỗi đơn (₫)' })).toHaveValue(
      '3.000.000',
    );
  });

  it('has no accessibility violations', async () => {
    const network = new FakeNetwork({ 'GET /api/organization/spending-limits': limitsAnswer() });
    const { baseElement } = await openPage('/account/organization/limits', network);
    await main().findByRole('group', { name: 'Thành viên' });
    expect(await axe(baseElement)).toHaveNoViolations();
  });

  it('saves every limit at once, a blank one as none, and a person added from the list', async () => {
    const network = new FakeNetwork({
      'GET /api/organization/spending-limits': limitsAnswer(),
      'PUT /api/organization/spending-limits': limitsAnswer(),
    });
    const { user } = await openPage('/account/organization/limits', network);
    const members = await main().findByRole('group', { name: 'Thành viên' });
    const budget = within(members).getByRole('textbox', { name: 'Ngân sách mỗi tháng (₫)' });
    await user.clear(budget);
    await user.selectOptions(
      main().getByRole('combobox', { name: 'Thêm hạn mức riêng cho' }),
      'usr_hung',
    );
    await user.click(main().getByRole('button', { name: 'Thêm' }));
    const hung = main().getByRole('group', { name: 'Lê Hùng (Quản trị viên)' });
    await user.type(
      within(hung).getByRole('textbox', { name: 'Hạn mức mỗi đơn (₫)' }),
      '2.000.000',
    );
    await user.click(main().getByRole('button', { name: 'Lưu hạn mức' }));

    expect(await findStatus('Đã lưu hạn mức chi tiêu.')).toBeInTheDocument();
    expect(network.sent('PUT /api/organization/spending-limits')[0]?.body).toEqual({
      roles: [
        { accountLevel: 2, orderLimit: 1_000_000, monthlyBudget: null },
        { accountLevel: 3, orderLimit: null, monthlyBudget: null },
        { accountLevel: 4, orderLimit: null, monthlyBudget: null },
      ],
      users: [
        { userId: 'usr_lan', orderLimit: 3_000_000, monthlyBudget: null },
        { userId: 'usr_hung', orderLimit: 2_000_000, monthlyBudget: null },
      ],
    });
  });

  it('says why an admin’s change to the limit that governs them was refused', async () => {
    const network = new FakeNetwork({
      'GET /api/organization/spending-limits': limitsAnswer(),
      'PUT /api/organization/spending-limits': errorAnswer(400, 'OWN_LIMIT'),
    });
    const { user } = await openPage('/account/organization/limits', network);
    await main().findByRole('group', { name: 'Thành viên' });
    await user.click(main().getByRole('button', { name: 'Lưu hạn mức' }));
    expect(
      await main().findByText(/Bạn không thể thay đổi hạn mức áp dụng cho chính mình/),
    ).toBeInTheDocument();
  });

  it('refuses an amount that is not one, focusing it, and sends nothing', async () => {
    const network = new FakeNetwork({ 'GET /api/organization/spending-limits': limitsAnswer() });
    const { user } = await openPage('/account/organization/limits', network);
    const members = await main().findByRole('group', { name: 'Thành viên' });
    const order = within(members).getByRole('textbox', { name: 'Hạn mức mỗi đơn (₫)' });
    await user.clear(order);
    await user.type(order, '1,5 triệu');
    await user.click(main().getByRole('button', { name: 'Lưu hạn mức' }));
    expect(
      await within(members).findByText('Nhập số tiền bằng chữ số, ví dụ 1.500.000.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(order).toHaveFocus());
    expect(network.sent('PUT /api/organization/spending-limits')).toHaveLength(0);
  });

  it('says so to a member, whom the server refuses', async () => {
    const network = new FakeNetwork({
      'GET /api/organization/spending-limits': errorAnswer(400, 'PERMISSION_DENIED'),
    });
    await openPage('/account/organization/limits', network);
    expect(
      await main().findByText('Chỉ chủ doanh nghiệp và quản trị viên xem được trang này'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Lưu hạn mức' })).not.toBeInTheDocument();
  });

  it('offers a retry when the limits did not load', async () => {
    const network = new FakeNetwork({
      'GET /api/organization/spending-limits': errorAnswer(500, 'INTERNAL_ERROR'),
    });
    const { user } = await openPage('/account/organization/limits', network);
    expect(await main().findByText(/Chưa tải được hạn mức chi tiêu/)).toBeInTheDocument();
    network.on('GET /api/organization/spending-limits', limitsAnswer());
    await user.click(main().getByRole('button', { name: 'Thử lại' }));
    expect(await main().findByRole('group', { name: 'Thành viên' })).toBeInTheDocument();
  });
});
