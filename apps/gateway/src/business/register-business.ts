import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import type { RouteOptions } from '../http/define-route';
import type { LeadCaptureService } from '../leads/lead-capture-service';
import type { PalletQuoteDeps } from '../leads/pallet-quotes';
import { registerLeadRoutes } from '../leads/routes';
import type { SessionManager } from '../session/session-manager';
import type { UserRepo } from '../users/user-repo';
import { registerVatRoutes } from '../vat/routes';
import type { MembershipService } from './membership-service';
import type { OrganizationService } from './organization-service';
import { registerOrganizationRoutes } from './routes';

/** The business services; the first-load signals ask them too (invites, confirmations, leads). */
export interface BusinessServices {
  readonly organizations: OrganizationService;
  readonly membership: MembershipService;
  readonly leads: LeadCaptureService;
}

export interface BusinessDeps {
  readonly db: Database;
  readonly users: UserRepo;
  readonly sessions: SessionManager;
  readonly business: BusinessServices;
  /** Pallet quote requests go to the sales desk through the outbox. */
  readonly palletQuotes: PalletQuoteDeps;
  readonly routeOptions: RouteOptions;
}

/**
 * Registers the business (B2B) calls: the organisation page, lead capture, pallet quotes and
 * VAT information. Register after registerAccounts, whose session and CSRF hooks cover them.
 */
export function registerBusiness(app: FastifyInstance, deps: BusinessDeps): void {
  const { db, business, routeOptions: options } = deps;
  registerOrganizationRoutes(app, {
    db,
    users: deps.users,
    sessions: deps.sessions,
    organizations: business.organizations,
    membership: business.membership,
    options,
  });
  registerLeadRoutes(app, { leads: business.leads, palletQuotes: deps.palletQuotes, options });
  registerVatRoutes(app, { db, options });
}
