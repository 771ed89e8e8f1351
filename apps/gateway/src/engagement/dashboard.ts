import type { Dashboard } from '@gio/contracts';
import type { Database } from '../db/database';
import type { LoyaltyService } from '../loyalty/loyalty-service';
import { dashboardUserRow } from './engagement-store';
import type { GameService } from './games/game-service';
import type { InviteService } from './invites/invite-service';
import type { NewsfeedService } from './newsfeed/newsfeed-service';

export interface DashboardDeps {
  readonly db: Database;
  readonly loyalty: LoyaltyService;
  readonly newsfeed: NewsfeedService;
  readonly games: GameService;
  readonly invites: InviteService;
  readonly now: () => number;
}

/**
 * GET /api/nav-account-sidebar/dashboard (accounts.md §7 "Business and other"): what the account
 * sidebar shows at a glance, each figure read from where it lives.
 */
export async function accountDashboard(
  deps: DashboardDeps,
  userId: string,
): Promise<Dashboard | null> {
  const { db } = deps;
  const now = new Date(deps.now());
  const user = await dashboardUserRow(db, userId, now);
  if (!user) return null;
  const [member, newsfeed, availableGameCount, invite] = await Promise.all([
    deps.loyalty.memberInfo(userId, false),
    deps.newsfeed.time(userId, db),
    deps.games.availableCount(db, userId),
    deps.invites.summary(db, userId),
  ]);
  return {
    firstName: user.first_name,
    memberSince: new Date(user.created_at).toISOString(),
    numSuccessfulOrders: user.num_successful_orders,
    loyalty: {
      status: member.status,
      points: member.membershipInfo?.points ?? 0,
      rewardAmount: member.rewardAmount,
      usableVoucherCount: user.usable_vouchers,
    },
    creditBalance: Number(user.credit),
    unreadNewsfeedCount: newsfeed.unreadCount,
    availableGameCount,
    invite,
  };
}
