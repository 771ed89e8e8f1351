import type { FastifyInstance } from 'fastify';
import type { BusinessHandle } from '../business/register-business';
import type { CatalogueService } from '../catalogue/service';
import type { Database } from '../db/database';
import type { RouteOptions } from '../http/define-route';
import { SandboxLoyaltyProvider, type LoyaltyProvider } from '../loyalty/loyalty-provider';
import { LoyaltyService } from '../loyalty/loyalty-service';
import { registerLoyaltyRoutes } from '../loyalty/routes';
import type { OrderEvents } from '../orders/order-events';
import { GameService } from './games/game-service';
import { SeededRandom, type RandomSource } from './games/random-source';
import { InterstitialService } from './interstitials';
import { InviteService } from './invites/invite-service';
import { NewsfeedService } from './newsfeed/newsfeed-service';
import { registerEngagementRoutes } from './routes';
import { SurveyService } from './surveys/survey-service';

/** Test seams: the prize draw's random source, the WAON provider and the clock. */
export interface EngagementSeams {
  readonly random?: RandomSource;
  readonly loyaltyProvider?: LoyaltyProvider;
  readonly now?: () => number;
}

export interface EngagementDeps extends EngagementSeams {
  readonly db: Database;
  readonly catalogue: CatalogueService;
  /** The business services the first-load signals ask (invites, confirmations, login data, leads). */
  readonly business: BusinessHandle;
  readonly routeOptions: RouteOptions;
  readonly production: boolean;
  /** Where the invite-referral credit listens for completed orders. */
  readonly orderEvents?: OrderEvents;
}

/** What other parts of the gateway use: the invite landing page reads invites. */
export interface EngagementHandle {
  readonly invites: InviteService;
  readonly loyalty: LoyaltyService;
}

/**
 * Registers loyalty (WAON) and the engagement calls, and the invite-referral credit on order
 * completion.
 */
export async function registerLoyaltyAndEngagement(
  app: FastifyInstance,
  deps: EngagementDeps,
): Promise<EngagementHandle> {
  const now = deps.now ?? Date.now;
  const loyalty = new LoyaltyService(
    deps.db,
    deps.loyaltyProvider ?? new SandboxLoyaltyProvider(),
    now,
  );
  const newsfeed = new NewsfeedService(deps.db, now);
  const games = new GameService(deps.db, deps.random ?? new SeededRandom(), now);
  const invites = new InviteService(deps.db, undefined, now);
  const interstitials = new InterstitialService(deps.db, deps.catalogue);
  const surveys = new SurveyService(deps.db, now);
  deps.orderEvents?.onCompleted((tx, order) => invites.onOrderCompleted(tx, order));
  registerLoyaltyRoutes(app, {
    loyalty,
    options: deps.routeOptions,
    secureCookies: deps.production,
    now,
  });
  registerEngagementRoutes(app, {
    db: deps.db,
    options: deps.routeOptions,
    loyalty,
    newsfeed,
    games,
    invites,
    interstitials,
    surveys,
    business: deps.business,
    now,
  });
  return { invites, loyalty };
}
