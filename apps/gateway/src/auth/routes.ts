import { authRoutes as routes } from '@gio/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { signedInUserId } from '../session/signed-in';
import { currentUser, signIn, type AccountRouteDeps } from '../accounts/routes';
import type { SocialProviderName } from '../accounts/site-switches';
import { defineRoute } from '../http/define-route';
import { randomToken } from '../security/random';
import type { SignedTokenIssuer } from '../security/signed-tokens';
import type { SocialSignInService } from './social-service';

export interface AuthRouteDeps extends Pick<
  AccountRouteDeps,
  'db' | 'users' | 'sessions' | 'options'
> {
  readonly social: SocialSignInService;
  readonly tokens: SignedTokenIssuer;
  /** Sign in with Apple JS: our Services ID (null when Apple is not configured) and return URL. */
  readonly apple: { readonly clientId: string | null; readonly redirectUri: string };
}

/**
 * Google, Facebook and Apple (accounts.md §4, §7): check signs in (or says to link first),
 * link and unlink need a signed-in user; plus the Apple config and the short-lived tokens.
 */
export function registerAuthRoutes(app: FastifyInstance, deps: AuthRouteDeps): void {
  const { social, options } = deps;

  const check = async (
    provider: SocialProviderName,
    token: string,
    request: FastifyRequest,
    reply: FastifyReply,
  ) => {
    const result = await social.check(provider, token);
    if (!result.signedIn)
      return {
        data: { signedIn: false as const, linkRequired: true as const, email: result.email },
      };
    const { user, csrfToken } = await signIn(deps, request, reply, result.userId);
    return { data: { signedIn: true as const, user, csrfToken, created: result.created } };
  };
  const link = async (provider: SocialProviderName, token: string, request: FastifyRequest) => {
    await social.link(signedInUserId(request), provider, token);
    return { data: { user: await currentUser(deps, request) } };
  };
  const unlink = async (provider: SocialProviderName, request: FastifyRequest) => {
    await social.unlink(signedInUserId(request), provider);
    return { data: { user: await currentUser(deps, request) } };
  };

  defineRoute(app, routes.checkGoogle, options, ({ body, request, reply }) =>
    check('google', body.accountData.idToken, request, reply),
  );
  defineRoute(app, routes.linkGoogle, options, ({ body, request }) =>
    link('google', body.accountData.idToken, request),
  );
  defineRoute(app, routes.unlinkGoogle, options, ({ request }) => unlink('google', request));
  defineRoute(app, routes.checkFacebook, options, ({ body, request, reply }) =>
    check('facebook', body.facebook.idToken, request, reply),
  );
  defineRoute(app, routes.linkFacebook, options, ({ body, request }) =>
    link('facebook', body.facebook.idToken, request),
  );
  defineRoute(app, routes.unlinkFacebook, options, ({ request }) => unlink('facebook', request));
  defineRoute(app, routes.checkApple, options, ({ body, request, reply }) =>
    check('apple', body.apple.idToken, request, reply),
  );
  defineRoute(app, routes.linkApple, options, ({ body, request }) =>
    link('apple', body.apple.idToken, request),
  );
  defineRoute(app, routes.unlinkApple, options, ({ request }) => unlink('apple', request));

  defineRoute(app, routes.appleSignInConfig, options, async () => ({
    data: {
      enabled: await social.enabled('apple'),
      clientId: deps.apple.clientId,
      redirectURI: deps.apple.redirectUri,
      scope: 'name email',
      // Fresh per call: the apps send state back and compare; nonce binds the id token to this page.
      state: randomToken(16),
      nonce: randomToken(16),
      usePopup: true,
    },
  }));

  defineRoute(app, routes.firebaseToken, options, async ({ request }) => ({
    data: await deps.tokens.issue(signedInUserId(request), 'firebase'),
  }));
  defineRoute(app, routes.acsToken, options, async ({ request }) => ({
    data: await deps.tokens.issue(signedInUserId(request), 'acs'),
  }));
}
