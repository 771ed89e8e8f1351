import { screen, waitFor, within } from '@testing-library/react';
import { errorAnswer, FakeNetwork } from '../../testing/fake-network';
import { findAlert, findStatus } from '../../testing/queries';
import { renderAccount } from '../../testing/render-account';
import { boughtProduct, cartItemsAnswer, outcome, previouslyOrderedAnswer } from '../../testing/reorder-fixtures';

const FIRST = 'GET /api/previously-ordered/1/24';
const main = () => within(screen.getByRole('main'));
const opened = () => screen.findByRole('heading', { level: 1, name: 'Mua lại' });

describe('/account/reorder', () => {
  it('shows a skeleton, then what the shopper bought with how often and when', async () => {
    const network = new FakeNetwork();
    const release = network.hold(FIRST, previouslyOrderedAnswer([boughtProduct('rice'), boughtProduct('milk', { timesOrdered: 1 })]));
    renderAccount('/account/reorder', { network });
    await opened();
    expect(main().getByText('Đang tải nội dung')).toBeInTheDocument();
    release();

    const rice = await main().findByRole('article', { name: 'Sản phẩm rice' });
    expect(rice).toHaveTextContent(/45\.000\s₫/);
    expect(rice).toHaveTextContent('Đã mua 3 lần · gần nhất 20/11/2026');
    expect(within(rice).getByRole('link', { name: 'Sản phẩm rice' })).toHaveAttribute('href', '/product/g-rice/san-pham-rice');
    expect(main().getAllByRole('article').map((a) => a.getAttribute('aria-labelledby'))).toEqual(['acc-bought-rice', 'acc-bought-milk']);
    // The account navigation leads here.
    expect(within(screen.getByRole('navigation', { name: 'Tài khoản của tôi' })).getByRole('link', { name: 'Mua lại' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('adds one to the cart and updates the badge; a sold-out one cannot be added', async () => {
    const network = new FakeNetwork({
      [FIRST]: previouslyOrderedAnswer([boughtProduct('rice'), boughtProduct('eggs', { available: false })]),
      'POST /api/carts/add-variants-by-ids': cartItemsAnswer([outcome('rice', 1, 1)], 3),
    });
    const { user } = renderAccount('/account/reorder', { network });
    await opened();

    const eggs = await main().findByRole('article', { name: 'Sản phẩm eggs' });
    expect(eggs).toHaveTextContent('Hiện hết hàng');
    expect(within(eggs).queryByRole('button')).not.toBeInTheDocument();
    await user.click(main().getByRole('button', { name: 'Thêm vào giỏ: Sản phẩm rice' }));

    expect(await findStatus('Đã thêm Sản phẩm rice vào giỏ.')).toBeInTheDocument();
    expect(network.sent('POST /api/carts/add-variants-by-ids')[0]?.body).toEqual({ ids: ['rice'] });
    await waitFor(() => expect(screen.getByRole('banner')).toHaveTextContent('3'));
  });

  it('says when the cart refused the unit', async () => {
    const network = new FakeNetwork({
      [FIRST]: previouslyOrderedAnswer([boughtProduct('rice')]),
      'POST /api/carts/add-variants-by-ids': cartItemsAnswer([outcome('rice', 1, 0)], 10),
    });
    const { user } = renderAccount('/account/reorder', { network });
    await opened();
    await user.click(await main().findByRole('button', { name: 'Thêm vào giỏ: Sản phẩm rice' }));

    expect(await findAlert('Chưa thêm được Sản phẩm rice vào giỏ')).toBeInTheDocument();
  });

  it('pages through :pages/:range', async () => {
    const network = new FakeNetwork({
      'GET /api/previously-ordered/2/1': previouslyOrderedAnswer([boughtProduct('milk')], { page: 2, range: 1, totalCount: 3 }),
      'GET /api/previously-ordered/3/1': previouslyOrderedAnswer([boughtProduct('eggs')], { page: 3, range: 1, totalCount: 3 }),
    });
    const { user, router } = renderAccount('/account/reorder/2/1', { network });
    await opened();

    expect(await main().findByRole('article', { name: 'Sản phẩm milk' })).toBeInTheDocument();
    const pages = main().getByRole('navigation', { name: 'Phân trang' });
    expect(pages).toHaveTextContent('Trang 2/3');
    expect(within(pages).getByRole('link', { name: 'Trang trước' })).toHaveAttribute('href', '/account/reorder/1/1');
    await user.click(within(pages).getByRole('link', { name: 'Trang sau' }));

    expect(await main().findByRole('article', { name: 'Sản phẩm eggs' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account/reorder/3/1');
    expect(main().queryByRole('link', { name: 'Trang sau' })).not.toBeInTheDocument();
  });

  it('says so when nothing was bought yet', async () => {
    const network = new FakeNetwork({ [FIRST]: previouslyOrderedAnswer([]) });
    renderAccount('/account/reorder', { network });
    await opened();

    expect(await main().findByRole('heading', { name: 'Bạn chưa mua sản phẩm nào' })).toBeInTheDocument();
    expect(main().getByRole('link', { name: 'Đi mua sắm' })).toHaveAttribute('href', '/');
  });

  it('offers a retry when the list did not load', async () => {
    const network = new FakeNetwork({ [FIRST]: errorAnswer(500, 'INTERNAL_ERROR') });
    const { user } = renderAccount('/account/reorder', { network });
    await opened();

    expect(await findAlert('Chưa tải được danh sách sản phẩm đã mua')).toBeInTheDocument();
    network.on(FIRST, previouslyOrderedAnswer([boughtProduct('rice')]));
    await user.click(main().getByRole('button', { name: 'Thử lại' }));

    expect(await main().findByRole('article', { name: 'Sản phẩm rice' })).toBeInTheDocument();
  });

  it('is not found for paging out of range, and sends no call', async () => {
    const network = new FakeNetwork();
    renderAccount('/account/reorder/1/500', { network });

    expect(await screen.findByRole('heading', { level: 1, name: 'Không tìm thấy trang' })).toBeInTheDocument();
    expect(network.calls).toHaveLength(0);
  });
});
