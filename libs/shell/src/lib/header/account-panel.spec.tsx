import { clickLoadsDocument, expectStoriesAccessible } from '@gio/ui/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SessionState } from '../providers/session';
import {
  BUSINESS_MEMBER,
  CUSTOMER,
  GUEST,
  type ShellStoryParameters,
} from '../testing/story-shell';
import { renderShell } from '../testing/render-shell';
import { AccountPanel } from './account-panel';
import * as stories from './account-panel.stories';

describe('AccountPanel stories', () => expectStoriesAccessible(stories));

function renderPanel(session: SessionState, parameters: ShellStoryParameters = {}) {
  return renderShell(<AccountPanel session={session} onNavigate={() => undefined} />, parameters);
}

const linkNames = () => screen.queryAllByRole('link').map((link) => link.textContent);

describe('account overlay (storefront.md §4 "Panels", accounts.md §6)', () => {
  it('offers a guest the login page with the way back', () => {
    renderPanel(GUEST, { path: '/products/search/sua?sort=price' });
    expect(screen.getByRole('link', { name: 'Đăng nhập' })).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent('/products/search/sua?sort=price')}`,
    );
    expect(screen.queryByRole('button', { name: 'Đăng xuất' })).not.toBeInTheDocument();
  });

  it('lists every account page for a customer with orders while invites are on', () => {
    renderPanel(CUSTOMER, { site: { invitesEnabled: true } });
    expect(screen.getByRole('heading', { name: 'Xin chào, Lan' })).toBeInTheDocument();
    expect(linkNames()).toEqual([
      'Tài khoản của tôi',
      'Đơn hàng đã mua',
      'Mua lại đơn cũ',
      'Danh sách mua sắm',
      'Sản phẩm yêu thích',
      'Mời bạn bè',
    ]);
    expect(screen.getByRole('link', { name: 'Mua lại đơn cũ' })).toHaveAttribute(
      'href',
      '/account/reorder',
    );
    expect(screen.getByRole('link', { name: 'Mời bạn bè' })).toHaveAttribute(
      'href',
      '/account/invite',
    );
    expect(screen.queryByText(/tài khoản doanh nghiệp/)).not.toBeInTheDocument();
  });

  it('greets the business view with the business welcome banner and shows no favourites link', () => {
    renderPanel(BUSINESS_MEMBER);
    expect(
      screen.getByText('Chào mừng bạn đến với tài khoản doanh nghiệp Công ty TNHH Bếp Nhà Việt.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sản phẩm yêu thích' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Đơn hàng đã mua' })).toBeInTheDocument();
  });

  it('shows the reorder link only to a user with orders', () => {
    renderPanel({ status: 'customer', user: { id: 'u', numSuccessfulOrders: 0 } });
    expect(screen.queryByRole('link', { name: 'Mua lại đơn cũ' })).not.toBeInTheDocument();
  });

  it('shows invite-friends only with invites on and outside limited-products mode', () => {
    const { unmount } = renderPanel(CUSTOMER, { site: { invitesEnabled: false } });
    expect(screen.queryByRole('link', { name: 'Mời bạn bè' })).not.toBeInTheDocument();
    unmount();
    renderPanel(CUSTOMER, { site: { invitesEnabled: true, limitedProductsMode: true } });
    expect(screen.queryByRole('link', { name: 'Mời bạn bè' })).not.toBeInTheDocument();
  });

  it('loads the account pages as documents from the storefront, through the router in the account app', () => {
    const { unmount } = renderPanel(CUSTOMER, { app: 'storefront' });
    expect(clickLoadsDocument(screen.getByRole('link', { name: 'Đơn hàng đã mua' }))).toBe(true);
    unmount();
    renderPanel(CUSTOMER, { app: 'account', path: '/account' });
    expect(clickLoadsDocument(screen.getByRole('link', { name: 'Đơn hàng đã mua' }))).toBe(false);
  });

  it('signs out with POST /api/logout, then loads the home page as a new document', async () => {
    const { calls, fullPageLoads } = renderPanel(CUSTOMER);
    await userEvent.click(screen.getByRole('button', { name: 'Đăng xuất' }));
    await act(async () => undefined);
    expect(calls).toEqual([{ method: 'POST', url: '/api/logout', body: undefined }]);
    expect(fullPageLoads).toEqual(['/']);
  });

  it('says so when signing out fails, and stays', async () => {
    const { fullPageLoads } = renderPanel(CUSTOMER, {
      answer: (_method, url) =>
        url === '/api/logout' ? Promise.reject(new Error('offline')) : undefined,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Đăng xuất' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Chưa đăng xuất được. Vui lòng thử lại.',
    );
    expect(fullPageLoads).toEqual([]);
    expect(within(document.body).getByRole('button', { name: 'Đăng xuất' })).toBeEnabled();
  });
});
