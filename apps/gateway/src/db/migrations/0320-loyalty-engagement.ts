import type { Migration } from './migration';

/**
 * Loyalty (WAON) membership and vouchers, and the engagement features of the account area:
 * newsfeed, interstitial seen lists, games, surveys and invite referrals (storefront.md §3, §4,
 * §7; accounts.md §3, §4, §7).
 *
 * The membership's permission stays in `users.loyalty_permission` and the reward amount in
 * `users.loyalty_reward_cents` (0100-accounts); this adds the member id and the points balance.
 * Tables that point at catalogue rows (interstitials, promo codes) carry their ids without a
 * foreign key: the catalogue importer's `--reset` truncates those tables.
 */
export const migration0320LoyaltyEngagement: Migration = {
  id: '0320-loyalty-engagement',
  statements: [
    // One row per user linked to a WAON card. Points never go below zero, whatever the race.
    `CREATE TABLE loyalty_members (
      user_id TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
      member_id TEXT NOT NULL UNIQUE,
      points BIGINT NOT NULL DEFAULT 0 CHECK (points >= 0),
      registered_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      expired_banner_dismissed_at TIMESTAMPTZ
    )`,
    // What a member may buy with points: each redemption issues one checkout voucher.
    `CREATE TABLE loyalty_voucher_offers (
      id TEXT PRIMARY KEY,
      title TEXT NOT NULL,
      description TEXT NOT NULL,
      points_cost BIGINT NOT NULL CHECK (points_cost > 0),
      discount_amount BIGINT NOT NULL CHECK (discount_amount > 0),
      minimum_purchase BIGINT NOT NULL DEFAULT 0 CHECK (minimum_purchase >= 0),
      valid_days INT NOT NULL CHECK (valid_days > 0),
      start_date TIMESTAMPTZ NOT NULL,
      end_date TIMESTAMPTZ NOT NULL,
      position INT NOT NULL,
      CHECK (end_date > start_date)
    )`,
    `CREATE TABLE loyalty_redemptions (
      id TEXT PRIMARY KEY,
      user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      offer_id TEXT NOT NULL REFERENCES loyalty_voucher_offers(id),
      voucher_id TEXT NOT NULL UNIQUE,
      points_spent BIGINT NOT NULL CHECK (points_spent > 0),
      redeemed_at TIMESTAMPTZ NOT NULL DEFAULT now()
    )`,
    `CREATE INDEX loyalty_redemptions_user_idx ON loyalty_redemptions (user_id, redeemed_at DESC, id DESC)`,

    // Newsfeed: items for everyone (user_id NULL) or for one user (a referral credit, a prize).
    `CREATE TABLE newsfeed_items (
      id TEXT PRIMARY KEY,
      user_id TEXT REFERENCES users(id) ON DELETE CASCADE,
      kind TEXT NOT NULL CHECK (kind IN ('announcement', 'promotion', 'reward', 'referral', 'game')),
      title TEXT NOT NULL,
      body TEXT NOT NULL,
      url TEXT,
      published_at TIMESTAMPTZ NOT NULL,
      expires_at TIMESTAMPTZ
    )`,
    `CREATE INDEX newsfeed_items_published_idx ON newsfeed_items (published_at DESC, id DESC)`,
    `CREATE INDEX newsfeed_items_user_idx ON newsfeed_items (user_id, published_at DESC) WHERE user_id IS NOT NULL`,
    `CREATE TABLE newsfeed_reads (
      user_id TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
      last_read_at TIMESTAMPTZ NOT NULL
    )`,

    // The seen list of interstitials (storefront.md §4), per visitor like the hidden banners.
    `CREATE TABLE interstitial_seen (
      visitor_id TEXT NOT NULL,
      interstitial_id TEXT NOT NULL,
      seen_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      PRIMARY KEY (visitor_id, interstitial_id)
    )`,

    // Games: a prize draw per user per game; prizes with a stock run out.
    `CREATE TABLE games (
      id TEXT PRIMARY KEY,
      title TEXT NOT NULL,
      description TEXT NOT NULL,
      kind TEXT NOT NULL CHECK (kind IN ('spin-wheel', 'scratch-card')),
      ctas TEXT[] NOT NULL,
      start_date TIMESTAMPTZ NOT NULL,
      end_date TIMESTAMPTZ NOT NULL,
      position INT NOT NULL
    )`,
    `CREATE TABLE game_prizes (
      id TEXT PRIMARY KEY,
      game_id TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
      label TEXT NOT NULL,
      kind TEXT NOT NULL CHECK (kind IN ('credit', 'points', 'none')),
      amount BIGINT NOT NULL CHECK (amount >= 0),
      weight INT NOT NULL CHECK (weight > 0),
      remaining INT CHECK (remaining >= 0),
      position INT NOT NULL,
      CHECK ((kind = 'none') = (amount = 0))
    )`,
    `CREATE INDEX game_prizes_game_idx ON game_prizes (game_id, position)`,
    `CREATE TABLE game_plays (
      user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      game_id TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
      prize_id TEXT NOT NULL REFERENCES game_prizes(id),
      draw DOUBLE PRECISION NOT NULL CHECK (draw >= 0 AND draw < 1),
      played_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, game_id)
    )`,
    `CREATE TABLE game_dismissals (
      user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      game_id TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
      dismissed_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, game_id)
    )`,

    // Surveys (accounts.md §3 "Confirmation survey": _id, status, questions) and their answers.
    `CREATE TABLE surveys (
      id TEXT PRIMARY KEY,
      placement TEXT NOT NULL CHECK (placement IN ('confirmation')),
      status TEXT NOT NULL CHECK (status IN ('active', 'closed')),
      title TEXT NOT NULL,
      questions JSONB NOT NULL,
      position INT NOT NULL
    )`,
    `CREATE TABLE survey_results (
      id TEXT PRIMARY KEY,
      survey_id TEXT NOT NULL REFERENCES surveys(id) ON DELETE CASCADE,
      user_id TEXT REFERENCES users(id) ON DELETE SET NULL,
      visitor_id TEXT NOT NULL,
      order_id TEXT NOT NULL,
      answers JSONB NOT NULL,
      submitted_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      UNIQUE (survey_id, order_id)
    )`,

    // Invite codes are promo codes of type 1 (accounts.md §4), one per inviting user.
    `CREATE UNIQUE INDEX promo_codes_invite_owner_idx ON promo_codes ((details->>'inviterUserId'))
      WHERE promo_type = 1 AND details ? 'inviterUserId'`,
    // A user is referred once, by someone else; the inviter is credited at the first order.
    `CREATE TABLE referrals (
      invitee_user_id TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
      inviter_user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      promo_code TEXT NOT NULL,
      credit_amount BIGINT NOT NULL CHECK (credit_amount > 0),
      accepted_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      rewarded_order_id TEXT,
      rewarded_at TIMESTAMPTZ,
      CHECK (invitee_user_id <> inviter_user_id),
      CHECK ((rewarded_order_id IS NULL) = (rewarded_at IS NULL))
    )`,
    `CREATE INDEX referrals_inviter_idx ON referrals (inviter_user_id, accepted_at DESC)`,
  ],
};
