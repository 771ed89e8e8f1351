import { engagementRoutes as routes } from '@gio/contracts';
import { LOYALTY_EXPIRED_BANNER_COOKIE, isExpiredBannerDismissed } from '@gio/domain-loyalty';
import type { FastifyInstance } from 'fastify';
import { unauthorized } from '../http/app-error';
import { signedInUserId } from '../session/signed-in';
import { defineRoute, type RouteOptions } from '../http/define-route';
import { ensureVisitorId, visitorId } from '../visitor/visitor';
import { accountDashboard, type DashboardDeps } from './dashboard';
import { firstLoadModals, type FirstLoadDeps } from './first-load';
import type { GameService } from './games/game-service';
import type { InterstitialService } from './interstitials';
import type { InviteService } from './invites/invite-service';
import type { NewsfeedService } from './newsfeed/newsfeed-service';
import type { SurveyService } from './surveys/survey-service';

export interface EngagementRouteDeps
  extends DashboardDeps,
    Pick<FirstLoadDeps, 'organizations' | 'membership' | 'leads'> {
  readonly options: RouteOptions;
  readonly newsfeed: NewsfeedService;
  readonly interstitials: InterstitialService;
  readonly games: GameService;
  readonly surveys: SurveyService;
  readonly invites: InviteService;
}

/**
 * accounts.md §7 "Search and page features" and "Business and other": newsfeed, dashboard,
 * interstitials, games, survey results and invites. Interstitials and survey results also
 * answer guests (per visitor); the rest is for the signed-in user only.
 */
export function registerEngagementRoutes(app: FastifyInstance, deps: EngagementRouteDeps): void {
  const { options } = deps;

  defineRoute(app, routes.newsfeed, options, async ({ query, request }) => ({
    data: await deps.newsfeed.page(signedInUserId(request), query.page),
  }));
  defineRoute(app, routes.newsfeedTime, options, async ({ request }) => ({
    data: await deps.newsfeed.time(signedInUserId(request), deps.db),
  }));
  defineRoute(app, routes.dashboard, options, async ({ request }) => {
    const dashboard = await accountDashboard(deps, signedInUserId(request));
    if (!dashboard) throw unauthorized();
    return { data: { dashboard } };
  });

  defineRoute(app, routes.interstitial, options, async ({ query, request }) => ({
    data: await deps.interstitials.forPage(
      query.page,
      visitorId(request),
      request.session?.userId ?? null,
    ),
  }));
  defineRoute(app, routes.interstitialSeen, options, async ({ body, request }) => ({
    data: {
      seenIds: await deps.interstitials.markSeen(ensureVisitorId(request), body.interstitialId),
    },
  }));

  defineRoute(app, routes.gameResults, options, async ({ query, request }) => ({
    data: { games: await deps.games.results(signedInUserId(request), query.cta) },
  }));
  defineRoute(app, routes.playGame, options, async ({ body, request }) => ({
    data: { game: await deps.games.play(signedInUserId(request), body.gameId) },
  }));
  defineRoute(app, routes.dismissGame, options, async ({ body, request }) => ({
    data: { game: await deps.games.dismiss(signedInUserId(request), body.gameId) },
  }));

  defineRoute(app, routes.surveyResults, options, async ({ body, request }) => ({
    data: {
      survey: await deps.surveys.submit(
        { userId: request.session?.userId ?? null, visitorId: ensureVisitorId(request) },
        body.surveyResults,
      ),
    },
  }));

  // One call per full page load: a guest gets none, a signed-in user each signal that applies.
  defineRoute(app, routes.firstLoad, options, async ({ request }) => {
    const session = request.session;
    if (!session?.userId) return { data: { signedIn: false, modals: [] } };
    const modals = await firstLoadModals(deps, {
      userId: session.userId,
      signedInAt: session.createdAt ?? 0,
      loyaltyBannerDismissed: isExpiredBannerDismissed(
        request.cookies[LOYALTY_EXPIRED_BANNER_COOKIE],
      ),
    });
    return { data: { signedIn: true, modals } };
  });

  defineRoute(app, routes.myInvite, options, async ({ request }) => ({
    data: { invite: await deps.invites.myInvite(signedInUserId(request)) },
  }));
  defineRoute(app, routes.acceptInvite, options, async ({ body, request }) => ({
    data: {
      invite: await deps.invites.accept(signedInUserId(request), body.promoCode),
      accepted: true as const,
    },
  }));
}
