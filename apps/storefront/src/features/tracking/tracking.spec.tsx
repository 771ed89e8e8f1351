import { SourceType } from '@gio/domain-enums';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TrackingCall } from '../../lib/tracking';
import {
  cartChangeAnswer,
  categoryPageFixture,
  payloadFixture,
  productPageFixture,
  variantFixture,
} from '../../testing/fixtures';
import { fakeClient, renderApp } from '../../testing/render-app';

/** jsdom has no IntersectionObserver: this one lets a test show elements fully. */
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
    // Nothing to stop: tests show targets explicitly.
  }
  takeRecords() {
    return [];
  }
  /** Reports every observed element as fully visible. */
  showAll() {
    const entries = this.targets.map(
      (target) =>
        ({ target, intersectionRatio: 1, isIntersecting: true }) as IntersectionObserverEntry,
    );
    if (entries.length > 0) this.callback(entries, this as unknown as IntersectionObserver);
  }
}

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  Object.assign(window, { IntersectionObserver: FakeIntersectionObserver });
});
afterEach(() => {
  delete (window as unknown as Record<string, unknown>)['IntersectionObserver'];
});

const milk = variantFixture();
const rice = variantFixture({ id: 'v-gao', gid: 'v-gao', slug: 'gao', name: 'Gạo ST25 5kg' });

describe('tracking (accounts.md §4 "Tracking", §9 source-type codes)', () => {
  it('tracks one page view per page, with the page title', () => {
    const calls: TrackingCall[] = [];
    renderApp({
      url: `/product/${milk.gid}/${milk.slug}`,
      data: productPageFixture(milk),
      trackingSink: (call) => calls.push(call),
    });
    expect(calls.filter((c) => c.kind === 'page-view')).toHaveLength(1);
  });

  it('counts an impression once a tile is fully visible, with the category source type and position', () => {
    const calls: TrackingCall[] = [];
    renderApp({
      url: '/products/do-uong/c-sua/sua',
      data: categoryPageFixture({ products: payloadFixture([milk, rice]).products }),
      trackingSink: (call) => calls.push(call),
    });
    act(() => FakeIntersectionObserver.instances.forEach((observer) => observer.showAll()));
    act(() => FakeIntersectionObserver.instances.forEach((observer) => observer.showAll()));
    const impressions = calls.filter((c) => c.kind === 'impression');
    expect(impressions).toEqual([
      expect.objectContaining({
        input: expect.objectContaining({
          variantId: milk.id,
          sourceType: SourceType.CATEGORY,
          position: 0,
        }),
      }),
      expect.objectContaining({
        input: expect.objectContaining({
          variantId: rice.id,
          sourceType: SourceType.CATEGORY,
          position: 1,
        }),
      }),
    ]);
  });

  it('tracks a click on a tile link and an add to cart with the source type', async () => {
    const calls: TrackingCall[] = [];
    // The tile's link navigates: its page data never arrives, the click is what counts.
    const { client } = fakeClient((method) =>
      method === 'PUT' ? Promise.resolve(cartChangeAnswer(rice, 1)) : new Promise(() => undefined),
    );
    renderApp({
      url: '/products/do-uong/c-sua/sua',
      data: categoryPageFixture({ products: payloadFixture([rice]).products }),
      client,
      trackingSink: (call) => calls.push(call),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Thêm vào giỏ' }));
    await screen.findByText(`Đã thêm ${rice.name} vào giỏ hàng.`);
    expect(calls).toContainEqual({
      kind: 'add-to-cart',
      input: {
        variantId: rice.id,
        quantity: 1,
        sourceType: SourceType.CATEGORY,
        price: rice.price,
      },
    });
    await userEvent.click(screen.getAllByRole('link', { name: rice.name })[0] as HTMLElement);
    expect(calls).toContainEqual(
      expect.objectContaining({
        kind: 'click',
        input: expect.objectContaining({ variantId: rice.id, sourceType: SourceType.CATEGORY }),
      }),
    );
  });
});
