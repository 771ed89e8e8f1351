/** Member states (storefront.md §3 "membershipInfo (decides memberState of member or non-member)"). */
export const MemberState = { MEMBER: 'member', NON_MEMBER: 'non-member' } as const;
export type MemberState = (typeof MemberState)[keyof typeof MemberState];

/** The membershipInfo of GET /api/waon/member-info (storefront.md §7); only the member id decides. */
export interface MembershipInfo {
  readonly memberId?: string | null;
  readonly permission?: string | null;
}

/**
 * storefront.md §3, §7: memberState from membershipInfo — a membershipInfo carrying a non-blank
 * member id is a member; no membershipInfo, or one without a member id, is a non-member.
 */
export function memberState(membershipInfo: MembershipInfo | null | undefined): MemberState {
  const memberId = membershipInfo?.memberId;
  return typeof memberId === 'string' && memberId.trim() !== '' ? MemberState.MEMBER : MemberState.NON_MEMBER;
}
