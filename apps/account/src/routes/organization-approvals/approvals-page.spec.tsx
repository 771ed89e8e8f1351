import { axe } from '../../features/organization-controls/testing/axe';
import { screen, waitFor, within } from '@testing-library/react';
import { errorAnswer, FakeNetwork } from '../../testing/fake-network';
import { findStatus } from '../../testing/queries';
import { renderAccount, TEST_CSRF_TOKEN } from '../../testing/render-account';
import {
  approvalFixture,
  approvalsAnswer,
} from '../../features/organization-controls/testing/fixtures';

const held = approvalFixture();
const placed = {
  placementId: 'plc_1',
  gid: '700123',
  status: 'placed',
  redirectUrl: null,
  paymentStatus: 2,
  paymentMethod: 4,
  totalPrice: 1_830_000,
  isFirstOrder: false,
  orders: [],
};
const main = () => within(screen.getByRole('main'));

/** The app at `url`, once its layout (and so its one main) is there. */
async function open(url: string, network: FakeNetwork) {
  const view = renderAccount(url, { network });
  await screen.findByRole('heading', { level: 1 });
  return view;
}

describe('/account/organization/approvals', () => {
  it('shows a skeleton, then what waits for the approver with its lines and total', async () => {
    const network = new FakeNetwork();
    const release = network.hold('GET /api/organization/approvals', approvalsAnswer([held]));
    await open('/account/organization/approvals', network);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Duyệt đơn hàng' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Đang tải nội dung')).toBeInTheDocument();
    release();

    const card = await main().findByRole('article', { name: /Đơn hàng #700123/ });
    expect(card).toHaveTextContent('Nguyễn Lan gửi ngày');
    expect(card).toHaveTextContent('Vượt hạn mức mỗi đơn');
    expect(within(card).getByRole('cell', { name: 'Gạo ST25 25kg' })).toBeInTheDocument();
    expect(within(card).getByTestId('approval-total')).toHaveTextContent('1.830.000 ₫');
    expect(main().getByRole('heading', { name: 'Chờ bạn duyệt (1)' })).toBeInTheDocument();
    expect(main().getByText('Bạn không có đơn nào đang chờ duyệt.')).toBeInTheDocument();
  });

  it('approves after confirming, with an Idempotency-Key and the CSRF token, and reloads the list', async () => {
    const network = new FakeNetwork({ 'GET /api/organization/approvals': approvalsAnswer([held]) });
    network.on('POST /api/organization/approvals/700123/approve', () => {
      network.on('GET /api/organization/approvals', approvalsAnswer([]));
      return {
        body: {
          data: {
            approval: { ...held, status: 'approved', decidedAt: '2026-11-21T00:00:00.000Z' },
            order: placed,
          },
        },
      };
    });
    const { user } = await open('/account/organization/approvals', network);
    const card = await main().findByRole('article', { name: /Đơn hàng #700123/ });
    await user.click(within(card).getByRole('button', { name: 'Duyệt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Duyệt đơn hàng #700123?' });
    await user.click(within(dialog).getByRole('button', { name: 'Duyệt đơn hàng' }));

    expect(await findStatus('Đã duyệt đơn hàng #700123.')).toBeInTheDocument();
    const [call] = network.sent('POST /api/organization/approvals/700123/approve');
    expect(call?.headers['Idempotency-Key']).toMatch(/.{8,}/);
    expect(call?.headers['X-CSRF-Token']).toBe(TEST_CSRF_TOKEN);
    expect(
      await main().findByRole('heading', { name: 'Không có đơn nào chờ duyệt' }),
    ).toBeInTheDocument();
  });

  it('keeps the same Idempotency-Key when an approval is retried, and says when someone decided first', async () => {
    let attempts = 0;
    const network = new FakeNetwork({
      'GET /api/organization/approvals': approvalsAnswer([held]),
      'POST /api/organization/approvals/700123/approve': () => {
        attempts += 1;
        return attempts === 1
          ? errorAnswer(503, 'SERVICE_UNAVAILABLE')
          : errorAnswer(409, 'APPROVAL_ALREADY_DECIDED');
      },
    });
    const { user } = await open('/account/organization/approvals', network);
    await user.click(await main().findByRole('button', { name: 'Duyệt' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Duyệt đơn hàng' }));
    await waitFor(() =>
      expect(network.sent('POST /api/organization/approvals/700123/approve')).toHaveLength(1),
    );
    await user.click(await within(dialog).findByRole('button', { name: 'Duyệt đơn hàng' }));
    expect(
      await within(dialog).findByText('Đơn hàng này đã được người khác duyệt hoặc từ chối.'),
    ).toBeInTheDocument();
    const [first, second] = network.sent('POST /api/organization/approvals/700123/approve');
    expect(second?.headers['Idempotency-Key']).toBe(first?.headers['Idempotency-Key']);
  });

  it('rejects with a reason, which it asks for first', async () => {
    const network = new FakeNetwork({
      'GET /api/organization/approvals': approvalsAnswer([held]),
      'POST /api/organization/approvals/700123/reject': {
        body: {
          data: { approval: { ...held, status: 'rejected', decisionReason: 'Vượt ngân sách quý' } },
        },
      },
    });
    const { user } = await open('/account/organization/approvals', network);
    await user.click(await main().findByRole('button', { name: 'Từ chối' }));
    const dialog = await screen.findByRole('dialog', { name: 'Từ chối đơn hàng #700123?' });
    await user.click(within(dialog).getByRole('button', { name: 'Từ chối đơn hàng' }));
    expect(await within(dialog).findByText('Vui lòng cho biết lý do từ chối.')).toBeInTheDocument();
    expect(network.sent('POST /api/organization/approvals/700123/reject')).toHaveLength(0);

    await user.type(
      within(dialog).getByRole('textbox', { name: /Lý do từ chối/ }),
      'Vượt ngân sách quý',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Từ chối đơn hàng' }));
    expect(await findStatus('Đã từ chối đơn hàng #700123.')).toBeInTheDocument();
    expect(network.sent('POST /api/organization/approvals/700123/reject')[0]?.body).toEqual({
      reason: 'Vượt ngân sách quý',
    });
  });

  it('has no accessibility violations with decisions to take', async () => {
    const network = new FakeNetwork({
      'GET /api/organization/approvals': approvalsAnswer(
        [held],
        [approvalFixture({ gid: '700124' })],
      ),
    });
    const { baseElement } = await open('/account/organization/approvals', network);
    await main().findByRole('article', { name: /Đơn hàng #700123/ });
    expect(await axe(baseElement)).toHaveNoViolations();
  });

  it('shows a member only their own held orders, without decisions, and the note after submitting', async () => {
    const mine = approvalFixture({
      status: 'rejected',
      decisionReason: 'Không cần tuần này',
      decidedAt: '2026-11-21T00:00:00.000Z',
    });
    const network = new FakeNetwork({
      'GET /api/organization/approvals': approvalsAnswer([], [mine], false),
    });
    await open('/account/organization/approvals?submitted=700124', network);
    const card = await main().findByRole('article', { name: /Đơn hàng #700123/ });
    expect(card).toHaveTextContent('Bị từ chối');
    expect(card).toHaveTextContent('Lý do: Không cần tuần này');
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
    expect(main().queryByRole('heading', { name: /Chờ bạn duyệt/ })).not.toBeInTheDocument();
    expect(main().getByText('Đơn hàng #700124 đã được gửi duyệt')).toBeInTheDocument();
  });

  it('offers a retry when the list did not load', async () => {
    const network = new FakeNetwork({
      'GET /api/organization/approvals': errorAnswer(500, 'INTERNAL_ERROR'),
    });
    const { user } = await open('/account/organization/approvals', network);
    expect(await main().findByText(/Chưa tải được danh sách đơn chờ duyệt/)).toBeInTheDocument();
    network.on('GET /api/organization/approvals', approvalsAnswer([held]));
    await user.click(main().getByRole('button', { name: 'Thử lại' }));
    expect(await main().findByRole('article', { name: /Đơn hàng #700123/ })).toBeInTheDocument();
  });

  it('says who may see it when the user has no organisation', async () => {
    const network = new FakeNetwork({
      'GET /api/organization/approvals': errorAnswer(404, 'NOT_FOUND'),
    });
    await open('/account/organization/approvals', network);
    expect(
      await main().findByText('Chỉ chủ doanh nghiệp và quản trị viên xem được trang này'),
    ).toBeInTheDocument();
  });
});
