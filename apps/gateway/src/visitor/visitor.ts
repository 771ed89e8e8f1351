import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionManager } from '../session/session-manager';

/**
 * The visitor of a request, for per-visitor state that needs no account (hidden banners): the
 * session's guest id (design.md "Gateway": guests get a guest id). It stays the same when the
 * visitor signs in, so what a guest hid stays hidden, and changes when they sign out.
 */
export function visitorId(request: FastifyRequest): string | null {
  return request.session?.guestId ?? null;
}

/**
 * The visitor id of a write. Every write passed the CSRF check, which needs a session, so a
 * write always has one; the error is for a route registered outside that protection.
 */
export function ensureVisitorId(request: FastifyRequest): string {
  const id = visitorId(request);
  if (id === null) throw new Error(`${request.method} ${request.url} ran without a session`);
  return id;
}

/** The visitor's session, created (with its cookie) on a first visit; first-load pages call it. */
export async function ensureVisitorSession(
  sessions: SessionManager,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<{ guestId: string; csrfToken: string }> {
  const session = await sessions.ensure(request, reply);
  return { guestId: session.guestId, csrfToken: session.csrfToken };
}
