import { cartRoutes, catalogueRoutes, engagementRoutes } from '@gio/contracts';
import { formatPrice } from '@gio/domain-pricing';
import { expect, openPage, test, waitForHydration } from '@gio/e2e-support';

/** The demo shop's prices, as the storefront shows them (storefront.md §9: vi-VN, site currency). */
const money = (amount: number) =>
  formatPrice(amount, { currency: 'VND', locale: 'vi-VN', freeLabel: 'Miễn phí' });

test('a link adding a product at a price that has changed asks first, and accepting adds one at the current price', async ({
  page,
  a11y,
  shop,
}) => {
  const listed = await shop.findVariant(
    'product in stock without an age gate',
    (v) => v.stockStatus === 'in-stock' && !v.product.isAgeGated,
  );
  const path = catalogueRoutes.variantById.path.replace(':id', encodeURIComponent(listed.gid));
  const { variant } = (await shop.get(path, catalogueRoutes.variantById.response)).data;
  // The link was sent when the product cost more (a campaign e-mail, say).
  const linkPrice = variant.price + 5_000;

  await openPage(
    page,
    `/?addToCart=${encodeURIComponent(variant.id)}&price=${linkPrice}&utm_source=email`,
  );
  const cartButton = page
    .getByRole('banner')
    .getByRole('button', { name: /Giỏ hàng có \d+ sản phẩm/ });
  await expect(cartButton).toHaveAccessibleName(/Giỏ hàng có 0 sản phẩm/);

  // The stale-price confirmation (storefront.md §4 "Price-change flow") names both prices.
  const dialog = page.getByRole('dialog', { name: 'Giá sản phẩm đã thay đổi' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(
    `Giá của ${variant.name} đã đổi từ ${money(linkPrice)} thành ${money(variant.price)}.`,
  );
  // Nothing is added before the shopper accepts.
  await expect(cartButton).toHaveAccessibleName(/Giỏ hàng có 0 sản phẩm/);
  // The link's parameters leave the address (a replace navigation), other parameters stay.
  await expect(page).toHaveURL((url) => url.pathname === '/' && url.search === '?utm_source=email');
  await a11y.check(page, 'price-change confirmation');

  const changed = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/carts/change' &&
      response.request().method() === 'PUT',
  );
  await dialog.getByRole('button', { name: 'Thêm với giá mới' }).click();
  expect((await changed).status()).toBe(200);
  await expect(dialog).toContainText(`${variant.name} đã có trong giỏ hàng của bạn (số lượng: 1).`);
  await expect(dialog).toContainText(money(variant.price));
  await expect(cartButton).toHaveAccessibleName(/Giỏ hàng có 1 sản phẩm/);
  await a11y.check(page, 'added from the link');

  // The gateway's cart has one of the variant, at the current price.
  const { cart } = (await shop.get(cartRoutes.sync.path, cartRoutes.sync.response)).data;
  const line = cart.cartVariants.find((cartLine) => cartLine.variant.id === variant.id);
  expect(line?.quantity).toBe(1);
  expect(line?.variant.price).toBe(variant.price);

  await dialog.getByRole('button', { name: 'Tiếp tục mua sắm' }).click();
  await expect(dialog).toBeHidden();

  // A reload asks nothing again and adds nothing more: the link was handled once. With no
  // first-load modal to show, the page asks for its interstitials instead (storefront.md §4).
  const interstitials = page.waitForResponse(
    (response) => new URL(response.url()).pathname === engagementRoutes.interstitial.path,
  );
  await page.reload();
  await waitForHydration(page);
  await interstitials;
  await expect(cartButton).toHaveAccessibleName(/Giỏ hàng có 1 sản phẩm/);
  await expect(page.getByRole('dialog', { name: 'Giá sản phẩm đã thay đổi' })).toHaveCount(0);
  expect(
    (await shop.get(cartRoutes.sync.path, cartRoutes.sync.response)).data.cart.cartVariants.find(
      (cartLine) => cartLine.variant.id === variant.id,
    )?.quantity,
  ).toBe(1);
});
