import { leadRoutes as routes } from '@gio/contracts';
import type { FastifyInstance } from 'fastify';
import { signedInUserId } from '../session/signed-in';
import { defineRoute, type RouteOptions } from '../http/define-route';
import { ensureVisitorId } from '../visitor/visitor';
import type { LeadCaptureService } from './lead-capture-service';
import { submitPalletQuoteRequest, type PalletQuoteDeps } from './pallet-quotes';

export interface LeadRouteDeps {
  readonly leads: LeadCaptureService;
  readonly palletQuotes: PalletQuoteDeps;
  readonly options: RouteOptions;
}

/**
 * Lead capture and pallet quotes (accounts.md §7 "Business and other", submit-pallet-quote-request).
 * Lead capture belongs to a signed-in user; a guest may ask for a pallet quote.
 */
export function registerLeadRoutes(app: FastifyInstance, deps: LeadRouteDeps): void {
  const { leads, options } = deps;
  defineRoute(app, routes.leadCapture, options, async ({ request }) => ({
    data: await leads.read(signedInUserId(request)),
  }));
  defineRoute(app, routes.createLeadCapture, options, async ({ body, request }) => ({
    data: { leadCapture: await leads.create(signedInUserId(request), body) },
  }));
  defineRoute(app, routes.updateLeadCapture, options, async ({ body, request }) => ({
    data: { leadCapture: await leads.update(signedInUserId(request), body) },
  }));
  defineRoute(app, routes.exitLeadCapture, options, async ({ request }) => {
    await leads.exit(signedInUserId(request));
    return { data: { exited: true as const } };
  });
  defineRoute(app, routes.submitPalletQuoteRequest, options, async ({ body, request }) => {
    const requestId = await submitPalletQuoteRequest(
      deps.palletQuotes,
      { userId: request.session?.userId ?? null, guestId: ensureVisitorId(request) },
      body.palletPayload,
    );
    return { data: { success: true, requestId } };
  });
}
