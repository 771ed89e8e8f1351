import type { Request } from '@playwright/test';
import { expect, openPage, test } from '@gio/e2e-support';

/** The demo shop's milk department as the home page lists it (tools/seed): more than a page of products. */
const DEPARTMENT = 'Sữa, sữa chua và phô mai';
const LOAD_MORE = 'Xem thêm sản phẩm';
/** Products per page when the url has no `:pages/:range` (the gateway's DEFAULT_RANGE). */
const PAGE_SIZE = 24;
/** The storefront build's chunk of Apollo Client and the catalogue operations (apps/storefront README). */
const APOLLO_CHUNK = /\/catalogue-client-[\w-]+\.js$/;

interface GraphqlBody {
  operationName?: string;
  variables?: { categoryGid?: string; plesOptions?: { limit?: number; cursor?: string } };
}

function graphqlBody(request: Request): GraphqlBody | null {
  if (!request.url().endsWith('/api/graphql') || request.method() !== 'POST') return null;
  try {
    return request.postDataJSON() as GraphqlBody;
  } catch {
    return null;
  }
}

test('"load more" on a category page fetches the next page through Apollo Client and appends it', async ({
  page,
  a11y,
}) => {
  // The department's address, from the home page's link: its first load is then server-rendered.
  await openPage(page, '/');
  const href = await page
    .getByRole('main')
    .getByRole('link', { name: DEPARTMENT, exact: true })
    .getAttribute('href');
  expect(href, 'the home page links the department').toMatch(/^\/products\//);

  const graphql: GraphqlBody[] = [];
  const scripts: string[] = [];
  const pageData: string[] = [];
  page.on('request', (request) => {
    const body = graphqlBody(request);
    if (body) graphql.push(body);
    if (request.resourceType() === 'script') scripts.push(request.url());
    if (request.headers()['isfromspa']) pageData.push(request.url());
  });

  await openPage(page, href as string);
  const products = page.getByRole('list', { name: DEPARTMENT }).getByRole('article');
  await expect(products).toHaveCount(PAGE_SIZE);
  // Products by their address (names repeat across brands and sizes).
  const productLinks = products.getByRole('heading').getByRole('link');
  const hrefs = () =>
    productLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  const firstPage = await hrefs();
  await a11y.check(page, 'category, first page');
  // The first page is the server's page data: no GraphQL, and Apollo's code is not loaded.
  expect(graphql, 'GraphQL requests of the first load').toEqual([]);
  expect(
    scripts.filter((url) => APOLLO_CHUNK.test(url)),
    'Apollo in the first load',
  ).toEqual([]);

  // A keyboard user presses the button.
  const loadMore = page.getByRole('main').getByRole('button', { name: LOAD_MORE });
  await loadMore.focus();
  const asked = page.waitForRequest(
    (request) => graphqlBody(request)?.operationName === 'PlesByCategoryGid',
  );
  await page.keyboard.press('Enter');
  const request = await asked;

  const body = graphqlBody(request);
  expect(body?.variables?.plesOptions?.limit).toBe(PAGE_SIZE);
  expect(
    body?.variables?.plesOptions?.cursor,
    'the page data cursor after the first page',
  ).toBeTruthy();
  expect(request.headers()['x-csrf-token'], 'CSRF header (storefront.md §7)').toBeTruthy();
  expect((await request.response())?.status()).toBe(200);

  await expect(products).toHaveCount(2 * PAGE_SIZE);
  const shown = await hrefs();
  expect(shown.slice(0, PAGE_SIZE)).toEqual(firstPage);
  expect(new Set(shown).size, 'every product shown once').toBe(shown.length);
  await expect(
    page.getByText(new RegExp(`Đang hiển thị ${2 * PAGE_SIZE} / \\d+ sản phẩm`)),
  ).toBeVisible();
  // The address is the next page's (a replace navigation: no page data was fetched).
  await expect(page).toHaveURL(new RegExp(`/2/${PAGE_SIZE}$`));
  expect(pageData, 'page-data fetches').toEqual([]);
  // Apollo's code came with this first use.
  expect(
    scripts.filter((url) => APOLLO_CHUNK.test(url)),
    'Apollo loaded by "load more"',
  ).toHaveLength(1);
  // Focus moves to the first product added, so the keyboard user carries on from there.
  await expect(products.nth(PAGE_SIZE).getByRole('heading').getByRole('link')).toBeFocused();
  // Checked at rest at the top, as the account journeys do: scrolled to the appended tiles, the
  // sticky header and the back-to-top button cover a tile's button, which axe's target-size
  // counts as too little space, though it is the scroll position and not the layout.
  await page.evaluate(() => window.scrollTo(0, 0));
  await a11y.check(page, 'category after load more');

  // A second page continues the list from the cursor GraphQL answered.
  const askedAgain = page.waitForRequest(
    (next) => graphqlBody(next)?.operationName === 'PlesByCategoryGid',
  );
  await page.getByRole('main').getByRole('button', { name: LOAD_MORE }).click();
  const again = graphqlBody(await askedAgain);
  expect(again?.variables?.plesOptions?.cursor).toBeTruthy();
  expect(again?.variables?.plesOptions?.cursor).not.toBe(body?.variables?.plesOptions?.cursor);
  await expect.poll(() => products.count()).toBeGreaterThan(2 * PAGE_SIZE);
  await expect(page).toHaveURL(new RegExp(`/3/${PAGE_SIZE}$`));
});
