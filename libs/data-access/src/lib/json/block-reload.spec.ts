import { DEFAULT_BLOCK_RELOAD_WINDOW_SECONDS, mayReloadAfterBlock, retryAfterSeconds } from './block-reload';
import { memoryStorage } from '../../testing/fake-environment';

describe('mayReloadAfterBlock', () => {
  const t0 = Date.parse('2026-11-26T10:00:00Z');

  it('allows one reload, then none until the Retry-After window has passed', () => {
    const storage = memoryStorage();
    expect(mayReloadAfterBlock(20, storage, t0)).toBe(true);
    expect(mayReloadAfterBlock(20, storage, t0 + 19_999)).toBe(false);
    expect(mayReloadAfterBlock(20, storage, t0 + 20_000)).toBe(true);
  });

  it('uses a window of its own when the answer named none', () => {
    const storage = memoryStorage();
    expect(mayReloadAfterBlock(undefined, storage, t0)).toBe(true);
    expect(mayReloadAfterBlock(undefined, storage, t0 + DEFAULT_BLOCK_RELOAD_WINDOW_SECONDS * 1000 - 1)).toBe(false);
  });

  it('refuses when storage is missing or throws', () => {
    expect(mayReloadAfterBlock(20, undefined, t0)).toBe(false);
    const throwing = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => undefined,
    };
    expect(mayReloadAfterBlock(20, throwing, t0)).toBe(false);
  });
});

describe('retryAfterSeconds', () => {
  const headers = (value: string | null) => ({ get: () => value });

  it('reads the delay form only', () => {
    expect(retryAfterSeconds(headers('42'))).toBe(42);
    expect(retryAfterSeconds(headers('Wed, 21 Oct 2026 07:28:00 GMT'))).toBeUndefined();
    expect(retryAfterSeconds(headers(null))).toBeUndefined();
    expect(retryAfterSeconds(undefined)).toBeUndefined();
  });
});
