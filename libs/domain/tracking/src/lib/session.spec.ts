import fc from 'fast-check';
import {
  createAnonymousId,
  ensureAnonymousId,
  TRACKING_COOKIE_MAX_AGE_SECONDS,
  TRACKING_SESSION_MS,
  trackingCookieExpiry,
  trackingSession,
} from './session';

const MINUTE = 60_000;

describe('trackingSession (accounts.md §4: expires 30 minutes after activity)', () => {
  const newId = () => 'new';

  it('keeps the session one millisecond before 30 minutes and renews at 30 minutes', () => {
    expect(
      trackingSession({ now: 30 * MINUTE - 1, lastActivity: 0, sessionId: 'old', newId }),
    ).toEqual({
      sessionId: 'old',
      lastActivity: 30 * MINUTE - 1,
      expiresAt: 60 * MINUTE - 1,
      renewed: false,
    });
    expect(
      trackingSession({ now: 30 * MINUTE, lastActivity: 0, sessionId: 'old', newId }),
    ).toMatchObject({
      sessionId: 'new',
      renewed: true,
    });
  });

  it('starts a session when none is stored', () => {
    expect(trackingSession({ now: 5, newId })).toMatchObject({ sessionId: 'new', renewed: true });
    expect(trackingSession({ now: 5, lastActivity: 0, sessionId: '', newId })).toMatchObject({
      renewed: true,
    });
    expect(
      trackingSession({ now: 5, lastActivity: Number.NaN, sessionId: 'old', newId }),
    ).toMatchObject({ renewed: true });
  });

  it('keeps the session when the clock went back', () => {
    expect(
      trackingSession({ now: 0, lastActivity: 10 * MINUTE, sessionId: 'old', newId }),
    ).toMatchObject({
      sessionId: 'old',
      renewed: false,
    });
  });

  it('renews exactly when the gap reaches 30 minutes (property)', () => {
    fc.assert(
      fc.property(fc.nat(10 ** 12), fc.nat(2 * TRACKING_SESSION_MS), (lastActivity, gap) => {
        const session = trackingSession({
          now: lastActivity + gap,
          lastActivity,
          sessionId: 'old',
          newId,
        });
        expect(session.renewed).toBe(gap >= TRACKING_SESSION_MS);
        expect(session.expiresAt - session.lastActivity).toBe(TRACKING_SESSION_MS);
      }),
    );
  });
});

describe('tracking cookie (accounts.md §9: 365 days)', () => {
  it('lives 365 days', () => {
    expect(TRACKING_COOKIE_MAX_AGE_SECONDS).toBe(31_536_000);
    expect(trackingCookieExpiry(1000)).toBe(1000 + 365 * 24 * 60 * MINUTE);
  });
});

describe('anonymous id (injected random source)', () => {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  it('is a version-4 UUID fixed by the random source', () => {
    expect(createAnonymousId(() => 0)).toBe('00000000-0000-4000-8000-000000000000');
    expect(createAnonymousId(() => 0.9999)).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
  });

  it('is well formed even from a broken random source (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.double(), { minLength: 1 }), (values) => {
        let index = 0;
        const id = createAnonymousId(() => values[index++ % values.length]!);
        expect(id).toMatch(uuid);
      }),
    );
  });

  it('keeps a stored id and creates one otherwise', () => {
    expect(ensureAnonymousId('kept', () => 0)).toEqual({ id: 'kept', created: false });
    expect(ensureAnonymousId('', () => 0)).toEqual({
      id: '00000000-0000-4000-8000-000000000000',
      created: true,
    });
    expect(ensureAnonymousId(null, () => 0).created).toBe(true);
  });
});
