import { LoyaltyPermission } from '@gio/domain-enums';

/** The outcome of linking a WAON card: business results, not exceptions (style.md). */
export type LinkResult =
  | { readonly status: 'linked'; readonly permission: LoyaltyPermission; readonly points: number }
  | { readonly status: 'rejected'; readonly reason: string };

/** The WAON programme's membership service: links a card to a Giỏ account. */
export interface LoyaltyProvider {
  readonly name: string;
  link(memberId: string): Promise<LinkResult>;
}

/** Card numbers of the sandbox and what each does (also listed in the gateway README). */
export const SANDBOX_WAON_CARDS = {
  /** Linked at once with every permission and a 20.000-point welcome balance. */
  active: '6900000000000018',
  /** Linked, still being processed: everything but redeeming (ALL_PERMISSIONS_EXCEPT_REDEEM). */
  processing: '6900000000000026',
  /** Refused by the programme. */
  rejected: '6900000000000034',
} as const;

const WELCOME_POINTS = 20_000;

/**
 * A stand-in for the WAON membership service, which this machine cannot reach: the cards above
 * behave as named; any other 16-digit number links as active with no points.
 */
export class SandboxLoyaltyProvider implements LoyaltyProvider {
  readonly name = 'sandbox';

  async link(memberId: string): Promise<LinkResult> {
    switch (memberId) {
      case SANDBOX_WAON_CARDS.rejected:
        return { status: 'rejected', reason: 'card_not_registered' };
      case SANDBOX_WAON_CARDS.processing:
        return {
          status: 'linked',
          permission: LoyaltyPermission.ALL_PERMISSIONS_EXCEPT_REDEEM,
          points: 0,
        };
      case SANDBOX_WAON_CARDS.active:
        return {
          status: 'linked',
          permission: LoyaltyPermission.ALL_PERMISSIONS,
          points: WELCOME_POINTS,
        };
      default:
        return { status: 'linked', permission: LoyaltyPermission.ALL_PERMISSIONS, points: 0 };
    }
  }
}
