import { axe } from '../../features/organization-controls/testing/axe';
import { within } from '@testing-library/react';
import { errorAnswer, FakeNetwork } from '../../testing/fake-network';
import { statementFixture } from '../../features/organization-controls/testing/fixtures';
import { main, openPage } from '../../features/organization-controls/testing/open-page';

const statementAnswer = (view = statementFixture()) => ({ body: { data: view } });

describe('/account/organization/statement', () => {
  it('shows the credit figures, the aging buckets and each invoice order with its due date and state', async () => {
    const network = new FakeNetwork({ 'GET /api/organization/statement': statementAnswer() });
    await openPage('/account/organization/statement', network);
    const table = await main().findByRole('table', { name: 'Các đơn mua bằng hoá đơn' });
    expect(main().getByText('Hạn mức').nextSibling).toHaveTextContent('50.000.000 ₫');
    expect(main().getByText('Đang nợ').nextSibling).toHaveTextContent('4.250.000 ₫');
    expect(main().getByTestId('bucket-31-60')).toHaveTextContent('Quá hạn 31–60 ngày3.000.000 ₫');
    expect(main().getByTestId('bucket-current')).toHaveTextContent('1.250.000 ₫');
    const overdue = within(table).getByRole('row', { name: /#700150/ });
    expect(overdue).toHaveTextContent('Chưa thanh toán');
    expect(overdue).toHaveTextContent('Quá hạn 31–60 ngày');
    expect(within(table).getByRole('row', { name: /#700100/ })).toHaveTextContent('Đã thanh toán');
    expect(main().getByText(/Điều khoản thanh toán: 30 ngày/)).toBeInTheDocument();
    expect(main().getByRole('link', { name: 'Tải sao kê CSV' })).toHaveAttribute(
      'href',
      '/api/organization/statement.csv',
    );
  });

  it('has no accessibility violations', async () => {
    const network = new FakeNetwork({ 'GET /api/organization/statement': statementAnswer() });
    const { baseElement } = await openPage('/account/organization/statement', network);
    await main().findByRole('table');
    expect(await axe(baseElement)).toHaveNoViolations();
  });

  it('says when the business is on credit hold and why', async () => {
    const network = new FakeNetwork({
      'GET /api/organization/statement': statementAnswer(
        statementFixture({ creditHold: { onHold: true, reasons: ['overdue_90'] } }),
      ),
    });
    await openPage('/account/organization/statement', network);
    expect(
      await main().findByText('Doanh nghiệp đang bị tạm ngừng mua bằng hoá đơn'),
    ).toBeInTheDocument();
    expect(main().getByText('Có hoá đơn quá hạn hơn 90 ngày.')).toBeInTheDocument();
  });

  it('says when there is no invoice order yet', async () => {
    const network = new FakeNetwork({
      'GET /api/organization/statement': statementAnswer(statementFixture({ invoices: [] })),
    });
    await openPage('/account/organization/statement', network);
    expect(
      await main().findByRole('heading', { name: 'Chưa có đơn mua bằng hoá đơn' }),
    ).toBeInTheDocument();
  });

  it('says so to a member, and offers a retry when the statement did not load', async () => {
    const denied = new FakeNetwork({
      'GET /api/organization/statement': errorAnswer(400, 'PERMISSION_DENIED'),
    });
    const first = await openPage('/account/organization/statement', denied);
    expect(
      await main().findByText('Chỉ chủ doanh nghiệp và quản trị viên xem được trang này'),
    ).toBeInTheDocument();
    first.unmount();

    const network = new FakeNetwork({
      'GET /api/organization/statement': errorAnswer(503, 'SERVICE_UNAVAILABLE'),
    });
    const { user } = await openPage('/account/organization/statement', network);
    expect(await main().findByText(/Chưa tải được sao kê công nợ/)).toBeInTheDocument();
    network.on('GET /api/organization/statement', statementAnswer());
    await user.click(main().getByRole('button', { name: 'Thử lại' }));
    expect(await main().findByRole('table')).toBeInTheDocument();
  });
});
