import { clickLoadsDocument, expectStoriesAccessible } from '@gio/ui/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BUSINESS_MEMBER, CUSTOMER } from '../testing/story-shell';
import { renderShell } from '../testing/render-shell';
import { SiteHeader } from './site-header';
import * as stories from './site-header.stories';

// The header's panels, news feed, search and menu are tested in the whole storefront
// (apps/storefront src/app/site-header.spec.tsx and shell.spec.tsx); here: what the account app
// gets from the same header.
describe('SiteHeader stories', () => expectStoriesAccessible(stories));

describe('SiteHeader in the account app (issue #16: the same header as the storefront)', () => {
  it('shows the cart count the app hands over, with the badge', () => {
    renderShell(<SiteHeader />, { app: 'account', path: '/account', cartCount: 120 });
    const cart = screen.getByRole('button', { name: /^Giỏ hàng/ });
    expect(cart).toHaveTextContent('99+');
    expect(cart).toHaveAccessibleName('Giỏ hàng Giỏ hàng có 120 sản phẩm');
  });

  it('loads the storefront’s pages as documents: logo, cart, mobile support', async () => {
    renderShell(<SiteHeader />, { app: 'account', path: '/account/order-history' });
    expect(clickLoadsDocument(screen.getByRole('link', { name: 'Trang chủ' }))).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: /^Giỏ hàng/ }));
    const cartPanel = screen.getByRole('region', { name: 'Giỏ hàng' });
    const cartLink = within(cartPanel).getByRole('link', { name: 'Giỏ hàng' });
    expect(cartLink).toHaveAttribute('href', '/cart');
    expect(clickLoadsDocument(cartLink)).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Tiện ích' }));
    const menu = screen.getByRole('region', { name: 'Tiện ích' });
    expect(
      clickLoadsDocument(within(menu).getByRole('link', { name: 'Hỗ trợ ứng dụng di động' })),
    ).toBe(true);
  });

  it('follows its own account pages through the router and signs out from the panel', async () => {
    const { fullPageLoads } = renderShell(<SiteHeader />, {
      app: 'account',
      path: '/account/order-history',
      session: BUSINESS_MEMBER,
    });
    const account = screen.getByRole('button', { name: 'Tài khoản' });
    await userEvent.click(account);
    const panel = screen.getByRole('region', { name: 'Tài khoản' });
    expect(within(panel).queryByRole('link', { name: 'Sản phẩm yêu thích' })).toBeNull();
    expect(clickLoadsDocument(within(panel).getByRole('link', { name: 'Đơn hàng đã mua' }))).toBe(
      false,
    );
    // Following a link closed the overlay.
    expect(account).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(account);
    await userEvent.click(within(panel).getByRole('button', { name: 'Đăng xuất' }));
    await act(async () => undefined);
    expect(fullPageLoads).toEqual(['/']);
  });

  it('loads the results of a search as a storefront document', async () => {
    const { fullPageLoads } = renderShell(<SiteHeader />, { app: 'account', path: '/account' });
    await userEvent.type(
      screen.getByRole('combobox', { name: 'Tìm kiếm sản phẩm' }),
      'sua tuoi{Enter}',
    );
    expect(fullPageLoads).toEqual(['/products/search/sua%20tuoi']);
  });

  it('hides the search bar on the bulk purchase, as on checkout', () => {
    renderShell(<SiteHeader />, { app: 'account', path: '/bulk-purchase' });
    expect(screen.queryByRole('combobox', { name: 'Tìm kiếm sản phẩm' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mở tìm kiếm' })).not.toBeInTheDocument();
  });

  it('offers a signed-in user the news feed, whose links follow the same rule', async () => {
    renderShell(<SiteHeader />, { app: 'account', path: '/account', session: CUSTOMER });
    await userEvent.click(await screen.findByRole('button', { name: 'Tin mới 2 tin chưa đọc' }));
    const panel = screen.getByRole('region', { name: 'Tin mới' });
    const storefrontItem = await within(panel).findByRole('link', {
      name: 'Xem chi tiết Giảm 20% rau củ Đà Lạt',
    });
    expect(clickLoadsDocument(storefrontItem)).toBe(true);
    const accountItem = within(panel).getByRole('link', {
      name: 'Xem chi tiết Phiếu quà tặng thành viên',
    });
    expect(clickLoadsDocument(accountItem)).toBe(false);
  });

  it('draws each of its buttons with its own icon, so none is told apart by its label alone', async () => {
    renderShell(<SiteHeader />, { app: 'account', path: '/account', session: CUSTOMER });
    await screen.findByRole('button', { name: /^Tin mới/ });
    const banner = screen.getByRole('banner');
    const icons = within(banner)
      .getAllByRole('button')
      .map((button) => button.querySelector('svg')?.innerHTML)
      .filter((icon): icon is string => icon !== undefined);
    // Menu, search, news feed, account, more and cart: six buttons, six drawings.
    expect(icons.length).toBeGreaterThanOrEqual(6);
    expect(new Set(icons).size).toBe(icons.length);
  });
});
