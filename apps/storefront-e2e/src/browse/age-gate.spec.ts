import { expect, openPage, test } from '@gio/e2e-support';

const AGE_GATE_TITLE = 'Sản phẩm chỉ bán cho người từ 18 tuổi';

test('an age-gated product asks for the age confirmation before it is added, once per session', async ({
  page,
  a11y,
  shop,
}) => {
  const product = await shop.ageGatedInStock();
  const cartChanges: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/carts/') && request.method() !== 'GET') cartChanges.push(request.url());
  });

  await openPage(page, product.path);
  await a11y.check(page, 'age-gated product');
  const add = page.getByRole('main').getByRole('button', { name: 'Thêm vào giỏ' }).first();
  const cartButton = page.getByRole('banner').getByRole('button', { name: /Giỏ hàng có \d+ sản phẩm/ });

  // Declining adds nothing.
  await add.click();
  const gate = page.getByRole('dialog', { name: AGE_GATE_TITLE });
  await expect(gate).toBeVisible();
  await a11y.check(page, 'age gate dialog');
  await gate.getByRole('button', { name: 'Huỷ' }).click();
  await expect(gate).toBeHidden();
  expect(cartChanges, 'cart calls before the age was confirmed').toEqual([]);
  await expect(cartButton).toHaveAccessibleName(/Giỏ hàng có 0 sản phẩm/);

  // Confirming adds the product at once (the add is retried after acceptance).
  await add.click();
  await expect(gate).toBeVisible();
  await gate.getByRole('button', { name: 'Tôi đã đủ 18 tuổi' }).click();
  await expect(gate).toBeHidden();
  await expect(cartButton).toHaveAccessibleName(/Giỏ hàng có 1 sản phẩm/);
  expect(cartChanges.length, 'cart calls after the confirmation').toBe(1);
  expect(await page.evaluate(() => window.sessionStorage.getItem('ageGate')), 'session key ageGate').not.toBeNull();

  // The confirmation is kept for the session: another age-gated product (a variant of the same
  // product, from the product's other choices, its variants by value) goes in without the gate.
  const related = page
    .getByRole('region', { name: 'Lựa chọn khác' })
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: 'Thêm vào giỏ' }) })
    .first();
  const relatedName = (await related.getByRole('heading').innerText()).trim();
  const relatedVariant = await shop.findVariant(`variant named ${relatedName}`, (v) => v.name === relatedName);
  expect(relatedVariant.product.isAgeGated, `${relatedName} is age-gated`).toBe(true);
  await related.getByRole('button', { name: 'Thêm vào giỏ' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Đã thêm ${relatedName} vào giỏ hàng.` })).toBeVisible();
  await expect(gate).toBeHidden();
  await expect(cartButton).toHaveAccessibleName(/Giỏ hàng có 2 sản phẩm/);
  expect(cartChanges.length, 'cart calls after the second add').toBe(2);
});
