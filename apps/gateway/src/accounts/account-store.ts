import type { Queryable } from '../db/database';
import { newId } from '../security/random';
import type { SocialProviderName } from './site-switches';

/** Stores a password-reset token's hash for the user until `expiresAt`. */
export async function insertResetToken(
  tx: Queryable,
  tokenHash: string,
  userId: string,
  expiresAt: Date,
): Promise<void> {
  await tx.query(
    'INSERT INTO password_reset_tokens (token_hash, user_id, expires_at) VALUES ($1, $2, $3)',
    [tokenHash, userId, expiresAt],
  );
}

/** Spends an unspent, unexpired reset token; answers its user, or null when there is none. */
export async function consumeResetToken(
  tx: Queryable,
  tokenHash: string,
  now: Date,
): Promise<string | null> {
  const { rows } = await tx.query<{ user_id: string }>(
    `UPDATE password_reset_tokens SET consumed_at = $2
         WHERE token_hash = $1 AND consumed_at IS NULL AND expires_at > $2 RETURNING user_id`,
    [tokenHash, now],
  );
  return rows[0]?.user_id ?? null;
}

/** Whether an address has signed up before, for any confirm type. */
export async function hasGateEmailSignUp(q: Queryable, email: string): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM gate_email_sign_ups WHERE email = $1 LIMIT 1', [email]);
  return rows.length > 0;
}

/**
 * Keeps a gate e-mail sign-up once per address and confirm type; true when this one is new.
 * Only an address's first sign-up carries a confirmation token (null for the others).
 */
export async function insertGateEmailSignUp(
  q: Queryable,
  email: string,
  confirmType: string,
  confirmToken: string | null,
): Promise<boolean> {
  const { rows } = await q.query(
    `INSERT INTO gate_email_sign_ups (email, confirm_type, confirm_token) VALUES ($1, $2, $3)
     ON CONFLICT DO NOTHING RETURNING email`,
    [email, confirmType, confirmToken],
  );
  return rows.length > 0;
}

/**
 * Confirms the address a link's token names — every sign-up of it — and spends the token; null
 * for an unknown or spent token.
 */
export async function confirmGateEmailSignUp(
  tx: Queryable,
  confirmToken: string,
): Promise<{ email: string; confirm_type: string } | null> {
  const { rows } = await tx.query<{ email: string; confirm_type: string }>(
    `WITH named AS (SELECT email, confirm_type FROM gate_email_sign_ups WHERE confirm_token = $1),
          confirmed AS (
            UPDATE gate_email_sign_ups g SET confirmed_at = coalesce(g.confirmed_at, now()), confirm_token = NULL
              FROM named WHERE g.email = named.email RETURNING g.email
          )
     SELECT named.email, named.confirm_type FROM named WHERE EXISTS (SELECT 1 FROM confirmed)`,
    [confirmToken],
  );
  return rows[0] ?? null;
}

/** Keeps a customer-data capture; a repeated e-mail or phone fails on the unique index. */
export async function insertCustomerDataCapture(
  q: Queryable,
  email: string | null,
  telephone: string | null,
): Promise<void> {
  await q.query('INSERT INTO customer_data_captures (id, email, telephone) VALUES ($1, $2, $3)', [
    newId('cdc'),
    email,
    telephone,
  ]);
}

/** The `features` of the site configuration, as stored (null without a configuration). */
export interface SiteFeatures {
  webOtp?: unknown;
  socialSignIn?: Partial<Record<SocialProviderName, unknown>>;
}

/** The site configuration's features. */
export async function readSiteFeatures(q: Queryable): Promise<SiteFeatures | null> {
  const { rows } = await q.query<{ features: SiteFeatures | null }>(
    `SELECT config->'features' AS features FROM site_config WHERE id = 1`,
  );
  return rows[0]?.features ?? null;
}
