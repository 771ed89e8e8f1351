import { screen, waitFor, within } from '@testing-library/react';
import { errorAnswer, FakeNetwork } from '../../testing/fake-network';
import { cancellationReasonsAnswer, orderAnswer, orderView } from '../../testing/fixtures';
import { findAlert, findStatus } from '../../testing/queries';
import { renderAccount, TEST_CSRF_TOKEN } from '../../testing/render-account';

const open = orderView();
const cancelled = orderView({
  fulfillmentStatus: 9,
  fulfillmentStatusName: 'CANCELLED',
  orderToFulfillerStatus: 7,
  orderToFulfillerStatusName: 'CANCELLED',
  shipmentStatus: 3,
  shipmentStatusName: 'CANCELLED',
  canCancel: false,
  attachOpenUntil: null,
  cancellation: {
    reason: 'wrong_items',
    customReason: 'Đặt trùng với đơn hôm qua',
    cancelledAt: '2026-11-26T03:00:00.000Z',
  },
});
const delivered = orderView({
  createdAt: '2026-11-12T09:30:00.000Z',
  fulfillmentStatus: 8,
  fulfillmentStatusName: 'DELIVERED',
  orderToFulfillerStatus: 5,
  orderToFulfillerStatusName: 'COMPLETED',
  shipmentStatus: 2,
  shipmentStatusName: 'DELIVERED',
  canCancel: false,
  attachOpenUntil: null,
});

/** The page's main landmark, once the app (not its first-load placeholder) shows the order page. */
async function findMain(gid = open.gid) {
  await screen.findByRole('heading', { level: 1, name: `Đơn hàng #${gid}` });
  return within(screen.getByRole('main'));
}

function openOrderNetwork() {
  return new FakeNetwork({
    [`GET /api/order/${open.gid}`]: orderAnswer(open),
    'GET /api/order-cancellation-reasons': cancellationReasonsAnswer(),
  });
}

describe('/account/order/:id', () => {
  it('shows a skeleton, then the lines, every non-zero pricing line, payment, place, express time and timeline', async () => {
    const network = new FakeNetwork({
      'GET /api/order-cancellation-reasons': cancellationReasonsAnswer(),
    });
    const release = network.hold(`GET /api/order/${open.gid}`, orderAnswer(open));
    renderAccount(`/account/order/${open.gid}`, { network });

    const main = await findMain();
    expect(screen.getByText('Đang tải nội dung')).toBeInTheDocument();
    release();

    const lines = await main.findByRole('table');
    // A line is the row with its product's link (its notes take a row of their own under it).
    const rows = within(lines)
      .getAllByRole('row')
      .filter((row) => within(row).queryByRole('link') !== null);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent(/^Xoài cát Hoà Lộc260\.000\s₫120\.000\s₫$/);
    expect(rows[1]).toHaveTextContent(/^Sữa tươi Đà Lạt 1 l160\.000\s₫60\.000\s₫$/);

    const pricing = main.getByRole('region', { name: 'Thanh toán đơn hàng' });
    const terms = within(pricing)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms).toEqual([
      'Tạm tính',
      'Phí giao nhanh',
      'Giảm giá khuyến mãi',
      'Tổng cộng',
      'Đã bao gồm VAT',
    ]);
    expect(pricing).toHaveTextContent(/Giảm giá khuyến mãi−18\.000\s₫/);
    expect(pricing).toHaveTextContent(/Tổng cộng187\.000\s₫/);

    const facts = main.getByRole('region', { name: 'Thông tin đơn hàng' });
    expect(facts).toHaveTextContent('Đã xác nhận');
    expect(facts).toHaveTextContent('Giao hàng tận nơi');
    expect(facts).toHaveTextContent('14:00 – 16:00 hôm nay');
    expect(facts).toHaveTextContent('Visa •••• 4242 · Đã xác nhận thanh toán');
    expect(facts).toHaveTextContent('TRAICAY10');
    expect(main.getByRole('region', { name: 'Địa chỉ giao hàng' })).toHaveTextContent(
      /Nguyễn Lan.*12 Lê Lợi/,
    );

    const progress = within(main.getByRole('region', { name: 'Tiến trình đơn hàng' }));
    const orderTrack = progress.getByRole('list', { name: 'Đơn hàng' });
    expect(within(orderTrack).getAllByRole('listitem')[2]).toHaveAttribute('aria-current', 'step');
    expect(within(orderTrack).getAllByRole('listitem')[2]).toHaveTextContent('Đã xác nhận');
    expect(within(orderTrack).getAllByRole('listitem').at(-1)).toHaveTextContent(
      'Đã giao (sắp tới)',
    );
    expect(progress.getByRole('list', { name: 'Giao hàng' })).toHaveTextContent(
      'Chưa gửi (hiện tại)',
    );

    expect(main.getByRole('link', { name: 'Đặt lại đơn này' })).toHaveAttribute(
      'href',
      `/account/order/${open.gid}/order-again`,
    );
    expect(main.getByRole('link', { name: 'Thêm sản phẩm vào đơn' })).toHaveAttribute(
      'href',
      `/account/order/${open.gid}/add-items`,
    );
  });

  it('offers no add-items link on an organisation’s open order (it keeps what it was placed and approved with)', async () => {
    const orgOrder = { ...open, attachOpenUntil: null, organizationOrder: true };
    const network = new FakeNetwork({
      [`GET /api/order/${open.gid}`]: orderAnswer(orgOrder),
      'GET /api/order-cancellation-reasons': cancellationReasonsAnswer(),
    });
    renderAccount(`/account/order/${open.gid}`, { network });

    const main = await findMain();
    expect(await main.findByRole('link', { name: 'Đặt lại đơn này' })).toBeInTheDocument();
    expect(main.queryByRole('link', { name: 'Thêm sản phẩm vào đơn' })).not.toBeInTheDocument();
    expect(main.getByRole('button', { name: 'Huỷ đơn hàng' })).toBeInTheDocument();
  });

  it('prints the receipt with the browser’s print', async () => {
    const print = jest.fn();
    const before = window.print;
    window.print = print;
    try {
      const { user } = renderAccount(`/account/order/${open.gid}`, { network: openOrderNetwork() });
      const main = await findMain();
      await user.click(await main.findByRole('button', { name: 'In hoá đơn' }));
      expect(print).toHaveBeenCalledTimes(1);
    } finally {
      window.print = before;
    }
  });

  it('asks for a reason, cancels after confirming, and shows the cancelled order', async () => {
    const network = openOrderNetwork().on('POST /api/cancel-order', {
      body: { data: { order: cancelled, payment: 'voided' } },
    });
    const { user } = renderAccount(`/account/order/${open.gid}`, { network });

    const main = await findMain();
    await user.click(await main.findByRole('button', { name: 'Huỷ đơn hàng' }));
    const dialog = await screen.findByRole('dialog', { name: `Huỷ đơn #${open.gid}?` });
    const reason = await within(dialog).findByRole('combobox', { name: /Lý do huỷ đơn/ });

    // No reason yet: the dialog says so and nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Huỷ đơn hàng' }));
    expect(await within(dialog).findByText('Vui lòng chọn lý do huỷ đơn.')).toBeInTheDocument();
    expect(reason).toHaveFocus();
    expect(network.sent('POST /api/cancel-order')).toHaveLength(0);

    await user.selectOptions(reason, 'Tôi đặt nhầm sản phẩm hoặc số lượng');
    await user.type(
      within(dialog).getByRole('textbox', { name: /Lý do khác/ }),
      'Đặt trùng với đơn hôm qua',
    );
    network.on(`GET /api/order/${open.gid}`, orderAnswer(cancelled));
    await user.click(within(dialog).getByRole('button', { name: 'Huỷ đơn hàng' }));

    expect(
      await findStatus(`Đã huỷ đơn #${open.gid}. Khoản tiền tạm giữ đã được hoàn lại.`),
    ).toBeInTheDocument();
    const [call] = network.sent('POST /api/cancel-order');
    expect(call?.body).toEqual({
      id: open.gid,
      cancellationReason: 'wrong_items',
      customCancellationReason: 'Đặt trùng với đơn hôm qua',
    });
    expect(call?.headers['X-CSRF-Token']).toBe(TEST_CSRF_TOKEN);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await main.findByText('Lý do: Tôi đặt nhầm sản phẩm hoặc số lượng')).toBeInTheDocument();
    expect(main.queryByRole('button', { name: 'Huỷ đơn hàng' })).not.toBeInTheDocument();
    expect(main.getByRole('region', { name: 'Thông tin đơn hàng' })).toHaveTextContent('Đã hủy');
    expect(main.queryByRole('link', { name: 'Thêm sản phẩm vào đơn' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
  });

  it('keeps the order when the dialog is dismissed, and says why the server refused a cancellation', async () => {
    const network = openOrderNetwork().on(
      'POST /api/cancel-order',
      errorAnswer(
        409,
        'ORDER_NOT_CANCELLABLE',
        'Đơn hàng đã bắt đầu được soạn, không thể hủy nữa.',
      ),
    );
    const { user } = renderAccount(`/account/order/${open.gid}`, { network });

    const main = await findMain();
    await user.click(await main.findByRole('button', { name: 'Huỷ đơn hàng' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Giữ đơn hàng' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(network.sent('POST /api/cancel-order')).toHaveLength(0);

    await user.click(main.getByRole('button', { name: 'Huỷ đơn hàng' }));
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(
      await within(dialog).findByRole('combobox', { name: /Lý do huỷ đơn/ }),
      'changed_mind',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Huỷ đơn hàng' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Đơn hàng đã bắt đầu được soạn nên không thể huỷ nữa.',
    );
  });

  it('asks for the custom reason when the chosen reason needs one', async () => {
    const network = openOrderNetwork().on(
      'POST /api/cancel-order',
      errorAnswer(
        400,
        'VALIDATION_ERROR',
        'Vui lòng cho biết lý do hủy đơn.',
        'customCancellationReason',
      ),
    );
    const { user } = renderAccount(`/account/order/${open.gid}`, { network });

    const main = await findMain();
    await user.click(await main.findByRole('button', { name: 'Huỷ đơn hàng' }));
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(
      await within(dialog).findByRole('combobox', { name: /Lý do huỷ đơn/ }),
      'other',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Huỷ đơn hàng' }));

    const custom = within(dialog).getByRole('textbox', { name: /Lý do khác/ });
    await waitFor(() => expect(custom).toHaveFocus());
    expect(custom).toHaveAccessibleDescription(/Vui lòng cho biết lý do huỷ đơn\./);
    expect(network.sent('POST /api/cancel-order')[0]?.body).toEqual({
      id: open.gid,
      cancellationReason: 'other',
    });
  });

  it('while the payment page is still open, says to finish or cancel the payment there', async () => {
    const waiting = orderView({
      paymentMethod: { ...open.paymentMethod, status: 9, statusName: 'PENDING' },
    });
    const network = new FakeNetwork({ [`GET /api/order/${waiting.gid}`]: orderAnswer(waiting) });
    renderAccount(`/account/order/${waiting.gid}`, { network });

    const main = await findMain();
    expect(
      await main.findByText(
        'Đơn hàng đang chờ thanh toán: hãy hoàn tất hoặc huỷ trên trang thanh toán.',
      ),
    ).toBeInTheDocument();
    expect(main.queryByRole('button', { name: 'Huỷ đơn hàng' })).not.toBeInTheDocument();
  });

  it('after shopping has ended, says why the order can no longer be cancelled and shows the notes as text', async () => {
    const network = new FakeNetwork({
      [`GET /api/order/${delivered.gid}`]: orderAnswer(delivered),
    });
    renderAccount(`/account/order/${delivered.gid}`, { network });

    const main = await findMain(delivered.gid);
    expect(await main.findByText('Đơn hàng đã kết thúc nên không thể huỷ.')).toBeInTheDocument();
    expect(main.queryByRole('button', { name: 'Huỷ đơn hàng' })).not.toBeInTheDocument();
    expect(main.queryByRole('link', { name: 'Thêm sản phẩm vào đơn' })).not.toBeInTheDocument();
    expect(main.getByRole('link', { name: 'Đặt lại đơn này' })).toBeInTheDocument();
    expect(main.queryByRole('textbox')).not.toBeInTheDocument();
    expect(main.getByText('Ghi chú soạn hàng: Lấy hộp hạn dùng xa nhất')).toBeInTheDocument();
    // Nothing to cancel and nothing cancelled: the reasons are not asked for.
    expect(network.sent('GET /api/order-cancellation-reasons')).toHaveLength(0);
  });

  it('saves the picking notes of an express line in place and confirms it', async () => {
    const noted = orderView({
      orderVariants: open.orderVariants.map((line, index) =>
        index === 0 ? { ...line, pickingNotes: 'Chọn quả chín vừa' } : line,
      ),
    });
    const network = openOrderNetwork().on(
      'POST /api/order-details/update-express-item',
      orderAnswer(noted),
    );
    const { user } = renderAccount(`/account/order/${open.gid}`, { network });

    const main = await findMain();
    const field = await main.findByRole('textbox', {
      name: 'Ghi chú soạn hàng cho Xoài cát Hoà Lộc',
    });
    expect(
      main.getByRole('textbox', { name: 'Ghi chú soạn hàng cho Sữa tươi Đà Lạt 1 l' }),
    ).toHaveValue('Lấy hộp hạn dùng xa nhất');
    await user.type(field, 'Chọn quả chín vừa');
    network.on(`GET /api/order/${open.gid}`, orderAnswer(noted));
    await user.click(main.getByRole('button', { name: /Lưu ghi chú.*Xoài cát Hoà Lộc/ }));

    expect(await findStatus('Đã lưu ghi chú soạn hàng cho Xoài cát Hoà Lộc.')).toBeInTheDocument();
    const [call] = network.sent('POST /api/order-details/update-express-item');
    expect(call?.body).toEqual({
      orderId: open.gid,
      variantId: 'var_xoai',
      pickingNotes: 'Chọn quả chín vừa',
    });
    expect(
      main.getByRole('textbox', { name: 'Ghi chú soạn hàng cho Xoài cát Hoà Lộc' }),
    ).toHaveValue('Chọn quả chín vừa');
  });

  it('says under the notes when picking has started meanwhile', async () => {
    const network = openOrderNetwork().on(
      'POST /api/order-details/update-express-item',
      errorAnswer(
        409,
        'PICKING_NOTES_LOCKED',
        'Nhân viên đã bắt đầu soạn hàng, không thể sửa ghi chú.',
      ),
    );
    const { user } = renderAccount(`/account/order/${open.gid}`, { network });

    const main = await findMain();
    const field = await main.findByRole('textbox', {
      name: 'Ghi chú soạn hàng cho Xoài cát Hoà Lộc',
    });
    await user.type(field, 'Chọn quả to');
    await user.click(main.getByRole('button', { name: /Lưu ghi chú.*Xoài cát Hoà Lộc/ }));

    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        /Nhân viên đã bắt đầu soạn hàng, không thể sửa ghi chú nữa\./,
      ),
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
  });

  it.each([
    [
      'a gid that is not a number',
      'abc',
      errorAnswer(400, 'ORDER_GID_INVALID', 'orderGid is null or undefined', 'orderGid'),
    ],
    [
      'a gid longer than the call takes',
      '1'.repeat(41),
      errorAnswer(400, 'VALIDATION_ERROR', 'too long', 'orderGid'),
    ],
    [
      'an order that is not the shopper’s',
      '999999',
      errorAnswer(404, 'NOT_FOUND', 'Order not found'),
    ],
  ])('says the order was not found for %s', async (_case, gid, answer) => {
    const network = new FakeNetwork({ [`GET /api/order/${gid}`]: answer });
    renderAccount(`/account/order/${gid}`, { network });

    const main = await findMain(gid);
    expect(
      await main.findByRole('heading', { name: 'Không tìm thấy đơn hàng' }),
    ).toBeInTheDocument();
    expect(main.getAllByRole('link', { name: 'Về danh sách đơn hàng' })[0]).toHaveAttribute(
      'href',
      '/account/order-history',
    );
    expect(main.queryByRole('button', { name: 'Thử lại' })).not.toBeInTheDocument();
  });

  it('offers a retry when the order did not load, and shows it once it does', async () => {
    const network = openOrderNetwork().on(
      `GET /api/order/${open.gid}`,
      errorAnswer(500, 'INTERNAL_ERROR'),
    );
    const { user } = renderAccount(`/account/order/${open.gid}`, { network });

    expect(await findAlert('Chưa tải được đơn hàng')).toHaveTextContent(
      'Máy chủ chưa trả lời được lúc này.',
    );
    network.on(`GET /api/order/${open.gid}`, orderAnswer(open));
    await user.click(screen.getByRole('button', { name: 'Thử lại' }));

    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});
