import { Timing } from '@gio/domain-enums';
import { createI18n } from './create-i18n';
import { NAMESPACES } from './languages';
import { CACHE_KEY_PREFIX, type FetchLike, type StorageLike } from './locale-backend';
import type { I18nLogger } from './logger';
import { resources } from './resources';

function memoryStorage(): StorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

function recordingLogger(): I18nLogger & { warnings: unknown[][]; errors: unknown[][] } {
  const warnings: unknown[][] = [];
  const errors: unknown[][] = [];
  return {
    warnings,
    errors,
    warn: (...args) => void warnings.push(args),
    error: (...args) => void errors.push(args),
  };
}

/** A gateway stand-in that serves the bundled resources, failing the languages it is told to. */
function gatewayFetch(failing: string[] = []): jest.MockedFunction<FetchLike> {
  return jest.fn<ReturnType<FetchLike>, Parameters<FetchLike>>(async (url) => {
    const match = /^\/api\/locales\/(\w+)\/(\w+)\.json$/.exec(url);
    if (!match) return { ok: false, status: 404, json: async () => ({}) };
    const [, lng, ns] = match;
    if (failing.includes(lng)) return { ok: false, status: 503, json: async () => ({}) };
    const tree = resources[lng as 'vi' | 'en'][ns as 'common'];
    return { ok: true, status: 200, json: async () => tree };
  });
}

describe('createI18n with bundled resources', () => {
  it('speaks Vietnamese by default and is ready synchronously', () => {
    const i18n = createI18n({ logger: recordingLogger() });
    expect(i18n.language).toBe('vi');
    expect(i18n.t('price.free')).toBe('Miễn phí');
    expect(i18n.t('form.validation_required')).toBe('Vui lòng điền thông tin này.');
    expect(i18n.t('seo:not_found_title')).toBe('Không tìm thấy trang');
  });

  it('switches to English and resolves region tags to the base language', async () => {
    const i18n = createI18n({ lng: 'en-GB', logger: recordingLogger() });
    expect(i18n.t('price.free')).toBe('Free');
    await i18n.changeLanguage('vi-VN');
    expect(i18n.t('cart.added', { name: 'Cà chua bi' })).toBe('Đã thêm Cà chua bi vào giỏ hàng.');
  });

  it('uses English for an unsupported language', () => {
    const i18n = createI18n({ lng: 'fr', logger: recordingLogger() });
    expect(i18n.t('stock.out_of_stock')).toBe('Out of stock');
  });

  it('logs a missing key and shows the key rather than nothing', () => {
    const logger = recordingLogger();
    const i18n = createI18n({ logger });
    expect(i18n.t('cart.no_such_key')).toBe('cart.no_such_key');
    expect(logger.warnings).toEqual([['Missing translation key', { lngs: ['en'], ns: 'common', key: 'cart.no_such_key' }]]);
  });

  it('gives every instance its own state', async () => {
    const a = createI18n({ logger: recordingLogger() });
    const b = createI18n({ lng: 'en', logger: recordingLogger() });
    await a.changeLanguage('en');
    await b.changeLanguage('vi');
    expect(a.t('price.free')).toBe('Free');
    expect(b.t('price.free')).toBe('Miễn phí');
  });
});

describe('createI18n with the gateway backend', () => {
  it('loads every namespace from /api/locales/{lng}/{ns}.json', async () => {
    const fetch = gatewayFetch();
    const i18n = createI18n({ backend: { fetch }, logger: recordingLogger() });
    await i18n.loadNamespaces([...NAMESPACES]);
    expect(i18n.t('price.free')).toBe('Miễn phí');
    expect(i18n.t('partner:sold_by', { seller: 'Nông trại Đà Lạt' })).toBe('Bán bởi Nông trại Đà Lạt');
    const urls = fetch.mock.calls.map(([url]) => url).sort();
    expect(urls).toEqual(
      ['en', 'vi'].flatMap((lng) => NAMESPACES.map((ns) => `/api/locales/${lng}/${ns}.json`)).sort(),
    );
  });

  it('falls back to English when Vietnamese fails to load, and logs the failure', async () => {
    const logger = recordingLogger();
    const i18n = createI18n({ backend: { fetch: gatewayFetch(['vi']) }, logger });
    await i18n.loadNamespaces([...NAMESPACES]);
    expect(i18n.t('price.free')).toBe('Free');
    expect(i18n.t('seo:cart_title')).toBe('Your cart');
    expect(logger.errors).toContainEqual([
      'Failed to load translations; falling back to English',
      { lng: 'vi', ns: 'common', error: 'HTTP 503 for /api/locales/vi/common.json' },
    ]);
  });

  it('falls back to English when the network itself fails', async () => {
    const logger = recordingLogger();
    const fetch = jest.fn<ReturnType<FetchLike>, Parameters<FetchLike>>(async (url) => {
      if (url.includes('/vi/')) throw new TypeError('Failed to fetch');
      return gatewayFetch()(url);
    });
    const i18n = createI18n({ backend: { fetch }, logger });
    await i18n.loadNamespaces([...NAMESPACES]);
    expect(i18n.t('stock.in_stock')).toBe('In stock');
    expect(logger.errors.length).toBe(NAMESPACES.length);
  });

  describe('production cache', () => {
    it('serves a namespace from storage for 3 days, then fetches it again', async () => {
      const storage = memoryStorage();
      let now = 1_700_000_000_000;
      const clock = () => now;

      const first = gatewayFetch();
      await createI18n({ backend: { fetch: first, cache: { storage } }, now: clock, logger: recordingLogger() }).loadNamespaces([...NAMESPACES]);
      expect(first).toHaveBeenCalledTimes(6);
      expect([...storage.data.keys()].every((key) => key.startsWith(CACHE_KEY_PREFIX))).toBe(true);
      expect(storage.data.size).toBe(6);

      now += Timing.TRANSLATION_CACHE - 1;
      const second = gatewayFetch();
      const cached = createI18n({ backend: { fetch: second, cache: { storage } }, now: clock, logger: recordingLogger() });
      await cached.loadNamespaces([...NAMESPACES]);
      expect(second).not.toHaveBeenCalled();
      expect(cached.t('price.free')).toBe('Miễn phí');

      now += 1;
      const third = gatewayFetch();
      await createI18n({ backend: { fetch: third, cache: { storage } }, now: clock, logger: recordingLogger() }).loadNamespaces([...NAMESPACES]);
      expect(third).toHaveBeenCalledTimes(6);
    });

    it('uses 259200000 ms (3 days) as the default expiry', () => {
      expect(Timing.TRANSLATION_CACHE).toBe(259_200_000);
    });

    it('ignores entries written by another build version', async () => {
      const storage = memoryStorage();
      await createI18n({ backend: { fetch: gatewayFetch(), cache: { storage, version: 'a' } }, logger: recordingLogger() }).loadNamespaces([...NAMESPACES]);
      const fetch = gatewayFetch();
      await createI18n({ backend: { fetch, cache: { storage, version: 'b' } }, logger: recordingLogger() }).loadNamespaces([...NAMESPACES]);
      expect(fetch).toHaveBeenCalledTimes(6);
    });

    it('replaces a corrupt entry and survives a storage that throws', async () => {
      const storage = memoryStorage();
      storage.setItem(`${CACHE_KEY_PREFIX}vi_common`, '{not json');
      const fetch = gatewayFetch();
      const i18n = createI18n({ backend: { fetch, cache: { storage } }, logger: recordingLogger() });
      await i18n.loadNamespaces([...NAMESPACES]);
      expect(i18n.t('price.free')).toBe('Miễn phí');
      expect(JSON.parse(storage.getItem(`${CACHE_KEY_PREFIX}vi_common`) ?? '{}').data.price.free).toBe('Miễn phí');

      const broken: StorageLike = {
        getItem: () => {
          throw new Error('SecurityError');
        },
        setItem: () => {
          throw new Error('QuotaExceededError');
        },
        removeItem: () => undefined,
      };
      const resilient = createI18n({ backend: { fetch: gatewayFetch(), cache: { storage: broken } }, logger: recordingLogger() });
      await resilient.loadNamespaces([...NAMESPACES]);
      expect(resilient.t('price.free')).toBe('Miễn phí');
    });

    it('does not cache when no storage is given (development)', async () => {
      const fetch = gatewayFetch();
      await createI18n({ backend: { fetch }, logger: recordingLogger() }).loadNamespaces([...NAMESPACES]);
      const again = gatewayFetch();
      await createI18n({ backend: { fetch: again }, logger: recordingLogger() }).loadNamespaces([...NAMESPACES]);
      expect(again).toHaveBeenCalledTimes(6);
    });
  });
});
