import { expect, openPage, test, waitForHydration } from '@gio/e2e-support';

/** The demo shop's milk department as the home page lists it, and one of its brands (tools/seed). */
const DEPARTMENT = 'Sữa, sữa chua và phô mai';
const BRAND = 'Vinamilk';

test('a shopper goes from home to a category, filters it by brand, opens a product and adds it to the cart', async ({
  page,
  a11y,
}) => {
  await openPage(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await a11y.check(page, 'home');

  await page.getByRole('main').getByRole('link', { name: DEPARTMENT, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: DEPARTMENT })).toBeVisible();
  const products = page.getByRole('list', { name: DEPARTMENT }).getByRole('article');
  await expect(products.first()).toBeVisible();
  await a11y.check(page, 'category');

  // The brand filter lives in the `brands` query parameter (storefront.md §2). The box shows
  // the filter the page data reports, so it is checked once the filtered list has arrived.
  const brandBox = page.getByRole('complementary', { name: 'Bộ lọc' }).getByRole('checkbox', { name: BRAND });
  await brandBox.click();
  await expect(page).toHaveURL(/[?&]brands=/);
  await expect(brandBox).toBeChecked();
  await expect(products.first()).toBeVisible();
  // Every product listed is the brand's: each tile names its brand.
  await expect(products.filter({ hasNotText: BRAND })).toHaveCount(0);
  await a11y.check(page, 'category filtered by brand');

  const tile = products.first();
  const productName = (await tile.getByRole('heading').innerText()).trim();
  await tile.getByRole('link', { name: productName }).click();
  await expect(page).toHaveURL(/\/product\/\d+\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: BRAND, exact: true })).toBeVisible();
  await a11y.check(page, 'product');

  const cartButton = page.getByRole('banner').getByRole('button', { name: /Giỏ hàng có \d+ sản phẩm/ });
  await expect(cartButton).toHaveAccessibleName(/Giỏ hàng có 0 sản phẩm/);
  await page.getByRole('main').getByRole('button', { name: 'Thêm vào giỏ' }).first().click();
  await expect(page.getByRole('status').filter({ hasText: /Đã thêm .* vào giỏ hàng/ })).toBeVisible();
  await expect(cartButton).toHaveAccessibleName(/Giỏ hàng có 1 sản phẩm/);
  await a11y.check(page, 'product after adding to cart');

  // The cart is the gateway's, not the page's: a new first load still counts the product.
  await page.reload();
  await waitForHydration(page);
  await expect(cartButton).toHaveAccessibleName(/Giỏ hàng có 1 sản phẩm/);
});
