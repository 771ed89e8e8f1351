import { catalogueRoutes } from '@gio/contracts';
import { expect, openPage, test } from '@gio/e2e-support';

test('suggestions for a term typed without diacritics are chosen with the keyboard, and Escape closes them', async ({
  page,
  a11y,
  shop,
  isMobile,
}) => {
  // An interstitial opening mid-word would take the focus from the search field and close the
  // list (as it would a shopper's): this shopper closed today's interstitials on an earlier visit.
  await shop.skipInterstitials('HOME');
  await openPage(page, '/');
  // On a phone the search bar is a header panel, opened with its toggle.
  if (isMobile) await page.getByRole('banner').getByRole('button', { name: 'Mở tìm kiếm' }).click();
  const search = page.getByRole('banner').getByRole('search');
  const combobox = search.getByRole('combobox', { name: 'Tìm kiếm sản phẩm' });
  const list = search.getByRole('listbox', { name: 'Gợi ý tìm kiếm' });
  const options = list.getByRole('option');
  await expect(combobox).toHaveAttribute('aria-expanded', 'false');

  // Suggestions are asked for while typing, once the term is long enough to search (more than
  // 2 characters, storefront.md §5): one call for "sua", none for "s" or "su".
  const answered = page.waitForResponse(
    (response) => new URL(response.url()).pathname === catalogueRoutes.searchSuggestions.path,
  );
  await combobox.pressSequentially('sua');
  const answer = await answered;
  expect(new URL(answer.url()).searchParams.get('term')).toBe('sua');
  const { suggestions } = catalogueRoutes.searchSuggestions.response.parse(
    await answer.json(),
  ).data;
  const productIndex = suggestions.findIndex((suggestion) => suggestion.type === 'PRODUCT');
  const product = suggestions[productIndex];
  if (!product) throw new Error('no product suggested for "sua"');

  await expect(list).toBeVisible();
  await expect(combobox).toHaveAttribute('aria-expanded', 'true');
  // Every suggestion, then "see all results" for the term.
  await expect(options).toHaveCount(suggestions.length + 1);
  // "sua" is "sữa" (milk): the suggestions carry the marks the shopper left out.
  await expect(options.first()).toContainText(/sữa/i);
  await expect(options.last()).toHaveText('Xem tất cả kết quả cho “sua”');
  await a11y.check(page, 'search suggestions');

  // Escape closes the list and keeps what was typed; ArrowDown opens it again, nothing highlighted.
  await combobox.press('Escape');
  await expect(list).toBeHidden();
  await expect(combobox).toHaveAttribute('aria-expanded', 'false');
  await expect(combobox).toHaveValue('sua');
  await combobox.press('ArrowDown');
  await expect(list).toBeVisible();
  await expect(combobox).not.toHaveAttribute('aria-activedescendant');

  // Each ArrowDown highlights the next suggestion (aria-activedescendant), down to the first product.
  for (let index = 0; index <= productIndex; index += 1) {
    await combobox.press('ArrowDown');
    const highlighted = options.nth(index);
    await expect(highlighted).toHaveAttribute('aria-selected', 'true');
    await expect(combobox).toHaveAttribute(
      'aria-activedescendant',
      (await highlighted.getAttribute('id')) ?? '',
    );
  }
  await expect(options.nth(productIndex)).toContainText(product.label);
  await expect(list.getByRole('option', { selected: true })).toHaveCount(1);

  // Enter opens the highlighted suggestion, not a search for what was typed.
  await combobox.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === product.path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(list).toBeHidden();
  await a11y.check(page, 'product opened from a suggestion');
});
