import { EventEmitter } from 'node:events';
import { bytesByPath, LIGHTHOUSE_MOBILE_NETWORK, TransferLog, transferredBytes, type NetworkEvents } from './network';

describe('network of the pages benchmark', () => {
  it("emulates Lighthouse's mobile preset: 150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up", () => {
    expect(LIGHTHOUSE_MOBILE_NETWORK.latency).toBe(150);
    expect(LIGHTHOUSE_MOBILE_NETWORK.downloadThroughput * 8).toBeCloseTo(1.6 * 1024 * 1024);
    expect(LIGHTHOUSE_MOBILE_NETWORK.uploadThroughput * 8).toBeCloseTo(750 * 1024);
  });

  it('logs the bytes each finished request transferred, by its url', () => {
    const events = new EventEmitter();
    const log = new TransferLog(events as unknown as NetworkEvents);
    events.emit('Network.requestWillBeSent', { requestId: '1', request: { url: 'http://shop/static/a.js' } });
    events.emit('Network.requestWillBeSent', { requestId: '2', request: { url: 'http://shop/api/x?y=1' } });
    events.emit('Network.requestWillBeSent', { requestId: '3', request: { url: 'http://shop/static/slow.js' } });
    events.emit('Network.loadingFinished', { requestId: '1', encodedDataLength: 1200 });
    events.emit('Network.loadingFinished', { requestId: '2', encodedDataLength: 300 });
    // A finish without its request (another target's) is not counted.
    events.emit('Network.loadingFinished', { requestId: '9', encodedDataLength: 5 });
    expect(log.transfers()).toEqual([
      { url: 'http://shop/static/a.js', bytes: 1200 },
      { url: 'http://shop/api/x?y=1', bytes: 300 },
    ]);
  });

  it('adds up the bytes of the paths asked for, each once, a path never requested as 0', () => {
    const byPath = bytesByPath([
      { url: 'http://shop/static/a.js', bytes: 1200 },
      { url: 'http://shop/api/x?y=1', bytes: 300 },
      { url: 'http://shop/api/x?y=2', bytes: 200 },
    ]);
    expect(byPath.get('/api/x')).toBe(500);
    expect(transferredBytes(byPath, ['/static/a.js', '/static/a.js', '/static/never.js'])).toBe(1200);
  });
});
