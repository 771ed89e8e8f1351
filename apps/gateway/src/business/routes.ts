import { organizationProfileRoutes, organizationRoutes as routes } from '@gio/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { signedInUserId } from '../session/signed-in';
import { signIn } from '../accounts/routes';
import type { Database } from '../db/database';
import { defineRoute, type RouteOptions } from '../http/define-route';
import type { SessionManager } from '../session/session-manager';
import type { UserStore } from '../users/user-store';
import { clearConfirmations, openConfirmation } from './confirmations';
import { invoiceDetailsOf, saveInvoiceDetails } from './invoice-details-service';
import type { MembershipService } from './membership-service';
import type { OrganizationService } from './organization-service';

export interface OrganizationRouteDeps {
  readonly db: Database;
  readonly users: UserStore;
  readonly sessions: SessionManager;
  readonly organizations: OrganizationService;
  readonly membership: MembershipService;
  readonly options: RouteOptions;
}

/** The organisation page's calls (accounts.md §3, §6, §7 "Business and other"). */
export function registerOrganizationRoutes(
  app: FastifyInstance,
  deps: OrganizationRouteDeps,
): void {
  const { organizations, membership, options, db } = deps;

  defineRoute(app, routes.organization, options, async ({ request }) => ({
    data: await organizations.page(signedInUserId(request)),
  }));
  defineRoute(app, routes.updateOrganization, options, async ({ body, request }) => ({
    data: await organizations.update(signedInUserId(request), body),
  }));
  defineRoute(app, organizationProfileRoutes.invoiceDetails, options, async ({ request }) => ({
    data: await invoiceDetailsOf(db, signedInUserId(request)),
  }));
  defineRoute(app, organizationProfileRoutes.saveInvoiceDetails, options, async ({ body, request }) => ({
    data: await saveInvoiceDetails(db, signedInUserId(request), body),
  }));
  defineRoute(app, routes.users, options, async ({ request }) => ({
    data: await organizations.usersPage(signedInUserId(request), db),
  }));
  defineRoute(app, routes.invite, options, async ({ body, request }) => ({
    data: {
      invite: await membership.invite(signedInUserId(request), body.email, body.accountLevel),
    },
  }));
  defineRoute(app, routes.revokeInvite, options, async ({ params, request }) => ({
    data: await membership.revokeInvite(signedInUserId(request), params.code),
  }));
  // Public: the holder of the e-mailed code may not have an account yet.
  defineRoute(app, routes.inviteDetails, options, async ({ params }) => ({
    data: await membership.inviteDetails(params.code),
  }));
  defineRoute(app, routes.myInvites, options, async ({ request }) => ({
    data: { invites: await membership.myInvites(signedInUserId(request)) },
  }));
  defineRoute(app, routes.acceptInvite, options, async ({ params, request }) => ({
    data: await membership.accept(signedInUserId(request), params.code),
  }));
  defineRoute(app, routes.joinWithInvite, options, async ({ body, request, reply }) => {
    const userId = await membership.joinWithInvite(body);
    return { data: await signIn(deps, request, reply, userId) };
  });
  defineRoute(app, routes.changeRole, options, async ({ params, body, request }) => ({
    data: await membership.changeRole(signedInUserId(request), params.userId, body.accountLevel),
  }));
  defineRoute(app, routes.removeUser, options, async ({ params, request }) => ({
    data: await membership.removeUser(signedInUserId(request), params.userId),
  }));
  // Confirmations are the user's own (a removed user is told too), so no organisation is needed.
  defineRoute(app, routes.confirmation, options, async ({ request }) => ({
    data: { confirmation: await openConfirmation(db, signedInUserId(request)) },
  }));
  // A GET in the spec; clearing is idempotent and only hides the user's own notices.
  defineRoute(app, routes.clearConfirmation, options, async ({ request }) => ({
    data: { cleared: await clearConfirmations(db, signedInUserId(request)) },
  }));
  // The session's start is the sign-in (sign-in rotates the session).
  const signedInAt = (request: FastifyRequest): number => request.session?.createdAt ?? 0;
  defineRoute(app, routes.loginData, options, async ({ request }) => ({
    data: await organizations.loginData(signedInUserId(request), signedInAt(request)),
  }));
  defineRoute(app, routes.loginDataSeen, options, async ({ request }) => ({
    data: await organizations.loginDataSeen(signedInUserId(request), signedInAt(request)),
  }));
}
