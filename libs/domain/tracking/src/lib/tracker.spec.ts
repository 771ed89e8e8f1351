import { buildPageView } from './builders';
import { createTracker, trackingEndpoint } from './tracker';

describe('createTracker (accounts.md §8 tracking shim)', () => {
  it("throws 'Pensieve server not initialized' when enabled without a server", () => {
    expect(() => createTracker({ enabled: true })).toThrow(
      new Error('Pensieve server not initialized'),
    );
    expect(() => createTracker({ enabled: true, serverUrl: '  ' })).toThrow(
      'Pensieve server not initialized',
    );
    expect(() => createTracker({ enabled: true, serverUrl: null })).toThrow(
      'Pensieve server not initialized',
    );
  });

  it('is silent when disabled, server or not', () => {
    const queue = { enqueue: jest.fn() };
    const tracker = createTracker({ enabled: false, queue });
    expect(tracker.endpoint).toBeNull();
    expect(
      tracker.track(buildPageView({ now: 0, anonymousId: 'a', sessionId: 's', pagePath: '/' })),
    ).toBe(false);
    expect(queue.enqueue).not.toHaveBeenCalled();
  });

  it('posts to {server}/track and hands events to the queue', () => {
    const queue = { enqueue: jest.fn() };
    const tracker = createTracker({ enabled: true, serverUrl: 'https://pensieve.gio.vn/', queue });
    expect(tracker.endpoint).toBe('https://pensieve.gio.vn/track');
    const event = buildPageView({ now: 0, anonymousId: 'a', sessionId: 's', pagePath: '/' });
    expect(tracker.track(event)).toBe(true);
    expect(queue.enqueue).toHaveBeenCalledWith(event);
    expect(trackingEndpoint('https://t.example')).toBe('https://t.example/track');
  });
});
