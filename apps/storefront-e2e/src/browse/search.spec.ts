import { expect, openPage, test } from '@gio/e2e-support';

test('a search typed without diacritics finds the products named with them', async ({ page, a11y, isMobile }) => {
  await openPage(page, '/');
  // On a phone the search bar is a header panel, opened with its toggle; on a wide screen the
  // bar is always there and the toggle is not shown.
  const toggle = page.getByRole('banner').getByRole('button', { name: 'Mở tìm kiếm', includeHidden: true });
  await expect(toggle).toHaveCount(1);
  if (isMobile) await toggle.click();
  else await expect(toggle).toBeHidden();
  const search = page.getByRole('banner').getByRole('search');
  await search.getByRole('combobox', { name: 'Tìm kiếm sản phẩm' }).fill('sua tuoi');
  await search.getByRole('button', { name: 'Tìm kiếm' }).click();

  await expect(page).toHaveURL(/\/products\/search\/sua(%20|\+| )tuoi$/);
  const heading = page.getByRole('heading', { level: 1, name: 'Kết quả tìm kiếm cho “sua tuoi”' });
  await expect(heading).toBeVisible();
  const results = page.getByRole('list', { name: 'Kết quả tìm kiếm cho “sua tuoi”' }).getByRole('article');
  await expect(results.first()).toBeVisible();
  // "sua tuoi" is "sữa tươi" (fresh milk): the best matches carry both words with their marks.
  await expect(results.first().getByRole('heading')).toContainText(/sữa tươi/i);
  await a11y.check(page, 'search results');

  await results.first().getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/product\/\d+\//);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/sữa tươi/i);
  await a11y.check(page, 'product from search');
});
