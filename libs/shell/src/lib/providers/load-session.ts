import type { JsonClient } from '@gio/data-access';
import type { SessionState } from './session';

/**
 * Asks the gateway who the shopper is (GET /api/session): a customer with their user, or a
 * guest. A failed call answers guest: guest flows (the login dialog) are the safe default.
 * `SessionProvider` asks it after the first render; a client-rendered app may ask it before its
 * first render instead and hand the answer to `ShellProvider`, so that the header and the site
 * banner are drawn once for the right shopper rather than for a guest first (a layout shift).
 */
export async function loadSession(client: Pick<JsonClient, 'get'>): Promise<SessionState> {
  try {
    // Imported when asked: the call's contract schemas (zod) stay out of every page's first load.
    const { getSession } = await import('./api/get-session');
    const answer = await getSession(client);
    return answer.user ? { status: 'customer', user: answer.user } : { status: 'guest', user: null };
  } catch {
    return { status: 'guest', user: null };
  }
}
