import { AccountErrorCode } from '@gio/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { safeEqual } from './random';

export const CSRF_HEADER = 'x-csrf-token';
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface CsrfOptions {
  /**
   * Origins allowed besides the request's own host, e.g. `https://gio.vn` behind a proxy that
   * rewrites Host. Compared exactly (scheme, host and port).
   */
  readonly allowedOrigins: readonly string[];
  /**
   * Paths whose POSTs need the Origin check only, not the token: `/track` beacons
   * (sendBeacon sets no headers) and `/api/graphql`, whose schema has queries only and whose
   * Apollo CSRF prevention already refuses the simple requests a foreign page could forge. A
   * GraphQL mutation would have to lift that exemption (graphql-csrf.spec.ts fails first).
   */
  readonly tokenExemptPaths?: readonly string[];
}

/** Why a write was refused; logged, never sent (the answer is the same for every reason). */
export type CsrfFailure = 'no-session' | 'no-token' | 'wrong-token' | 'foreign-origin';

/**
 * Where the request says it comes from: Origin, else Referer; null when the client sent
 * neither (a non-browser client: the token alone protects it).
 */
function claimedOrigin(request: FastifyRequest): string | null | 'invalid' {
  const origin = request.headers.origin;
  if (typeof origin === 'string') return origin === 'null' ? 'invalid' : origin;
  const referer = request.headers.referer;
  if (typeof referer !== 'string') return null;
  try {
    return new URL(referer).origin;
  } catch {
    return 'invalid';
  }
}

/** The Origin check: the claimed origin is this host's, or one of the allowed origins. */
export function originAllowed(request: FastifyRequest, allowedOrigins: readonly string[]): boolean {
  const claimed = claimedOrigin(request);
  if (claimed === null) return true;
  if (claimed === 'invalid') return false;
  if (allowedOrigins.includes(claimed)) return true;
  try {
    return new URL(claimed).host === request.headers.host;
  } catch {
    return false;
  }
}

/** The CSRF check of one request; null when it may go on. */
export function csrfFailure(request: FastifyRequest, options: CsrfOptions): CsrfFailure | null {
  if (!originAllowed(request, options.allowedOrigins)) return 'foreign-origin';
  const session = request.session;
  if (!session) return 'no-session';
  const sent = request.headers[CSRF_HEADER];
  if (typeof sent !== 'string' || sent === '') return 'no-token';
  return safeEqual(sent, session.csrfToken) ? null : 'wrong-token';
}

/**
 * CSRF protection (design.md "Gateway"): every POST, PUT, PATCH and DELETE must carry the
 * session's token as X-CSRF-Token and, when the browser says where it comes from, come from the
 * shop's own origin. The check runs in onRequest, before the body is read or any handler runs,
 * so a refused call changes nothing. Register after the session hook.
 */
export function registerCsrfProtection(app: FastifyInstance, options: CsrfOptions): void {
  const exempt = new Set(options.tokenExemptPaths ?? []);
  app.addHook('onRequest', async (request, reply) => {
    if (!MUTATING.has(request.method)) return;
    const path = request.url.split('?')[0] ?? request.url;
    const failure = exempt.has(path)
      ? originAllowed(request, options.allowedOrigins)
        ? null
        : 'foreign-origin'
      : csrfFailure(request, options);
    if (failure === null) return;
    request.log.info({ reason: failure, path }, 'CSRF check refused a write');
    return reply.status(403).send({
      error: {
        code: AccountErrorCode.CSRF_TOKEN_INVALID,
        message: 'Phiên làm việc đã thay đổi. Vui lòng tải lại trang và thử lại.',
      },
    });
  });
}
