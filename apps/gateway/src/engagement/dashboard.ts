import type { Dashboard } from '@gio/contracts';
import type { Database } from '../db/database';
import type { LoyaltyService } from '../loyalty/loyalty-service';
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
  const { rows } = await db.query<{
    first_name: string;
    created_at: Date | string;
    num_successful_orders: number;
    credit: string | number;
    usable_vouchers: number;
  }>(
    `SELECT u.first_name, u.created_at, u.num_successful_orders,
            (SELECT coalesce(sum(amount), 0) FROM user_credit_entries c WHERE c.user_id = u.id) AS credit,
            (SELECT count(*)::int FROM vouchers v
              WHERE v.user_id = u.id AND v.status = 'active' AND v.valid_from <= $2 AND v.valid_until > $2) AS usable_vouchers
       FROM users u WHERE u.id = $1`,
    [userId, now],
  );
  const user = rows[0];
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
