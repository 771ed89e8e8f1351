import type { FastifyInstance } from 'fastify';
import type { AccountsHandle } from '../accounts/register-accounts';
import type { Database } from '../db/database';
import type { RouteOptions } from '../http/define-route';
import { LeadCaptureService } from '../leads/lead-capture-service';
import { DEFAULT_SALES_INBOX } from '../leads/pallet-quotes';
import { registerLeadRoutes } from '../leads/routes';
import type { PasswordHasher } from '../security/password-hasher';
import { registerVatRoutes } from '../vat/routes';
import { MembershipService } from './membership-service';
import { OrganizationService } from './organization-service';
import { registerOrganizationRoutes } from './routes';

export interface BusinessDeps {
  readonly db: Database;
  readonly accounts: AccountsHandle;
  readonly hasher: PasswordHasher;
  readonly routeOptions: RouteOptions;
  /** The shop's origin, for the links in invite e-mails. */
  readonly publicOrigin: string;
  /** Receives pallet quote requests; the sales desk's address by default. */
  readonly salesInbox?: string;
  readonly now?: () => number;
}

/** What other parts of the gateway read: the first-load signals ask these services. */
export interface BusinessHandle {
  readonly organizations: OrganizationService;
  readonly membership: MembershipService;
  readonly leads: LeadCaptureService;
}

/**
 * Registers the business (B2B) calls: the organisation page, lead capture, pallet quotes and
 * VAT information. Register after registerAccounts, whose session and CSRF hooks cover them.
 */
export async function registerBusiness(
  app: FastifyInstance,
  deps: BusinessDeps,
): Promise<BusinessHandle> {
  const { db, accounts, routeOptions: options } = deps;
  const organizations = new OrganizationService({
    db,
    users: accounts.users,
    now: deps.now ?? Date.now,
  });
  const membership = new MembershipService({
    db,
    users: accounts.users,
    outbox: accounts.outbox,
    dispatcher: accounts.dispatcher,
    hasher: deps.hasher,
    publicOrigin: deps.publicOrigin,
    organizations,
  });
  const leads = new LeadCaptureService(db);
  registerOrganizationRoutes(app, {
    db,
    users: accounts.users,
    sessions: accounts.sessions,
    organizations,
    membership,
    options,
  });
  registerLeadRoutes(app, {
    leads,
    palletQuotes: {
      db,
      outbox: accounts.outbox,
      dispatcher: accounts.dispatcher,
      salesInbox: deps.salesInbox ?? DEFAULT_SALES_INBOX,
    },
    options,
  });
  registerVatRoutes(app, { db, options });
  return { organizations, membership, leads };
}
