import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { productPageFixture, variantFixture } from '../../../testing/fixtures';
import { fakeClient, renderApp } from '../../../testing/render-app';

const url = '/product/v-ruou/ruou-vang';
const wine = variantFixture(
  { gid: 'v-ruou', slug: 'ruou-vang', name: 'Rượu vang đỏ Đà Lạt' },
  { isAgeGated: true },
);

describe('age gate before add to cart (storefront.md §4 "Cart add flow")', () => {
  it('opens the age gate first, adds after acceptance and keeps the confirmation under ageGate', async () => {
    const { client, calls } = fakeClient(() => Promise.resolve({ data: {} }));
    renderApp({ url, data: productPageFixture(wine), client });
    await userEvent.click(screen.getByRole('button', { name: 'Thêm vào giỏ' }));
    const dialog = await screen.findByRole('dialog');
    expect(calls).toEqual([]);
    const buttons = within(dialog).getAllByRole('button');
    // The kit's age gate: the accepting action is its primary button.
    const accept = buttons.find((b) => b.className.includes('gio-button--primary')) as HTMLElement;
    await userEvent.click(accept);
    expect(window.sessionStorage.getItem('ageGate')).toBe('true');
    expect(calls).toEqual([
      {
        method: 'PUT',
        url: '/api/carts/change',
        body: { cartVariant: { variantId: wine.id, quantity: 1, warehouse: 'wh-hcm' } },
        headers: undefined,
      },
    ]);
    expect(
      await screen.findByText('Đã thêm Rượu vang đỏ Đà Lạt vào giỏ hàng.'),
    ).toBeInTheDocument();
  });

  it('skips the gate when the session already holds the confirmation', async () => {
    window.sessionStorage.setItem('ageGate', 'true');
    const { client, calls } = fakeClient(() => Promise.resolve({ data: {} }));
    renderApp({ url, data: productPageFixture(wine), client });
    await userEvent.click(screen.getByRole('button', { name: 'Thêm vào giỏ' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('adds nothing when the shopper declines', async () => {
    const { client, calls } = fakeClient(() => Promise.resolve({ data: {} }));
    renderApp({ url, data: productPageFixture(wine), client });
    await userEvent.click(screen.getByRole('button', { name: 'Thêm vào giỏ' }));
    const dialog = await screen.findByRole('dialog');
    const decline = within(dialog)
      .getAllByRole('button')
      .find((b) => !b.className.includes('gio-button--primary')) as HTMLElement;
    await userEvent.click(decline);
    expect(calls).toEqual([]);
    expect(window.sessionStorage.getItem('ageGate')).toBeNull();
  });

  it('a failed add shows the add-variant error', async () => {
    const { client } = fakeClient(() => Promise.reject(new Error('500')));
    renderApp({
      url: '/product/v-sua-tuoi/sua-tuoi-tiet-trung-1l',
      data: productPageFixture(),
      client,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Thêm vào giỏ' }));
    expect(
      await screen.findByText('Không thể thêm sản phẩm vào giỏ hàng. Vui lòng thử lại.'),
    ).toBeInTheDocument();
  });
});
