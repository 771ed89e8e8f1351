import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const VISITOR_COOKIE = 'gio_visitor';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The anonymous visitor id: a long-lived random cookie that keys per-visitor state (hidden
 * banners) until sessions exist. Sessions replace it in a later issue; it carries no identity.
 */
export function visitorId(request: FastifyRequest): string | null {
  const value = request.cookies[VISITOR_COOKIE];
  return value && /^[A-Za-z0-9_-]{20,64}$/.test(value) ? value : null;
}

export function ensureVisitorId(request: FastifyRequest, reply: FastifyReply, secure: boolean): string {
  const existing = visitorId(request);
  if (existing) return existing;
  const id = randomBytes(24).toString('base64url');
  reply.setCookie(VISITOR_COOKIE, id, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: ONE_YEAR_SECONDS,
  });
  return id;
}
