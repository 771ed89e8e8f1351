import { loyaltyRoutes as routes } from '@gio/contracts';
import {
  LOYALTY_EXPIRED_BANNER_COOKIE,
  expiredBannerDismissalCookie,
  isExpiredBannerDismissed,
} from '@gio/domain-loyalty';
import type { FastifyInstance } from 'fastify';
import { signedInUserId } from '../session/signed-in';
import { defineRoute, type RouteOptions } from '../http/define-route';
import type { LoyaltyService } from './loyalty-service';

export interface LoyaltyRouteDeps {
  readonly loyalty: LoyaltyService;
  readonly options: RouteOptions;
  /** Production cookies are Secure. */
  readonly secureCookies: boolean;
  readonly now: () => number;
}

/** storefront.md §7 "Loyalty": the WAON calls, each for the signed-in user only. */
export function registerLoyaltyRoutes(app: FastifyInstance, deps: LoyaltyRouteDeps): void {
  const { loyalty, options } = deps;

  defineRoute(app, routes.memberInfo, options, async ({ request }) => ({
    data: await loyalty.memberInfo(
      signedInUserId(request),
      isExpiredBannerDismissed(request.cookies[LOYALTY_EXPIRED_BANNER_COOKIE]),
    ),
  }));

  defineRoute(app, routes.dismiss, options, async ({ request, reply }) => {
    const userId = signedInUserId(request);
    await loyalty.dismissExpiredBanner(userId);
    // The storefront reads this cookie before member-info answers, so it is not HttpOnly.
    const cookie = expiredBannerDismissalCookie(deps.now());
    reply.setCookie(cookie.name, cookie.value, {
      path: '/',
      maxAge: cookie.maxAgeSeconds,
      expires: new Date(cookie.expiresAtMs),
      sameSite: 'lax',
      secure: deps.secureCookies,
      httpOnly: false,
    });
    return { data: { dismissed: true as const } };
  });

  defineRoute(app, routes.registerMember, options, async ({ body, request }) => ({
    data: await loyalty.register(signedInUserId(request), body.memberId),
  }));

  defineRoute(app, routes.redeemVoucher, options, async ({ body, request }) => ({
    data: await loyalty.redeem(signedInUserId(request), body.voucherId),
  }));

  defineRoute(app, routes.redeemableVouchers, options, async ({ params, request }) => ({
    data: await loyalty.redeemable(signedInUserId(request), params.n),
  }));

  defineRoute(app, routes.redeemedVouchers, options, async ({ params, request }) => ({
    data: await loyalty.redeemed(signedInUserId(request), params.n),
  }));
}
