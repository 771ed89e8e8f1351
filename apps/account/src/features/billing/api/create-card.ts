import { billingRoutes } from '@gio/contracts';
import { callRoute, type RouteCall, type RouteClient } from '@gio/data-access';

export type CardInput = RouteCall<typeof billingRoutes.createBilling>['body']['billing']['card'];

/** What saving a card gave: the card, or the card provider's challenge to answer first. */
export type CreateCardOutcome = { kind: 'saved'; lastFour: string } | { kind: 'challenge'; hint: string };

/**
 * POST /api/billing: the card goes to the card provider (the sandbox one in the demo) and only
 * its brand, last four digits and expiry are kept. 487 PAYMENT_METHOD_CREATE_PAYMENT_METHOD_FAILED
 * when the provider declines it (accounts.md §8); a card that needs 3-D Secure answers with the
 * challenge, to be sent again with `challengeAnswer`.
 */
export async function createCard(
  client: RouteClient<typeof billingRoutes.createBilling>,
  card: CardInput,
  setAsDefault: boolean,
): Promise<CreateCardOutcome> {
  const answer = await callRoute(client, billingRoutes.createBilling, {
    body: { billing: { type: 'creditCard', card, setAsDefault }, fromCheckout: false },
  });
  const { billingInfo, challenge } = answer.data;
  if (billingInfo) return { kind: 'saved', lastFour: billingInfo.lastFour };
  return { kind: 'challenge', hint: challenge?.hint ?? '' };
}
