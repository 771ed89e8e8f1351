import { clickLoadsDocument } from '@gio/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { homeFixture } from '../testing/fixtures';
import { fakeClient, renderApp } from '../testing/render-app';

const customer = { status: 'customer' as const, user: { id: 'u1', firstName: 'Lan' } };

const news = (page: number, hasMore: boolean, ...titles: string[]) => ({
  data: {
    page,
    hasMore,
    lastReadAt: null,
    items: titles.map((title, index) => ({
      id: `n-${page}-${index}`,
      kind: 'promotion',
      title,
      body: `${title} — chi tiết`,
      url: index === 0 ? '/m/uu-dai' : null,
      publishedAt: '2026-11-20T08:00:00.000Z',
      isNew: page === 1,
    })),
  },
});

describe('header panels (storefront.md §4 "Panels": mutually exclusive when opened)', () => {
  it('a guest opens the account overlay with a way to sign in and back; it closes the other panels', async () => {
    renderApp({ url: '/', data: homeFixture() });
    const menu = screen.getByRole('button', { name: 'Danh mục' });
    const account = screen.getByRole('button', { name: 'Tài khoản' });
    expect(screen.queryByRole('button', { name: /^Tin mới/ })).not.toBeInTheDocument();

    await userEvent.click(menu);
    await userEvent.click(account);
    expect(account).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    const panel = screen.getByRole('region', { name: 'Tài khoản' });
    expect(within(panel).getByRole('link', { name: 'Đăng nhập' })).toHaveAttribute(
      'href',
      '/login?redirect=%2F',
    );

    await userEvent.keyboard('{Escape}');
    expect(account).toHaveAttribute('aria-expanded', 'false');
    expect(account).toHaveFocus();
  });

  it('a signed-in shopper sees the unread count, reads the news page by page and the count clears', async () => {
    const { client, calls } = fakeClient((_method, url) => {
      if (url === '/api/account/newsfeed/time')
        return Promise.resolve({ data: { time: null, lastReadAt: null, unreadCount: 2 } });
      if (url === '/api/account/newsfeed?page=1')
        return Promise.resolve(news(1, true, 'Giảm 20% rau củ', 'Quà tặng thành viên'));
      if (url === '/api/account/newsfeed?page=2') return Promise.resolve(news(2, false, 'Tin cũ'));
      return Promise.reject(new Error('not in this test'));
    });
    renderApp({ url: '/', data: homeFixture(), client, session: customer });
    const button = await screen.findByRole('button', { name: 'Tin mới 2 tin chưa đọc' });
    expect(calls.some((call) => call.url.startsWith('/api/account/newsfeed?'))).toBe(false);

    const cart = screen.getByRole('button', { name: /^Giỏ hàng/ });
    await userEvent.click(cart);
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(cart).toHaveAttribute('aria-expanded', 'false');
    const panel = screen.getByRole('region', { name: 'Tin mới' });
    expect(
      await within(panel).findByText('Giảm 20% rau củ', { selector: 'strong' }),
    ).toBeInTheDocument();
    expect(
      within(panel).getByRole('link', { name: 'Xem chi tiết Giảm 20% rau củ' }),
    ).toHaveAttribute('href', '/m/uu-dai');
    // Opening the feed read it: the unread count is gone.
    expect(screen.getByRole('button', { name: 'Tin mới' })).toBe(button);

    await userEvent.click(within(panel).getByRole('button', { name: 'Xem thêm tin' }));
    expect(await within(panel).findByText('Tin cũ', { selector: 'strong' })).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Xem thêm tin' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Tài khoản' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const account = screen.getByRole('region', { name: 'Tài khoản' });
    expect(within(account).getByRole('heading', { name: 'Xin chào, Lan' })).toBeInTheDocument();
    expect(within(account).getByRole('link', { name: 'Đơn hàng đã mua' })).toHaveAttribute(
      'href',
      '/account/order-history',
    );
  });

  it('a newsfeed that cannot be read says so and can be tried again', async () => {
    let fail = true;
    const { client } = fakeClient((_method, url) => {
      if (url === '/api/account/newsfeed?page=1')
        return fail ? Promise.reject(new Error('offline')) : Promise.resolve(news(1, false));
      return Promise.reject(new Error('not in this test'));
    });
    renderApp({ url: '/', data: homeFixture(), client, session: customer });
    await userEvent.click(screen.getByRole('button', { name: 'Tin mới' }));
    const panel = screen.getByRole('region', { name: 'Tin mới' });
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Không tải được tin mới.');
    fail = false;
    await userEvent.click(within(panel).getByRole('button', { name: 'Thử lại' }));
    expect(await within(panel).findByText('Chưa có tin nào.')).toBeInTheDocument();
  });

  it('the search panel holds the header search combobox and closes when another panel opens', async () => {
    renderApp({ url: '/', data: homeFixture() });
    const toggle = screen.getByRole('button', { name: 'Mở tìm kiếm' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const combobox = screen.getByRole('combobox', { name: 'Tìm kiếm sản phẩm' });
    // The toggle controls the one search bar of the header, not a second copy of it.
    expect(screen.getAllByRole('combobox')).toHaveLength(1);
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).toContainElement(
      combobox,
    );

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(combobox).toHaveFocus();

    const cart = screen.getByRole('button', { name: /^Giỏ hàng/ });
    await userEvent.click(cart);
    expect(cart).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(toggle);
    expect(cart).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('in the search panel the first Escape closes the suggestion list, the next one the panel', async () => {
    const { client } = fakeClient((_method, url) =>
      url.startsWith('/api/search-suggestions?')
        ? Promise.resolve({
            data: {
              term: 'sua',
              suggestions: [{ type: 'TERM', label: 'sữa tươi', path: '/products/search/sua-tuoi' }],
            },
          })
        : Promise.reject(new Error('not in this test')),
    );
    renderApp({ url: '/', data: homeFixture(), client });
    const toggle = screen.getByRole('button', { name: 'Mở tìm kiếm' });
    await userEvent.click(toggle);
    await userEvent.keyboard('sua');
    const combobox = screen.getByRole('combobox', { name: 'Tìm kiếm sản phẩm' });
    expect(await screen.findByRole('option', { name: /^sữa tươi/ })).toBeInTheDocument();
    expect(combobox).toHaveAttribute('aria-expanded', 'true');

    await userEvent.keyboard('{Escape}');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(combobox).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('the menu panel lists mobile support, the app downloads and the support contact', async () => {
    renderApp({
      url: '/',
      data: homeFixture(),
      site: {
        appStoreLinks: { ios: 'https://apps.example/ios', android: '' },
        support: {
          email: 'hotro@gio.vn',
          telephone: '1900 1234',
          hours: '7:00–22:00',
          maintenanceMessage: '',
        },
      },
    });
    const nav = screen.getByRole('button', { name: 'Danh mục' });
    const more = screen.getByRole('button', { name: 'Tiện ích' });
    expect(more).toHaveAttribute('aria-controls', 'sf-panel-menu');
    expect(screen.queryByRole('region', { name: 'Tiện ích' })).not.toBeInTheDocument();

    await userEvent.click(nav);
    await userEvent.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(nav).toHaveAttribute('aria-expanded', 'false');
    const panel = screen.getByRole('region', { name: 'Tiện ích' });
    expect(within(panel).getByRole('link', { name: 'Hỗ trợ ứng dụng di động' })).toHaveAttribute(
      'href',
      '/mobile-support',
    );
    expect(within(panel).getByRole('link', { name: 'Tải trên App Store' })).toHaveAttribute(
      'href',
      'https://apps.example/ios',
    );
    expect(within(panel).queryByRole('link', { name: 'Tải trên Google Play' })).toBeNull();
    expect(within(panel).getByRole('link', { name: 'Gọi 1900 1234' })).toHaveAttribute(
      'href',
      'tel:19001234',
    );
    expect(within(panel).getByRole('link', { name: 'hotro@gio.vn' })).toHaveAttribute(
      'href',
      'mailto:hotro@gio.vn',
    );
    expect(within(panel).getByText('Hỗ trợ khách hàng: 7:00–22:00')).toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveFocus();
  });

  it('inside the app there is neither a search bar nor its toggle, nor links to download the app', async () => {
    renderApp({
      url: '/',
      data: homeFixture(),
      site: { isApp: true, appStoreLinks: { ios: 'https://apps.example/ios', android: '' } },
    });
    expect(screen.queryByRole('combobox', { name: 'Tìm kiếm sản phẩm' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mở tìm kiếm' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tiện ích' }));
    const panel = screen.getByRole('region', { name: 'Tiện ích' });
    expect(within(panel).queryByRole('link', { name: 'Tải trên App Store' })).toBeNull();
  });

  it("loads the account app's pages as documents: the storefront's router does not own them", async () => {
    renderApp({
      url: '/',
      data: homeFixture(),
      session: { status: 'customer', user: { id: 'u1', firstName: 'Lan', numSuccessfulOrders: 2 } },
      site: { invitesEnabled: true },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Tài khoản' }));
    const panel = screen.getByRole('region', { name: 'Tài khoản' });
    expect(within(panel).getByRole('button', { name: 'Đăng xuất' })).toBeInTheDocument();
    const links = ['Tài khoản của tôi', 'Đơn hàng đã mua', 'Mua lại đơn cũ', 'Mời bạn bè'].map(
      (name) => within(panel).getByRole('link', { name }),
    );
    // Following one closes the overlay; each is a document load all the same.
    for (const link of links) expect(clickLoadsDocument(link)).toBe(true);
    // Its own pages stay in the app.
    await userEvent.click(screen.getByRole('button', { name: /^Giỏ hàng/ }));
    const cart = screen.getByRole('region', { name: 'Giỏ hàng' });
    expect(clickLoadsDocument(within(cart).getByRole('link', { name: 'Giỏ hàng' }))).toBe(false);
  });
});
