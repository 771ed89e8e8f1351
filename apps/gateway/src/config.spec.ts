import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('applies the defaults', () => {
    expect(loadConfig({})).toEqual({
      port: 4000,
      host: '0.0.0.0',
      dataDir: '.data',
      storefrontDist: 'dist/apps/storefront',
      accountDist: 'dist/apps/account',
      maintenanceMode: false,
      responseCache: true,
      graphqlJit: true,
      heapGrowingPercent: 100,
      databaseUrl: undefined,
      databaseReadUrl: undefined,
      shutdownDrainMs: 0,
      catalogueCheckIntervalMs: undefined,
      logLevel: 'info',
      nodeEnv: 'development',
      seedVariants: 2000,
      publicOrigin: 'http://localhost:4000',
      allowedOrigins: [],
      gatewaySecret: undefined,
      opsToken: undefined,
      trustProxy: false,
      redisUrl: undefined,
      smtpUrl: undefined,
      smtpFrom: 'Giỏ <khong-tra-loi@gio.vn>',
      sessionIdleMinutes: 10_080,
      approvalExpiryDays: 7,
      sessionAbsoluteHours: 720,
      botProtectionPerMinute: 600,
      botProtectionAddressPerMinute: undefined,
      social: {
        google: { audience: null, issuers: undefined, jwksUrl: undefined },
        facebook: { audience: null, issuers: undefined, jwksUrl: undefined },
        apple: { audience: null, issuers: undefined, jwksUrl: undefined, redirectUri: undefined },
      },
    });
  });

  it('turns the shared answers off with RESPONSE_CACHE=off, and refuses other values', () => {
    expect(loadConfig({ RESPONSE_CACHE: 'off' }).responseCache).toBe(false);
    expect(loadConfig({ RESPONSE_CACHE: 'on' }).responseCache).toBe(true);
    expect(() => loadConfig({ RESPONSE_CACHE: 'no' })).toThrow(ConfigError);
    expect(() => loadConfig({ GRAPHQL_RESPONSE_CACHE: 'off' })).toThrow(/renamed RESPONSE_CACHE/);
    expect(loadConfig({ GRAPHQL_JIT: 'off' }).graphqlJit).toBe(false);
  });

  it('reads HEAP_GROWING_PERCENT, 0 leaving V8 its own heap growth, within 0–300 whole per cent', () => {
    expect(loadConfig({ HEAP_GROWING_PERCENT: '0' }).heapGrowingPercent).toBe(0);
    expect(loadConfig({ HEAP_GROWING_PERCENT: '50' }).heapGrowingPercent).toBe(50);
    expect(loadConfig({ HEAP_GROWING_PERCENT: '300' }).heapGrowingPercent).toBe(300);
    expect(loadConfig({ HEAP_GROWING_PERCENT: '' }).heapGrowingPercent).toBe(100);
    expect(() => loadConfig({ HEAP_GROWING_PERCENT: '301' })).toThrow(ConfigError);
    expect(() => loadConfig({ HEAP_GROWING_PERCENT: '-1' })).toThrow(ConfigError);
    expect(() => loadConfig({ HEAP_GROWING_PERCENT: '12.5' })).toThrow(ConfigError);
  });

  it('reads the accounts settings: origins, proxies, Redis, SMTP, sessions and social providers', () => {
    const config = loadConfig({
      PUBLIC_ORIGIN: 'https://gio.vn',
      ALLOWED_ORIGINS: 'https://m.gio.vn, https://b2b.gio.vn',
      TRUST_PROXY: '1',
      REDIS_URL: 'redis://cache:6379',
      SMTP_URL: 'smtps://u:p@smtp.gio.vn:465',
      SESSION_IDLE_MINUTES: '30',
      GOOGLE_CLIENT_ID: 'abc.apps.googleusercontent.com',
      APPLE_ISSUERS: 'https://appleid.apple.com',
    });
    expect(config).toMatchObject({
      publicOrigin: 'https://gio.vn',
      allowedOrigins: ['https://m.gio.vn', 'https://b2b.gio.vn'],
      trustProxy: 1,
      redisUrl: 'redis://cache:6379',
      sessionIdleMinutes: 30,
      social: {
        google: { audience: 'abc.apps.googleusercontent.com' },
        apple: { issuers: ['https://appleid.apple.com'] },
      },
    });
    expect(() => loadConfig({ PUBLIC_ORIGIN: 'https://gio.vn/shop' })).toThrow(/PUBLIC_ORIGIN/);
    expect(() => loadConfig({ GATEWAY_SECRET: 'short' })).toThrow(/GATEWAY_SECRET/);
    expect(() => loadConfig({ REDIS_URL: 'http://x' })).toThrow(/REDIS_URL/);
  });

  it('stops with a message naming the bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(4000);
  });

  it('reads TRACKING_URL, the tracking server of the apps (unset: the gateway itself)', () => {
    expect(loadConfig({}).trackingUrl).toBeUndefined();
    expect(loadConfig({ TRACKING_URL: 'https://track.gio.vn/' }).trackingUrl).toBe('https://track.gio.vn');
    expect(() => loadConfig({ TRACKING_URL: 'track.gio.vn' })).toThrow(/TRACKING_URL/);
  });

  it('reads the production-form settings: a read replica beside its primary, the drain, the catalogue check', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://gio@db:5432/gio',
      DATABASE_READ_URL: 'postgres://gio@db-replica:5432/gio',
      CATALOGUE_CHECK_MS: '250',
    });
    expect(config).toMatchObject({ databaseReadUrl: 'postgres://gio@db-replica:5432/gio', shutdownDrainMs: 5000, catalogueCheckIntervalMs: 250 });
    expect(loadConfig({ SHUTDOWN_DRAIN_MS: '3000' }).shutdownDrainMs).toBe(3000);
    expect(() => loadConfig({ DATABASE_READ_URL: 'postgres://gio@db-replica:5432/gio' })).toThrow(/needs DATABASE_URL/);
  });
});
