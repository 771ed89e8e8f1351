import type {
  AddressInput,
  BusinessLoginData,
  GameResult,
  LeadCapture,
  LeadCaptureInput,
  MemberInfo,
  OrganizationConfirmation,
} from '@gio/contracts';
import type { JsonClient } from '@gio/data-access';
import { AccountScope, AddressType } from '@gio/domain-enums';

/**
 * The calls behind the server-side first-load modals (storefront.md §4, §7 "Loyalty";
 * accounts.md §7 "Business and other"), fetched only for the modal the priority chose. Shapes
 * are those of libs/contracts (`loyaltyRoutes`, `organizationRoutes`, `leadRoutes`,
 * `engagementRoutes`, `addressRoutes`).
 */
type Client = Pick<JsonClient, 'get' | 'post' | 'put'>;

export async function getMemberInfo(client: Client): Promise<MemberInfo> {
  return (await client.get<{ data: MemberInfo }>('/api/waon/member-info')).data;
}

/** POST /api/waon/dismiss: the gateway sets the dismissal cookie (storefront.md §4). */
export async function dismissExpiredLoyalty(client: Client): Promise<void> {
  await client.post('/api/waon/dismiss', {});
}

export interface MyOrganizationInvite {
  code: string;
  invitedEmail: string;
  organizationName: string;
  levelLabel: string;
}

export async function getMyOrganizationInvites(client: Client): Promise<MyOrganizationInvite[]> {
  return (
    await client.get<{ data: { invites: MyOrganizationInvite[] } }>('/api/organization/my-invites')
  ).data.invites;
}

export async function acceptOrganizationInvite(client: Client, code: string): Promise<void> {
  await client.post(`/api/organization/invites/${encodeURIComponent(code)}/accept`, {});
}

export async function getOrganizationConfirmation(
  client: Client,
): Promise<OrganizationConfirmation | null> {
  return (
    await client.get<{ data: { confirmation: OrganizationConfirmation | null } }>(
      '/api/organization/confirmation',
    )
  ).data.confirmation;
}

/** A GET in the spec (accounts.md §7): clears the confirmations once the modal was shown. */
export async function clearOrganizationConfirmation(client: Client): Promise<void> {
  await client.get('/api/organization/clear-confirmation');
}

export interface LoginDataAnswer {
  loginData: BusinessLoginData | null;
  showModal: boolean;
}

export async function getBusinessLoginData(client: Client): Promise<LoginDataAnswer> {
  return (await client.get<{ data: LoginDataAnswer }>('/api/organization/login-data')).data;
}

export async function markBusinessLoginDataSeen(client: Client): Promise<void> {
  await client.post('/api/organization/login-data/seen', {});
}

export interface LeadCaptureState {
  leadCapture: LeadCapture | null;
  exited: boolean;
}

export async function getLeadCapture(client: Client): Promise<LeadCaptureState> {
  return (await client.get<{ data: LeadCaptureState }>('/api/lead-capture')).data;
}

/** POST for a new lead, PUT to complete a started one (accounts.md §7). */
export async function saveLeadCapture(
  client: Client,
  input: LeadCaptureInput,
  existing: boolean,
): Promise<LeadCapture> {
  const answer = existing
    ? await client.put<{ data: { leadCapture: LeadCapture } }>('/api/lead-capture', input)
    : await client.post<{ data: { leadCapture: LeadCapture } }>('/api/lead-capture', input);
  return answer.data.leadCapture;
}

export async function exitLeadCapture(client: Client): Promise<void> {
  await client.post('/api/exit-lead-capture', {});
}

export async function getCaptureGames(client: Client): Promise<GameResult[]> {
  return (
    await client.get<{ data: { games: GameResult[] } }>('/api/games/results?cta=game-capture')
  ).data.games;
}

export async function playGame(client: Client, gameId: string): Promise<GameResult> {
  return (await client.post<{ data: { game: GameResult } }>('/api/games/play', { gameId })).data
    .game;
}

export async function dismissGame(client: Client, gameId: string): Promise<void> {
  await client.post('/api/games/dismiss', { gameId });
}

/** POST /api/address for the business scope; 585 when the shop does not serve it (accounts.md §8). */
export async function createBusinessAddress(
  client: Client,
  address: Omit<AddressInput, 'type' | 'accountScope' | 'country'>,
): Promise<void> {
  await client.post('/api/address', {
    address: {
      ...address,
      type: AddressType.CITY_DISTRICT_WARD,
      accountScope: AccountScope.BUSINESS,
    },
    setAsDefaultAddress: true,
  });
}

export async function signOut(client: Client): Promise<void> {
  await client.post('/api/logout', {});
}
