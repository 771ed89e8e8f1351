import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { homeFixture, variantFixture } from '../../../testing/fixtures';
import { fakeClient, renderApp } from '../../../testing/render-app';

/** jsdom has no IntersectionObserver: this one lets a test bring the observed elements near. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly targets: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets.length = 0;
  }
  unobserve() {
    // Nothing to stop: tests bring targets near explicitly.
  }
  takeRecords() {
    return [];
  }
  static bringAllNear() {
    for (const observer of FakeIntersectionObserver.instances) {
      const entries = observer.targets.map(
        (target) =>
          ({ target, intersectionRatio: 1, isIntersecting: true }) as IntersectionObserverEntry,
      );
      if (entries.length > 0)
        observer.callback(entries, observer as unknown as IntersectionObserver);
    }
  }
}

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  Object.assign(window, { IntersectionObserver: FakeIntersectionObserver });
});
afterEach(() => {
  delete (window as unknown as Record<string, unknown>)['IntersectionObserver'];
});

const rice = variantFixture({ id: 'v-gao', gid: 'v-gao', slug: 'gao-st25', name: 'Gạo ST25 5kg' });

/** The home page with a second, deferred slider (the gateway inlines only the first). */
function homeWithDeferredSlider() {
  const home = homeFixture();
  return {
    ...home,
    modules: [
      ...home.modules,
      {
        id: 'mod-deferred',
        kind: 'PRODUCT_SLIDER',
        title: 'Hàng mới về',
        banners: [],
        categories: [],
        productListEntities: [],
        deferredProducts: { source: { softCategoryGid: 'sc-new' }, limit: 12 },
        bodyHtml: null,
      },
    ],
  };
}

const plesAnswer = (variants: ReturnType<typeof variantFixture>[]) => ({
  data: {
    productListEntities: variants.map((variant) => ({
      type: 'VARIANT',
      id: `id-${variant.id}`,
      variant,
    })),
    pageInfo: { endCursor: null, hasNextPage: false },
  },
});

describe('deferred product sliders of the home page (issue #19: first screen only)', () => {
  it('waits with a titled placeholder until near the viewport, then reads its products in one call', async () => {
    const { client, calls } = fakeClient(async () => plesAnswer([rice]));
    renderApp({ url: '/', data: homeWithDeferredSlider(), client });
    const placeholder = screen.getByRole('region', { name: 'Hàng mới về' });
    expect(
      within(placeholder).getByRole('heading', { level: 2, name: 'Hàng mới về' }),
    ).toBeInTheDocument();
    expect(within(placeholder).queryByRole('link')).not.toBeInTheDocument();
    // Nothing is on its way yet: no busy state, no endless shimmer.
    expect(placeholder).not.toHaveAttribute('aria-busy', 'true');
    expect(within(placeholder).queryByRole('status')).not.toBeInTheDocument();
    expect(placeholder.querySelector('.gio-skeleton')).toBeNull();
    expect(calls.filter((call) => call.url.startsWith('/api/product/ples'))).toEqual([]);

    act(() => FakeIntersectionObserver.bringAllNear());
    expect(await screen.findByRole('link', { name: /Gạo ST25 5kg/ })).toHaveAttribute(
      'href',
      rice.path,
    );
    const ples = calls.filter((call) => call.url.startsWith('/api/product/ples'));
    expect(ples).toHaveLength(1);
    expect(new URL(ples[0]?.url ?? '', 'http://shop').searchParams.get('softCategoryGid')).toBe(
      'sc-new',
    );
    // The inlined slider is there from the start, the deferred one beside it once read.
    expect(screen.getByRole('region', { name: 'Bán chạy tuần này' })).toBeInTheDocument();
    const slider = screen.getByRole('region', { name: 'Hàng mới về' });
    expect(slider).not.toHaveAttribute('aria-busy', 'true');
    // Tiles below the fold load their image lazily, with its size set.
    const image = within(slider)
      .getByRole('link', { name: /Gạo ST25 5kg/ })
      .closest('article, li')
      ?.querySelector('img');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width');
    expect(image).toHaveAttribute('height');
  });

  it('announces loading while the call is on its way', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const { client, calls } = fakeClient(() => new Promise((resolve) => (answer = resolve)));
    renderApp({ url: '/', data: homeWithDeferredSlider(), client });
    act(() => FakeIntersectionObserver.bringAllNear());
    const region = screen.getByRole('region', { name: 'Hàng mới về' });
    expect(region).toHaveAttribute('aria-busy', 'true');
    expect(within(region).getByRole('status')).toBeInTheDocument();
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => answer(plesAnswer([rice])));
    expect(await screen.findByRole('link', { name: /Gạo ST25 5kg/ })).toBeInTheDocument();
  });

  it('shows nothing when the list is empty', async () => {
    const { client, calls } = fakeClient(async () => plesAnswer([]));
    renderApp({ url: '/', data: homeWithDeferredSlider(), client });
    act(() => FakeIntersectionObserver.bringAllNear());
    await act(async () => undefined);
    expect(calls.some((call) => call.url.startsWith('/api/product/ples'))).toBe(true);
    expect(screen.queryByRole('region', { name: 'Hàng mới về' })).not.toBeInTheDocument();
  });

  it('says so when the call failed, and tries again on request', async () => {
    let fail = true;
    const { client, calls } = fakeClient(async (_method, url) => {
      if (url.startsWith('/api/product/ples') && fail) throw new Error('offline');
      return plesAnswer([rice]);
    });
    renderApp({ url: '/', data: homeWithDeferredSlider(), client });
    act(() => FakeIntersectionObserver.bringAllNear());
    const region = screen.getByRole('region', { name: 'Hàng mới về' });
    const alert = await within(region).findByRole('alert');
    expect(alert).toHaveTextContent('Không tải được sản phẩm của mục này.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByRole('link', { name: /Gạo ST25 5kg/ })).toBeInTheDocument();
    expect(calls.filter((call) => call.url.startsWith('/api/product/ples'))).toHaveLength(2);
  });

  it('reads a seller slider from the fulfiller products call', async () => {
    const { client, calls } = fakeClient(async () => ({
      data: { ...plesAnswer([rice]).data, fulfiller: { id: 'f-1', gid: 'f-1', name: 'Nông trại' } },
    }));
    const home = homeWithDeferredSlider();
    const deferred = home.modules[1];
    if (!deferred) throw new Error('fixture without a deferred slider');
    deferred.deferredProducts = { source: { fulfillerGid: 'f-1' }, limit: 12 };
    renderApp({ url: '/', data: home, client });
    act(() => FakeIntersectionObserver.bringAllNear());
    expect(await screen.findByRole('link', { name: /Gạo ST25 5kg/ })).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toContainEqual(
      expect.stringMatching(/^\/api\/products\/fufiller\/f-1\?/),
    );
  });
});
