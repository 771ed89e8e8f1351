import { engagementRoutes } from '@gio/contracts';
import { expect, openPage, test, waitForHydration, type ShopApi } from '@gio/e2e-support';
import { checkAtRest, newShopper } from '../support/accounts';

/**
 * A new shopper's storefront pages open the game capture as their first-load modal; these
 * journeys are about lists, so the shopper has turned the games down already (as closing the
 * game capture does), and their own dialogs are not replaced by it.
 */
async function dismissGames(shop: ShopApi): Promise<void> {
  const { gameResults, dismissGame } = engagementRoutes;
  const { data } = await shop.get(`${gameResults.path}?cta=game-capture`, gameResults.response);
  for (const game of data.games.filter((one) => one.status === 'available')) {
    await shop.post(dismissGame.path, { gameId: game.gameId }, dismissGame.response);
  }
}

/** The demo shop's milk department as the home page lists it (tools/seed). */
const DEPARTMENT = 'Sữa, sữa chua và phô mai';

test('a shopper favourites a product from a tile and removes it on the favourites page', async ({
  page,
  shop,
  a11y,
}, testInfo) => {
  await newShopper(shop, testInfo, 'yeuthich');
  await dismissGames(shop);
  await shop.skipInterstitials('HOME');
  await shop.skipInterstitials('CATEGORY');

  await openPage(page, '/');
  await page.getByRole('main').getByRole('link', { name: DEPARTMENT, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: DEPARTMENT })).toBeVisible();
  const tile = page.getByRole('list', { name: DEPARTMENT }).getByRole('article').first();
  const name = (await tile.getByRole('heading').innerText()).trim();
  const heart = tile.getByRole('button', { name: `Yêu thích: ${name}` });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('status').filter({ hasText: `Đã thêm ${name} vào yêu thích.` })).toBeVisible();
  await checkAtRest(a11y, page, 'category with a favourite');

  await openPage(page, '/account/favorites');
  await expect(page.getByRole('heading', { level: 1, name: 'Sản phẩm yêu thích' })).toBeVisible();
  const main = page.getByRole('main');
  const remove = main.getByRole('button', { name: `Bỏ ${name} khỏi yêu thích` });
  await expect(remove).toBeVisible();
  await expect(main.getByText(/\d[\d.]*\s₫/).first()).toBeVisible();
  await checkAtRest(a11y, page, 'favourites');

  await remove.click();
  const dialog = page.getByRole('dialog', { name: 'Bỏ sản phẩm này khỏi yêu thích?' });
  await expect(dialog).toBeVisible();
  await checkAtRest(a11y, page, 'remove favourite confirmation');
  await dialog.getByRole('button', { name: 'Bỏ yêu thích' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Đã bỏ ${name} khỏi yêu thích.` })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Bạn chưa có sản phẩm yêu thích nào' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await checkAtRest(a11y, page, 'favourites, empty');
});

test('a guest taps a heart, signs in and comes back to the product in the favourites', async ({
  page,
  shop,
  a11y,
}, testInfo) => {
  const { email, password } = await newShopper(shop, testInfo, 'khachtim');
  await dismissGames(shop);
  await page.context().clearCookies();
  // A guest again: the first-load interstitials of a new visitor would cover the pages.
  await shop.skipInterstitials('HOME');
  await shop.skipInterstitials('CATEGORY');

  await openPage(page, '/');
  await page.getByRole('main').getByRole('link', { name: DEPARTMENT, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: DEPARTMENT })).toBeVisible();
  const categoryUrl = new URL(page.url()).pathname;
  const tile = page.getByRole('list', { name: DEPARTMENT }).getByRole('article').first();
  const name = (await tile.getByRole('heading').innerText()).trim();
  await tile.getByRole('button', { name: `Yêu thích: ${name}` }).click();
  const prompt = page.getByRole('dialog', { name: 'Đăng nhập để lưu yêu thích' });
  await expect(prompt).toBeVisible();
  await checkAtRest(a11y, page, 'sign-in prompt of the heart');
  await prompt.getByRole('link', { name: 'Đăng nhập' }).click();

  await expect(page).toHaveURL(/\/login\?/);
  // The login page is a server render: typing before it hydrates would be lost.
  await waitForHydration(page);
  const form = page.getByRole('main');
  await form.getByRole('textbox', { name: /^Email/ }).fill(email);
  await form.getByLabel(/^Mật khẩu/).fill(password);
  await page.getByRole('button', { name: 'Đăng nhập và tiếp tục' }).click();

  // Back on the category: the favourite is added and confirmed, and its heart is pressed.
  const added = page.getByRole('dialog', { name: 'Đã thêm vào yêu thích' });
  await expect(added).toContainText(name);
  expect(new URL(page.url()).pathname).toBe(categoryUrl);
  await checkAtRest(a11y, page, 'favourite added after sign-in');
  await added.getByRole('button', { name: 'Đóng hộp thoại' }).click();
  await expect(
    page.getByRole('list', { name: DEPARTMENT }).getByRole('button', { name: `Yêu thích: ${name}` }).first(),
  ).toHaveAttribute('aria-pressed', 'true');
});

test('a shopper makes a list from the product page, adds the list to the cart and sees the cart count', async ({
  page,
  shop,
  a11y,
}, testInfo) => {
  await newShopper(shop, testInfo, 'danhsach');
  await dismissGames(shop);
  await shop.skipInterstitials('HOME');
  await shop.skipInterstitials('PRODUCT');
  const product = await shop.findVariant(
    'product in stock without an age gate',
    (v) => v.stockStatus === 'in-stock' && !v.product.isAgeGated,
  );
  const listName = `Đi chợ ${testInfo.project.name}`;

  await openPage(page, product.path);
  const addToList = page.getByRole('main').getByRole('button', { name: `Thêm vào danh sách: ${product.name}` }).first();
  await addToList.click();
  const dialog = page.getByRole('dialog', { name: 'Thêm vào danh sách' });
  await expect(dialog.getByText('Bạn chưa có danh sách nào. Hãy tạo danh sách đầu tiên.')).toBeVisible();
  await a11y.check(page, 'add to list dialog');
  await dialog.getByRole('textbox', { name: /Hoặc tạo danh sách mới/ }).fill(listName);
  await dialog.getByRole('button', { name: 'Tạo và thêm' }).click();
  await expect(dialog.getByRole('status')).toHaveText(`Đã thêm ${product.name} vào danh sách ${listName}.`);
  await dialog.getByRole('link', { name: 'Xem danh sách' }).click();

  await expect(page).toHaveURL(/\/account\/shopping-lists\/[A-Za-z0-9_-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: listName })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('button', { name: `Xoá ${product.name} khỏi danh sách` })).toBeVisible();
  await checkAtRest(a11y, page, 'shopping list');

  await main.getByRole('button', { name: 'Thêm vào giỏ', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Đã thêm danh sách vào giỏ. Giỏ hàng có 1 món.' })).toBeVisible();
  const cartButton = page.getByRole('banner').getByRole('button', { name: /Giỏ hàng có \d+ sản phẩm/ });
  await expect(cartButton).toHaveAccessibleName(/Giỏ hàng có 1 sản phẩm/);
  await checkAtRest(a11y, page, 'shopping list added to the cart');

  await page.getByRole('navigation', { name: 'Đường dẫn' }).getByRole('link', { name: 'Danh sách mua sắm' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Danh sách mua sắm' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: listName })).toBeVisible();
  await checkAtRest(a11y, page, 'shopping lists');
});
