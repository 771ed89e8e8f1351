import { screen, waitFor, within } from '@testing-library/react';
import { errorAnswer, FakeNetwork } from '../../testing/fake-network';
import { orderHistoryPageAnswer, orderSummary } from '../../testing/fixtures';
import { findAlert } from '../../testing/queries';
import { renderAccount } from '../../testing/render-account';

const inTransit = orderSummary();
const delivered = orderSummary({
  id: 'ord_2',
  gid: '100190',
  createdAt: '2026-11-12T09:30:00.000Z',
  fulfillmentStatus: 8,
  fulfillmentStatusName: 'DELIVERED',
  fulfillmentMethod: 2,
  itemCount: 1,
  pricingInfo: { ...inTransit.pricingInfo, totalPrice: 89000 },
});
const cancelled = orderSummary({
  id: 'ord_3',
  gid: '100120',
  createdAt: '2026-08-14T02:00:00.000Z',
  fulfillmentStatus: 9,
  fulfillmentStatusName: 'CANCELLED',
});
/** The page's main landmark, once the app (not its first-load placeholder) shows the page. */
async function findMain() {
  await screen.findByRole('heading', { level: 1, name: 'Đơn hàng của tôi' });
  return within(screen.getByRole('main'));
}

const NEXT_PAGE = '/api/order-history?cursor=eyJhIjoxfQ&limit=2';

describe('/account/order-history', () => {
  it('shows a skeleton, then the orders newest first with date, items, total, method and status in words', async () => {
    const network = new FakeNetwork();
    const release = network.hold(
      'GET /api/order-history',
      orderHistoryPageAnswer([inTransit, delivered], null, 2),
    );
    renderAccount('/account/order-history', { network });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Đơn hàng của tôi' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Đang tải nội dung')).toBeInTheDocument();
    release();

    const main = within(screen.getByRole('main'));
    const rows = await main.findAllByRole('article');
    expect(rows.map((row) => row.getAttribute('aria-labelledby'))).toEqual([
      'acc-order-100214',
      'acc-order-100190',
    ]);
    const first = main.getByRole('article', { name: /Đơn #100214/ });
    expect(first).toHaveTextContent('Đang giao');
    expect(first).toHaveTextContent(/Đặt ngày 20\/11\/2026 · 6 sản phẩm · 235\.000\s₫/);
    expect(first).toHaveTextContent('Giao hàng tận nơi');
    expect(within(first).getByRole('link', { name: 'Đơn #100214' })).toHaveAttribute(
      'href',
      '/account/order/100214',
    );
    const second = main.getByRole('article', { name: /Đơn #100190/ });
    expect(second).toHaveTextContent('Đã giao');
    expect(second).toHaveTextContent(/1 sản phẩm · 89\.000\s₫/);
    expect(second).toHaveTextContent('Nhận tại cửa hàng');
    expect(main.getByText('Bạn có 2 đơn hàng.')).toBeInTheDocument();
    // One page only: no pager.
    expect(main.queryByRole('navigation')).not.toBeInTheDocument();
    expect(network.sent('GET /api/order-history')[0]?.url).toBe('/api/order-history?limit=10');
  });

  it('pages through the answer’s pagination URL, and back to the newest orders', async () => {
    const network = new FakeNetwork({
      'GET /api/order-history': orderHistoryPageAnswer([inTransit, delivered], NEXT_PAGE, 3),
      [`GET ${NEXT_PAGE}`]: orderHistoryPageAnswer([cancelled], null, 3),
    });
    const { user, router } = renderAccount('/account/order-history', { network });

    const main = await findMain();
    const pager = await main.findByRole('navigation', { name: 'Trang đơn hàng' });
    expect(within(pager).queryByRole('link', { name: 'Về đơn mới nhất' })).not.toBeInTheDocument();
    await user.click(within(pager).getByRole('link', { name: 'Xem đơn cũ hơn' }));

    const old = await main.findByRole('article', { name: /Đơn #100120/ });
    expect(old).toHaveTextContent('Đã hủy');
    expect(main.queryByRole('article', { name: /Đơn #100214/ })).not.toBeInTheDocument();
    expect(network.sent('GET /api/order-history')[1]?.url).toBe(NEXT_PAGE);
    expect(router.state.location.search).toBe('?cursor=eyJhIjoxfQ&limit=2');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
    expect(main.queryByRole('link', { name: 'Xem đơn cũ hơn' })).not.toBeInTheDocument();

    await user.click(main.getByRole('link', { name: 'Về đơn mới nhất' }));
    expect(await main.findByRole('article', { name: /Đơn #100214/ })).toBeInTheDocument();
    expect(network.sent('GET /api/order-history')).toHaveLength(3);
  });

  it('before the first order, says so and leads to the shop with a full page load', async () => {
    const network = new FakeNetwork({
      'GET /api/order-history': orderHistoryPageAnswer([], null, 0),
    });
    renderAccount('/account/order-history', { network });

    const main = await findMain();
    expect(
      await main.findByRole('heading', { name: 'Bạn chưa có đơn hàng nào' }),
    ).toBeInTheDocument();
    // A plain link: the shop is the storefront, not a route of this app.
    expect(main.getByRole('link', { name: 'Bắt đầu mua sắm' })).toHaveAttribute('href', '/');
  });

  it('offers a retry when the orders did not load, and shows them once they do', async () => {
    const network = new FakeNetwork({
      'GET /api/order-history': errorAnswer(500, 'INTERNAL_ERROR'),
    });
    const { user } = renderAccount('/account/order-history', { network });

    const alert = await findAlert('Chưa tải được danh sách đơn hàng');
    expect(alert).toHaveTextContent('Máy chủ chưa trả lời được lúc này.');
    network.on('GET /api/order-history', orderHistoryPageAnswer([inTransit], null, 1));
    await user.click(screen.getByRole('button', { name: 'Thử lại' }));

    expect(await screen.findByRole('article', { name: /Đơn #100214/ })).toBeInTheDocument();
    expect(network.sent('GET /api/order-history')).toHaveLength(2);
  });

  it('is in the account navigation, marked as the current page', async () => {
    const network = new FakeNetwork({
      'GET /api/order-history': orderHistoryPageAnswer([inTransit], null, 1),
    });
    renderAccount('/account/order-history', { network });

    const nav = await screen.findByRole('navigation', { name: 'Tài khoản của tôi' });
    expect(within(nav).getByRole('link', { name: 'Đơn hàng' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});
