import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomToken, sha256 } from '../security/random';
import type { SessionRecord, SessionStore } from './session-store';

/** Idle and absolute lifetimes (design.md "Gateway"). */
export interface SessionLifetimes {
  readonly idleMs: number;
  readonly absoluteMs: number;
}

export const DEFAULT_SESSION_LIFETIMES: SessionLifetimes = {
  idleMs: 7 * 24 * 60 * 60 * 1000,
  absoluteMs: 30 * 24 * 60 * 60 * 1000,
};

export interface SessionManagerOptions extends SessionLifetimes {
  /** Production: `Secure` and the `__Host-` prefix (HTTPS only, no Domain, Path=/). */
  readonly secureCookies: boolean;
  /** Activity is written at most this often, so that reads do not each cost a write. */
  readonly touchIntervalMs?: number;
  readonly now: () => number;
}

/** 256 random bits in URL-safe base64. */
const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

declare module 'fastify' {
  interface FastifyRequest {
    /** The visitor's live session, or null before one is created (see SessionManager.ensure). */
    session: SessionRecord | null;
  }
}

/**
 * Sessions for every visitor (design.md "Gateway"): a random 256-bit id in an HttpOnly,
 * SameSite=Lax cookie, a guest id, a CSRF token, idle and absolute expiry, a new id on sign-in
 * and sign-out with the old one deleted.
 */
export class SessionManager {
  readonly cookieName: string;
  private readonly now: () => number;
  private readonly touchIntervalMs: number;

  constructor(
    readonly store: SessionStore,
    private readonly options: SessionManagerOptions,
  ) {
    this.cookieName = options.secureCookies ? '__Host-gio_session' : 'gio_session';
    this.now = options.now;
    this.touchIntervalMs = options.touchIntervalMs ?? 60_000;
  }

  /** The live session the cookie names, or null (no cookie, unknown, idle or past its end). */
  async load(request: FastifyRequest): Promise<SessionRecord | null> {
    const id = request.cookies[this.cookieName];
    if (!id || !SESSION_ID.test(id)) return null;
    const record = await this.store.get(sha256(id));
    if (!record) return null;
    const now = this.now();
    if (now >= record.expiresAt || now - record.lastSeenAt > this.options.idleMs) {
      await this.store.delete(record.idHash);
      return null;
    }
    if (now - record.lastSeenAt >= this.touchIntervalMs) {
      await this.store.touch(record.idHash, now, this.options.idleMs);
      return { ...record, lastSeenAt: now };
    }
    return record;
  }

  /** The request's session, creating a guest session (and its cookie) when there is none. */
  async ensure(request: FastifyRequest, reply: FastifyReply): Promise<SessionRecord> {
    if (request.session) return request.session;
    return this.start(request, reply, { userId: null, guestId: randomToken(18) });
  }

  /**
   * Signs a user in: a new session id (so a session id planted before sign-in is worthless),
   * a new CSRF token, the guest id kept; the old session is deleted.
   */
  async signIn(
    request: FastifyRequest,
    reply: FastifyReply,
    userId: string,
  ): Promise<SessionRecord> {
    const previous = request.session;
    if (previous) await this.store.delete(previous.idHash);
    return this.start(request, reply, { userId, guestId: previous?.guestId ?? randomToken(18) });
  }

  /** Signs out: the session is deleted and the visitor continues as a new guest. */
  async signOut(request: FastifyRequest, reply: FastifyReply): Promise<SessionRecord> {
    const previous = request.session;
    if (previous) await this.store.delete(previous.idHash);
    return this.start(request, reply, { userId: null, guestId: randomToken(18) });
  }

  /** Ends a user's other sessions, e.g. after a password change. */
  async endOtherSessions(userId: string, keep: SessionRecord | null): Promise<void> {
    await this.store.deleteForUser(userId, keep?.idHash);
  }

  private async start(
    request: FastifyRequest,
    reply: FastifyReply,
    who: { userId: string | null; guestId: string },
  ): Promise<SessionRecord> {
    const id = randomToken(32);
    const now = this.now();
    const record: SessionRecord = {
      idHash: sha256(id),
      guestId: who.guestId,
      userId: who.userId,
      csrfToken: randomToken(32),
      createdAt: now,
      lastSeenAt: now,
      expiresAt: now + this.options.absoluteMs,
    };
    await this.store.create(record, this.options.idleMs);
    reply.setCookie(this.cookieName, id, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: this.options.secureCookies,
      maxAge: Math.floor(this.options.absoluteMs / 1000),
    });
    request.session = record;
    return record;
  }
}
