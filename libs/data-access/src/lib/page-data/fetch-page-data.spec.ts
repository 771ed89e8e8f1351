import { ClientMessage } from '@gio/domain-enums';
import { fakeEnvironment, sentHeaders } from '../../testing/fake-environment';
import { ApiError, NetworkOfflineError, UnauthorizedError } from '../json/errors';
import { createJsonClient } from '../json/json-client';
import { PageDataError, fetchPageData } from './fetch-page-data';

describe('fetchPageData', () => {
  it('GETs the page URL with isFromSPA and gives the data', async () => {
    const env = fakeEnvironment({ body: { data: { category: { gid: 'c1' } } } });

    const result = await fetchPageData('/products/rau-cu/c1/rau?page=2', createJsonClient(env));

    expect(result).toEqual({ data: { category: { gid: 'c1' } } });
    expect(env.fetch.mock.calls[0]![0]).toBe('/products/rau-cu/c1/rau?page=2');
    expect(env.fetch.mock.calls[0]![1].method).toBe('GET');
    expect(sentHeaders(env)).toMatchObject({ isFromSPA: 'true' });
  });

  it('gives the redirect the payload names', async () => {
    const env = fakeEnvironment({ body: { redirect: '/product/9/gao-st25' } });

    await expect(fetchPageData('/product/9/old', createJsonClient(env))).resolves.toEqual({
      redirect: '/product/9/gao-st25',
    });
  });

  it('gives an HTTP redirect as a redirect, even when the new page has data', async () => {
    const env = fakeEnvironment({
      body: { data: { page: 'login' } },
      redirected: true,
      url: 'http://shop.test/login',
    });

    await expect(fetchPageData('/account', createJsonClient(env))).resolves.toEqual({
      redirect: 'http://shop.test/login',
    });
  });

  it('rejects with PageDataError ("SPA Error") when the payload is empty', async () => {
    const env = fakeEnvironment({ body: {} });

    const failure = fetchPageData('/t/gioi-thieu', createJsonClient(env));

    await expect(failure).rejects.toBeInstanceOf(PageDataError);
    await expect(failure).rejects.toMatchObject({
      message: ClientMessage.SPA_ERROR,
      url: '/t/gioi-thieu',
      cause: {},
    });
  });

  it('rejects with PageDataError when the call fails, keeping the failure as cause', async () => {
    const serverDown = fakeEnvironment({
      status: 500,
      body: { error: { code: 'X', message: 'y' } },
    });
    const offline = fakeEnvironment();
    offline.fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));

    const fromServer = await fetchPageData('/', createJsonClient(serverDown)).catch((e) => e);
    const fromNetwork = await fetchPageData('/', createJsonClient(offline)).catch((e) => e);

    expect(fromServer).toBeInstanceOf(PageDataError);
    expect((fromServer as PageDataError).cause).toBeInstanceOf(ApiError);
    expect(fromNetwork).toBeInstanceOf(PageDataError);
    expect((fromNetwork as PageDataError).cause).toBeInstanceOf(NetworkOfflineError);
  });

  it('lets an UnauthorizedError through: the helper is already leaving the page', async () => {
    const env = fakeEnvironment({ status: 401, body: {} }, { pathname: '/cart' });

    await expect(fetchPageData('/cart', createJsonClient(env))).rejects.toBeInstanceOf(
      UnauthorizedError,
    );
    expect(env.location.assign).toHaveBeenCalledWith('/unauthorized-logout');
  });

  it('lets an abort through: the router superseded this navigation', async () => {
    const env = fakeEnvironment();
    const controller = new AbortController();
    const abort = new Error('aborted');
    env.fetch.mockImplementationOnce(() => {
      controller.abort();
      return Promise.reject(abort);
    });

    await expect(
      fetchPageData('/', createJsonClient(env), { signal: controller.signal }),
    ).rejects.toBe(abort);
  });
});
