import { z } from 'zod';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** An origin: scheme, host and optional port, no path (`https://gio.vn`). */
const origin = z.string().regex(/^https?:\/\/[^/\s]+$/, 'must be an origin such as https://gio.vn');

/** Environment of the gateway, validated once at start so that a typo stops start-up early. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(4000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('.data'),
  STOREFRONT_DIST: z.string().min(1).default('dist/apps/storefront'),
  ACCOUNT_DIST: z.string().min(1).default('dist/apps/account'),
  MAINTENANCE_MODE: z.enum(['true', 'false']).optional(),
  /** off: no shared answers (GraphQL catalogue reads, product page data), even in production (benchmarks, issue #20). */
  RESPONSE_CACHE: z.enum(['on', 'off']).optional(),
  /** The old name of RESPONSE_CACHE: refused, so that a deployment setting it off does not silently get the cache. */
  GRAPHQL_RESPONSE_CACHE: z.undefined({ message: 'renamed RESPONSE_CACHE (it also covers the product page data)' }).optional(),
  /** off: GraphQL operations run on graphql-js's execute instead of compiled (graphql/jit-executor.ts). */
  GRAPHQL_JIT: z.enum(['on', 'off']).optional(),
  /** The old generation's growth past what survived a full collection, in per cent (heap-growth.ts); 0: V8's own. */
  HEAP_GROWING_PERCENT: z.coerce.number().int().min(0).max(300).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  // A streaming replica of DATABASE_URL's server: catalogue and page-data reads go there.
  DATABASE_READ_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  /** After SIGTERM, how long /api/health answers 503 while requests are still served. */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).optional(),
  /** How often a replica asks whether the catalogue changed (catalogue/reference-data.ts). */
  CATALOGUE_CHECK_MS: z.coerce.number().int().min(0).max(600_000).optional(),
  LOG_LEVEL: z.enum(logLevels).default('info'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  SEED_VARIANTS: z.coerce.number().int().min(1).max(1_000_000).default(2000),
  // Accounts, sessions and protection (accounts.md §4–§8).
  PUBLIC_ORIGIN: origin.optional(),
  // The tracking server the apps post beacons to (accounts.md §7); default PUBLIC_ORIGIN.
  TRACKING_URL: z
    .string()
    .regex(/^https?:\/\/[^\s]+$/, 'must be an http(s) URL such as https://track.gio.vn')
    .optional(),
  ALLOWED_ORIGINS: z.string().optional(),
  GATEWAY_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  // The operator calls of tools/ops (order status moves); unset: they do not exist.
  OPS_TOKEN: z.string().min(24, 'must be at least 24 characters').optional(),
  TRUST_PROXY: z.string().optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  SMTP_FROM: z.string().min(3).default('Giỏ <khong-tra-loi@gio.vn>'),
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(60 * 24 * 90)
    .default(60 * 24 * 7),
  SESSION_ABSOLUTE_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 365)
    .default(24 * 30),
  BOT_PROTECTION_PER_MINUTE: z.coerce.number().int().min(0).default(600),
  /** Days a B2B order held for approval waits before it expires like a rejection (issue #18). */
  APPROVAL_EXPIRY_DAYS: z.coerce.number().int().min(1).max(90).default(7),
  /** The address ceiling; unset, SESSIONS_PER_ADDRESS sessions' worth. */
  BOT_PROTECTION_ADDRESS_PER_MINUTE: z.coerce.number().int().min(1).optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_ISSUERS: z.string().optional(),
  GOOGLE_JWKS_URL: z.url().optional(),
  FACEBOOK_APP_ID: z.string().optional(),
  FACEBOOK_ISSUERS: z.string().optional(),
  FACEBOOK_JWKS_URL: z.url().optional(),
  APPLE_CLIENT_ID: z.string().optional(),
  APPLE_ISSUERS: z.string().optional(),
  APPLE_JWKS_URL: z.url().optional(),
  APPLE_REDIRECT_URI: z.url().optional(),
});

/** One social provider as configured: our client id there (null: switched off), issuers, key set. */
export interface SocialProviderSettings {
  readonly audience: string | null;
  readonly issuers: readonly string[] | undefined;
  readonly jwksUrl: string | undefined;
}

export interface GatewayConfig {
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  /** The storefront's build output (server entry and client assets). */
  readonly storefrontDist: string;
  /** The account app's client build (index.html and hashed assets). */
  readonly accountDist: string;
  /** MAINTENANCE_MODE=true: the storefront shows its maintenance screen, whatever the site config says. */
  readonly maintenanceMode: boolean;
  /**
   * RESPONSE_CACHE=off: catalogue reads (anonymous GraphQL reads, the product page's data) are
   * never answered from a shared answer (http/shared-answer-cache.ts), even in production;
   * default on (production only).
   */
  readonly responseCache: boolean;
  /** GRAPHQL_JIT=off: GraphQL runs on graphql-js's `execute`; default on, compiled (graphql/jit-executor.ts). */
  readonly graphqlJit: boolean;
  /**
   * HEAP_GROWING_PERCENT: V8's old generation may grow to (1 + this/100) times what survived the
   * last full collection before the next one (heap-growth.ts); default 100 keeps the gateway's
   * RSS under load within 250 MB (issue #20), 0 leaves V8's own factor (up to 4x).
   */
  readonly heapGrowingPercent: number;
  readonly databaseUrl: string | undefined;
  /**
   * DATABASE_READ_URL: a read replica of DATABASE_URL. Catalogue and page-data reads go there;
   * writes and a shopper's own data (cart, checkout, orders, account) stay on DATABASE_URL.
   */
  readonly databaseReadUrl: string | undefined;
  /**
   * After SIGTERM the gateway answers 503 on /api/health for this long while it goes on serving,
   * so that a load balancer's health check takes it out before it closes (main.ts). Default
   * 5 s in production, none elsewhere.
   */
  readonly shutdownDrainMs: number;
  /**
   * CATALOGUE_CHECK_MS: how often the catalogue version is checked, the bound on how stale
   * another replica's catalogue change is seen here. Unset: 1 s, and never in tests (they count
   * statements per request), unless a test sets it.
   */
  readonly catalogueCheckIntervalMs: number | undefined;
  readonly logLevel: (typeof logLevels)[number];
  readonly nodeEnv: 'development' | 'production' | 'test';
  readonly seedVariants: number;
  /** Where the shop is reached; links in e-mails and the CSRF Origin check use it. */
  readonly publicOrigin: string;
  /** Where the apps post tracking beacons (`{trackingUrl}/track`); undefined: the gateway's own (publicOrigin). */
  readonly trackingUrl: string | undefined;
  /** Further origins allowed to send writes (comma-separated ALLOWED_ORIGINS). */
  readonly allowedOrigins: readonly string[];
  /** Key of one-time-code hashes and signed tokens; undefined makes a random one per process. */
  readonly gatewaySecret: string | undefined;
  /** Bearer token of the operator calls (tools/ops); undefined: no operator calls. */
  readonly opsToken: string | undefined;
  /** Fastify trustProxy: true, a hop count, or addresses/CIDRs of the proxies; false by default. */
  readonly trustProxy: boolean | number | string;
  readonly redisUrl: string | undefined;
  readonly smtpUrl: string | undefined;
  readonly smtpFrom: string;
  readonly sessionIdleMinutes: number;
  /** APPROVAL_EXPIRY_DAYS: a held order not decided within these days expires. */
  readonly approvalExpiryDays: number;
  readonly sessionAbsoluteHours: number;
  /** Calls per minute per session on /api before a CAPTCHA is asked; 0 switches it off. */
  readonly botProtectionPerMinute: number;
  /**
   * The same calls per minute per address, a ceiling for many shoppers behind one address;
   * unset, SESSIONS_PER_ADDRESS sessions' worth (security/rate-limits.ts).
   */
  readonly botProtectionAddressPerMinute: number | undefined;
  readonly social: {
    readonly google: SocialProviderSettings;
    readonly facebook: SocialProviderSettings;
    readonly apple: SocialProviderSettings & { readonly redirectUri: string | undefined };
  };
}

/** Raised for an invalid environment; its message names each bad variable. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/**
 * Reads the gateway configuration from an environment. Empty strings count as unset, as a
 * shell `FOO=` usually means "not configured".
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const present = Object.fromEntries(
    Object.keys(envSchema.shape)
      .map((key) => [key, env[key]] as const)
      .filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid environment: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  if (e.DATABASE_READ_URL && !e.DATABASE_URL) {
    throw new ConfigError('Invalid environment: DATABASE_READ_URL: a read replica needs DATABASE_URL (its primary)');
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    storefrontDist: e.STOREFRONT_DIST,
    accountDist: e.ACCOUNT_DIST,
    maintenanceMode: e.MAINTENANCE_MODE === 'true',
    responseCache: e.RESPONSE_CACHE !== 'off',
    graphqlJit: e.GRAPHQL_JIT !== 'off',
    heapGrowingPercent: e.HEAP_GROWING_PERCENT ?? 100,
    databaseUrl: e.DATABASE_URL,
    databaseReadUrl: e.DATABASE_READ_URL,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS ?? (e.NODE_ENV === 'production' ? 5000 : 0),
    catalogueCheckIntervalMs: e.CATALOGUE_CHECK_MS,
    logLevel: e.LOG_LEVEL,
    nodeEnv: e.NODE_ENV,
    seedVariants: e.SEED_VARIANTS,
    publicOrigin: e.PUBLIC_ORIGIN ?? `http://localhost:${e.PORT}`,
    trackingUrl: e.TRACKING_URL?.replace(/\/+$/, ''),
    allowedOrigins: list(e.ALLOWED_ORIGINS) ?? [],
    gatewaySecret: e.GATEWAY_SECRET,
    opsToken: e.OPS_TOKEN,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    smtpFrom: e.SMTP_FROM,
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
    approvalExpiryDays: e.APPROVAL_EXPIRY_DAYS,
    sessionAbsoluteHours: e.SESSION_ABSOLUTE_HOURS,
    botProtectionPerMinute: e.BOT_PROTECTION_PER_MINUTE,
    botProtectionAddressPerMinute: e.BOT_PROTECTION_ADDRESS_PER_MINUTE,
    social: {
      google: {
        audience: e.GOOGLE_CLIENT_ID ?? null,
        issuers: list(e.GOOGLE_ISSUERS),
        jwksUrl: e.GOOGLE_JWKS_URL,
      },
      facebook: {
        audience: e.FACEBOOK_APP_ID ?? null,
        issuers: list(e.FACEBOOK_ISSUERS),
        jwksUrl: e.FACEBOOK_JWKS_URL,
      },
      apple: {
        audience: e.APPLE_CLIENT_ID ?? null,
        issuers: list(e.APPLE_ISSUERS),
        jwksUrl: e.APPLE_JWKS_URL,
        redirectUri: e.APPLE_REDIRECT_URI,
      },
    },
  };
}

/** A comma-separated list, blanks dropped; undefined when unset. */
function list(value: string | undefined): string[] | undefined {
  if (value === undefined) return undefined;
  return value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  if (/^[0-9]+$/.test(value)) return Number(value);
  return value;
}
