import { CaptchaError, UnauthorizedError } from '@gio/data-access';
import { errorAnswer, FakeNetwork, memoryStorage } from '../testing/fake-network';
import { createAccountClient, createCsrfHolder } from './account-client';
import type { PageEnvironment } from './navigation';

function setUp(
  currentUrl: string,
  network: FakeNetwork,
  token: { inlined?: string; fetch?: () => Promise<string> } = { inlined: 'inlined-token' },
) {
  const fullPageLoads: string[] = [];
  let reloads = 0;
  const environment: PageEnvironment = {
    fullPageLoad: (url) => void fullPageLoads.push(url),
    reload: () => void (reloads += 1),
    currentUrl: () => currentUrl,
    reloadStorage: memoryStorage(),
  };
  const csrf = createCsrfHolder(token.inlined, token.fetch);
  const quiet = { error: () => undefined, warn: () => undefined };
  const client = createAccountClient({ environment, csrf, fetch: network.fetch, console: quiet });
  return { client, csrf, fullPageLoads, reloads: () => reloads };
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

describe('createAccountClient', () => {
  it('goes to sign in with the way back after a 401 on an account page', async () => {
    const network = new FakeNetwork({ 'GET /api/addresses': errorAnswer(401, 'UNAUTHORIZED') });
    const { client, fullPageLoads, reloads } = setUp('/account/address?tab=business', network);

    expect(await rejection(client.get('/api/addresses'))).toBeInstanceOf(UnauthorizedError);
    expect(fullPageLoads).toEqual(['/login?redirect=%2Faccount%2Faddress%3Ftab%3Dbusiness']);
    expect(reloads()).toBe(0);
  });

  it('goes to /unauthorized-logout after a 401 on a page a guest may open', async () => {
    const network = new FakeNetwork({ 'POST /api/reset-password': errorAnswer(401, 'UNAUTHORIZED') });
    const { client, fullPageLoads } = setUp('/reset-password?token=x', network);

    await rejection(client.post('/api/reset-password', {}));
    expect(fullPageLoads).toEqual(['/unauthorized-logout']);
  });

  it('reloads after a 403 (bot protection), as the spec says, and still rejects', async () => {
    const network = new FakeNetwork({ 'GET /api/billing': errorAnswer(403, 'CAPTCHA_REQUIRED') });
    const { client, fullPageLoads, reloads } = setUp('/account/billing', network);

    expect(await rejection(client.get('/api/billing'))).toBeInstanceOf(CaptchaError);
    expect(reloads()).toBe(1);
    expect(fullPageLoads).toEqual([]);
  });

  it('reloads once per Retry-After window, so a page still refused after the reload does not loop', async () => {
    const blocked = { ...errorAnswer(403, 'CAPTCHA_REQUIRED'), headers: { 'Retry-After': '45' } };
    const network = new FakeNetwork({ 'GET /api/billing': blocked, 'GET /api/addresses': blocked });
    const { client, reloads } = setUp('/account/billing', network);

    await rejection(client.get('/api/billing'));
    await rejection(client.get('/api/addresses'));
    await rejection(client.get('/api/billing'));
    expect(reloads()).toBe(1);
  });

  it('sends the held CSRF token, and the renewed one once it is set', async () => {
    const network = new FakeNetwork({ 'POST /api/x': { body: { ok: true } } });
    const { client, csrf } = setUp('/account', network);

    await client.post('/api/x', {});
    csrf.set('renewed');
    await client.post('/api/x', {});
    expect(network.calls.map((call) => call.headers['X-CSRF-Token'])).toEqual(['inlined-token', 'renewed']);
  });

  it('asks for the token once when the page carried none (the dev server)', async () => {
    const network = new FakeNetwork({ 'POST /api/x': { body: { ok: true } } });
    const fetchToken = jest.fn(() => Promise.resolve('session-token'));
    const { client } = setUp('/account', network, { fetch: fetchToken });

    await Promise.all([client.post('/api/x', {}), client.post('/api/x', {})]);
    expect(fetchToken).toHaveBeenCalledTimes(1);
    expect(network.calls.map((call) => call.headers['X-CSRF-Token'])).toEqual(['session-token', 'session-token']);
  });
});
