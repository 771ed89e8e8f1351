import type { ServerFirstLoadModal } from '@gio/contracts';
import { SERVER_FIRST_LOAD_MODALS } from '@gio/contracts';
import { AccountScope } from '@gio/domain-enums';
import { loadMember, type Member } from '../business/member';
import { openConfirmation } from '../business/confirmations';
import type { MembershipService } from '../business/membership-service';
import type { OrganizationService } from '../business/organization-service';
import type { Queryable } from '../db/database';
import type { LeadCaptureService } from '../leads/lead-capture-service';
import type { LoyaltyService } from '../loyalty/loyalty-service';
import { organizationHasBusinessAddress } from './engagement-store';
import type { GameService } from './games/game-service';

export interface FirstLoadDeps {
  readonly db: Queryable;
  readonly loyalty: LoyaltyService;
  readonly games: GameService;
  readonly organizations: OrganizationService;
  readonly membership: MembershipService;
  readonly leads: LeadCaptureService;
}

/** What the session tells the signals besides the user: the sign-in time and the banner cookie. */
export interface FirstLoadSession {
  readonly userId: string;
  /** When this session signed in (the B2B login data shows once per sign-in). */
  readonly signedInAt: number;
  /** The expired-banner dismissal cookie is present (storefront.md §4 "Loyalty status"). */
  readonly loyaltyBannerDismissed: boolean;
}

/**
 * The organisation's delivery location is known once any of its users holds a business-scope
 * address; without one, prices, stock and the 585 service area cannot be decided, so the
 * business view asks for it (location capture, locked).
 */
function needsLocation(db: Queryable, member: Member): Promise<boolean> {
  const organization = member.organization;
  if (!organization?.isEnabled || member.clientViewType !== AccountScope.BUSINESS) {
    return Promise.resolve(false);
  }
  return organizationHasBusinessAddress(db, organization.id).then((known) => !known);
}

/**
 * GET /api/first-load: which server-side first-load modals (storefront.md §4) apply to this
 * signed-in user now. Each signal is the rule of the call that serves the modal's details:
 * - loyalty prompt: member-info's `showExpiredBanner` (expired and not dismissed);
 * - location capture: business view of an enabled organisation with no business address;
 * - organization invite: an open invite to the user's address (my-invites);
 * - organization update confirmation: an open confirmation;
 * - B2B login data: login-data's `showModal` (not for the cart editor, once per sign-in);
 * - lead capture form: a business user whose lead is not complete and who did not close it;
 * - game capture: a running `game-capture` game neither played nor dismissed (the dashboard's count).
 */
export async function firstLoadModals(
  deps: FirstLoadDeps,
  session: FirstLoadSession,
): Promise<ServerFirstLoadModal[]> {
  const { userId } = session;
  // One load of the member serves every business signal (their services take it loaded).
  const member = await loadMember(deps.db, userId);
  const [loyalty, location, invites, confirmation, loginData, lead, games] = await Promise.all([
    deps.loyalty.memberInfo(userId, session.loyaltyBannerDismissed),
    needsLocation(deps.db, member),
    deps.membership.invitesOf(member),
    openConfirmation(deps.db, userId),
    deps.organizations.loginDataOf(member, session.signedInAt),
    member.organization ? deps.leads.readOf(member) : null,
    deps.games.availableCount(deps.db, userId, 'game-capture'),
  ]);
  const applies: Record<ServerFirstLoadModal, boolean> = {
    'loyalty-prompt': loyalty.showExpiredBanner,
    'location-capture': location,
    'organization-invite': invites.length > 0,
    'organization-update-confirmation': confirmation !== null,
    'b2b-login-data': loginData.showModal,
    'lead-capture-form':
      lead !== null && !lead.exited && lead.leadCapture?.hasCompletedLeadCapture !== true,
    'game-capture': games > 0,
  };
  return SERVER_FIRST_LOAD_MODALS.filter((id) => applies[id]);
}
