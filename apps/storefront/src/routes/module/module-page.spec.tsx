import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PageOf } from '../../lib/page-data';
import { payloadFixture, variantFixture } from '../../testing/fixtures';
import { fakeClient, renderApp } from '../../testing/render-app';

function sellerPage(): PageOf<'module'> {
  return {
    page: 'module',
    seo: {
      title: 'Nông trại Xanh | Giỏ',
      description: 'Nông trại Xanh',
      canonicalPath: '/m/nong-trai-xanh',
    },
    modulePage: {
      id: 'mp-1',
      slug: 'nong-trai-xanh',
      title: 'Nông trại Xanh',
      kind: 'SELLER',
      descriptionHtml: '<p>Rau sạch mỗi ngày</p>',
    },
    shopCategories: [
      { gid: 'sc-rau', name: 'Rau lá', count: 4 },
      { gid: 'sc-cu', name: 'Củ quả', count: 2 },
    ],
    modules: [],
    category: payloadFixture([variantFixture({ name: 'Cải ngọt 500g' })]),
  };
}

describe('seller module page /m/:slug (storefront.md §2 seller filter panel)', () => {
  it('fulfilment and shop-category choices go in the query and Clear removes the category', async () => {
    const { client, calls } = fakeClient(() => Promise.resolve({ data: sellerPage() }));
    const { router } = renderApp({ url: '/m/nong-trai-xanh', data: sellerPage(), client });
    expect(screen.getByRole('heading', { level: 1, name: 'Nông trại Xanh' })).toBeInTheDocument();
    expect(screen.getByText('Cải ngọt 500g')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'Nhận tại cửa hàng' }));
    await waitFor(() => expect(router.state.location.search).toBe('?fulfillment=IN_STORE_PICKUP'));
    await userEvent.click(await screen.findByRole('radio', { name: /Rau lá/ }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?fulfillment=IN_STORE_PICKUP&shopCategory=sc-rau'),
    );
    // Each choice is a new list: the gateway answers it.
    expect(calls.map((call) => call.url)).toContain(
      '/m/nong-trai-xanh?fulfillment=IN_STORE_PICKUP&shopCategory=sc-rau',
    );

    await userEvent.click(await screen.findByRole('button', { name: 'Xoá bộ lọc' }));
    await waitFor(() => expect(router.state.location.search).toBe('?fulfillment=IN_STORE_PICKUP'));
    await userEvent.click(await screen.findByRole('radio', { name: 'Tất cả' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
