import { AccountErrorCode } from '@gio/contracts';
import type { FastifyInstance } from 'fastify';
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
 * The bot-protection layer on /api (storefront.md §7): every address has a budget of calls per
 * window; above it the answer is 403 CAPTCHA_REQUIRED, which the apps raise as CaptchaError.
 */
export function registerBotProtection(app: FastifyInstance, limits: RateLimits): void {
  const exempt = new Set<string>([...BOT_PROTECTION_EXEMPT, ...ALWAYS_ALLOWED]);
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0] ?? request.url;
    if (!(path === '/api' || path.startsWith('/api/')) || exempt.has(path)) return;
    const wait = await limits.tryConsume('apiPerAddress', request.ip);
    if (wait === null) return;
    request.log.warn({ path }, 'bot protection: address over its limit');
    return reply
      .status(403)
      .header('retry-after', String(wait))
      .send({
        error: {
          code: AccountErrorCode.CAPTCHA_REQUIRED,
          message: 'Vui lòng xác minh bạn không phải là robot.',
        },
      });
  });
}
