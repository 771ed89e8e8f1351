import { act, fireEvent, screen, within } from '@testing-library/react';
import { cartFixture, homeFixture, variantFixture } from '../../../testing/fixtures';
import { fakeClient, renderApp } from '../../../testing/render-app';

const noDifferences = {
  hasDifferences: false,
  priceChanges: [],
  removedItems: [],
  quantityReductions: [],
};

function shopClient(options: {
  cart?: ReturnType<typeof cartFixture>;
  differences?: typeof noDifferences;
  pendingMerge?: { lineCount: number; totalQuantity: number } | null;
  interstitial?: 'show' | 'none';
}) {
  return fakeClient((method, url) => {
    if (url === '/api/carts/sync') {
      return Promise.resolve({
        data: {
          cart: options.cart ?? cartFixture(),
          differences: options.differences ?? noDifferences,
          pendingMerge: options.pendingMerge ?? null,
        },
      });
    }
    if (url.startsWith('/api/interstitial?')) {
      return Promise.resolve({
        data: {
          interstitials: [
            {
              _id: 'int-1',
              interstitialActionType: 0,
              interstitialWebTemplateType: 0,
              title: 'Chào mừng bạn đến với Giỏ',
              body: 'Giảm 20% cho đơn đầu tiên.',
              image: null,
              url: '/m/khuyen-mai',
              priority: 1,
              endDate: '2026-12-31T00:00:00.000Z',
              productListEntities: [],
            },
          ],
          seenIds: [],
          decision:
            options.interstitial === 'none'
              ? { kind: 'none', interstitialId: null, template: null, reason: 'seen' }
              : { kind: 'show', interstitialId: 'int-1', template: 'default', reason: null },
        },
      });
    }
    if (method === 'POST') return Promise.resolve({ data: { seenIds: ['int-1'] } });
    return Promise.reject(new Error(`unexpected ${method} ${url}`));
  });
}

describe('first-load modal and interstitials (storefront.md §4)', () => {
  it('without a first-load modal, shows the interstitial the gateway picks and records it as seen on close', async () => {
    const { client, calls } = shopClient({});
    renderApp({ url: '/', data: homeFixture(), client, syncCart: true });
    const dialog = await screen.findByRole('dialog', { name: 'Chào mừng bạn đến với Giỏ' });
    expect(calls.some((c) => c.url === '/api/interstitial?page=HOME')).toBe(true);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(calls).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        url: '/api/interstitial/seen',
        body: { interstitialId: 'int-1' },
      }),
    );
  });

  it('the cart merge wins over everything and the interstitials are not fetched', async () => {
    const { client, calls } = shopClient({ pendingMerge: { lineCount: 2, totalQuantity: 3 } });
    renderApp({
      url: '/',
      data: homeFixture(),
      client,
      syncCart: true,
      session: { status: 'customer', user: { id: 'u1' } },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Gộp giỏ hàng?' });
    expect(within(dialog).getByText(/còn 3 sản phẩm/)).toBeInTheDocument();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(calls.some((c) => c.url.startsWith('/api/interstitial'))).toBe(false);
  });
});

describe('exit-intent pop-ups (storefront.md §4 "Exit-intent engine", §9)', () => {
  afterEach(() => jest.useRealTimers());

  it('opens one exit pop-up (exit intent outranks cart abandonment) on an exit after the bind delay and sets its session flag', async () => {
    jest.useFakeTimers();
    const milk = variantFixture();
    const { client } = shopClient({ interstitial: 'none' });
    renderApp({
      url: '/',
      data: homeFixture(),
      client,
      cart: cartFixture([{ variant: milk, quantity: 2 }]),
      site: { exitSurvey: false },
    });
    // Before the 8000 ms bind delay an exit is ignored.
    act(() => {
      window.dispatchEvent(new Event('blur'));
      jest.advanceTimersByTime(1000);
    });
    expect(screen.queryByRole('dialog', { name: 'Khoan đã!' })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(8000));
    act(() => {
      fireEvent.mouseLeave(document.body, { clientY: -5 });
      jest.advanceTimersByTime(450);
    });
    // Exit intent outranks cart abandonment in the spec's order.
    expect(screen.getByRole('dialog', { name: 'Khoan đã!' })).toBeInTheDocument();
    expect(window.sessionStorage.getItem('exitIntent')).toBe('true');
  });

  it('does nothing on checkout-like pages where exit intent is disabled', () => {
    jest.useFakeTimers();
    // The page's data never arrives: only the exit-intent engine is under test.
    const { client } = fakeClient(() => new Promise(() => undefined));
    renderApp({ url: '/m/valpak', data: null, client, cart: cartFixture() });
    act(() => {
      jest.advanceTimersByTime(9000);
      window.dispatchEvent(new Event('blur'));
      jest.advanceTimersByTime(1000);
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
