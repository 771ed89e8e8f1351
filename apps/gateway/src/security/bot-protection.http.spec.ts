import { AccountErrorCode } from '@gio/contracts';
import { type AccountsTestServer, startAccountsTestServer, type TestBrowser } from '../accounts/testing';
import { CHALLENGE_PATH } from './bot-protection';
import { SANDBOX_CHALLENGE_ANSWER, SANDBOX_CHALLENGE_FIELD } from './challenge-provider';
import { DEFAULT_RATE_LIMIT_RULES } from './rate-limits';

const PAGE = { headers: { accept: 'text/html,application/xhtml+xml' } };

/** What one storefront page view sends besides its HTML: its API calls and its product images. */
async function viewPage(browser: TestBrowser, view: number): Promise<number[]> {
  const statuses: number[] = [];
  statuses.push((await browser.request('GET', '/', undefined, PAGE)).status);
  for (let call = 0; call < 15; call += 1) {
    statuses.push((await browser.get(call % 3 === 0 ? '/api/session' : '/api/postal-code/validate/70000')).status);
  }
  for (let image = 0; image < 70; image += 1) {
    statuses.push((await browser.get(`/api/images/product-${view}-${image}.webp?w=320`)).status);
  }
  return statuses;
}

/** The challenge form as a browser posts it: urlencoded, with the session cookie. */
async function postChallenge(
  server: AccountsTestServer,
  browser: TestBrowser,
  fields: Record<string, string>,
): Promise<Response> {
  return fetch(`${server.baseUrl}${CHALLENGE_PATH}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: server.baseUrl,
      cookie: [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

describe('bot protection that never blocks a shopper (storefront.md §7)', () => {
  let server: AccountsTestServer;

  beforeAll(async () => {
    // The shop's own budgets, as a deployment has them.
    server = await startAccountsTestServer({ rateLimitRules: DEFAULT_RATE_LIMIT_RULES });
  });

  afterAll(async () => {
    await server.close();
  });

  it('lets several shoppers behind one address browse 30 pages a minute each, with all their images, without a 403', async () => {
    const shoppers = [server.browser(), server.browser(), server.browser()];
    const statuses: number[] = [];
    for (let view = 0; view < 30; view += 1) {
      for (const shopper of shoppers) statuses.push(...(await viewPage(shopper, view)));
    }
    expect(statuses.length).toBe(3 * 30 * 86);
    expect(statuses.filter((status) => status === 403)).toEqual([]);
  }, 120_000);
});

describe('bot protection: a burst of API calls meets the challenge once', () => {
  let server: AccountsTestServer;

  beforeAll(async () => {
    server = await startAccountsTestServer({
      rateLimitRules: {
        apiPerSession: { points: 20, durationSeconds: 60 },
        apiPerAddress: { points: 60, durationSeconds: 60 },
      },
    });
  });

  afterAll(async () => {
    await server.close();
  });

  it('refuses the burst with 403 CAPTCHA_REQUIRED and Retry-After, shows the challenge on the page load, and lets the person back in once it is passed', async () => {
    const bot = server.browser();
    await bot.session();
    let last = await bot.get('/api/postal-code/validate/70000');
    for (let i = 0; i < 30 && last.status !== 403; i += 1) last = await bot.get('/api/postal-code/validate/70000');
    expect(last.status).toBe(403);
    expect(last.body.error.code).toBe(AccountErrorCode.CAPTCHA_REQUIRED);
    const retryAfter = Number(last.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);

    // The apps reload once on that 403: the page load answers with the challenge, not the page.
    const page = await bot.request('GET', '/cart', undefined, PAGE);
    expect(page.status).toBe(403);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.body).toContain(`action="${CHALLENGE_PATH}"`);
    expect(page.body).toContain('name="back" value="/cart"');
    expect(page.body).toContain('Xác minh bạn không phải là robot');

    // Images and assets still load while the block lasts (they never count).
    expect((await bot.get('/api/images/x.webp')).status).not.toBe(403);

    // Not ticked: the challenge again, with a message, and nothing lifted.
    const unticked = await postChallenge(server, bot, { back: '/cart' });
    expect(unticked.status).toBe(400);
    expect(await unticked.text()).toContain('role="alert"');
    expect((await bot.get('/api/postal-code/validate/70000')).status).toBe(403);

    // Passed: back to the page the person was on, and the calls answer again.
    const passed = await postChallenge(server, bot, { back: '/cart', [SANDBOX_CHALLENGE_FIELD]: SANDBOX_CHALLENGE_ANSWER });
    expect(passed.status).toBe(303);
    expect(passed.headers.get('location')).toBe('/cart');
    expect((await bot.get('/api/postal-code/validate/70000')).status).toBe(200);
    expect((await bot.request('GET', '/cart', undefined, PAGE)).status).not.toBe(403);
  });

  it('keeps the block to the session that earned it while the address has room', async () => {
    const bot = server.browser();
    const shopper = server.browser();
    await bot.session();
    await shopper.session();
    for (let i = 0; i < 21; i += 1) await bot.get('/api/postal-code/validate/70000');
    expect((await bot.get('/api/postal-code/validate/70000')).status).toBe(403);
    expect((await shopper.get('/api/postal-code/validate/70000')).status).toBe(200);
    expect((await shopper.request('GET', '/', undefined, PAGE)).status).toBe(200);
  });

  it('never sends the challenge back to another site', async () => {
    const visitor = server.browser();
    await visitor.session();
    const passed = await postChallenge(server, visitor, {
      back: '//evil.example/phish',
      [SANDBOX_CHALLENGE_FIELD]: SANDBOX_CHALLENGE_ANSWER,
    });
    expect(passed.status).toBe(303);
    expect(passed.headers.get('location')).toBe('/');
  });
});
