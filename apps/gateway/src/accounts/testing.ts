import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import {
  SignJWT,
  createLocalJWKSet,
  exportJWK,
  generateKeyPair,
  type CryptoKey,
  type JWK,
} from 'jose';
import { SOCIAL_PROVIDER_DEFAULTS } from '../auth/social-verifier';
import type { Database } from '../db/database';
import type { Mailer } from '../outbox/mailer';
import { PasswordHasher } from '../security/password-hasher';
import { DEFAULT_RATE_LIMIT_RULES, type RateLimitRules } from '../security/rate-limits';
import { buildGateway, type ServerConfig, type ServerDeps } from '../server';
import type { GatewayServices } from '../services';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import type { SocialProviderName } from './site-switches';

/** Parsed JSON of a test response; tests assert its shape field by field. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test reads arbitrary response shapes
type Json = any;

/** A cheap scrypt cost for tests: the production cost (2^17) would make each hash take ~0.5 s. */
export const testHasher = (): PasswordHasher => new PasswordHasher({ logN: 10, r: 8, p: 1 });

/** Social client ids the test providers sign their tokens for. */
export const TEST_AUDIENCE: Record<SocialProviderName, string> = {
  google: 'gio-test.apps.googleusercontent.com',
  facebook: '1234567890',
  apple: 'vn.gio.test.signin',
};

/** A provider's signing key and what its tokens look like, standing in for Google, Facebook, Apple. */
export interface TestIdentityProvider {
  readonly jwk: JWK;
  sign(
    claims: Record<string, unknown>,
    options?: { issuer?: string; audience?: string; expiresIn?: string | number; key?: CryptoKey },
  ): Promise<string>;
}

async function identityProvider(
  provider: SocialProviderName,
  kid: string,
): Promise<TestIdentityProvider & { privateKey: CryptoKey }> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  return {
    jwk,
    privateKey,
    sign: (claims, options = {}) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid })
        .setIssuer(options.issuer ?? SOCIAL_PROVIDER_DEFAULTS[provider].issuers[0] ?? '')
        .setAudience(options.audience ?? TEST_AUDIENCE[provider])
        .setIssuedAt()
        .setExpirationTime(options.expiresIn ?? '10m')
        .sign(options.key ?? privateKey),
  };
}

export interface AccountsTestServer {
  readonly app: FastifyInstance;
  /** The services behind the routes, for a test that arranges or observes through them. */
  readonly services: GatewayServices;
  readonly baseUrl: string;
  readonly db: Database;
  readonly providers: Record<SocialProviderName, TestIdentityProvider>;
  /** The periodic jobs, started on listen: a test that compares tables around calls stops them. */
  readonly jobs: { stop(): Promise<void> };
  /** A new browser with its own cookie jar. */
  browser(): TestBrowser;
  close(): Promise<void>;
}

export interface TestServerOptions {
  readonly rateLimitRules?: Partial<RateLimitRules>;
  readonly mailer?: Mailer | null;
  readonly now?: () => number;
  /** Shares one database between servers (two replicas). */
  readonly database?: TestDatabase;
  readonly config?: Partial<ServerConfig>;
  readonly redis?: Redis;
  /** Loyalty and engagement seams (the prize draw's random source, the WAON provider). */
  readonly engagement?: ServerDeps['engagement'];
}

/** Generous limits so that only the rate-limit tests meet them. */
const TEST_RULES: RateLimitRules = {
  ...DEFAULT_RATE_LIMIT_RULES,
  loginPerAddress: { points: 10_000, durationSeconds: 60 },
  joinPerAddress: { points: 10_000, durationSeconds: 60 },
  joinPerAccount: { points: 10_000, durationSeconds: 60 },
  otpPerAddress: { points: 10_000, durationSeconds: 60 },
  otpPerAccount: { points: 10_000, durationSeconds: 60 },
  resetPerAddress: { points: 10_000, durationSeconds: 60 },
  resetPerAccount: { points: 10_000, durationSeconds: 60 },
  apiPerSession: { points: 100_000, durationSeconds: 60 },
  apiPerAddress: { points: 100_000, durationSeconds: 60 },
};

export const TEST_SECRET = 'test-secret-test-secret-test-secret!';

/**
 * The whole gateway (buildServer) on port 0 over a private test database, with the social
 * providers' keys replaced by local ones and a cheap password hash.
 */
export async function startAccountsTestServer(
  options: TestServerOptions = {},
): Promise<AccountsTestServer> {
  const database = options.database ?? (await createTestDatabase());
  const google = await identityProvider('google', 'google-key-1');
  const facebook = await identityProvider('facebook', 'facebook-key-1');
  const apple = await identityProvider('apple', 'apple-key-1');
  const { app, services, jobs } = await buildGateway(
    {
      logLevel: 'silent',
      nodeEnv: 'test',
      publicOrigin: 'http://shop.test',
      gatewaySecret: TEST_SECRET,
      sessionIdleMinutes: 60,
      sessionAbsoluteHours: 24,
      social: {
        google: { audience: TEST_AUDIENCE.google, issuers: undefined, jwksUrl: undefined },
        facebook: { audience: TEST_AUDIENCE.facebook, issuers: undefined, jwksUrl: undefined },
        apple: {
          audience: TEST_AUDIENCE.apple,
          issuers: undefined,
          jwksUrl: undefined,
          redirectUri: 'http://shop.test/login',
        },
      },
      ...options.config,
    },
    {
      db: database.db,
      isMigrated: () => true,
      mailer: options.mailer ?? null,
      redis: options.redis,
      now: options.now,
      engagement: options.engagement,
      accounts: {
        hasher: testHasher(),
        rateLimitRules: { ...TEST_RULES, ...options.rateLimitRules },
        socialKeySets: {
          google: createLocalJWKSet({ keys: [google.jwk] }),
          facebook: createLocalJWKSet({ keys: [facebook.jwk] }),
          apple: createLocalJWKSet({ keys: [apple.jwk] }),
        },
      },
    },
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server has no port');
  const baseUrl = `http://127.0.0.1:${address.port}`;
  return {
    app,
    services,
    baseUrl,
    db: database.db,
    providers: { google, facebook, apple },
    jobs,
    browser: () => new TestBrowser(baseUrl),
    async close() {
      await app.close();
      if (!options.database) await database.close();
    },
  };
}

export interface TestResponse {
  readonly status: number;
  readonly headers: Headers;
  readonly body: Json;
}

/**
 * One browser: keeps cookies, fetches the CSRF token from GET /api/session and sends it with
 * every write, as the apps' JSON helper does. `csrf: false` or `token` overrides it.
 */
export class TestBrowser {
  readonly cookies = new Map<string, string>();
  csrfToken: string | null = null;

  constructor(private readonly baseUrl: string) {}

  async session(): Promise<TestResponse> {
    const res = await this.request('GET', '/api/session');
    this.csrfToken = res.body.csrfToken ?? null;
    return res;
  }

  get(path: string): Promise<TestResponse> {
    return this.request('GET', path);
  }

  post(path: string, body?: unknown, options?: RequestOptions): Promise<TestResponse> {
    return this.request('POST', path, body, options);
  }

  put(path: string, body?: unknown, options?: RequestOptions): Promise<TestResponse> {
    return this.request('PUT', path, body, options);
  }

  delete(path: string, body?: unknown, options?: RequestOptions): Promise<TestResponse> {
    return this.request('DELETE', path, body, options);
  }

  /** Signs in with e-mail and password; the new CSRF token replaces the old one. */
  async login(email: string, password: string): Promise<TestResponse> {
    const res = await this.post('/api/login', { loginData: { email, password } });
    if (res.status === 200) this.csrfToken = res.body.data.csrfToken;
    return res;
  }

  async request(
    method: string,
    path: string,
    body?: unknown,
    options: RequestOptions = {},
  ): Promise<TestResponse> {
    if (method !== 'GET' && options.csrf !== false && this.csrfToken === null) await this.session();
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      ...options.headers,
    };
    if (method !== 'GET' && options.csrf !== false)
      headers['x-csrf-token'] = options.token ?? this.csrfToken ?? '';
    if (this.cookies.size > 0)
      headers['cookie'] = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? (method === 'GET' ? undefined : '') : JSON.stringify(body),
      redirect: 'manual',
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const index = pair?.indexOf('=') ?? -1;
      if (pair && index > 0) this.cookies.set(pair.slice(0, index), pair.slice(index + 1));
    }
    const text = await response.text();
    const json = (response.headers.get('content-type') ?? '').includes('json');
    return {
      status: response.status,
      headers: response.headers,
      body: json ? JSON.parse(text) : text,
    };
  }
}

export interface RequestOptions {
  readonly csrf?: boolean;
  readonly token?: string;
  readonly headers?: Record<string, string>;
}

/** The newest outbox message to a recipient, read through the development outbox call. */
export async function lastMessageTo(
  browser: TestBrowser,
  recipient: string,
): Promise<{ subject: string; body: string; kind: string }> {
  const res = await browser.get(`/api/dev/outbox?to=${encodeURIComponent(recipient)}`);
  const message = res.body.data.messages[0];
  if (!message) throw new Error(`no message to ${recipient}`);
  return message;
}

/** The six-digit code in a message body. */
export function codeIn(body: string): string {
  const match = /\b(\d{6})\b/.exec(body);
  if (!match?.[1]) throw new Error('no code in message');
  return match[1];
}
