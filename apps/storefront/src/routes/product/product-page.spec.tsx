import { act, screen, waitFor, within } from '@testing-library/react';
import type { ApolloClient } from '@apollo/client';
import { productPageFixture, variantFixture } from '../../testing/fixtures';
import { fakeGraphql, listedVariantAnswer, plesPageAnswer } from '../../testing/fake-graphql';
import { fakeClient, renderApp } from '../../testing/render-app';
import { RECENTLY_VIEWED_KEY } from '../../features/product-list/lib/recently-viewed';

// The product page's GraphQL lists go through the storefront's Apollo Client, loaded on first
// use; here it is a real client over a fake gateway.
jest.mock('../../features/product-list/api/catalogue-client', () => ({
  getCatalogueClient: jest.fn(),
}));
const { getCatalogueClient } = jest.requireMock<{
  getCatalogueClient: jest.Mock<ApolloClient, []>;
}>('../../features/product-list/api/catalogue-client');

const URL = '/product/v-sua-tuoi/sua-tuoi-tiet-trung-1l';
const ples = (...variants: ReturnType<typeof variantFixture>[]) => ({
  data: {
    productListEntities: variants.map((variant) => ({ type: 'VARIANT', id: variant.id, variant })),
  },
});

const yogurt = variantFixture({ gid: 'v-sua-chua', slug: 'sua-chua', name: 'Sữa chua có đường' });
const cereal = variantFixture({ gid: 'v-ngu-coc', slug: 'ngu-coc', name: 'Ngũ cốc yến mạch' });
const butter = variantFixture({ gid: 'v-bo', slug: 'bo-lat', name: 'Bơ lạt 200g' });
const milk500 = variantFixture({ gid: 'v-sua-500', slug: 'sua-500', name: 'Sữa tươi 500ml' });

/** The gateway's GraphQL for this page: complements and related variants of the milk. */
function relationsGraphql() {
  return fakeGraphql((operation) => {
    if (operation === 'VariantRelationships') {
      return {
        variantRelationships: [
          {
            __typename: 'VariantRelationship',
            _id: 'rel-1',
            variantId: 'v-sua-tuoi',
            type: 7,
            relatedVariant: listedVariantAnswer(cereal),
          },
        ],
      };
    }
    if (operation === 'PlesBySoftCategoryType') {
      return { plesBySoftCategoryType: plesPageAnswer([yogurt], null) };
    }
    throw new Error(`unexpected ${operation}`);
  });
}

beforeEach(() => window.localStorage.clear());

describe('product page lists (storefront.md §2 product page, accounts.md §7 product data)', () => {
  it('shows the other variants of the product, its complements, related variants and recently viewed', async () => {
    window.localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(['v-bo', 'v-sua-tuoi']));
    const graphql = relationsGraphql();
    getCatalogueClient.mockReturnValue(graphql.client);
    const { client, calls } = fakeClient((_method, url) => {
      if (url.startsWith('/api/products/recently-viewed/data'))
        return Promise.resolve(ples(butter));
      return Promise.reject(new Error(`unexpected ${url}`));
    });
    renderApp({ url: URL, data: { ...productPageFixture(), siblings: [milk500] }, client });

    const options = screen.getByRole('region', { name: 'Lựa chọn khác' });
    expect(within(options).getByText('Sữa tươi 500ml')).toBeInTheDocument();
    expect(
      within(await screen.findByRole('region', { name: 'Thường mua kèm' })).getByText(
        'Ngũ cốc yến mạch',
      ),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Sản phẩm liên quan' })).getByText(
        'Sữa chua có đường',
      ),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Sản phẩm đã xem gần đây' })).getByText(
        'Bơ lạt 200g',
      ),
    ).toBeInTheDocument();
    // Complements and related variants: the catalogue GraphQL (storefront.md §7) with the CSRF
    // header; related products are the soft-category type's, the variant as root, limit 6.
    expect(graphql.calls.map((call) => [call.url, call.operationName, call.variables])).toEqual(
      expect.arrayContaining([
        [
          '/api/graphql',
          'VariantRelationships',
          { variantIds: ['v-sua-tuoi'], relationshipType: 7, limit: 12 },
        ],
        [
          '/api/graphql',
          'PlesBySoftCategoryType',
          {
            softCategoryType: 'PDP_MODULE_RELATED_VARIANTS',
            rootVariantGid: 'v-sua-tuoi',
            limit: 6,
          },
        ],
      ]),
    );
    expect(graphql.calls.every((call) => call.headers['x-csrf-token'] === 'csrf-test')).toBe(true);
    expect(calls.some((call) => call.url.startsWith('/api/variant/complement'))).toBe(false);
    // The page itself is not "recently viewed" on its own page, and moves to the front of the list.
    expect(calls.find((call) => call.url.startsWith('/api/products/recently-viewed'))?.url).toBe(
      '/api/products/recently-viewed/data?variantIds=v-bo',
    );
    expect(JSON.parse(window.localStorage.getItem(RECENTLY_VIEWED_KEY) ?? '[]')).toEqual([
      'v-sua-tuoi',
      'v-bo',
    ]);
  });

  it('failed complement and related calls show nothing, and nothing viewed before asks nothing', async () => {
    const graphql = fakeGraphql(() => Promise.reject(new Error('offline')));
    getCatalogueClient.mockReturnValue(graphql.client);
    const { client, calls } = fakeClient(() => Promise.reject(new Error('offline')));
    renderApp({ url: URL, data: productPageFixture(), client });

    expect(
      screen.getByRole('heading', { level: 1, name: 'Sữa tươi tiệt trùng Đà Lạt 1L' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Mô tả sản phẩm' })).toBeInTheDocument();
    await waitFor(() =>
      expect(graphql.calls.map((call) => call.operationName).sort()).toEqual([
        'PlesBySoftCategoryType',
        'VariantRelationships',
      ]),
    );
    // Let the failed reads settle before looking for what they would have shown.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(calls.some((call) => call.url.startsWith('/api/products/recently-viewed'))).toBe(false);
    expect(screen.queryByRole('region', { name: 'Thường mua kèm' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Sản phẩm liên quan' })).not.toBeInTheDocument();
    expect(screen.getByText('Sữa bò tươi 100%')).toBeInTheDocument();
  });

  it('reads the lists, and loads Apollo, only when they near the viewport', async () => {
    const observers: { callback: IntersectionObserverCallback; target?: Element }[] = [];
    class FakeObserver {
      constructor(private readonly callback: IntersectionObserverCallback) {
        observers.push({ callback });
      }
      observe(target: Element) {
        const entry = observers.find((o) => o.callback === this.callback);
        if (entry) entry.target = target;
      }
      disconnect = () => undefined;
      unobserve = () => undefined;
      takeRecords = () => [];
    }
    const original = Object.getOwnPropertyDescriptor(window, 'IntersectionObserver');
    Object.defineProperty(window, 'IntersectionObserver', {
      configurable: true,
      writable: true,
      value: FakeObserver,
    });
    try {
      const graphql = relationsGraphql();
      getCatalogueClient.mockReset().mockReturnValue(graphql.client);
      renderApp({
        url: URL,
        data: productPageFixture(),
        client: fakeClient(() => Promise.reject(new Error('none'))).client,
      });
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
      expect(getCatalogueClient).not.toHaveBeenCalled();
      expect(graphql.calls).toEqual([]);

      const slot = observers.find((o) => o.target?.classList.contains('sf-product__relations'));
      expect(slot).toBeDefined();
      act(() =>
        slot?.callback(
          [{ isIntersecting: true, target: slot.target } as IntersectionObserverEntry],
          {} as IntersectionObserver,
        ),
      );
      expect(
        within(await screen.findByRole('region', { name: 'Thường mua kèm' })).getByText(
          'Ngũ cốc yến mạch',
        ),
      ).toBeInTheDocument();
      expect(getCatalogueClient).toHaveBeenCalled();
    } finally {
      if (original) Object.defineProperty(window, 'IntersectionObserver', original);
      else delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    }
  });
});
