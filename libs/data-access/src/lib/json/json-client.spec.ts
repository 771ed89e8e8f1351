import { ClientErrorName, ClientMessage } from '@gio/domain-enums';
import {
  fakeEnvironment,
  fakeResponse,
  loggedText,
  sentHeaders,
  sentInit,
} from '../../testing/fake-environment';
import {
  ApiError,
  CAPTCHA_REQUIRED,
  CaptchaError,
  ClientErrorCode,
  NetworkOfflineError,
  UnauthorizedError,
} from './errors';
import { createJsonClient } from './json-client';

/** Runs `promise`, which must reject, and hands back what it rejected with. */
async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to reject');
}

describe('createJsonClient: what it sends', () => {
  it('posts a JSON body with the header set and same-origin credentials', async () => {
    const env = fakeEnvironment({ body: { data: { ok: true } } });
    const client = createJsonClient(env);

    await client.post('/api/set-password', { newPassword: 'Secret-123' });

    expect(env.fetch).toHaveBeenCalledTimes(1);
    expect(env.fetch.mock.calls[0]![0]).toBe('/api/set-password');
    const init = sentInit(env);
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    expect(init.body).toBe(JSON.stringify({ newPassword: 'Secret-123' }));
    expect(sentHeaders(env)).toEqual({
      'Content-Type': 'application/json',
      'api-json': 'true',
      'X-CSRF-Token': 'csrf-123',
    });
  });

  it('sends GET without a body, and PUT and DELETE with one', async () => {
    const env = fakeEnvironment();
    const client = createJsonClient(env);

    await client.get('/api/addresses');
    await client.put('/api/current_user/name', { firstName: 'An', lastName: 'Lê' });
    await client.delete('/api/cart/promo-code', { cartId: 'c1', code: 'TET' });

    expect(sentInit(env, 0)).toMatchObject({ method: 'GET' });
    expect(sentInit(env, 0).body).toBeUndefined();
    expect(sentInit(env, 1)).toMatchObject({
      method: 'PUT',
      body: JSON.stringify({ firstName: 'An', lastName: 'Lê' }),
    });
    expect(sentInit(env, 2)).toMatchObject({
      method: 'DELETE',
      body: JSON.stringify({ cartId: 'c1', code: 'TET' }),
    });
    for (const index of [0, 1, 2]) {
      expect(sentInit(env, index).credentials).toBe('same-origin');
      expect(sentHeaders(env, index)['X-CSRF-Token']).toBe('csrf-123');
    }
  });

  it('takes the token from an asynchronous getter at call time', async () => {
    const env = fakeEnvironment();
    let token = 'first';
    const client = createJsonClient({ ...env, getCsrfToken: () => Promise.resolve(token) });

    await client.post('/api/login', {});
    token = 'renewed';
    await client.post('/api/login', {});

    expect(sentHeaders(env, 0)['X-CSRF-Token']).toBe('first');
    expect(sentHeaders(env, 1)['X-CSRF-Token']).toBe('renewed');
  });

  it('leaves the token out when there is none or the call asks so, and adds extra headers', async () => {
    const env = fakeEnvironment();
    const client = createJsonClient({ ...env, getCsrfToken: () => undefined });
    const withToken = createJsonClient(env);

    await client.get('/api/top-searches');
    await withToken.get('/api/session', { csrf: false, headers: { 'Accept-Language': 'vi' } });

    expect(sentHeaders(env, 0)).not.toHaveProperty('X-CSRF-Token');
    expect(sentHeaders(env, 1)).toEqual({
      'Content-Type': 'application/json',
      'api-json': 'true',
      'Accept-Language': 'vi',
    });
  });

  it('reads the token from the page meta tag by default', async () => {
    document.head.innerHTML = '<meta name="csrf-token" content="from-meta">';
    const env = fakeEnvironment();
    const client = createJsonClient({ fetch: env.fetch, console: env.console });

    await client.post('/api/address', { address: {} });

    expect(sentHeaders(env)['X-CSRF-Token']).toBe('from-meta');
    document.head.innerHTML = '';
  });

  it('prefixes the base URL the server render gives, and leaves absolute URLs alone', async () => {
    const env = fakeEnvironment();
    const client = createJsonClient({ ...env, baseUrl: 'http://127.0.0.1:3000/' });

    await client.get('/api/interstitial');
    await client.get('https://tracking.example/track');

    expect(env.fetch.mock.calls[0]![0]).toBe('http://127.0.0.1:3000/api/interstitial');
    expect(env.fetch.mock.calls[1]![0]).toBe('https://tracking.example/track');
  });

  it('passes the abort signal to fetch', async () => {
    const env = fakeEnvironment();
    const controller = new AbortController();

    await createJsonClient(env).get('/api/top-searches', { signal: controller.signal });

    expect(sentInit(env).signal).toBe(controller.signal);
  });
});

describe('createJsonClient: successful answers', () => {
  it('resolves with the JSON answer and no redirect field', async () => {
    const env = fakeEnvironment({ body: { data: { results: ['gạo'] } } });

    const result = await createJsonClient(env).get('/api/top-searches');

    expect(result).toEqual({ data: { results: ['gạo'] } });
    expect(result).not.toHaveProperty('redirect');
  });

  it('adds the final URL as redirect when the gateway redirected the call', async () => {
    const env = fakeEnvironment({
      body: { data: { user: null } },
      redirected: true,
      url: 'http://shop.test/login?redirect=%2Faccount',
    });

    const result = await createJsonClient(env).get('/api/nav-account-sidebar/dashboard');

    expect(result).toEqual({
      data: { user: null },
      redirect: 'http://shop.test/login?redirect=%2Faccount',
    });
  });

  it('resolves with just the redirect when the redirect led to a page that is not JSON', async () => {
    const env = fakeEnvironment({
      body: '<!doctype html><title>Đăng nhập</title>',
      redirected: true,
      url: 'http://shop.test/login',
    });

    await expect(createJsonClient(env).get('/api/order-history')).resolves.toEqual({
      redirect: 'http://shop.test/login',
    });
    expect(env.console.error).not.toHaveBeenCalled();
  });

  it('resolves an empty 204 answer with an empty object', async () => {
    const env = fakeEnvironment({ status: 204, body: '' });

    await expect(createJsonClient(env).put('/api/unlink-google')).resolves.toEqual({});
  });
});

describe('createJsonClient: 401', () => {
  it.each(['/checkout', '/checkout/billing', '/account', '/account/order/42'])(
    'reloads the page on %s and raises UnauthorizedError',
    async (pathname) => {
      const env = fakeEnvironment(
        { status: 401, body: { error: { code: 'UNAUTHENTICATED', message: 'Signed out' } } },
        { pathname },
      );

      const error = await rejection(createJsonClient(env).get('/api/addresses'));

      expect(env.location.reload).toHaveBeenCalledTimes(1);
      expect(env.location.assign).not.toHaveBeenCalled();
      expect(error).toBeInstanceOf(UnauthorizedError);
      expect(error).toMatchObject({
        name: ClientErrorName.UNAUTHORIZED,
        status: 401,
        code: 'UNAUTHENTICATED',
      });
    },
  );

  it.each(['/', '/cart', '/product/12/gao-st25', '/accounting', '/checkout-login'])(
    'goes to /unauthorized-logout from %s',
    async (pathname) => {
      const env = fakeEnvironment({ status: 401, body: {} }, { pathname });

      const error = await rejection(createJsonClient(env).post('/api/carts/merge', {}));

      expect(env.location.assign).toHaveBeenCalledWith('/unauthorized-logout');
      expect(env.location.reload).not.toHaveBeenCalled();
      expect(error).toBeInstanceOf(UnauthorizedError);
      expect(error).not.toBeInstanceOf(CaptchaError);
    },
  );

  it('raises UnauthorizedError even when the 401 answer is not JSON', async () => {
    const env = fakeEnvironment({ status: 401, body: 'Unauthorized' }, { pathname: '/account' });

    const error = await rejection(createJsonClient(env).get('/api/addresses'));

    expect(error).toBeInstanceOf(UnauthorizedError);
    expect(env.location.reload).toHaveBeenCalledTimes(1);
  });

  it('only raises on the server, where there is no page to leave', async () => {
    const env = fakeEnvironment({ status: 401, body: {} });
    const client = createJsonClient({ ...env, location: undefined });

    await expect(client.get('/api/carts/sync')).rejects.toBeInstanceOf(UnauthorizedError);
    expect(env.location.assign).not.toHaveBeenCalled();
  });
});

describe('createJsonClient: 403', () => {
  it('logs a possible bot-protection block, reloads and raises UnauthorizedError', async () => {
    const env = fakeEnvironment(
      { status: 403, body: { error: { code: 'CSRF_INVALID', message: 'Bad token' } } },
      { pathname: '/cart' },
    );

    const error = await rejection(createJsonClient(env).post('/api/carts/change', {}));

    expect(env.console.warn).toHaveBeenCalledTimes(1);
    expect(env.console.warn.mock.calls[0]![0]).toMatch(/bot-protection/);
    expect(env.location.reload).toHaveBeenCalledTimes(1);
    expect(env.location.assign).not.toHaveBeenCalled();
    expect(error).toBeInstanceOf(UnauthorizedError);
    expect(error).not.toBeInstanceOf(CaptchaError);
    expect(error).toMatchObject({ status: 403, code: 'CSRF_INVALID', message: 'Bad token' });
  });

  it('raises CaptchaError, still an UnauthorizedError, when the body asks for a CAPTCHA', async () => {
    const body = { error: { code: CAPTCHA_REQUIRED, message: 'Solve the CAPTCHA' } };
    const env = fakeEnvironment({ status: 403, body });

    const error = await rejection(createJsonClient(env).get('/api/product/ples'));

    expect(error).toBeInstanceOf(CaptchaError);
    expect(error).toBeInstanceOf(UnauthorizedError);
    expect(error).toMatchObject({ name: ClientErrorName.CAPTCHA, status: 403, body });
    expect(env.location.reload).toHaveBeenCalledTimes(1);
    expect(env.console.warn).toHaveBeenCalledTimes(1);
  });
});

describe('createJsonClient: 403 reloads at most once per Retry-After window', () => {
  const blocked = {
    status: 403,
    body: { error: { code: CAPTCHA_REQUIRED, message: 'Solve the CAPTCHA' } },
    headers: { 'Retry-After': '30' },
  };

  it('does not reload again while the window of the last reload lasts, so a refused page never loops', async () => {
    const env = fakeEnvironment(blocked);
    const client = createJsonClient(env);

    const first = await rejection(client.get('/api/product/ples'));
    await rejection(client.get('/api/product/ples'));
    await rejection(client.get('/api/carts/sync'));

    expect(first).toMatchObject({ retryAfterSeconds: 30 });
    expect(env.location.reload).toHaveBeenCalledTimes(1);
  });

  it('reloads again once the window has passed', async () => {
    const env = fakeEnvironment(blocked);
    // The reload before this page load happened 31 s ago: its 30 s window is over.
    env.reloadStorage.setItem('gio:block-reload-until', String(Date.now() - 1_000));

    await rejection(createJsonClient(env).get('/api/product/ples'));

    expect(env.location.reload).toHaveBeenCalledTimes(1);
  });

  it('never reloads where the page has no storage to remember the last reload', async () => {
    const env = fakeEnvironment(blocked);

    const error = await rejection(createJsonClient({ ...env, reloadStorage: undefined }).get('/api/product/ples'));

    expect(error).toBeInstanceOf(CaptchaError);
    expect(env.location.reload).not.toHaveBeenCalled();
  });
});

describe('createJsonClient: server errors and unparseable answers', () => {
  it('logs a 500 and rejects with ApiError carrying the status and the error body', async () => {
    const body = { error: { code: 'INTERNAL_ERROR', message: 'Boom' } };
    const env = fakeEnvironment({ status: 500, body });

    const error = await rejection(createJsonClient(env).get('/api/order-history'));

    expect(error).toBeInstanceOf(ApiError);
    expect(error).not.toBeInstanceOf(UnauthorizedError);
    expect(error).toMatchObject({
      name: 'ApiError',
      status: 500,
      code: 'INTERNAL_ERROR',
      message: 'Boom',
      body,
      method: 'GET',
      url: '/api/order-history',
    });
    expect(env.console.error).toHaveBeenCalledTimes(1);
    expect(env.console.error.mock.calls[0]![0]).toContain('GET /api/order-history answered 500');
    expect(env.location.reload).not.toHaveBeenCalled();
  });

  it('treats other 5xx answers the same way', async () => {
    const env = fakeEnvironment({
      status: 503,
      body: { error: { code: 'SERVICE_UNAVAILABLE', message: 'Later' } },
    });

    await expect(createJsonClient(env).get('/api/interstitial')).rejects.toMatchObject({
      status: 503,
      code: 'SERVICE_UNAVAILABLE',
    });
    expect(env.console.error).toHaveBeenCalledTimes(1);
  });

  it('gives the unexpected-error message for an unparseable answer and logs it as a possible 502', async () => {
    const env = fakeEnvironment({ status: 502, body: '<html><h1>502 Bad Gateway</h1></html>' });

    const error = await rejection(createJsonClient(env).get('/api/top-searches'));

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: ClientMessage.UNEXPECTED,
      code: ClientErrorCode.UNPARSEABLE_RESPONSE,
      status: 502,
    });
    expect(env.console.error).toHaveBeenCalledTimes(1);
    expect(env.console.error.mock.calls[0]![0]).toMatch(/possible 502/);
  });

  it('also refuses a 200 whose body is not JSON', async () => {
    const env = fakeEnvironment({ status: 200, body: 'not json' });

    await expect(createJsonClient(env).get('/api/top-searches')).rejects.toMatchObject({
      message: 'Sorry, an unexpected error has occurred.',
    });
    expect(env.console.error).toHaveBeenCalledTimes(1);
  });
});

describe('createJsonClient: other 4xx', () => {
  it("rejects with the server's code, message and field, without a report", async () => {
    const body = {
      error: { code: 561, message: 'Email đã được đăng ký', field: 'email' },
    };
    const env = fakeEnvironment({ status: 409, body });

    const error = await rejection(createJsonClient(env).post('/api/join', { loginData: {} }));

    expect(error).toBeInstanceOf(ApiError);
    expect(error).not.toBeInstanceOf(UnauthorizedError);
    expect(error).toMatchObject({
      status: 409,
      code: 561,
      message: 'Email đã được đăng ký',
      field: 'email',
      body,
    });
    expect(env.console.error).not.toHaveBeenCalled();
    expect(env.console.warn).not.toHaveBeenCalled();
    expect(env.location.reload).not.toHaveBeenCalled();
    expect(env.location.assign).not.toHaveBeenCalled();
  });

  it('falls back to a generic code and message when the body has no error object', async () => {
    const env = fakeEnvironment({ status: 422, body: { success: false } });

    await expect(createJsonClient(env).post('/api/address', {})).rejects.toMatchObject({
      status: 422,
      code: ClientErrorCode.UNKNOWN,
      message: ClientMessage.UNEXPECTED,
      field: undefined,
    });
  });
});

describe('createJsonClient: network failure', () => {
  it('raises NetworkOfflineError with the spec message when fetch rejects', async () => {
    const env = fakeEnvironment();
    const cause = new TypeError('Failed to fetch');
    env.fetch.mockRejectedValueOnce(cause);

    const error = await rejection(createJsonClient(env).get('/api/top-searches'));

    expect(error).toBeInstanceOf(NetworkOfflineError);
    expect(error).toMatchObject({
      name: ClientErrorName.NETWORK_OFFLINE,
      message: 'Looks like you have limited or no network connection. Please try again.',
      cause,
    });
    expect(env.location.reload).not.toHaveBeenCalled();
  });

  it('raises NetworkOfflineError when the connection drops while the body is read', async () => {
    const env = fakeEnvironment();
    env.fetch.mockResolvedValueOnce({
      ...fakeResponse(),
      text: () => Promise.reject(new TypeError('network error')),
    });

    await expect(createJsonClient(env).get('/api/top-searches')).rejects.toBeInstanceOf(
      NetworkOfflineError,
    );
  });

  it('passes an abort through untouched: the caller cancelled, the network is fine', async () => {
    const env = fakeEnvironment();
    const controller = new AbortController();
    const abort = new Error('The operation was aborted.');
    abort.name = 'AbortError';
    env.fetch.mockImplementationOnce(() => {
      controller.abort();
      return Promise.reject(abort);
    });

    const error = await rejection(
      createJsonClient(env).get('/api/top-searches', { signal: controller.signal }),
    );

    expect(error).toBe(abort);
  });
});

describe('createJsonClient: e-mail redaction in error reports', () => {
  const address = 'lan.nguyen@example.vn';
  const password = 'Mat-khau-2024';

  it('reports a failed /api/login with the e-mail field as {email}', async () => {
    const env = fakeEnvironment({
      status: 500,
      body: { error: { code: 'INTERNAL_ERROR', message: `No session for ${address}` } },
    });

    await rejection(
      createJsonClient(env).post('/api/login', {
        loginData: { email: address, password },
        additionalItems: [],
      }),
    );

    expect(env.console.error).toHaveBeenCalledTimes(1);
    const [, details] = env.console.error.mock.calls[0]!;
    expect(details).toMatchObject({
      request: {
        loginData: { email: '{email}', password: '{password}' },
        additionalItems: '{additionalItems}[0]',
      },
      message: 'No session for {email}',
    });
    expect(loggedText(env)).not.toContain(address);
    expect(loggedText(env)).not.toContain(password);
  });

  it('reports a failed /api/join with the e-mail field as {email}', async () => {
    const env = fakeEnvironment({ status: 502, body: '<html>Bad Gateway</html>' });

    await rejection(
      createJsonClient(env).post('/api/join', {
        loginData: { email: address, password, firstName: 'Lan' },
        additionalItems: [],
        otp: '123456',
      }),
    );

    const [, details] = env.console.error.mock.calls[0]!;
    expect(details).toMatchObject({
      request: { loginData: { email: '{email}', password: '{password}' }, otp: '{otp}' },
    });
    expect(loggedText(env)).not.toContain(address);
    expect(loggedText(env)).not.toContain(password);
    expect(loggedText(env)).not.toContain('123456');
  });

  it('keeps the address out of a bot-protection report and out of the logged URL', async () => {
    const env = fakeEnvironment({ status: 403, body: {} });

    await rejection(
      createJsonClient(env).post(`/api/login?hint=${encodeURIComponent(address)}`, {
        loginData: { email: address, password },
      }),
    );

    expect(env.console.warn).toHaveBeenCalledTimes(1);
    expect(loggedText(env)).toContain('{email}');
    expect(loggedText(env)).not.toContain(address);
    expect(loggedText(env)).not.toContain(encodeURIComponent(address));
    expect(loggedText(env)).not.toContain(password);
  });
});

describe('error classes', () => {
  it('carry the names the spec gives them', () => {
    const init = { status: 403, code: 'X', message: 'm' };
    expect(new UnauthorizedError(init).name).toBe('UnauthorizedError');
    expect(new CaptchaError(init).name).toBe('CaptchaError');
    expect(new NetworkOfflineError().name).toBe('NetworkOfflineError');
    expect(new ApiError(init).name).toBe('ApiError');
    expect(new ApiError(init)).toBeInstanceOf(Error);
  });
});
