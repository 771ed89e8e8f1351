import { AccountErrorCode } from '@gio/contracts';
import { isSitePath } from '@gio/domain-shell';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import escapeHtml from 'escape-html';
import type { ChallengeProvider } from './challenge-provider';
import type { RateLimits } from './rate-limits';

/**
 * Calls the bot protection leaves alone (storefront.md §7 "Bot protection"): they have their own
 * per-account and per-address limits, and a CAPTCHA in the middle of a sign-in would lose it.
 */
export const BOT_PROTECTION_EXEMPT = [
  '/api/login',
  '/api/forget-password',
  '/api/issue-otp',
  '/api/join',
] as const;

/** Load balancers poll health; it must not count against an address. */
const ALWAYS_ALLOWED = ['/api/health'];

/**
 * Product images live under /api but are what a page view is made of, not something a bot
 * abuses: a home page shows dozens, and counting them refused shoppers after a few pages.
 */
const UNCOUNTED_PREFIXES = ['/api/images/'];

/** Where the challenge form posts; a page, not an /api call, so it is never refused itself. */
export const CHALLENGE_PATH = '/challenge';

const MESSAGE = 'Vui lòng xác minh bạn không phải là robot.';

export interface BotProtectionDeps {
  readonly limits: RateLimits;
  readonly challenge: ChallengeProvider;
}

type RequestKind = 'api' | 'page' | 'other';

/**
 * The bot-protection layer (storefront.md §7): API calls count against the session's budget and
 * against the address's higher ceiling; above either the call answers 403 CAPTCHA_REQUIRED with
 * `Retry-After`, which the apps raise as CaptchaError and answer with one reload. That reload,
 * like any page load while the block lasts, gets the challenge screen instead of the page;
 * solving it (the ChallengeProvider judges) lifts the block of this session (the address's
 * ceiling stays until its window ends).
 * Images, assets and page views never count. Register after the session hook: the session is
 * the key.
 */
export function registerBotProtection(app: FastifyInstance, deps: BotProtectionDeps): void {
  const { limits, challenge } = deps;
  const exempt = new Set<string>([...BOT_PROTECTION_EXEMPT, ...ALWAYS_ALLOWED]);

  const kindOf = (request: FastifyRequest): RequestKind => {
    const path = request.url.split('?')[0] ?? request.url;
    if (path === '/api' || path.startsWith('/api/')) {
      if (exempt.has(path) || UNCOUNTED_PREFIXES.some((prefix) => path.startsWith(prefix))) return 'other';
      return 'api';
    }
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      path !== CHALLENGE_PATH &&
      // A file (script, style, image, sitemap) has an extension; a page does not.
      !/\.[a-z0-9]+$/i.test(path) &&
      (request.headers.accept ?? '').includes('text/html');
    return wantsPage ? 'page' : 'other';
  };

  // Clients without a cookie share their address's session budget; shoppers always have one
  // after their first page load.
  const sessionKey = (request: FastifyRequest) =>
    request.session ? `s:${request.session.idHash}` : `a:${request.ip}`;

  app.addHook('onRequest', async (request, reply) => {
    const kind = kindOf(request);
    if (kind === 'other') return;
    if (kind === 'page') {
      const wait =
        (await limits.blockedFor('apiPerSession', sessionKey(request))) ??
        (await limits.blockedFor('apiPerAddress', request.ip));
      if (wait === null) return;
      request.log.info({ path: request.url.split('?')[0] }, 'bot protection: challenge shown');
      return sendChallenge(reply, challenge, { status: 403, wait, back: request.url, failed: false });
    }
    const wait =
      (await limits.tryConsume('apiPerSession', sessionKey(request))) ??
      (await limits.tryConsume('apiPerAddress', request.ip));
    if (wait === null) return;
    request.log.warn({ path: request.url.split('?')[0] }, 'bot protection: over the limit');
    return reply
      .status(403)
      .header('retry-after', String(wait))
      .send({ error: { code: AccountErrorCode.CAPTCHA_REQUIRED, message: MESSAGE } });
  });

  app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))));
    });
    scope.post(CHALLENGE_PATH, async (request, reply) => {
      const form = isStringRecord(request.body) ? request.body : {};
      const back = typeof form['back'] === 'string' && isSitePath(form['back']) ? form['back'] : '/';
      if (!(await challenge.verify(form, request.ip))) {
        request.log.info({ provider: challenge.name }, 'bot protection: challenge not passed');
        return sendChallenge(reply, challenge, { status: 400, wait: null, back, failed: true });
      }
      // The session's budget only: the address's ceiling is what holds a client that starts a
      // new session for each burst, and a solved challenge must not lift it.
      await limits.reset('apiPerSession', sessionKey(request));
      request.log.info({ provider: challenge.name }, 'bot protection: challenge passed');
      return reply.header('cache-control', 'no-store').redirect(back, 303);
    });
  });
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((entry) => typeof entry === 'string')
  );
}

function sendChallenge(
  reply: FastifyReply,
  challenge: ChallengeProvider,
  options: { status: number; wait: number | null; back: string; failed: boolean },
) {
  if (options.wait !== null) reply.header('retry-after', String(options.wait));
  const error = options.failed
    ? `<p role="alert" id="challenge-error">${escapeHtml('Chưa xác minh được. Vui lòng đánh dấu ô bên dưới rồi thử lại.')}</p>`
    : '';
  return reply
    .status(options.status)
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex')
    .type('text/html; charset=utf-8')
    .send(`<!doctype html>
<html lang="vi">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>${escapeHtml('Xác minh bạn không phải là robot')}</title>
<style>
body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a;line-height:1.5}
.sandbox{background:#fff3cd;border:1px solid #8a6d00;padding:.5rem .75rem;border-radius:.25rem}
label{display:flex;gap:.5rem;align-items:center;margin:1rem 0;font-size:1.0625rem}
input[type=checkbox]{width:1.5rem;height:1.5rem}
button{min-height:2.75rem;padding:0 1.25rem;font-size:1rem;cursor:pointer;background:#0b6b3a;color:#fff;border:0;border-radius:.375rem}
[role=alert]{color:#a40e26;font-weight:600}
</style>
</head>
<body>
<main>
<h1>${escapeHtml('Xác minh bạn không phải là robot')}</h1>
<p>${escapeHtml(MESSAGE)} ${escapeHtml('Trang này nhận quá nhiều yêu cầu trong thời gian ngắn; sau khi xác minh bạn sẽ quay lại trang đang xem.')}</p>
${error}
<form method="post" action="${CHALLENGE_PATH}">
<input type="hidden" name="back" value="${escapeHtml(options.back)}">
${challenge.widgetHtml()}
<button type="submit">${escapeHtml('Tiếp tục')}</button>
</form>
</main>
</body>
</html>`);
}
