import { screen, waitFor, within } from '@testing-library/react';
import { errorAnswer, FakeNetwork } from '../../testing/fake-network';
import { findAlert, findStatus } from '../../testing/queries';
import { renderAccount, TEST_CSRF_TOKEN } from '../../testing/render-account';
import { cartItemsAnswer, outcome, reorderLine, reorderPreviewAnswer } from '../../testing/reorder-fixtures';

const URL = '/account/order/100214/order-again';
const PREVIEW = 'GET /api/orders/100214/reorder-preview';

const gone = reorderLine('gone', {
  status: 'unavailable',
  orderedQuantity: 1,
  quantity: 0,
  currentPrice: 30_000,
  alternative: {
    variant: { id: 'alt', gid: 'g-alt', name: 'Sữa tươi Mộc Châu', path: '/product/g-alt/sua', image: null, imageAltText: 'Sữa' },
    price: 28_000,
  },
});
const dearer = reorderLine('dearer', { status: 'repriced', currentPrice: 35_000, priceChanged: true });
const capped = reorderLine('capped', { status: 'capped', orderedQuantity: 6, quantity: 4 });
const same = reorderLine('same', { orderedQuantity: 1, quantity: 1 });
const main = () => within(screen.getByRole('main'));
/** The page's frame is there (the app's loading screen has its own main until then). */
const opened = () => screen.findByRole('heading', { level: 1, name: 'Đặt lại đơn hàng' });

describe('/account/order/:id/order-again', () => {
  it('shows a skeleton, then the diff per line before anything goes into the cart', async () => {
    const network = new FakeNetwork();
    const release = network.hold(PREVIEW, reorderPreviewAnswer([same, dearer, gone, capped]));
    renderAccount(URL, { network });

    expect(await screen.findByRole('heading', { level: 1, name: 'Đặt lại đơn hàng' })).toBeInTheDocument();
    expect(main().getByText('Đang tải nội dung')).toBeInTheDocument();
    release();

    const unavailable = await main().findByRole('region', { name: 'Hiện không còn hàng' });
    expect(within(unavailable).getByRole('article', { name: 'Sản phẩm gone' })).toHaveTextContent('Hiện không thể mua');
    expect(within(unavailable).getByText('Sữa tươi Mộc Châu')).toHaveAttribute('href', '/product/g-alt/sua');
    const repriced = main().getByRole('region', { name: 'Đã đổi giá' });
    expect(within(repriced).getByRole('article', { name: 'Sản phẩm dearer' })).toHaveTextContent(/Giá đã đổi: 30\.000\s₫ → 35\.000\s₫/);
    const limited = main().getByRole('region', { name: 'Số lượng bị giới hạn' });
    expect(within(limited).getByRole('article', { name: 'Sản phẩm capped' })).toHaveTextContent('Chỉ thêm được 4 trên 6');
    expect(main().getByRole('region', { name: 'Như lần trước' })).toHaveTextContent('Sản phẩm same');
    // Groups in the order the shopper needs: gone first.
    expect(main().getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Hiện không còn hàng',
      'Số lượng bị giới hạn',
      'Đã đổi giá',
      'Như lần trước',
    ]);
    expect(main().getByText('3/4 sản phẩm của đơn có thể thêm vào giỏ.')).toBeInTheDocument();
    expect(network.sent('POST /api/carts/add-order')).toHaveLength(0);
  });

  it('adds what is available, lists what went in and links to the cart', async () => {
    const network = new FakeNetwork({
      [PREVIEW]: reorderPreviewAnswer([gone, dearer, capped]),
      'POST /api/carts/add-order': cartItemsAnswer([outcome('gone', 1, 0), outcome('dearer', 2, 2), outcome('capped', 6, 4)], 6),
    });
    const { user } = renderAccount(URL, { network });
    await opened();

    await user.click(await main().findByRole('button', { name: 'Thêm 2 sản phẩm còn hàng vào giỏ' }));

    const heading = await main().findByRole('heading', { name: 'Đã thêm 2 sản phẩm vào giỏ' });
    await waitFor(() => expect(heading).toHaveFocus());
    const added = main().getByRole('list', { name: 'Sản phẩm đã vào giỏ' });
    expect(added).toHaveTextContent('Sản phẩm dearer: 2');
    expect(added).toHaveTextContent('Sản phẩm capped: 4 (trên 6, theo giới hạn hôm nay)');
    expect(main().getByRole('list', { name: 'Sản phẩm chưa vào giỏ' })).toHaveTextContent('Sản phẩm gone');
    expect(main().getByRole('link', { name: 'Xem giỏ hàng' })).toHaveAttribute('href', '/cart');
    expect(await findStatus('Đã thêm các sản phẩm còn hàng vào giỏ.')).toBeInTheDocument();
    const [call] = network.sent('POST /api/carts/add-order');
    expect(call?.body).toEqual({ orderId: '100214' });
    expect(call?.headers['X-CSRF-Token']).toBe(TEST_CSRF_TOKEN);
    // The header's badge shows the cart's units now.
    await waitFor(() => expect(screen.getByRole('banner')).toHaveTextContent('6'));
  });

  it('adds an unavailable line’s alternative on its own', async () => {
    const network = new FakeNetwork({
      [PREVIEW]: reorderPreviewAnswer([gone, same]),
      'POST /api/carts/add-variants-by-ids': cartItemsAnswer([outcome('alt', 1, 1)], 1),
    });
    const { user } = renderAccount(URL, { network });
    await opened();

    await user.click(await main().findByRole('button', { name: 'Thêm vào giỏ: Sữa tươi Mộc Châu' }));

    expect(await findStatus('Đã thêm Sữa tươi Mộc Châu vào giỏ.')).toBeInTheDocument();
    expect(network.sent('POST /api/carts/add-variants-by-ids')[0]?.body).toEqual({ ids: ['alt'] });
    expect(network.sent('POST /api/carts/add-order')).toHaveLength(0);
  });

  it('says when nothing of the order can be bought', async () => {
    const network = new FakeNetwork({ [PREVIEW]: reorderPreviewAnswer([{ ...gone, alternative: null }]) });
    renderAccount(URL, { network });
    await opened();

    expect(await main().findByText('Không còn sản phẩm nào của đơn #100214 có thể mua lúc này.')).toBeInTheDocument();
    expect(main().getByText('Chưa có sản phẩm thay thế cùng danh mục.')).toBeInTheDocument();
    expect(main().queryByRole('button', { name: /vào giỏ/ })).not.toBeInTheDocument();
  });

  it('shows the add’s failure where the button is', async () => {
    const network = new FakeNetwork({
      [PREVIEW]: reorderPreviewAnswer([same]),
      'POST /api/carts/add-order': errorAnswer(500, 'INTERNAL_ERROR'),
    });
    const { user } = renderAccount(URL, { network });
    await opened();

    await user.click(await main().findByRole('button', { name: 'Thêm 1 sản phẩm còn hàng vào giỏ' }));

    expect(await findAlert('Đã có lỗi xảy ra. Vui lòng thử lại sau.')).toBeInTheDocument();
    expect(main().getByRole('button', { name: 'Thêm 1 sản phẩm còn hàng vào giỏ' })).toBeInTheDocument();
  });

  it('offers a retry when the preview did not load', async () => {
    const network = new FakeNetwork({ [PREVIEW]: errorAnswer(500, 'INTERNAL_ERROR') });
    const { user } = renderAccount(URL, { network });
    await opened();

    expect(await findAlert('Chưa tải được đơn hàng cần đặt lại')).toBeInTheDocument();
    network.on(PREVIEW, reorderPreviewAnswer([same]));
    await user.click(main().getByRole('button', { name: 'Thử lại' }));

    expect(await main().findByRole('article', { name: 'Sản phẩm same' })).toBeInTheDocument();
  });

  it('shows a not-found state for an order that is not the shopper’s', async () => {
    const network = new FakeNetwork({
      [PREVIEW]: errorAnswer(404, 'NOT_FOUND', 'Order not found'),
    });
    renderAccount(URL, { network });
    await opened();

    expect(await main().findByRole('heading', { name: 'Không tìm thấy đơn hàng' })).toBeInTheDocument();
    expect(main().getByRole('link', { name: 'Xem lịch sử đơn hàng' })).toHaveAttribute('href', '/account/order-history');
  });

  it('reads a malformed order id as not found', async () => {
    const network = new FakeNetwork({
      'GET /api/orders/abc/reorder-preview': errorAnswer(400, 'ORDER_GID_INVALID', 'orderGid is null or undefined', 'orderGid'),
    });
    renderAccount('/account/order/abc/order-again', { network });
    await opened();

    expect(await main().findByRole('heading', { name: 'Không tìm thấy đơn hàng' })).toBeInTheDocument();
  });
});
