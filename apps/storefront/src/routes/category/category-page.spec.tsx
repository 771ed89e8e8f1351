import { screen, within } from '@testing-library/react';
import type { PageOf } from '../../lib/page-data';
import { categoryFixture, categoryPageFixture } from '../../testing/fixtures';
import { fakeClient, renderApp } from '../../testing/render-app';

const url = '/products/do-uong/c-sua/sua';

/** "Sữa" without children of its own, under "Đồ uống". */
function leafPage(): PageOf<'category'> {
  const page = categoryPageFixture();
  return { ...page, category: { ...page.category, children: [] } };
}

const drinks = categoryFixture({
  _id: 'c-do-uong',
  id: 'c-do-uong',
  gid: 'c-do-uong',
  slug: 'do-uong',
  name: 'Đồ uống',
  displayName: 'Đồ uống',
  path: '/products/do-uong/c-do-uong/do-uong',
  level: 1,
  children: [
    categoryFixture(),
    categoryFixture({
      _id: 'c-nuoc-ngot',
      id: 'c-nuoc-ngot',
      gid: 'c-nuoc-ngot',
      slug: 'nuoc-ngot',
      name: 'Nước ngọt',
      displayName: 'Nước ngọt',
      path: '/products/do-uong/c-nuoc-ngot/nuoc-ngot',
    }),
  ],
});

describe('category tree of a category without children (storefront.md §2)', () => {
  it("shows its parent's tree, the category among its siblings", async () => {
    const { client, calls } = fakeClient((_method, path) =>
      path === '/api/categories/c-do-uong'
        ? Promise.resolve({ data: { category: drinks, breadcrumbs: [] } })
        : Promise.reject(new Error('not in this test')),
    );
    renderApp({ url, data: leafPage(), client });
    const allDrinks = await screen.findByRole('link', { name: 'Tất cả Đồ uống' });
    const tree = allDrinks.closest('nav') as HTMLElement;
    expect(within(tree).getByRole('link', { name: 'Nước ngọt' })).toHaveAttribute(
      'href',
      '/products/do-uong/c-nuoc-ngot/nuoc-ngot',
    );
    expect(within(tree).getByRole('link', { name: 'Sữa các loại' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(calls.filter((call) => call.url.startsWith('/api/categories/'))).toHaveLength(1);
  });

  it('asks for nothing in limited-products mode, nor for a category with its own children', () => {
    const { client, calls } = fakeClient(() => Promise.reject(new Error('not in this test')));
    renderApp({ url, data: leafPage(), client, site: { limitedProductsMode: true } });
    renderApp({ url, data: categoryPageFixture(), client });
    expect(calls.filter((call) => call.url.startsWith('/api/categories/'))).toEqual([]);
  });
});
