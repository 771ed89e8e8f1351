import { screen, waitFor, within } from '@testing-library/react';
import { errorAnswer, FakeNetwork } from '../../testing/fake-network';
import { cartItemsAnswer, favorite, favoritesAnswer, variant } from '../../testing/list-fixtures';
import { findAlert, findStatus } from '../../testing/queries';
import { renderAccount, TEST_CSRF_TOKEN } from '../../testing/render-account';

const milk = variant();
const rice = variant(
  { gid: 'v-gao', id: 'id-v-gao', slug: 'gao-st25', name: 'Gạo ST25 5kg', extendedName: 'Gạo ST25 túi 5kg', price: 185000, standardPrice: 185000, salePrice: null, availableCount: 3 },
  {},
);
const soldOut = variant({ gid: 'v-tra', id: 'id-v-tra', slug: 'tra', name: 'Trà xanh', extendedName: 'Trà xanh 500ml', state: 2, availableCount: 0, inStock: false, stockStatus: 'out-of-stock' });

const main = () => within(screen.getByRole('main'));
/** The page once its frame is there (the app's loading screen has a main landmark of its own). */
async function opened() {
  await screen.findByRole('heading', { level: 1, name: 'Sản phẩm yêu thích' });
  return main();
}

describe('/account/favorites', () => {
  it('shows a skeleton while the favourites load, then each with its price and stock state', async () => {
    const network = new FakeNetwork();
    const release = network.hold('GET /api/favorites', favoritesAnswer([favorite(milk), favorite(rice), favorite(soldOut)]));
    renderAccount('/account/favorites', { network });

    expect(await screen.findByRole('heading', { level: 1, name: 'Sản phẩm yêu thích' })).toBeInTheDocument();
    expect(screen.getByText('Đang tải nội dung')).toBeInTheDocument();
    release();

    const milkCard = await (await opened()).findByRole('article', { name: 'Sữa tươi tiệt trùng Đà Lạt 1L' });
    // vi-VN money: 32.000 ₫, the standard price struck through beside it.
    expect(milkCard).toHaveTextContent(/32\.000\s₫/);
    expect(milkCard).toHaveTextContent('Còn hàng');
    expect(within(milkCard).getByRole('link', { name: 'Sữa tươi tiệt trùng Đà Lạt 1L' })).toHaveAttribute('href', milk.path);
    expect(main().getByRole('article', { name: 'Gạo ST25 túi 5kg' })).toHaveTextContent('Chỉ còn 3 sản phẩm');
    const soldOutCard = main().getByRole('article', { name: 'Trà xanh 500ml' });
    expect(soldOutCard).toHaveTextContent('Hết hàng');
    expect(within(soldOutCard).getByRole('button', { name: 'Thêm Trà xanh vào giỏ' })).toBeDisabled();
    expect(main().getByText('3 sản phẩm')).toBeInTheDocument();
  });

  it('says so when there is no favourite, and leads back to the shop', async () => {
    const network = new FakeNetwork({ 'GET /api/favorites': favoritesAnswer([]) });
    renderAccount('/account/favorites', { network });

    expect(await (await opened()).findByRole('heading', { name: 'Bạn chưa có sản phẩm yêu thích nào' })).toBeInTheDocument();
    expect(main().getByRole('link', { name: 'Tiếp tục mua sắm' })).toHaveAttribute('href', '/');
  });

  it('offers a retry when the favourites did not load, and shows them once they do', async () => {
    const network = new FakeNetwork({ 'GET /api/favorites': errorAnswer(500, 'INTERNAL_ERROR') });
    const { user } = renderAccount('/account/favorites', { network });

    expect(await findAlert('Chưa tải được danh sách yêu thích')).toBeInTheDocument();
    network.on('GET /api/favorites', favoritesAnswer([favorite(milk)]));
    await user.click(main().getByRole('button', { name: 'Thử lại' }));

    expect(await (await opened()).findByRole('article', { name: 'Sữa tươi tiệt trùng Đà Lạt 1L' })).toBeInTheDocument();
    expect(network.sent('GET /api/favorites')).toHaveLength(2);
  });

  it('adds a favourite to the cart, confirms it and updates the header badge', async () => {
    const network = new FakeNetwork({
      'GET /api/favorites': favoritesAnswer([favorite(milk)]),
      'POST /api/carts/add-variants-by-ids': cartItemsAnswer([{ variant: milk, quantity: 3 }], [
        { variantId: milk.id, requested: 1, added: 1, status: 'added', reason: null },
      ]),
    });
    const { user } = renderAccount('/account/favorites', { network });

    await user.click(await (await opened()).findByRole('button', { name: 'Thêm Sữa tươi tiệt trùng 1L vào giỏ' }));

    expect(await findStatus('Đã thêm Sữa tươi tiệt trùng 1L vào giỏ hàng.')).toBeInTheDocument();
    const [call] = network.sent('POST /api/carts/add-variants-by-ids');
    expect(call?.body).toEqual({ ids: [milk.id] });
    expect(call?.headers['X-CSRF-Token']).toBe(TEST_CSRF_TOKEN);
    await waitFor(() => expect(screen.getByRole('banner')).toHaveTextContent('Giỏ hàng có 3 sản phẩm'));
  });

  it('asks before removing a favourite, removes it in place and says so', async () => {
    const network = new FakeNetwork({
      'GET /api/favorites': favoritesAnswer([favorite(milk), favorite(rice)]),
      'POST /api/product/remove-favorite': { body: { data: { variantId: milk.id, isFavorite: false, wishlistCount: 126, favoriteCount: 1 } } },
    });
    const { user } = renderAccount('/account/favorites', { network });

    await user.click(await (await opened()).findByRole('button', { name: 'Bỏ Sữa tươi tiệt trùng 1L khỏi yêu thích' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bỏ sản phẩm này khỏi yêu thích?' });
    expect(network.sent('POST /api/product/remove-favorite')).toHaveLength(0);
    network.on('GET /api/favorites', favoritesAnswer([favorite(rice)]));
    await user.click(within(dialog).getByRole('button', { name: 'Bỏ yêu thích' }));

    expect(await findStatus('Đã bỏ Sữa tươi tiệt trùng 1L khỏi yêu thích.')).toBeInTheDocument();
    expect(network.sent('POST /api/product/remove-favorite')[0]?.body).toEqual({ variantId: milk.id });
    await waitFor(() => expect(main().queryByRole('article', { name: 'Sữa tươi tiệt trùng Đà Lạt 1L' })).not.toBeInTheDocument());
    expect(main().getByRole('article', { name: 'Gạo ST25 túi 5kg' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
  });

  it('keeps the favourite and says why when the removal failed', async () => {
    const network = new FakeNetwork({
      'GET /api/favorites': favoritesAnswer([favorite(milk)]),
      'POST /api/product/remove-favorite': errorAnswer(500, 'INTERNAL_ERROR'),
    });
    const { user } = renderAccount('/account/favorites', { network });

    await user.click(await (await opened()).findByRole('button', { name: 'Bỏ Sữa tươi tiệt trùng 1L khỏi yêu thích' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Bỏ yêu thích' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Đã có lỗi xảy ra');
    expect(main().getByRole('article', { name: 'Sữa tươi tiệt trùng Đà Lạt 1L' })).toBeInTheDocument();
  });
});
