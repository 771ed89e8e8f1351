import { authRoutes, type SessionUser } from '@gio/contracts';
import { callRoute, UnauthorizedError, type RouteClient } from '@gio/data-access';
import type { CsrfHolder } from '../../../lib/account-client';
import { loginUrl, type PageEnvironment } from '../../../lib/navigation';

/**
 * GET /api/session: the signed-in user of this session. The answer's CSRF token replaces the one
 * held (it is the session's own). No user means the session ended: like a 401 on a signed-in
 * page, the browser goes to sign in and comes back here.
 */
export async function getSignedInUser(
  client: RouteClient<typeof authRoutes.session>,
  csrf: CsrfHolder,
  environment: PageEnvironment,
): Promise<SessionUser> {
  const answer = await callRoute(client, authRoutes.session, { csrf: false });
  csrf.set(answer.csrfToken);
  if (answer.user) return answer.user as SessionUser;
  environment.fullPageLoad(loginUrl(environment.currentUrl()));
  throw new UnauthorizedError({ status: 401, code: 'UNAUTHORIZED', message: 'signed out' });
}
