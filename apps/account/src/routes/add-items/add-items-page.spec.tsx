import { screen, waitFor, within } from '@testing-library/react';
import { errorAnswer, FakeNetwork } from '../../testing/fake-network';
import { findAlert, findStatus } from '../../testing/queries';
import { renderAccount, TEST_CSRF_TOKEN } from '../../testing/render-account';
import { attachPreviewAnswer, orderAnswer, orderView, searchAnswer, variantView } from '../../testing/reorder-fixtures';

const URL = '/account/order/100214/add-items';
const ORDER = 'GET /api/order/100214';
const PREVIEW = 'POST /api/post-order-attach-preview/100214';
const ATTACH = 'PUT /api/post-order-attach/100214';
const eggs = variantView('eggs', { name: 'Trứng gà 10 quả', price: 35_000, availableCount: 2 });
const milk = variantView('milk', { name: 'Sữa tươi 1L', price: 32_000 });
const main = () => within(screen.getByRole('main'));
const opened = () => screen.findByRole('heading', { level: 1, name: 'Thêm sản phẩm vào đơn' });
const previewLine = (variant: typeof eggs, quantity: number, available = true) => ({
  variant: { id: variant.id, gid: variant.gid, name: variant.name, path: variant.path, image: null, imageAltText: variant.name },
  quantity,
  price: variant.price,
  totalPrice: variant.price * quantity,
  available,
});

function network() {
  return new FakeNetwork({
    [ORDER]: orderAnswer(orderView()),
    'GET /api/search/tr%E1%BB%A9ng': searchAnswer('trứng', [eggs, milk]),
  });
}

describe('/account/order/:id/add-items', () => {
  it('searches, picks, previews the new total and stock, then attaches', async () => {
    const net = network()
      .on(PREVIEW, attachPreviewAnswer({ lines: [previewLine(eggs, 2), previewLine(milk, 1)] }))
      .on(ATTACH, orderAnswer(orderView({ pricingInfo: { ...orderView().pricingInfo, totalPrice: 337_000 } })));
    const { user } = renderAccount(URL, { network: net });
    await opened();

    expect(await main().findByText(/Đơn #100214 có thể thêm sản phẩm đến/)).toBeInTheDocument();
    // Two characters are not a search (accounts.md §5).
    await user.type(main().getByRole('textbox', { name: 'Tìm sản phẩm' }), 'tr');
    await user.click(main().getByRole('button', { name: 'Tìm' }));
    expect(main().getByText('Nhập ít nhất 3 ký tự để tìm.')).toBeInTheDocument();
    expect(net.sent('GET /api/search/tr')).toHaveLength(0);

    await user.type(main().getByRole('textbox', { name: 'Tìm sản phẩm' }), 'ứng');
    await user.click(main().getByRole('button', { name: 'Tìm' }));
    await user.click(await main().findByRole('button', { name: 'Chọn Trứng gà 10 quả' }));
    await user.click(main().getByRole('button', { name: 'Chọn Trứng gà 10 quả' }));
    await user.click(main().getByRole('button', { name: 'Chọn Sữa tươi 1L' }));
    expect(main().getByRole('list', { name: 'Sản phẩm đã chọn' })).toHaveTextContent('Trứng gà 10 quả');
    await user.click(main().getByRole('button', { name: 'Xem trước' }));

    const preview = await main().findByRole('region', { name: 'Xem trước thay đổi của đơn' });
    expect(net.sent(PREVIEW)[0]?.body).toEqual({
      postOrderAttachVariants: [
        { variantId: 'eggs', quantity: 2 },
        { variantId: 'milk', quantity: 1 },
      ],
    });
    expect(preview).toHaveTextContent(/Tổng tiền mới của đơn\s*337\.000\s₫/);
    await user.click(within(preview).getByRole('button', { name: 'Xác nhận thêm vào đơn' }));

    expect(await findStatus('Đã thêm sản phẩm vào đơn #100214.')).toBeInTheDocument();
    const done = main().getByRole('heading', { name: 'Đã thêm sản phẩm vào đơn #100214' });
    await waitFor(() => expect(done).toHaveFocus());
    expect(main().getByText(/Tổng tiền mới: 337\.000\s₫/)).toBeInTheDocument();
    const [call] = net.sent(ATTACH);
    expect(call?.body).toEqual({ postOrderAttachVariants: [{ variantId: 'eggs', quantity: 2 }, { variantId: 'milk', quantity: 1 }] });
    expect(call?.headers['X-CSRF-Token']).toBe(TEST_CSRF_TOKEN);
  });

  it('flags short stock in the preview and does not offer the attach', async () => {
    const net = network().on(PREVIEW, attachPreviewAnswer({ lines: [previewLine(eggs, 1, false)] }));
    const { user } = renderAccount(`${URL}?q=trứng`, { network: net });
    await opened();

    await user.click(await main().findByRole('button', { name: 'Chọn Trứng gà 10 quả' }));
    await user.click(main().getByRole('button', { name: 'Xem trước' }));

    const preview = await main().findByRole('region', { name: 'Xem trước thay đổi của đơn' });
    expect(preview).toHaveTextContent('Không đủ hàng');
    expect(preview).toHaveTextContent('Một số sản phẩm không đủ hàng');
    expect(within(preview).queryByRole('button', { name: 'Xác nhận thêm vào đơn' })).not.toBeInTheDocument();
  });

  it('says the window closed when the attach is refused for it', async () => {
    const net = network()
      .on(PREVIEW, attachPreviewAnswer({ lines: [previewLine(milk, 1)] }))
      .on(ATTACH, errorAnswer(409, 'ATTACH_WINDOW_CLOSED', 'Đơn hàng không thể thêm sản phẩm nữa.'));
    const { user } = renderAccount(`${URL}?q=trứng`, { network: net });
    await opened();

    await user.click(await main().findByRole('button', { name: 'Chọn Sữa tươi 1L' }));
    await user.click(main().getByRole('button', { name: 'Xem trước' }));
    await user.click(await main().findByRole('button', { name: 'Xác nhận thêm vào đơn' }));

    expect(await findAlert('Đã hết thời gian thêm sản phẩm')).toBeInTheDocument();
  });

  it('says not enough data when the server finds no products to attach', async () => {
    const net = network().on(PREVIEW, errorAnswer(400, 'NOT_ENOUGH_DATA', 'not enough data'));
    const { user } = renderAccount(`${URL}?q=trứng`, { network: net });
    await opened();

    await user.click(await main().findByRole('button', { name: 'Chọn Sữa tươi 1L' }));
    await user.click(main().getByRole('button', { name: 'Xem trước' }));

    expect(await findAlert('Chưa đủ thông tin: hãy chọn ít nhất một sản phẩm.')).toBeInTheDocument();
  });

  it('shows a closed order without the picker', async () => {
    const net = new FakeNetwork({ [ORDER]: orderAnswer(orderView({ attachOpenUntil: null })) });
    renderAccount(URL, { network: net });
    await opened();

    expect(await main().findByText('Đơn #100214 không thể thêm sản phẩm')).toBeInTheDocument();
    expect(main().queryByRole('search')).not.toBeInTheDocument();
    expect(main().getByRole('link', { name: 'Về trang đơn hàng' })).toHaveAttribute('href', '/account/order/100214');
  });

  it('says an organisation’s order gains no lines, and offers it as a new order instead', async () => {
    const net = new FakeNetwork({ [ORDER]: orderAnswer(orderView({ attachOpenUntil: null, organizationOrder: true })) });
    renderAccount(URL, { network: net });
    await opened();

    expect(await main().findByText(/Đơn hàng của doanh nghiệp không thêm được sản phẩm sau khi đặt/)).toBeInTheDocument();
    expect(main().queryByText(/Đã hết thời gian thêm sản phẩm/)).not.toBeInTheDocument();
    expect(main().queryByRole('search')).not.toBeInTheDocument();
    expect(main().getByRole('link', { name: 'Đặt lại thành đơn mới' })).toHaveAttribute('href', '/account/order/100214/order-again');
  });

  it('says when a search finds nothing', async () => {
    const net = network().on('GET /api/search/xyz', searchAnswer('xyz', []));
    renderAccount(`${URL}?q=xyz`, { network: net });
    await opened();

    expect(await main().findByText('Không tìm thấy sản phẩm còn hàng cho “xyz”.')).toBeInTheDocument();
  });

  it('offers a retry when the order did not load, and a not-found state for another user’s order', async () => {
    const net = new FakeNetwork({ [ORDER]: errorAnswer(500, 'INTERNAL_ERROR') });
    const { user } = renderAccount(URL, { network: net });
    await opened();

    expect(await findAlert('Chưa tải được đơn hàng')).toBeInTheDocument();
    net.on(ORDER, errorAnswer(404, 'NOT_FOUND', 'Order not found'));
    await user.click(main().getByRole('button', { name: 'Thử lại' }));

    expect(await main().findByRole('heading', { name: 'Không tìm thấy đơn hàng' })).toBeInTheDocument();
  });

  it('shows a skeleton while the order loads', async () => {
    const net = new FakeNetwork();
    const release = net.hold(ORDER, orderAnswer(orderView()));
    renderAccount(URL, { network: net });
    await opened();

    expect(main().getByText('Đang tải nội dung')).toBeInTheDocument();
    release();
    expect(await main().findByRole('search', { name: 'Tìm sản phẩm' })).toBeInTheDocument();
  });
});
