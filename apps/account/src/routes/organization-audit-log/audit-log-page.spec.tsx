import { axe } from '../../features/organization-controls/testing/axe';
import { waitFor, within } from '@testing-library/react';
import { errorAnswer, FakeNetwork } from '../../testing/fake-network';
import { auditFixture } from '../../features/organization-controls/testing/fixtures';
import { main, openPage } from '../../features/organization-controls/testing/open-page';

const auditAnswer = (page = auditFixture()) => ({ body: { data: page } });

describe('/account/organization/audit-log', () => {
  it('lists who did what and when, with the values before and after', async () => {
    const network = new FakeNetwork({ 'GET /api/organization/audit-log': auditAnswer() });
    await openPage('/account/organization/audit-log', network);
    const table = await main().findByRole('table', { name: 'Nhật ký hoạt động của doanh nghiệp' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Trần Minh <chu.doanh.nghiep@gio.vn>');
    expect(rows[1]).toHaveTextContent('Đổi vai trò');
    expect(rows[1]).toHaveTextContent('accountLevel: 2');
    expect(rows[1]).toHaveTextContent('accountLevel: 4');
    expect(rows[2]).toHaveTextContent('Đơn chờ duyệt');
  });

  it('has no accessibility violations', async () => {
    const network = new FakeNetwork({ 'GET /api/organization/audit-log': auditAnswer() });
    const { baseElement } = await openPage('/account/organization/audit-log', network);
    await main().findByRole('table');
    expect(await axe(baseElement)).toHaveNoViolations();
  });

  it('filters by person and kind through the address bar, pages on, and downloads the same filter as CSV', async () => {
    const network = new FakeNetwork({ 'GET /api/organization/audit-log': auditAnswer() });
    const { user, router } = await openPage('/account/organization/audit-log', network);
    await main().findByRole('table');
    await user.selectOptions(main().getByRole('combobox', { name: 'Người thực hiện' }), 'usr_lan');
    await user.selectOptions(main().getByRole('combobox', { name: 'Loại thao tác' }), 'order_held');
    await user.click(main().getByRole('button', { name: 'Lọc' }));
    await waitFor(() =>
      expect(main().getByRole('link', { name: 'Tải CSV' })).toHaveAttribute(
        'href',
        '/api/organization/audit-log.csv?actor=usr_lan&kind=order_held',
      ),
    );
    expect(router.state.location.search).toBe('?actor=usr_lan&kind=order_held');
    expect(network.calls.map((call) => call.url)).toContain(
      '/api/organization/audit-log?actor=usr_lan&kind=order_held',
    );

    await user.click(main().getByRole('link', { name: 'Trang sau' }));
    await main().findByRole('link', { name: 'Trang đầu' });
    await waitFor(() => expect(network.calls.at(-1)?.url).toContain('cursor='));
    expect(network.calls.at(-1)?.url).toBe(
      '/api/organization/audit-log?actor=usr_lan&kind=order_held&cursor=MjAyNi0xMS0yMA',
    );
  });

  it('says when nothing matches', async () => {
    const network = new FakeNetwork({
      'GET /api/organization/audit-log': auditAnswer(
        auditFixture({ entries: [], nextCursor: null }),
      ),
    });
    await openPage('/account/organization/audit-log?kind=invite_sent', network);
    expect(
      await main().findByRole('heading', { name: 'Chưa có hoạt động nào' }),
    ).toBeInTheDocument();
    expect(main().queryByRole('link', { name: 'Trang sau' })).not.toBeInTheDocument();
  });

  it('says so to a member, whom the server refuses', async () => {
    const network = new FakeNetwork({
      'GET /api/organization/audit-log': errorAnswer(400, 'PERMISSION_DENIED'),
    });
    await openPage('/account/organization/audit-log', network);
    expect(
      await main().findByText('Chỉ chủ doanh nghiệp và quản trị viên xem được trang này'),
    ).toBeInTheDocument();
  });

  it('drops a malformed filter instead of sending it', async () => {
    const network = new FakeNetwork({ 'GET /api/organization/audit-log': auditAnswer() });
    await openPage('/account/organization/audit-log?kind=drop_tables&actor=a%20b', network);
    await main().findByRole('table');
    expect(network.sent('GET /api/organization/audit-log')[0]?.url).toBe(
      '/api/organization/audit-log',
    );
  });
});
