import { screen, within } from '@testing-library/react';
import { FakeNetwork } from '../testing/fake-network';
import { dashboard, newsfeedAnswer, newsfeedTimeAnswer, orderHistoryAnswer } from '../testing/fixtures';
import { favoritesAnswer, listsAnswer } from '../testing/list-fixtures';
import { renderAccount } from '../testing/render-account';

const network = () =>
  new FakeNetwork({ 'GET /api/favorites': favoritesAnswer([]), 'GET /api/lists': listsAnswer([]) });

describe('account navigation: favourites and shopping lists (accounts.md §2, §6)', () => {
  it('leads a shopper to the favourites and the shopping lists, the current page marked', async () => {
    const { user } = renderAccount('/account/favorites', {
      network: network(),
      shellSession: { status: 'customer', user: { id: 'usr_lan', firstName: 'Lan', clientViewType: 0 } },
    });

    const nav = await screen.findByRole('navigation', { name: 'Tài khoản của tôi' });
    expect(within(nav).getByRole('link', { name: 'Yêu thích' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(nav).getByRole('link', { name: 'Danh sách mua sắm' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Danh sách mua sắm' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Danh sách mua sắm' })).toHaveAttribute('href', '/account/shopping-lists');
  });

  it('shows a business-view user no favourites link, as the header panel does', async () => {
    renderAccount('/account/shopping-lists', {
      network: network(),
      shellSession: { status: 'customer', user: { id: 'usr_lan', firstName: 'Lan', clientViewType: 1 } },
    });

    const nav = await screen.findByRole('navigation', { name: 'Tài khoản của tôi' });
    expect(within(nav).getByRole('link', { name: 'Danh sách mua sắm' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Yêu thích' })).not.toBeInTheDocument();
  });

  it("keeps the favourites out of a business-view user's dashboard links too", async () => {
    const network = new FakeNetwork({
      'GET /api/nav-account-sidebar/dashboard': { body: { data: { dashboard: dashboard() } } },
      'GET /api/order-history': orderHistoryAnswer([]),
      'GET /api/account/newsfeed': newsfeedAnswer([]),
      'GET /api/account/newsfeed/time': newsfeedTimeAnswer(0),
    });
    renderAccount('/account', {
      network,
      shellSession: { status: 'customer', user: { id: 'usr_lan', firstName: 'Lan', clientViewType: 1 } },
    });

    const links = await screen.findByRole('navigation', { name: 'Quản lý tài khoản' });
    expect(within(links).getByRole('link', { name: 'Danh sách mua sắm' })).toHaveAttribute('href', '/account/shopping-lists');
    expect(within(links).queryByRole('link', { name: 'Yêu thích' })).not.toBeInTheDocument();
  });
});
