import type { ApolloClient } from '@apollo/client';
import type { CategoryPayload, VariantView } from '@gio/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PageOf } from '../../../lib/page-data';
import { fakeGraphql, plesPageAnswer } from '../../../testing/fake-graphql';
import {
  categoryPageFixture,
  payloadFixture,
  searchPageFixture,
  variantFixture,
} from '../../../testing/fixtures';
import { fakeClient, renderApp } from '../../../testing/render-app';

// "Load more" reaches the storefront's Apollo Client through a dynamic import of this module;
// here it is a real client (data-access links and type policies) over a fake gateway.
jest.mock('../api/catalogue-client', () => ({ getCatalogueClient: jest.fn() }));
const { getCatalogueClient } = jest.requireMock<{
  getCatalogueClient: jest.Mock<ApolloClient, []>;
}>('../api/catalogue-client');

const CATEGORY_URL = '/products/do-uong/c-sua/sua';
/** Chunks, GraphQL and a replace navigation: a busy test machine can take more than a second. */
const LOAD_MORE = 'Xem thêm sản phẩm';

const product = (n: number): VariantView =>
  variantFixture({ gid: `v-${n}`, slug: `san-pham-${n}`, name: `Sản phẩm số ${n}` });
const [p1, p2, p3, p4, p5] = [1, 2, 3, 4, 5].map(product) as [
  VariantView,
  VariantView,
  VariantView,
  VariantView,
  VariantView,
];

/** Page data of the first page of a list of five, two per page, continuing at cursor `c1`. */
function firstPage(nextUrl: string, overrides: Partial<CategoryPayload> = {}): CategoryPayload {
  return payloadFixture([p1, p2], {
    pagination: {
      paginationApiUrl: nextUrl,
      hasNextCategory: true,
      page: 1,
      range: 2,
      totalCount: 5,
      endCursor: 'c1',
    },
    ...overrides,
  });
}

function categoryPage(payload: CategoryPayload): PageOf<'category'> {
  return { ...categoryPageFixture(), payload };
}

/** The gateway's cursor pages of the list: c1 → products 3 and 4, c2 → product 5, the end. */
function listGraphql(field: 'plesByCategoryGid' | 'plesFullTextSearch') {
  return fakeGraphql((_operation, variables) => {
    const cursor = (variables['plesOptions'] as { cursor?: string }).cursor;
    if (cursor === 'c1') return { [field]: plesPageAnswer([p3, p4], 'c2', 5) };
    if (cursor === 'c2') return { [field]: plesPageAnswer([p5], null, 5) };
    throw new Error(`no page after ${cursor}`);
  });
}

const noPageData = () =>
  fakeClient((_method, url) => Promise.reject(new Error(`no page data in this test: ${url}`)));

function productNames(label: string): string[] {
  return within(screen.getByRole('list', { name: label }))
    .getAllByRole('heading')
    .map((heading) => heading.textContent ?? '');
}

beforeEach(() => getCatalogueClient.mockReset());

describe('"load more" through Apollo Client (storefront.md §4, §7 Catalogue)', () => {
  it('appends the next plesByCategoryGid pages on a category page and moves focus to them', async () => {
    const graphql = listGraphql('plesByCategoryGid');
    getCatalogueClient.mockReturnValue(graphql.client);
    const json = noPageData();
    const { router } = renderApp({
      url: CATEGORY_URL,
      data: categoryPage(firstPage(`${CATEGORY_URL}/2/2`)),
      client: json.client,
    });
    // The first page is the page data: nothing asked of GraphQL, Apollo not even loaded.
    expect(productNames('Sữa các loại')).toEqual(['Sản phẩm số 1', 'Sản phẩm số 2']);
    expect(getCatalogueClient).not.toHaveBeenCalled();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: LOAD_MORE }));

    await waitFor(() => expect(productNames('Sữa các loại')).toHaveLength(4));
    expect(productNames('Sữa các loại')).toEqual([
      'Sản phẩm số 1',
      'Sản phẩm số 2',
      'Sản phẩm số 3',
      'Sản phẩm số 4',
    ]);
    expect(graphql.calls).toEqual([
      expect.objectContaining({
        url: '/api/graphql',
        operationName: 'PlesByCategoryGid',
        variables: { categoryGid: 'c-sua', plesOptions: { limit: 2, cursor: 'c1' } },
      }),
    ]);
    expect(graphql.calls[0]?.headers['x-csrf-token']).toBe('csrf-test');
    // No page-data fetch; the address is the next page's by a replace navigation.
    expect(json.calls).toEqual([]);
    expect(router.state.location.pathname).toBe(`${CATEGORY_URL}/2/2`);
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByText('Đang hiển thị 4 / 5 sản phẩm')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Sản phẩm số 3' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: LOAD_MORE }));
    await waitFor(() => expect(productNames('Sữa các loại')).toHaveLength(5));
    expect(graphql.calls[1]?.variables).toEqual({
      categoryGid: 'c-sua',
      plesOptions: { limit: 2, cursor: 'c2' },
    });
    expect(router.state.location.pathname).toBe(`${CATEGORY_URL}/3/2`);
    // The end of the list: no button; focus is on the last product added, not lost.
    expect(screen.queryByRole('button', { name: LOAD_MORE })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Sản phẩm số 5' })).toHaveFocus());
  });

  it('keeps the brand filter in the category list it continues', async () => {
    const graphql = listGraphql('plesByCategoryGid');
    getCatalogueClient.mockReturnValue(graphql.client);
    const payload = firstPage(`${CATEGORY_URL}/2/2?brands=b-dlm`, {
      brandTexts: { list: [], selectedList: ['b-dlm'] },
    });
    renderApp({
      url: `${CATEGORY_URL}?brands=b-dlm`,
      data: categoryPage(payload),
      client: noPageData().client,
    });

    await userEvent.click(screen.getByRole('button', { name: LOAD_MORE }));

    await screen.findByRole('link', { name: 'Sản phẩm số 3' });
    expect(graphql.calls[0]?.variables).toEqual({
      categoryGid: 'c-sua',
      plesOptions: { limit: 2, brands: ['b-dlm'], cursor: 'c1' },
    });
  });

  it('continues a search with plesFullTextSearch, its order and filters', async () => {
    const graphql = listGraphql('plesFullTextSearch');
    getCatalogueClient.mockReturnValue(graphql.client);
    const url = '/products/search/s%E1%BB%AFa';
    const page = {
      ...searchPageFixture(
        'sữa',
        firstPage(`${url}/2/2?sort=PRICE_ASC&fulfillment=IN_STORE_PICKUP`),
      ),
      sort: 'PRICE_ASC' as const,
    };
    renderApp({
      url: `${url}?sort=PRICE_ASC&fulfillment=IN_STORE_PICKUP`,
      data: page,
      client: noPageData().client,
    });

    await userEvent.click(screen.getByRole('button', { name: LOAD_MORE }));

    await screen.findByRole('link', { name: 'Sản phẩm số 4' });
    expect(graphql.calls[0]).toMatchObject({
      operationName: 'PlesFullTextSearch',
      variables: {
        fulltextSearchOptions: { query: 'sữa', searchType: 'KEYWORD' },
        plesOptions: { limit: 2, sort: 'PRICE_ASC', fulfillment: 'IN_STORE_PICKUP', cursor: 'c1' },
      },
    });
  });

  it("continues a brand page with plesFullTextSearch of the brand's gid", async () => {
    const graphql = listGraphql('plesFullTextSearch');
    getCatalogueClient.mockReturnValue(graphql.client);
    const url = '/brand/b-dlm/da-lat-milk';
    renderApp({
      url,
      data: {
        page: 'list',
        kind: 'brand',
        title: 'Đà Lạt Milk',
        seo: { title: 'Đà Lạt Milk | Giỏ', description: 'Đà Lạt Milk', canonicalPath: url },
        payload: firstPage(`${url}/2/2`),
      },
      client: noPageData().client,
    });

    await userEvent.click(screen.getByRole('button', { name: LOAD_MORE }));

    await screen.findByRole('link', { name: 'Sản phẩm số 3' });
    expect(graphql.calls[0]).toMatchObject({
      operationName: 'PlesFullTextSearch',
      variables: {
        fulltextSearchOptions: { query: 'b-dlm', searchType: 'BRAND' },
        plesOptions: { limit: 2, cursor: 'c1' },
      },
    });
  });

  it('reports a failed GraphQL page and falls back to the next page data', async () => {
    const graphql = fakeGraphql(() => Promise.reject(new Error('gateway down')));
    getCatalogueClient.mockReturnValue(graphql.client);
    const nextUrl = `${CATEGORY_URL}/2/2`;
    const json = fakeClient((_method, url) =>
      url === nextUrl
        ? Promise.resolve({
            data: categoryPage(
              payloadFixture([p3], {
                pagination: {
                  paginationApiUrl: null,
                  hasNextCategory: false,
                  page: 2,
                  range: 2,
                  totalCount: 3,
                  endCursor: null,
                },
              }),
            ),
          })
        : Promise.reject(new Error(`unexpected ${url}`)),
    );
    const { environment } = renderApp({
      url: CATEGORY_URL,
      data: categoryPage(firstPage(nextUrl)),
      client: json.client,
    });

    await userEvent.click(screen.getByRole('button', { name: LOAD_MORE }));

    await screen.findByRole('link', { name: 'Sản phẩm số 3' });
    expect(graphql.calls).toHaveLength(1);
    expect(environment.logError).toHaveBeenCalledWith(
      'Error getting PLEs by Category GID',
      expect.objectContaining({ url: nextUrl }),
    );
    expect(json.calls.map((call) => call.url)).toEqual([nextUrl]);
    expect(environment.fullPageLoad).not.toHaveBeenCalled();
  });

  it('lists without a GraphQL operation (a seller page: no endCursor) load the next page data, without Apollo', async () => {
    const url = '/m/nong-trai-xanh';
    const nextUrl = `${url}/2/2`;
    const sellerPage = (payload: CategoryPayload): PageOf<'module'> => ({
      page: 'module',
      seo: { title: 'Nông trại Xanh | Giỏ', description: 'Nông trại Xanh', canonicalPath: url },
      modulePage: {
        id: 'mp-1',
        slug: 'nong-trai-xanh',
        title: 'Nông trại Xanh',
        kind: 'SELLER',
        descriptionHtml: '',
      },
      shopCategories: [],
      modules: [],
      category: payload,
    });
    const json = fakeClient(() => Promise.resolve({ data: sellerPage(payloadFixture([p3])) }));
    const payload = firstPage(nextUrl);
    delete payload.pagination.endCursor;
    renderApp({ url, data: sellerPage(payload), client: json.client });

    await userEvent.click(screen.getByRole('button', { name: LOAD_MORE }));

    await screen.findByRole('link', { name: 'Sản phẩm số 3' });
    expect(json.calls.map((call) => call.url)).toEqual([nextUrl]);
    expect(getCatalogueClient).not.toHaveBeenCalled();
  });
});
