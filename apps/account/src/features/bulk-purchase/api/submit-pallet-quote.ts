import { leadRoutes, type PalletPayload } from '@gio/contracts';
import { callRoute, type RouteAnswer, type RouteClient } from '@gio/data-access';

export type PalletQuoteAnswer = RouteAnswer<typeof leadRoutes.submitPalletQuoteRequest>['data'];

/** POST /api/submit-pallet-quote-request (accounts.md §7): `success` says whether it was taken. */
export async function submitPalletQuote(
  client: RouteClient<typeof leadRoutes.submitPalletQuoteRequest>,
  palletPayload: PalletPayload,
): Promise<PalletQuoteAnswer> {
  return (await callRoute(client, leadRoutes.submitPalletQuoteRequest, { body: { palletPayload } })).data;
}
