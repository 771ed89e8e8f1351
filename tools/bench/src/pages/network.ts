/**
 * Lighthouse's mobile preset network (its "slow 4G": 150 ms round trip, 1.6 Mbit/s down,
 * 750 kbit/s up), as Chromium's DevTools protocol emulates it (`Network.emulateNetworkConditions`
 * takes bytes per second and a latency in ms added to each request).
 */
export const LIGHTHOUSE_MOBILE_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
} as const;

/** One finished request of a page load: its url and the bytes that came over the network. */
export interface Transfer {
  readonly url: string;
  /** `Network.loadingFinished` encodedDataLength: compressed body and headers, as sent. */
  readonly bytes: number;
}

/** The DevTools protocol events a transfer log reads (a Playwright `CDPSession` has them). */
export interface NetworkEvents {
  on(event: 'Network.requestWillBeSent', listener: (event: { requestId: string; request: { url: string } }) => void): unknown;
  on(event: 'Network.loadingFinished', listener: (event: { requestId: string; encodedDataLength: number }) => void): unknown;
}

/**
 * The bytes each request of a page load transferred, from the DevTools protocol: what a shopper's
 * phone would download (the gateway's compressed answers with their headers), not the size of
 * the files on disk. Requests still on their way are not counted.
 */
export class TransferLog {
  private readonly urls = new Map<string, string>();
  private readonly finished: Transfer[] = [];

  constructor(events: NetworkEvents) {
    events.on('Network.requestWillBeSent', ({ requestId, request }) => {
      this.urls.set(requestId, request.url);
    });
    events.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const url = this.urls.get(requestId);
      if (url !== undefined) this.finished.push({ url, bytes: encodedDataLength });
    });
  }

  transfers(): readonly Transfer[] {
    return this.finished;
  }
}

/** Bytes transferred per path (query left out), each path's transfers added up. */
export function bytesByPath(transfers: readonly Transfer[]): Map<string, number> {
  const byPath = new Map<string, number>();
  for (const { url, bytes } of transfers) {
    const path = new URL(url).pathname;
    byPath.set(path, (byPath.get(path) ?? 0) + bytes);
  }
  return byPath;
}

/** Bytes transferred for the given paths, each counted once; a path never requested adds 0. */
export function transferredBytes(byPath: ReadonlyMap<string, number>, paths: Iterable<string>): number {
  let total = 0;
  for (const path of new Set(paths)) total += byPath.get(path) ?? 0;
  return total;
}
