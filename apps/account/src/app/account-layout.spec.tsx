import { screen, waitFor, within } from '@testing-library/react';
import { configureAxe } from 'jest-axe';
import { FakeNetwork } from '../testing/fake-network';
import {
  addressListAnswer,
  billingAnswer,
  dashboard,
  newsfeedAnswer,
  newsfeedTimeAnswer,
  newsItem,
  orderHistoryAnswer,
  orderSummary,
  paymentMethodOf,
  savedAddress,
  savedCard,
  sessionAnswer,
} from '../testing/fixtures';
import { renderAccount } from '../testing/render-account';

// Colour contrast needs layout, which jsdom lacks (the UI kit's token tests check it instead).
const axe = configureAxe({ rules: { 'color-contrast': { enabled: false } } });

function fullNetwork() {
  const card = savedCard();
  return new FakeNetwork({
    'GET /api/session': sessionAnswer(),
    'GET /api/addresses': addressListAnswer([savedAddress()]),
    'GET /api/billing': billingAnswer([card], [paymentMethodOf(card)]),
    'GET /api/nav-account-sidebar/dashboard': { body: { data: { dashboard: dashboard() } } },
    'GET /api/order-history': orderHistoryAnswer([orderSummary()]),
    'GET /api/account/newsfeed': newsfeedAnswer([newsItem()]),
    'GET /api/account/newsfeed/time': newsfeedTimeAnswer(1),
  });
}

describe('AccountLayout', () => {
  it('has a skip link to the main landmark and the account navigation with the current page marked', async () => {
    renderAccount('/account/address', { network: fullNetwork() });

    const skip = await screen.findByRole('link', { name: 'Chuyển đến nội dung chính' });
    expect(skip).toHaveAttribute('href', `#${screen.getByRole('main').id}`);
    const nav = screen.getByRole('navigation', { name: 'Tài khoản của tôi' });
    expect(within(nav).getByRole('link', { name: 'Sổ địa chỉ' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Tổng quan' })).not.toHaveAttribute('aria-current');
  });

  it('moves focus to the new page heading after a navigation, and sets the document title', async () => {
    const { user } = renderAccount('/account/address', { network: fullNetwork() });

    await screen.findByRole('article', { name: /Nguyễn Lan/ });
    await user.click(screen.getByRole('link', { name: 'Thanh toán' }));

    const heading = await screen.findByRole('heading', { level: 1, name: 'Thanh toán' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(document.title).toBe('Thanh toán · Giỏ');
  });

  it('shows a not-found page with ways out for an address it does not have', async () => {
    renderAccount('/account/orders-not-yet');
    expect(await screen.findByRole('heading', { level: 1, name: 'Không tìm thấy trang' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Về trang tài khoản' })).toHaveAttribute('href', '/account');
    expect(screen.getByRole('link', { name: 'Tiếp tục mua sắm' })).toHaveAttribute('href', '/');
  });

  it('speaks English when the page is English', async () => {
    renderAccount('/forgot-password', { lng: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot your password' })).toBeInTheDocument();
  });
});

describe('every page passes axe once loaded', () => {
  it.each([
    ['/account', 'Xin chào, Lan!'],
    ['/account/profile', 'Họ và tên'],
    ['/account/address', 'Địa chỉ cá nhân'],
    ['/account/add-address', 'Thêm địa chỉ'],
    ['/account/billing', 'Phương thức thanh toán'],
    ['/account/change-password', 'Đổi mật khẩu'],
    ['/forgot-password', 'Quên mật khẩu'],
    ['/reset-password?token=k3J9vQ2xLr8TzP0aW5yN7cE1', 'Đặt lại mật khẩu'],
    ['/unauthorized', 'Bạn chưa có quyền xem trang này'],
    ['/unauthorized-logout', 'Phiên đăng nhập đã kết thúc'],
  ])('%s', async (url, heading) => {
    const { baseElement } = renderAccount(url, { network: fullNetwork() });
    await screen.findByRole('heading', { name: heading });
    await waitFor(() => expect(screen.queryByText('Đang tải nội dung')).not.toBeInTheDocument());
    expect(await axe(baseElement)).toHaveNoViolations();
  });
});
