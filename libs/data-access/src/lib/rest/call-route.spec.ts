import { addressRoutes, type RestRoute } from '@gio/contracts';
import { z } from 'zod';
import {
  fakeEnvironment,
  sentHeaders,
  sentInit,
  type FakeAnswer,
} from '../../testing/fake-environment';
import { ApiError, UnauthorizedError } from '../json/errors';
import { createJsonClient } from '../json/json-client';
import { ContractDriftError } from './answer-check';
import { callRoute } from './call-route';

const variantAnswer = z.object({ data: z.object({ id: z.string(), stock: z.number().int() }) });

const routes = {
  variant: {
    method: 'GET',
    path: '/api/warehouses/:warehouse/variants/:id',
    params: z.object({ warehouse: z.string(), id: z.string() }),
    query: z.object({
      limit: z.coerce.number().int().default(6),
      inStockOnly: z.enum(['true', 'false']).optional(),
      term: z.string().optional(),
    }),
    response: variantAnswer,
  },
  rename: {
    method: 'PUT',
    path: '/api/lists/:gid/name',
    params: z.object({ gid: z.string() }),
    body: z.object({ listName: z.string().min(1) }),
    response: z.object({ data: z.object({ listName: z.string() }) }),
  },
  dismiss: {
    method: 'POST',
    path: '/api/dismiss',
    response: z.object({ data: z.object({ dismissed: z.literal(true) }) }),
  },
  removeCode: {
    method: 'DELETE',
    path: '/api/cart/promo-code',
    body: z.object({ code: z.string() }),
    response: z.object({ data: z.object({ removed: z.boolean() }) }),
  },
} as const satisfies Record<string, RestRoute>;

function setUp(answer: FakeAnswer) {
  const env = fakeEnvironment(answer);
  return { env, client: createJsonClient(env), url: () => env.fetch.mock.calls[0]?.[0] };
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to reject');
}

describe('callRoute: the url', () => {
  it('fills each :param of the path, URL-encoded', async () => {
    const { client, url } = setUp({ body: { data: { id: 'v/1', stock: 2 } } });

    await callRoute(client, routes.variant, {
      params: { warehouse: 'kho 1', id: 'v/1?x#y' },
    });

    expect(url()).toBe('/api/warehouses/kho%201/variants/v%2F1%3Fx%23y');
  });

  it('adds the query values given, encoded, and leaves out those left undefined', async () => {
    const { client, env } = setUp({ body: { data: { id: 'v1', stock: 2 } } });

    await callRoute(client, routes.variant, {
      params: { warehouse: 'w1', id: 'v1' },
      query: { limit: 12, inStockOnly: 'true', term: 'sữa & bơ' },
    });
    await callRoute(client, routes.variant, {
      params: { warehouse: 'w1', id: 'v1' },
      query: { term: undefined },
    });

    expect(env.fetch.mock.calls.map(([url]) => url)).toEqual([
      '/api/warehouses/w1/variants/v1?limit=12&inStockOnly=true&term=s%E1%BB%AFa+%26+b%C6%A1',
      '/api/warehouses/w1/variants/v1',
    ]);
  });

  it('calls a route of the contracts by its path (addresses.validatePostalCode)', async () => {
    const { client, url } = setUp({ body: { data: { valid: true, postalCode: '700000' } } });

    const answer = await callRoute(client, addressRoutes.validatePostalCode, {
      params: { postalCode: '700000' },
    });

    expect(url()).toBe('/api/postal-code/validate/700000');
    expect(answer.data.valid).toBe(true);
  });

  it('refuses a call whose param is missing rather than calling a wrong url', async () => {
    const { client, env } = setUp({ body: { data: { id: 'v1', stock: 2 } } });

    const error = await rejection(
      callRoute(client, routes.variant, {
        params: { warehouse: 'w1' } as unknown as { warehouse: string; id: string },
      }),
    );

    expect(error).toEqual(expect.objectContaining({ message: expect.stringContaining('"id"') }));
    expect(env.fetch).not.toHaveBeenCalled();
  });
});

describe('callRoute: method, body and options', () => {
  it('sends the body with the route method', async () => {
    const { client, env } = setUp({ body: { data: { listName: 'Tết' } } });

    const answer = await callRoute(client, routes.rename, {
      params: { gid: 'l1' },
      body: { listName: 'Tết' },
    });

    expect(answer.data.listName).toBe('Tết');
    expect(env.fetch.mock.calls[0]?.[0]).toBe('/api/lists/l1/name');
    expect(sentInit(env)).toMatchObject({
      method: 'PUT',
      body: JSON.stringify({ listName: 'Tết' }),
    });
  });

  it('sends DELETE with its body, and no body for a route without a body schema', async () => {
    const { client, env } = setUp({ body: { data: { removed: true, dismissed: true } } });

    await callRoute(client, routes.removeCode, { body: { code: 'TET' } });
    await callRoute(client, routes.dismiss);

    expect(sentInit(env, 0)).toMatchObject({ method: 'DELETE', body: '{"code":"TET"}' });
    expect(sentInit(env, 1).method).toBe('POST');
    expect(sentInit(env, 1).body).toBeUndefined();
  });

  it('sends GET without a body, and passes the options to the JSON helper', async () => {
    const { client, env } = setUp({ body: { data: { id: 'v1', stock: 1 } } });
    const controller = new AbortController();

    await callRoute(client, routes.variant, {
      params: { warehouse: 'w1', id: 'v1' },
      headers: { 'Idempotency-Key': 'k-1' },
      signal: controller.signal,
      csrf: false,
    });

    expect(sentInit(env).body).toBeUndefined();
    expect(sentInit(env).signal).toBe(controller.signal);
    expect(sentHeaders(env)['Idempotency-Key']).toBe('k-1');
    expect(sentHeaders(env)['X-CSRF-Token']).toBeUndefined();
  });

  it('keeps the JSON helper failures: a 4xx rejects with ApiError, a 401 with UnauthorizedError', async () => {
    const refused = setUp({
      status: 400,
      body: { error: { code: 'VALIDATION_ERROR', message: 'x' } },
    });
    const signedOut = setUp({ status: 401, body: { error: { code: 401, message: 'sign in' } } });

    const error = await rejection(callRoute(refused.client, routes.dismiss));
    const unauthorized = await rejection(callRoute(signedOut.client, routes.dismiss));

    expect(error).toBeInstanceOf(ApiError);
    expect(error).not.toBeInstanceOf(ContractDriftError);
    expect(unauthorized).toBeInstanceOf(UnauthorizedError);
    expect(signedOut.env.location.assign).toHaveBeenCalledWith('/unauthorized-logout');
  });
});

describe('callRoute: the answer checked against the contract (development and tests)', () => {
  const originalNodeEnv = process.env['NODE_ENV'];
  afterEach(() => {
    process.env['NODE_ENV'] = originalNodeEnv;
  });

  it('resolves with the answer as the gateway sent it when it fits', async () => {
    const { client } = setUp({ body: { data: { id: 'v1', stock: 3 }, extra: 'kept' } });

    const answer = await callRoute(client, routes.variant, {
      params: { warehouse: 'w', id: 'v1' },
    });

    expect(answer).toEqual({ data: { id: 'v1', stock: 3 }, extra: 'kept' });
  });

  it('rejects a drifted answer with ContractDriftError naming the route and the fields', async () => {
    const { client } = setUp({ body: { data: { id: 'v1', stock: '3' } } });

    const error = await rejection(
      callRoute(client, routes.variant, { params: { warehouse: 'w', id: 'v1' } }),
    );

    expect(error).toBeInstanceOf(ContractDriftError);
    const drift = error as ContractDriftError;
    expect(drift.method).toBe('GET');
    expect(drift.path).toBe('/api/warehouses/:warehouse/variants/:id');
    expect(drift.issues).toEqual([expect.stringMatching(/^data\.stock: /)]);
    expect(drift.message).toContain(
      'GET /api/warehouses/:warehouse/variants/:id answered outside its contract',
    );
  });

  it('does not check in production: the drifted answer comes through untouched', async () => {
    process.env['NODE_ENV'] = 'production';
    const { client } = setUp({ body: { data: { id: 'v1', stock: '3' } } });

    const answer = await callRoute(client, routes.variant, {
      params: { warehouse: 'w', id: 'v1' },
    });

    expect(answer).toEqual({ data: { id: 'v1', stock: '3' } });
  });
});

describe('callRoute: the types of a call follow the route', () => {
  it('requires what the schemas require and refuses what the route does not take', () => {
    // Compiled by the typecheck target, never run: each line is one rule of `RouteCall`.
    const typeRules = (client: ReturnType<typeof createJsonClient>) => {
      // @ts-expect-error params are required when the route has path params
      void callRoute(client, routes.variant);
      // @ts-expect-error the body is required when its schema requires a field
      void callRoute(client, routes.rename, { params: { gid: 'l1' } });
      // @ts-expect-error a body of the wrong shape
      void callRoute(client, routes.rename, { params: { gid: 'l1' }, body: { name: 'x' } });
      // @ts-expect-error no body on a route without a body schema
      void callRoute(client, routes.dismiss, { body: {} });
      // @ts-expect-error a GET route needs a client that can get
      void callRoute({ post: client.post }, routes.variant, {
        params: { warehouse: 'w', id: 'v' },
      });
      void callRoute(client, routes.dismiss);
      void callRoute({ get: client.get }, routes.variant, { params: { warehouse: 'w', id: 'v' } });
    };
    expect(typeRules).toBeInstanceOf(Function);
  });
});
