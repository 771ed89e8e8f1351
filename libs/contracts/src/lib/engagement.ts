import { LoyaltyStatus } from '@gio/domain-loyalty';
import { z } from 'zod';
import { seoSchema } from './catalogue';
import { interstitialSchema, type RestRoute } from './rest';

/**
 * Engagement calls of accounts.md §7 ("Search and page features", "Business and other"):
 * newsfeed, the account sidebar's dashboard, interstitials with their seen list, games,
 * survey results and invite referrals. Money is đồng.
 */

/** Error codes of the engagement calls (the spec's catalogue numbers none of them). */
export const EngagementErrorCode = {
  /** 404: no such game, or it is not running. */
  GAME_UNAVAILABLE: 'GAME_UNAVAILABLE',
  /** 409: one play per user per game. */
  GAME_ALREADY_PLAYED: 'GAME_ALREADY_PLAYED',
  /** 404: no such survey, or it is closed. */
  SURVEY_UNAVAILABLE: 'SURVEY_UNAVAILABLE',
  /** 400: an answer that does not fit its question (the field names it). */
  SURVEY_ANSWER_INVALID: 'SURVEY_ANSWER_INVALID',
  /** 409: that order's survey was answered already. */
  SURVEY_ALREADY_ANSWERED: 'SURVEY_ALREADY_ANSWERED',
  /** 404: no invite code of that name. */
  INVITE_CODE_UNKNOWN: 'INVITE_CODE_UNKNOWN',
  /** 400: the code cannot be accepted by this user (own code, orders already placed, referred before). */
  INVITE_NOT_ACCEPTED: 'INVITE_NOT_ACCEPTED',
} as const;
export type EngagementErrorCode = (typeof EngagementErrorCode)[keyof typeof EngagementErrorCode];

const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });
const id = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'must be an id');
const pageQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });

// ---------------------------------------------------------------------------------------------
// Newsfeed
// ---------------------------------------------------------------------------------------------

/** Items per newsfeed page. */
export const NEWSFEED_PAGE_SIZE = 20;

export const newsfeedItemSchema = z.object({
  id: z.string(),
  kind: z.enum(['announcement', 'promotion', 'reward', 'referral', 'game']),
  title: z.string(),
  body: z.string(),
  url: z.string().nullable(),
  publishedAt: z.string(),
  /** Published after the user last opened the newsfeed. */
  isNew: z.boolean(),
});
export type NewsfeedItem = z.infer<typeof newsfeedItemSchema>;

export const newsfeedTimeSchema = z.object({
  /** Publication time of the newest item the user can see; null when there is none. */
  time: z.string().nullable(),
  lastReadAt: z.string().nullable(),
  unreadCount: z.number().int().nonnegative(),
});

// ---------------------------------------------------------------------------------------------
// Interstitials
// ---------------------------------------------------------------------------------------------

export const interstitialPageSchema = z.enum([
  'HOME',
  'CATEGORY',
  'EXPRESS_CATEGORY',
  'PRODUCT',
  'SEARCH',
  'MODULE',
]);

/** The domain-shell `selectInterstitial` decision over the list and the visitor's seen list. */
export const interstitialDecisionSchema = z.object({
  kind: z.enum(['redirect', 'show', 'none']),
  interstitialId: z.string().nullable(),
  template: z.enum(['product-carousel', 'default']).nullable(),
  reason: z.enum(['empty', 'hidden-by-feature', 'seen']).nullable(),
});

// ---------------------------------------------------------------------------------------------
// Games
// ---------------------------------------------------------------------------------------------

/** Where a game is offered: the game-capture first-load modal, the account area, the confirmation page. */
export const gameCtaSchema = z.enum(['game-capture', 'account', 'confirmation']);
export type GameCta = z.infer<typeof gameCtaSchema>;

export const gamePrizeSchema = z.object({
  id: z.string(),
  label: z.string(),
  kind: z.enum(['credit', 'points', 'none']),
  /** Đồng of user credit, or WAON points. */
  amount: z.number().int().nonnegative(),
});

export const gameResultSchema = z.object({
  gameId: z.string(),
  title: z.string(),
  description: z.string(),
  kind: z.enum(['spin-wheel', 'scratch-card']),
  endDate: z.string(),
  status: z.enum(['available', 'played', 'dismissed']),
  prizes: z.array(gamePrizeSchema),
  /** The user's prize once played. */
  prize: gamePrizeSchema.nullable(),
  playedAt: z.string().nullable(),
  /** What to do next: play, or use the prize. */
  cta: z.object({ label: z.string(), url: z.string() }),
});
export type GameResult = z.infer<typeof gameResultSchema>;

// ---------------------------------------------------------------------------------------------
// Surveys
// ---------------------------------------------------------------------------------------------

export const surveyQuestionSchema = z.object({
  id: z.string(),
  text: z.string(),
  type: z.enum(['single', 'multiple', 'rating', 'text']),
  required: z.boolean(),
  options: z.array(z.object({ id: z.string(), label: z.string() })),
});
export type SurveyQuestion = z.infer<typeof surveyQuestionSchema>;

/** accounts.md §3 "Confirmation survey": _id, status, questions. */
export const confirmationSurveySchema = z.object({
  _id: z.string(),
  status: z.enum(['active', 'answered']),
  title: z.string(),
  questions: z.array(surveyQuestionSchema),
});
export type ConfirmationSurvey = z.infer<typeof confirmationSurveySchema>;

export const surveyAnswerSchema = z.object({
  questionId: id,
  optionIds: z.array(id).max(20).optional(),
  text: z.string().trim().max(1000).optional(),
  rating: z.number().int().min(1).max(5).optional(),
});
export type SurveyAnswer = z.infer<typeof surveyAnswerSchema>;

// ---------------------------------------------------------------------------------------------
// Invite referral
// ---------------------------------------------------------------------------------------------

/** An invite code: a promo code of type 1 (accounts.md §4) owned by the inviting user. */
export const inviteCodeSchema = z
  .string()
  .trim()
  .min(4)
  .max(32)
  .regex(/^[A-Za-z0-9-]+$/, 'must be an invite code')
  .transform((value) => value.toUpperCase());

/** What the /invite/:promocode landing page shows. */
export const inviteOfferSchema = z.object({
  promoCode: z.string(),
  /** False for an unknown or ended code; the page then says so. */
  valid: z.boolean(),
  inviterFirstName: z.string().nullable(),
  discountAmount: z.number().int().nonnegative(),
  minimumPurchase: z.number().int().nonnegative(),
  endDate: z.string().nullable(),
});
export type InviteOffer = z.infer<typeof inviteOfferSchema>;

/** Page data of /invite/:promocode (accounts.md §2). */
export const invitePageDataSchema = z.object({
  page: z.literal('invite'),
  seo: seoSchema,
  invite: inviteOfferSchema,
});

export const myInviteSchema = z.object({
  promoCode: z.string(),
  /** Path of the landing page to share. */
  path: z.string(),
  discountAmount: z.number().int().positive(),
  inviterCredit: z.number().int().positive(),
  invitedCount: z.number().int().nonnegative(),
  rewardedCount: z.number().int().nonnegative(),
  creditEarned: z.number().int().nonnegative(),
});

// ---------------------------------------------------------------------------------------------
// Dashboard
// ---------------------------------------------------------------------------------------------

export const dashboardSchema = z.object({
  firstName: z.string(),
  memberSince: z.string(),
  numSuccessfulOrders: z.number().int().nonnegative(),
  loyalty: z.object({
    status: z.enum([
      LoyaltyStatus.EXPIRED,
      LoyaltyStatus.PROCESSING,
      LoyaltyStatus.ACTIVE,
      LoyaltyStatus.NOT_CONNECTED,
    ]),
    points: z.number().int().nonnegative(),
    rewardAmount: z.number().int().nonnegative(),
    usableVoucherCount: z.number().int().nonnegative(),
  }),
  /** Đồng of user credit (invite rewards, prizes). */
  creditBalance: z.number().int(),
  unreadNewsfeedCount: z.number().int().nonnegative(),
  availableGameCount: z.number().int().nonnegative(),
  invite: z.object({
    promoCode: z.string().nullable(),
    invitedCount: z.number().int().nonnegative(),
  }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

// ---------------------------------------------------------------------------------------------
// First-load signals
// ---------------------------------------------------------------------------------------------

/**
 * The first-load modals (storefront.md §4 "First-load modal") that only the server can know
 * about; the ids are those of the domain-shell priority list. The storefront asks once per full
 * page load and fetches the details of the one modal it opens.
 */
export const SERVER_FIRST_LOAD_MODALS = [
  'loyalty-prompt',
  'location-capture',
  'organization-invite',
  'organization-update-confirmation',
  'b2b-login-data',
  'lead-capture-form',
  'game-capture',
] as const;
export const serverFirstLoadModalSchema = z.enum(SERVER_FIRST_LOAD_MODALS);
export type ServerFirstLoadModal = z.infer<typeof serverFirstLoadModalSchema>;

export const firstLoadSignalsSchema = z.object({
  /** False for a guest, who gets no server-side modal (each needs a signed-in user). */
  signedIn: z.boolean(),
  /** The modals that apply to this session now, in the spec's priority order. */
  modals: z.array(serverFirstLoadModalSchema),
});
export type FirstLoadSignals = z.infer<typeof firstLoadSignalsSchema>;

export const engagementRoutes = {
  newsfeed: {
    method: 'GET',
    path: '/api/account/newsfeed',
    query: pageQuery,
    response: dataOf(
      z.object({
        items: z.array(newsfeedItemSchema),
        page: z.number().int().positive(),
        hasMore: z.boolean(),
        lastReadAt: z.string().nullable(),
      }),
    ),
  },
  newsfeedTime: {
    method: 'GET',
    path: '/api/account/newsfeed/time',
    response: dataOf(newsfeedTimeSchema),
  },
  dashboard: {
    method: 'GET',
    path: '/api/nav-account-sidebar/dashboard',
    response: dataOf(z.object({ dashboard: dashboardSchema })),
  },
  interstitial: {
    method: 'GET',
    path: '/api/interstitial',
    query: z.object({ page: interstitialPageSchema.default('HOME') }),
    response: dataOf(
      z.object({
        interstitials: z.array(interstitialSchema),
        seenIds: z.array(z.string()),
        decision: interstitialDecisionSchema,
      }),
    ),
  },
  interstitialSeen: {
    method: 'POST',
    path: '/api/interstitial/seen',
    body: z.object({ interstitialId: id }),
    response: dataOf(z.object({ seenIds: z.array(z.string()) })),
  },
  gameResults: {
    method: 'GET',
    path: '/api/games/results',
    query: z.object({ cta: gameCtaSchema }),
    response: dataOf(z.object({ games: z.array(gameResultSchema) })),
  },
  playGame: {
    method: 'POST',
    path: '/api/games/play',
    body: z.object({ gameId: id }),
    response: dataOf(z.object({ game: gameResultSchema })),
  },
  dismissGame: {
    method: 'POST',
    path: '/api/games/dismiss',
    body: z.object({ gameId: id }),
    response: dataOf(z.object({ game: gameResultSchema })),
  },
  surveyResults: {
    method: 'POST',
    path: '/api/survey-results',
    body: z.object({
      surveyResults: z.object({
        surveyId: id,
        orderId: id,
        answers: z.array(surveyAnswerSchema).min(1).max(50),
      }),
    }),
    response: dataOf(z.object({ survey: confirmationSurveySchema })),
  },
  myInvite: {
    method: 'GET',
    path: '/api/invite/code',
    response: dataOf(z.object({ invite: myInviteSchema })),
  },
  /** Not in the spec: every server-side first-load signal of the session in one call. */
  firstLoad: {
    method: 'GET',
    path: '/api/first-load',
    response: dataOf(firstLoadSignalsSchema),
  },
  acceptInvite: {
    method: 'POST',
    path: '/api/invite/accept',
    body: z.object({ promoCode: inviteCodeSchema }),
    response: dataOf(z.object({ invite: inviteOfferSchema, accepted: z.literal(true) })),
  },
} as const satisfies Record<string, RestRoute>;
