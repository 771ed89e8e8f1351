import { Timing } from '@gio/domain-enums';

/** A tracking session ends this long after the last activity (accounts.md §4, §9: 30 minutes). */
export const TRACKING_SESSION_MS: number = Timing.TRACKING_SESSION;

/** The tracking cookie's lifetime (accounts.md §4, §9: 365 days). */
export const TRACKING_COOKIE_DAYS: number = Timing.TRACKING_COOKIE_DAYS;
export const TRACKING_COOKIE_MAX_AGE_SECONDS: number = TRACKING_COOKIE_DAYS * 24 * 60 * 60;

export interface TrackingSessionInput {
  readonly now: number;
  readonly lastActivity?: number | null;
  readonly sessionId?: string | null;
  /** Makes a new session id; passed in so that ids come from the app's random source. */
  readonly newId: () => string;
}

export interface TrackingSession {
  readonly sessionId: string;
  /** The activity time to store: now. */
  readonly lastActivity: number;
  readonly expiresAt: number;
  /** True when a new session started (none, expired, or unreadable). */
  readonly renewed: boolean;
}

/**
 * Tracking session (accounts.md §4 "Tracking"): a session expires 30 minutes after the last
 * activity; at exactly 30 minutes it has expired. Every activity extends it. A last activity in
 * the future (clock change) keeps the session rather than splitting it.
 */
export function trackingSession(input: TrackingSessionInput): TrackingSession {
  const { now } = input;
  const hasSession =
    typeof input.sessionId === 'string' &&
    input.sessionId.length > 0 &&
    typeof input.lastActivity === 'number' &&
    Number.isFinite(input.lastActivity);
  const alive = hasSession && now - (input.lastActivity as number) < TRACKING_SESSION_MS;
  return {
    sessionId: alive ? (input.sessionId as string) : input.newId(),
    lastActivity: now,
    expiresAt: now + TRACKING_SESSION_MS,
    renewed: !alive,
  };
}

/** Tracking cookie expiry (accounts.md §9): 365 days after it is written. */
export function trackingCookieExpiry(nowMs: number): number {
  return nowMs + TRACKING_COOKIE_MAX_AGE_SECONDS * 1000;
}

/** A source of uniformly distributed numbers in [0, 1), passed in (no Math.random in the domain). */
export type RandomSource = () => number;

const HEX = '0123456789abcdef';

function hexDigit(random: RandomSource): number {
  const value = Math.floor(random() * 16);
  return Number.isFinite(value) ? Math.min(15, Math.max(0, value)) : 0;
}

/**
 * Anonymous id (accounts.md §3 "Tracking event envelope"): a version-4 UUID drawn from the
 * injected random source, so that tests fix it and the app can use a crypto source.
 */
export function createAnonymousId(random: RandomSource): string {
  const digits = Array.from({ length: 32 }, () => hexDigit(random));
  digits[12] = 4;
  digits[16] = 8 + ((digits[16] as number) & 3);
  const hex = digits.map((digit) => HEX[digit]).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Keeps a stored anonymous id, or creates one (accounts.md §3); the cookie keeps it 365 days. */
export function ensureAnonymousId(
  stored: string | null | undefined,
  random: RandomSource,
): { id: string; created: boolean } {
  if (typeof stored === 'string' && stored.trim().length > 0) return { id: stored, created: false };
  return { id: createAnonymousId(random), created: true };
}
