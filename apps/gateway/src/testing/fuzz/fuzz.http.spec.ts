import * as contracts from '@gio/contracts';
import { accountErrorSchema, ApiErrorCode, catalogueTypeDefs, type RestRoute } from '@gio/contracts';
import fc from 'fast-check';
import type { z } from 'zod';
import { startAccountsTestServer, TestBrowser, type AccountsTestServer } from '../../accounts/testing';
import { invoiceOrganization, orgUser } from '../../approvals/testing';
import { createShopper, fillCart, SHOPPER_PASSWORD } from '../../checkout/testing';
import { TEST_OPS_TOKEN } from '../../orders/testing';
import { graphqlOperations, type GraphqlOperation } from './graphql-arbitrary';
import { mutatedArbitrary, type Mutation } from './mutations';
import { changedTables, StateProbe, type Snapshot } from './state-probe';
import { arbitraryFor, defOf } from './zod-arbitrary';

/*
 * Fuzzing every call (issue #21): every REST route of the contracts and every GraphQL query
 * field gets requests generated from its schemas, valid and mutated, from a visitor without a
 * cookie, a guest, a signed-in shopper and an organisation's owner (operator routes: with and
 * without the operator token). Whatever comes in, the gateway answers below 500, every 4xx is
 * the one error body, and a refused call leaves every table as it was.
 *
 * CI runs the fixed seed and FUZZ_RUNS cases per route; a long run sets both:
 *   FUZZ_RUNS=500 FUZZ_SEED=$RANDOM npx jest -c apps/gateway/jest.config.ts apps/gateway/src/testing/fuzz
 * A failure prints fast-check's seed and path, which replay it with FUZZ_SEED (and the
 * route's name given to jest -t). FUZZ_LOG=1 shows the gateway's error log (a 500's stack).
 */

const SEED = Number(process.env['FUZZ_SEED'] ?? 21);
const RUNS = Number(process.env['FUZZ_RUNS'] ?? 12);
/**
 * Shrinking replays a failing call many times against a server whose state moved on; off by
 * default, FUZZ_SHRINK=1 turns it on when a smaller counterexample would help.
 */
const SHRINK = process.env['FUZZ_SHRINK'] === '1';

type Identity = 'none' | 'guest' | 'shopper' | 'business' | 'ops';
type Part = 'params' | 'query' | 'body';

/** Every REST call of every contract: each `…Routes` table exported by `@gio/contracts`. */
function everyContractRoute(): { name: string; route: RestRoute }[] {
  return Object.entries(contracts)
    .filter(([name, value]) => name.endsWith('Routes') && typeof value === 'object' && value !== null)
    .flatMap(([group, table]) =>
      Object.entries(table as Record<string, RestRoute>).map(([name, route]) => ({ name: `${group}.${name}`, route })),
    )
    .filter(({ route }) => typeof route.path === 'string' && typeof route.method === 'string');
}

/** A number from a text (FNV-1a): each route gets its own fixed seed from the run's seed. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/** Path segments no id looks like: empty, dots, slashes, broken percent-encoding, too long, unicode. */
const BAD_SEGMENTS = fc.oneof(
  fc.constantFrom('', ' ', '.', '..', '%', '%zz', '%2F', 'a/b', '-1', '0', '1.5', 'null', 'undefined', '__proto__', 'x'.repeat(301), '🛒', 'sữa', "1' OR '1'='1"),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 12 }),
);
/** Segments sent as they are (the point is the raw text); the rest are percent-encoded. */
const RAW_SEGMENTS = new Set(['%', '%zz', '%2F', 'a/b', '..', '.']);

/** Bodies that are not JSON, or not said to be. */
const RAW_BODIES = fc.constantFrom(
  { text: '{"a":', contentType: 'application/json' },
  { text: 'not json', contentType: 'application/json' },
  { text: '{"__proto__":{"admin":true}}', contentType: 'application/json' },
  { text: '{"a":1}', contentType: 'text/plain' },
  { text: 'a=1', contentType: 'application/x-www-form-urlencoded' },
  { text: '[]', contentType: 'application/json; charset=latin1' },
);

/** Lone surrogates as U+FFFD: encodeURIComponent throws on them (String#toWellFormed is Node 20's, not ES2022's). */
const wellFormed = (value: string): string =>
  value.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
const encodeSegment = (value: string): string => (RAW_SEGMENTS.has(value) ? value : encodeURIComponent(wellFormed(value)));

function queryString(query: unknown): string {
  if (query === undefined) return '';
  const search = new URLSearchParams();
  const text = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value) ?? '');
  if (query !== null && typeof query === 'object' && !Array.isArray(query)) {
    for (const [key, value] of Object.entries(query)) {
      if (value === undefined) continue;
      if (Array.isArray(value)) for (const item of value) search.append(key, text(item));
      else search.append(key, text(value));
    }
  } else search.append('q', text(query));
  const result = search.toString();
  return result ? `?${result}` : '';
}

function fillPath(path: string, params: Record<string, string>): string {
  return path.replace(/:([A-Za-z]+)/g, (_match, name: string) => encodeSegment(params[name] ?? 'x1'));
}

interface Case {
  readonly identity: Identity;
  /** The part that was mutated; none: every part as its schema wants it. */
  readonly mutated: Part | null;
  readonly mutation: Mutation | 'bad-segment' | 'raw-body' | null;
  readonly params: Record<string, string>;
  readonly query: unknown;
  readonly body: { text: string; contentType: string } | undefined;
  /** The values before serialisation, to count how many the schemas accepted. */
  readonly values: { params: unknown; query: unknown; body: unknown };
}

/** Per-route counts for the summary. */
interface Tally {
  cases: number;
  validBySchema: number;
  mutated: number;
  statuses: Map<number, number>;
}

const tallies = new Map<string, Tally>();
function tallyOf(name: string): Tally {
  let tally = tallies.get(name);
  if (!tally) tallies.set(name, (tally = { cases: 0, validBySchema: 0, mutated: 0, statuses: new Map() }));
  return tally;
}

/** FUZZ_PROGRESS=1 writes each call's name as it starts (jest shows console output only at the end). */
const progress = (label: string): void => {
  if (process.env['FUZZ_PROGRESS']) process.stderr.write(`${new Date().toISOString().slice(11, 19)} ${label}\n`);
};

const fail = (message: string): never => {
  throw new Error(message);
};

describe('fuzzing every call: never a 5xx, every 4xx the error body, a refused call changes nothing', () => {
  let server: AccountsTestServer;
  let probe: StateProbe;
  let knownIds: string[];
  let organizationId: string;
  let cartVariantId: string | undefined;
  const browsers: Partial<Record<Identity, TestBrowser>> = {};
  /** Whether a call changed a signed-in identity's session since the identities were made. */
  let identitiesChanged = true;
  /** Addresses of the shoppers made so far (their password is SHOPPER_PASSWORD). */
  const knownEmails: string[] = [];
  /** The state after the last refused call, while no accepted call has followed it. */
  let known: Snapshot | null = null;

  beforeAll(async () => {
    server = await startAccountsTestServer({
      config: { opsToken: TEST_OPS_TOKEN, logLevel: process.env['FUZZ_LOG'] ? 'error' : 'silent' },
    });
    // A periodic job (an approval expiring, the outbox) changing a compared table between two
    // snapshots would be blamed on the call in between.
    await server.jobs.stop();
    probe = await StateProbe.create(server.db);
    const { rows } = await server.db.query<{ id: string }>(
      `SELECT id FROM (
         (SELECT id FROM variants ORDER BY id LIMIT 6) UNION ALL (SELECT gid FROM variants ORDER BY id LIMIT 6)
         UNION ALL (SELECT gid FROM products ORDER BY id LIMIT 4) UNION ALL (SELECT id FROM products ORDER BY id LIMIT 2)
         UNION ALL (SELECT gid FROM categories ORDER BY id LIMIT 4) UNION ALL (SELECT id FROM categories ORDER BY id LIMIT 2)
         UNION ALL (SELECT gid FROM brands ORDER BY id LIMIT 3) UNION ALL (SELECT slug FROM categories ORDER BY id LIMIT 2)
         UNION ALL (SELECT id FROM games ORDER BY id LIMIT 2) UNION ALL (SELECT id FROM surveys ORDER BY id LIMIT 2)
         UNION ALL (SELECT id FROM newsfeed_items ORDER BY id LIMIT 2) UNION ALL (SELECT id FROM interstitials ORDER BY id LIMIT 2)
         UNION ALL (SELECT code FROM promo_codes ORDER BY id LIMIT 2) UNION ALL (SELECT id FROM coupons ORDER BY id LIMIT 2)
       ) ids`,
    );
    knownIds = rows.map((row) => row.id);
    const stocked = await server.db.query<{ id: string }>(
      `SELECT id FROM variants WHERE available_count > 50 AND in_stock ORDER BY id LIMIT 1`,
    );
    cartVariantId = stocked.rows[0]?.id;
    organizationId = await invoiceOrganization(server);
  });

  afterAll(async () => {
    const lines = [...tallies].map(([name, t]) => {
      const statuses = [...t.statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`).join(' ');
      return `${name.padEnd(58)} ${String(t.cases).padStart(4)} cases (${t.validBySchema} valid, ${t.mutated} mutated)  ${statuses}`;
    });
    const total = [...tallies.values()].reduce((sum, t) => sum + t.cases, 0);
    // One line per route: the number of cases each got under this seed.
    console.log(`fuzz: seed ${SEED}, ${RUNS} runs per call, ${total} cases\n${lines.join('\n')}`);
    await server?.close();
  });

  /**
   * A guest, a shopper (with one item in the cart) and an organisation owner; made again
   * before a call when the last one changed a signed-in identity's session (sign-out, a new
   * password, a sign-in as someone else), so that every call meets all of them.
   */
  async function freshIdentities(): Promise<void> {
    if (!identitiesChanged) return;
    identitiesChanged = false;
    const guest = new TestBrowser(server.baseUrl);
    await guest.session();
    browsers.guest = guest;
    const shopper = await createShopper(server.db, server.baseUrl);
    knownEmails.push(shopper.email);
    if (cartVariantId) await fillCart(server.services.carts, server.db, shopper.userId, [{ variantId: cartVariantId, quantity: 1 }]);
    browsers.shopper = shopper.browser;
    browsers.business = (await orgUser(server, organizationId, 1)).browser;
    known = null;
  }

  /**
   * Values worth sending where a field's name says what it is, so that calls get past "not
   * found" and "malformed" to what they do: the test shop's ids, the shoppers' addresses and
   * password, phone numbers and passwords the rules accept.
   */
  const byKey = (key: string, schema: z.ZodType): fc.Arbitrary<unknown> | undefined => {
    const kind = defOf(schema).type;
    if (kind === 'array' || kind === 'object' || kind === 'optional' || kind === 'nullable' || kind === 'default') return undefined;
    if (/email$/i.test(key)) return fc.oneof(fc.constantFrom(...knownEmails), fc.emailAddress());
    if (/password$/i.test(key)) return fc.constantFrom(SHOPPER_PASSWORD, 'Mật-khẩu-2026', 'Abcdefg1!', 'short');
    if (/(phone|telephone)(Number)?$/i.test(key)) return fc.stringMatching(/^0[35789]\d{8}$/);
    if (kind === 'string' && /(^id$|Id$|^gid$|Gid$|^code$|Code$|^slug$)/.test(key)) return fc.constantFrom(...knownIds);
    return undefined;
  };

  async function send(identity: Identity, method: string, url: string, body: Case['body']): Promise<{ status: number; type: string; text: string }> {
    const browser = identity === 'ops' ? undefined : browsers[identity];
    const headers: Record<string, string> = { 'content-type': body?.contentType ?? 'application/json' };
    if (browser && browser.cookies.size > 0) headers['cookie'] = [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (browser && method !== 'GET') headers['x-csrf-token'] = browser.csrfToken ?? '';
    if (identity === 'ops') headers['authorization'] = `Bearer ${TEST_OPS_TOKEN}`;
    const response = await fetch(`${server.baseUrl}${url}`, {
      method,
      headers,
      body: method === 'GET' ? undefined : (body?.text ?? ''),
      redirect: 'manual',
    });
    const text = await response.text();
    const cookies = response.headers.getSetCookie();
    if (browser && cookies.length > 0) {
      for (const cookie of cookies) {
        const [pair = ''] = cookie.split(';');
        const index = pair.indexOf('=');
        if (index > 0) browser.cookies.set(pair.slice(0, index), pair.slice(index + 1));
      }
      // Sign-in, sign-out and join give a new session: its token, as the apps fetch it.
      await browser.session();
      known = null;
      if (identity !== 'guest') identitiesChanged = true;
    }
    return { status: response.status, type: response.headers.get('content-type') ?? '', text };
  }

  /** Sends one case and checks the three promises; returns the status for the tally. */
  async function check(label: string, method: string, url: string, identity: Identity, body: Case['body'], graphql = false): Promise<number> {
    await server.services.tracking.buffer.flush();
    const before = known ?? (await probe.snapshot());
    const { status, type, text } = await send(identity, method, url, body);
    const show = `${label} as ${identity}: ${method} ${url.slice(0, 300)} ${body ? body.text.slice(0, 400) : ''}\n→ ${status} ${text.slice(0, 400)}`;
    if (status >= 500) fail(`a ${status}\n${show}`);
    let json: unknown = undefined;
    if (type.includes('json')) json = JSON.parse(text);
    if (graphql && json && typeof json === 'object' && 'errors' in json) {
      const errors = (json as { errors: { message?: unknown; extensions?: { code?: unknown } }[] }).errors;
      for (const error of errors) {
        if (typeof error.message !== 'string' || typeof error.extensions?.code !== 'string') fail(`a GraphQL error without message and code\n${show}`);
        if (error.extensions?.code === ApiErrorCode.INTERNAL_ERROR) fail(`an internal error in a GraphQL answer\n${show}`);
      }
    } else if (status >= 400 && !accountErrorSchema.safeParse(json).success) fail(`a ${status} that is not the error body\n${show}`);
    if (status >= 400) {
      await server.services.tracking.buffer.flush();
      const after = await probe.snapshot();
      const changed = changedTables(before, after);
      if (changed.length > 0) fail(`a refused call changed ${changed.join(', ')}\n${show}`);
      known = after;
    } else known = null;
    return status;
  }

  function caseArbitrary(route: RestRoute): fc.Arbitrary<Case> {
    const identities: Identity[] = route.path.startsWith('/api/ops/')
      ? ['ops', 'ops', 'ops', 'none', 'shopper']
      : ['none', 'guest', 'shopper', 'shopper', 'business'];
    const text = { text: true, byKey };
    const params = route.params ? arbitraryFor(route.params, text) : fc.constant({});
    const query = route.query ? arbitraryFor(route.query, text) : fc.constant(undefined);
    const body = route.body ? arbitraryFor(route.body, { byKey }) : fc.constant(undefined);
    const parts: Part[] = [];
    if (route.params) parts.push('params');
    if (route.query) parts.push('query');
    if (route.method !== 'GET') parts.push('body');
    const json = (value: unknown) => (value === undefined ? undefined : { text: JSON.stringify(value), contentType: 'application/json' });
    return fc
      .record({
        identity: fc.constantFrom(...identities),
        mutated: fc.oneof({ arbitrary: fc.constant(null), weight: 2 }, { arbitrary: parts.length ? fc.constantFrom(...parts) : fc.constant(null), weight: 3 }),
        params,
        query,
        body,
      })
      .chain((valid): fc.Arbitrary<Case> => {
        const base = {
          identity: valid.identity,
          mutated: valid.mutated,
          params: valid.params as Record<string, string>,
          query: valid.query,
          body: json(valid.body),
          values: { params: valid.params, query: valid.query, body: valid.body },
        };
        switch (valid.mutated) {
          case null:
            return fc.constant({ ...base, mutation: null });
          case 'params': {
            const names = Object.keys(valid.params as object);
            return fc.record({ name: fc.constantFrom(...names), segment: BAD_SEGMENTS }).map(({ name, segment }) => ({
              ...base,
              mutation: 'bad-segment' as const,
              params: { ...base.params, [name]: segment },
            }));
          }
          case 'query':
            return mutatedArbitrary(fc.constant(valid.query ?? {}), true).map(({ mutation, value }) => ({ ...base, mutation, query: value }));
          case 'body':
            return fc.oneof(
              { arbitrary: mutatedArbitrary(fc.constant(valid.body ?? {})).map(({ mutation, value }) => ({ ...base, mutation, body: json(value) })), weight: 9 },
              { arbitrary: RAW_BODIES.map((raw) => ({ ...base, mutation: 'raw-body' as const, body: raw })), weight: 1 },
            );
        }
      });
  }

  const valid = (schema: z.ZodType | undefined, value: unknown) => !schema || schema.safeParse(value ?? {}).success;

  const routes = everyContractRoute();

  it('covers the contracts (a check that the route tables were found)', () => {
    expect(routes.length).toBeGreaterThan(150);
  });

  it.each(routes.map(({ name, route }) => [route.method, route.path, name, route] as const))('%s %s (%s)', async (method, path, name, route) => {
    const label = `${method} ${path}`;
    const tally = tallyOf(label);
    progress(label);
    await freshIdentities();
    await fc.assert(
      fc.asyncProperty(caseArbitrary(route), async (c) => {
        const url = `${fillPath(path, c.params)}${queryString(c.query)}`;
        const status = await check(label, method, url, c.identity, c.body);
        tally.cases += 1;
        if (c.mutated) tally.mutated += 1;
        else if (valid(route.params, c.values.params) && valid(route.query, c.values.query) && valid(route.body, c.values.body))
          tally.validBySchema += 1;
        tally.statuses.set(status, (tally.statuses.get(status) ?? 0) + 1);
      }),
      { seed: (SEED ^ hashOf(name)) | 0, numRuns: RUNS, endOnFailure: !SHRINK },
    );
  });

  describe('GraphQL', () => {
    const operations = (): GraphqlOperation[] =>
      graphqlOperations(catalogueTypeDefs, fc.oneof(fc.constantFrom(...knownIds), fc.string({ maxLength: 12 })));
    const names = graphqlOperations(catalogueTypeDefs, fc.constant('x')).map((operation) => operation.name);

    it('finds the query fields of the schema', () => {
      expect(names.length).toBeGreaterThanOrEqual(8);
    });

    it.each(names)('%s', async (name) => {
      const operation = operations().find((candidate) => candidate.name === name) as GraphqlOperation;
      const label = `POST /api/graphql ${name}`;
      const tally = tallyOf(label);
      progress(label);
      await freshIdentities();
      const documents = fc.oneof(
        { arbitrary: fc.constant(operation.query), weight: 8 },
        { arbitrary: fc.constantFrom(operation.query.slice(0, operation.query.length / 2), operation.query.replace('{', '{ noSuchField ')), weight: 1 },
      );
      const cases = fc.record({
        identity: fc.constantFrom<Identity>('none', 'guest', 'shopper'),
        query: documents,
        variables: fc.oneof({ arbitrary: operation.variables.map((value) => ({ mutation: null, value })), weight: 2 }, { arbitrary: mutatedArbitrary(operation.variables), weight: 3 }),
      });
      await fc.assert(
        fc.asyncProperty(cases, async (c) => {
          const body = { text: JSON.stringify({ query: c.query, variables: c.variables.value }), contentType: 'application/json' };
          const status = await check(label, 'POST', '/api/graphql', c.identity, body, true);
          tally.cases += 1;
          if (c.variables.mutation || c.query !== operation.query) tally.mutated += 1;
          else tally.validBySchema += 1;
          tally.statuses.set(status, (tally.statuses.get(status) ?? 0) + 1);
        }),
        { seed: (SEED ^ hashOf(name)) | 0, numRuns: RUNS, endOnFailure: !SHRINK },
      );
    });
  });
});
