import type { FastifyInstance } from 'fastify';
import type { BusinessServices } from '../business/register-business';
import type { Database } from '../db/database';
import type { RouteOptions } from '../http/define-route';
import type { LoyaltyService } from '../loyalty/loyalty-service';
import { registerLoyaltyRoutes } from '../loyalty/routes';
import type { GameService } from './games/game-service';
import type { InterstitialService } from './interstitials';
import type { InviteService } from './invites/invite-service';
import type { NewsfeedService } from './newsfeed/newsfeed-service';
import { registerEngagementRoutes } from './routes';
import type { SurveyService } from './surveys/survey-service';

export interface EngagementDeps {
  readonly db: Database;
  readonly loyalty: LoyaltyService;
  readonly newsfeed: NewsfeedService;
  readonly games: GameService;
  readonly invites: InviteService;
  readonly interstitials: InterstitialService;
  readonly surveys: SurveyService;
  /** The business services the first-load signals ask (invites, confirmations, login data, leads). */
  readonly business: BusinessServices;
  readonly routeOptions: RouteOptions;
  /** Production cookies are Secure. */
  readonly production: boolean;
  /** The clock of the dashboard's usable vouchers and the banner-dismissal cookie. */
  readonly now: () => number;
}

/**
 * Registers loyalty (WAON) and the engagement calls. The invite-referral credit on order
 * completion is wired where the services are built (services.ts).
 */
export function registerLoyaltyAndEngagement(app: FastifyInstance, deps: EngagementDeps): void {
  registerLoyaltyRoutes(app, {
    loyalty: deps.loyalty,
    options: deps.routeOptions,
    secureCookies: deps.production,
    now: deps.now,
  });
  registerEngagementRoutes(app, {
    db: deps.db,
    options: deps.routeOptions,
    loyalty: deps.loyalty,
    newsfeed: deps.newsfeed,
    games: deps.games,
    invites: deps.invites,
    interstitials: deps.interstitials,
    surveys: deps.surveys,
    business: deps.business,
    now: deps.now,
  });
}
