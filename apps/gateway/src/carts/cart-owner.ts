import {
  OrganizationAction,
  can,
  isAccountLevel,
  isBusinessLevel,
  isBusinessView,
} from '@gio/domain-access';
import { AccountLevel, AccountScope } from '@gio/domain-enums';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database';
import { ownerRow, type OwnerRow } from './cart-store';

/**
 * Whose cart a request works on (storefront.md §3 Cart: "user or guest"):
 *
 * - `guest`: a visitor who is not signed in; the cart is keyed by the session's guest id.
 * - `user`: a signed-in shopper's own cart, which follows them across devices.
 * - `organization`: the shared cart of a business account. A member of an enabled organisation
 *   viewing the shop as a business (client_view_type 1) works on the organisation's one cart,
 *   whatever their level: owner, admin, member and the Cart Editor (level 3, who exists to fill
 *   it) all edit it (`can('cart.edit', level)`); placing its order is `can('order.place', level)`,
 *   which the Cart Editor lacks. The same user in personal view (client_view_type 0) has a
 *   personal cart. The organisation's `excludeAllItems` disables every item in its cart.
 */
export interface CartOwner {
  readonly kind: 'guest' | 'user' | 'organization';
  /** The guest id, user id or organisation id the cart row is keyed by. */
  readonly ownerId: string;
  /** The signed-in user, null for a guest. */
  readonly userId: string | null;
  /** The session's guest id (its age confirmation, the guest cart to merge); null without a session. */
  readonly guestId: string | null;
  readonly accountLevel: AccountLevel;
  readonly organization: {
    readonly id: string;
    readonly name: string;
    readonly excludeAllItems: boolean;
  } | null;
}

/** The guest owner of a session's guest id. */
export function guestOwner(guestId: string): CartOwner {
  return {
    kind: 'guest',
    ownerId: guestId,
    userId: null,
    guestId,
    accountLevel: AccountLevel.DEFAULT,
    organization: null,
  };
}

/**
 * The cart owner of a signed-in user: the organisation's shared cart in business view of an
 * enabled organisation, else the user's own. Null when the user no longer exists.
 */
export async function ownerForUser(
  q: Queryable,
  userId: string,
  guestId: string | null,
  /** The user's row when the caller has it (read with the session), else it is read here. */
  known?: OwnerRow | null,
): Promise<CartOwner | null> {
  const row = known !== undefined ? known : await ownerRow(q, userId);
  if (!row) return null;
  const accountLevel = isAccountLevel(row.account_level) ? row.account_level : AccountLevel.DEFAULT;
  const businessView = isBusinessView({
    loggedIn: true,
    clientViewType:
      row.client_view_type === AccountScope.BUSINESS
        ? AccountScope.BUSINESS
        : AccountScope.PERSONAL,
  });
  if (
    businessView &&
    isBusinessLevel(accountLevel) &&
    row.organization_id &&
    row.organization_enabled
  ) {
    return {
      kind: 'organization',
      ownerId: row.organization_id,
      userId,
      guestId,
      accountLevel,
      organization: {
        id: row.organization_id,
        name: row.organization_name ?? '',
        excludeAllItems: row.exclude_all_items ?? false,
      },
    };
  }
  return { kind: 'user', ownerId: userId, userId, guestId, accountLevel, organization: null };
}

/**
 * The cart owner of a request: the signed-in user's (or their organisation's) cart, else the
 * session's guest cart; null for a visitor without a session (an empty cart, nothing to write).
 */
export async function ownerFromRequest(
  q: Queryable,
  request: FastifyRequest,
): Promise<CartOwner | null> {
  const session = request.session;
  if (!session) return null;
  if (session.userId) {
    // The database session store reads the user's row with the session: no statement here.
    const known = session.user?.id === session.userId ? session.user : undefined;
    const owner = await ownerForUser(q, session.userId, session.guestId, known);
    if (owner) return owner;
  }
  return guestOwner(session.guestId);
}

/** accounts.md §6 / domain-access matrix: whether the owner's level may edit this cart. */
export function canEditCart(owner: CartOwner): boolean {
  return can(OrganizationAction.EDIT_CART, owner.accountLevel);
}

/** domain-access matrix: whether the owner's level may order this cart (not the Cart Editor). */
export function canPlaceOrder(owner: CartOwner): boolean {
  return can(OrganizationAction.PLACE_ORDER, owner.accountLevel);
}

/**
 * Issue #18: the Cart Editor, who may not place the organisation's order, submits it for
 * approval instead (domain-access `order.submit-for-approval`).
 */
export function canSubmitForApproval(owner: CartOwner): boolean {
  return owner.kind === 'organization' && can(OrganizationAction.SUBMIT_FOR_APPROVAL, owner.accountLevel);
}

/** Key of the owner's cart row. */
export function ownerKey(owner: CartOwner): { kind: CartOwner['kind']; id: string } {
  return { kind: owner.kind, id: owner.ownerId };
}
