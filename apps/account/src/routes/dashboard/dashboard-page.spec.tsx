import { screen, within } from '@testing-library/react';
import { errorAnswer, FakeNetwork } from '../../testing/fake-network';
import {
  dashboard,
  newsfeedAnswer,
  newsfeedTimeAnswer,
  newsItem,
  orderHistoryAnswer,
  orderSummary,
} from '../../testing/fixtures';
import { findAlert } from '../../testing/queries';
import { renderAccount } from '../../testing/render-account';

function dashboardNetwork() {
  return new FakeNetwork({
    'GET /api/nav-account-sidebar/dashboard': { body: { data: { dashboard: dashboard() } } },
    'GET /api/order-history': orderHistoryAnswer([orderSummary()]),
    'GET /api/account/newsfeed': newsfeedAnswer([newsItem(), newsItem({ id: 'news_2', title: 'Quà sinh nhật', url: null, isNew: false })]),
    'GET /api/account/newsfeed/time': newsfeedTimeAnswer(2),
  });
}

describe('/account', () => {
  it('greets, shows the account figures, the last order with its status in words, and the news', async () => {
    const network = dashboardNetwork();
    renderAccount('/account', { network, site: { invitesEnabled: true } });

    expect(await screen.findByRole('heading', { level: 2, name: 'Xin chào, Lan!' })).toBeInTheDocument();
    const facts = screen.getByRole('region', { name: 'Xin chào, Lan!' });
    expect(within(facts).getByText('Đang hoạt động')).toBeInTheDocument();
    expect(within(facts).getByText('18.500 điểm')).toBeInTheDocument();
    expect(within(facts).getByText('2 phiếu')).toBeInTheDocument();
    expect(within(facts).getByText(/50\.000\s₫/)).toBeInTheDocument();
    expect(within(facts).getByText('1 trò chơi đang chờ bạn')).toBeInTheDocument();
    expect(within(facts).getByText('LAN2025')).toBeInTheDocument();

    const order = await screen.findByRole('article', { name: /Đơn #100214/ });
    expect(order).toHaveTextContent('Đang giao');
    expect(order).toHaveTextContent(/6 sản phẩm · 235\.000\s₫/);
    expect(within(order).getByRole('link', { name: 'Đơn #100214' })).toHaveAttribute('href', '/account/order/100214');
    expect(within(order).getByRole('link', { name: 'Xem tất cả đơn hàng' })).toHaveAttribute('href', '/account/order-history');

    const news = screen.getByRole('region', { name: /Tin mới/ });
    expect(await within(news).findByText('2 chưa đọc')).toBeInTheDocument();
    expect(within(news).getByRole('link', { name: 'Tuần lễ trái cây Việt' })).toHaveAttribute('href', '/m/trai-cay-viet');
    expect(within(news).getByRole('article', { name: 'Tuần lễ trái cây Việt' })).toHaveTextContent('Mới');

    const links = screen.getByRole('navigation', { name: 'Quản lý tài khoản' });
    expect(within(links).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/account/order-history',
      '/account/profile',
      '/account/reorder',
      '/account/address',
      '/account/billing',
      '/account/change-password',
      '/account/email-preferences',
      '/account/invite',
      '/waon-member-vouchers',
      '/account/favorites',
      '/account/shopping-lists',
    ]);
    expect(network.sent('GET /api/order-history')[0]?.url).toBe('/api/order-history?limit=1');
    expect(network.sent('GET /api/account/newsfeed')[0]?.url).toBe('/api/account/newsfeed?page=1');
  });

  it('shows each part loading on its own', async () => {
    const network = dashboardNetwork();
    const release = network.hold('GET /api/nav-account-sidebar/dashboard', { body: { data: { dashboard: dashboard() } } });
    renderAccount('/account', { network });

    expect(await screen.findByRole('article', { name: /Đơn #100214/ })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Xin chào, Lan!' })).not.toBeInTheDocument();
    expect(screen.getByText('Đang tải nội dung')).toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { name: 'Xin chào, Lan!' })).toBeInTheDocument();
  });

  it('says what to do before the first order, when there is no news and no membership', async () => {
    const network = dashboardNetwork()
      .on('GET /api/order-history', orderHistoryAnswer([]))
      .on('GET /api/account/newsfeed', newsfeedAnswer([]))
      .on('GET /api/account/newsfeed/time', newsfeedTimeAnswer(0))
      .on('GET /api/nav-account-sidebar/dashboard', {
        body: {
          data: {
            dashboard: dashboard({
              loyalty: { status: 'not-connected', points: 0, rewardAmount: 0, usableVoucherCount: 0 },
              availableGameCount: 0,
              creditBalance: 0,
            }),
          },
        },
      });
    renderAccount('/account', { network });

    expect(await screen.findByRole('heading', { name: 'Bạn chưa có đơn hàng nào' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bắt đầu mua sắm' })).toHaveAttribute('href', '/');
    expect(await screen.findByRole('heading', { name: 'Chưa có tin nào' })).toBeInTheDocument();
    expect(await screen.findByText('Chưa liên kết')).toBeInTheDocument();
    expect(screen.queryByText(/điểm$/)).not.toBeInTheDocument();
    expect(screen.getByText(/^0\s₫$/)).toBeInTheDocument();
    expect(screen.getByText('Chưa có trò chơi mới')).toBeInTheDocument();
    // Invites are off in the default site configuration.
    expect(screen.queryByText('Mã mời bạn bè')).not.toBeInTheDocument();
  });

  it('keeps the parts that loaded when one fails, with a retry for that one', async () => {
    const network = dashboardNetwork().on('GET /api/account/newsfeed', errorAnswer(500, 'INTERNAL_ERROR'));
    const { user } = renderAccount('/account', { network });

    const alert = await findAlert('Chưa tải được tin mới');
    expect(screen.getByRole('heading', { name: 'Xin chào, Lan!' })).toBeInTheDocument();
    network.on('GET /api/account/newsfeed', newsfeedAnswer([newsItem()]));
    await user.click(within(alert.closest('.gio-notice') as HTMLElement).getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByRole('link', { name: 'Tuần lễ trái cây Việt' })).toBeInTheDocument();
  });
});
