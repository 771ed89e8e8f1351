import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { categoryFixture, homeFixture } from '../testing/fixtures';
import { fakeClient, renderApp } from '../testing/render-app';

const suaTuoi = categoryFixture({
  _id: 'c-sua-tuoi',
  id: 'c-sua-tuoi',
  gid: 'c-sua-tuoi',
  slug: 'sua-tuoi',
  name: 'Sữa tươi',
  displayName: 'Sữa tươi',
  path: '/products/do-uong/c-sua-tuoi/sua-tuoi',
});
const softDeals = categoryFixture({
  id: 'c-deals',
  gid: 'c-deals',
  name: 'Ưu đãi sữa',
  displayName: 'Ưu đãi sữa',
  isSoftCategory: true,
});
/** GET /api/categories/c-root: the root with the whole tree below it. */
const rootAnswer = {
  data: {
    category: categoryFixture({
      id: 'c-root',
      gid: 'c-root',
      name: 'Gốc',
      displayName: 'Gốc',
      children: [categoryFixture({ children: [suaTuoi, softDeals] })],
    }),
    breadcrumbs: [],
  },
};

/** The home page data as the gateway sends it: the menu's top level only, without children. */
function home() {
  return { ...homeFixture(), categoryTree: [{ ...categoryFixture(), children: [] }] };
}

const categoryCalls = (calls: { url: string }[]) =>
  calls.filter((call) => call.url.startsWith('/api/categories/'));

describe('header category menu (issue #19: its levels below the top read on first opening)', () => {
  it('links the top level from the first render, and reads the levels below once, when opened', async () => {
    const { client, calls } = fakeClient(async (_method, url) => {
      if (url === '/api/categories/c-root') return rootAnswer;
      throw new Error(`unexpected ${url}`);
    });
    const { container } = renderApp({ url: '/', data: home(), client });
    const panel = container.querySelector('#sf-panel-nav') as HTMLElement;
    // In the first HTML already (hidden until opened): crawlers follow the top-level links.
    expect(within(panel).getByRole('link', { name: 'Sữa các loại', hidden: true })).toHaveAttribute(
      'href',
      '/products/do-uong/c-sua/sua',
    );
    expect(categoryCalls(calls)).toEqual([]);

    const menu = screen.getByRole('button', { name: 'Danh mục' });
    await userEvent.click(menu);
    const sua = await within(panel).findByRole('button', { name: 'Sữa các loại' });
    expect(categoryCalls(calls)).toHaveLength(1);
    await userEvent.click(sua);
    expect(within(panel).getByRole('link', { name: 'Sữa tươi' })).toHaveAttribute(
      'href',
      '/products/do-uong/c-sua-tuoi/sua-tuoi',
    );
    // Soft categories are lists of the shop, not places of the menu.
    expect(within(panel).queryByText('Ưu đãi sữa')).not.toBeInTheDocument();

    // Closed and opened again: the tree is kept, not read again.
    await userEvent.click(menu);
    await userEvent.click(menu);
    expect(within(panel).getByRole('button', { name: 'Sữa các loại' })).toBeInTheDocument();
    expect(categoryCalls(calls)).toHaveLength(1);
  });

  it('keeps the top-level links when the tree cannot be read, and tries again on the next opening', async () => {
    let fail = true;
    const { client, calls } = fakeClient(async (_method, url) => {
      if (url !== '/api/categories/c-root') throw new Error(`unexpected ${url}`);
      if (fail) throw new Error('offline');
      return rootAnswer;
    });
    const { container } = renderApp({ url: '/', data: home(), client });
    const panel = container.querySelector('#sf-panel-nav') as HTMLElement;
    const menu = screen.getByRole('button', { name: 'Danh mục' });
    await userEvent.click(menu);
    await screen.findByRole('link', { name: 'Sữa các loại' });
    expect(panel).not.toHaveAttribute('aria-busy');
    expect(categoryCalls(calls)).toHaveLength(1);

    fail = false;
    await userEvent.click(menu);
    await userEvent.click(menu);
    expect(await within(panel).findByRole('button', { name: 'Sữa các loại' })).toBeInTheDocument();
    expect(categoryCalls(calls)).toHaveLength(2);
  });

  it('reads nothing in limited-products mode, where the menu has no categories', async () => {
    const { client, calls } = fakeClient(async () => rootAnswer);
    const { container } = renderApp({
      url: '/',
      data: home(),
      client,
      site: { limitedProductsMode: true },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Danh mục' }));
    const panel = container.querySelector('#sf-panel-nav') as HTMLElement;
    expect(within(panel).queryByRole('navigation')).not.toBeInTheDocument();
    expect(categoryCalls(calls)).toEqual([]);
  });
});
