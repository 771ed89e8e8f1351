import { AccountErrorCode } from '@gio/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
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

/**
 * The session's token as a page carries it: XOR-masked with a fresh random pad for each answer,
 * `<pad>.<masked>` in base64url. First-load pages are compressed and also echo text from the URL
 * (a search term), so an unchanging secret in them could be read back from answer sizes
 * (BREACH); masked, the bytes differ on every answer. The check unmasks what a client sends.
 */
export function maskCsrfToken(token: string): string {
  const raw = Buffer.from(token, 'utf8');
  const pad = randomBytes(raw.length);
  const masked = Buffer.from(raw.map((byte, index) => byte ^ pad[index]!));
  return `${pad.toString('base64url')}.${masked.toString('base64url')}`;
}

/** The token a masked one stands for; a token sent as it is (from a JSON answer) stays as it is. */
export function unmaskCsrfToken(sent: string): string {
  const dot = sent.indexOf('.');
  if (dot < 0) return sent;
  const pad = Buffer.from(sent.slice(0, dot), 'base64url');
  const masked = Buffer.from(sent.slice(dot + 1), 'base64url');
  if (pad.length === 0 || pad.length !== masked.length) return '';
  return Buffer.from(masked.map((byte, index) => byte ^ pad[index]!)).toString('utf8');
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
  return safeEqual(unmaskCsrfToken(sent), session.csrfToken) ? null : 'wrong-token';
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
