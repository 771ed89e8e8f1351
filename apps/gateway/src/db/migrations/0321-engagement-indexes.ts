import type { Migration } from './migration';

/**
 * Indexes for lookups of 0320-loyalty-engagement that grow with the shop's users and orders:
 *
 * - Invite codes are promo codes, one per inviting user, looked up case-blind by the invite page,
 *   `/api/invite/accept` and checkout's promo-code lookup (`upper(code)`), which the plain unique
 *   index on `code` cannot serve.
 * - The confirmation survey asks whether the user answered it lately, for any order.
 */
export const migration0321EngagementIndexes: Migration = {
  id: '0321-engagement-indexes',
  statements: [
    `CREATE INDEX IF NOT EXISTS promo_codes_upper_code_idx ON promo_codes (upper(code))`,
    `CREATE INDEX survey_results_user_idx ON survey_results (survey_id, user_id, submitted_at DESC)
      WHERE user_id IS NOT NULL`,
  ],
};
