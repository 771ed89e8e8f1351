import type { OrganizationUpdate } from '@gio/contracts';
import { AccountLevel, PaymentMethod } from '@gio/domain-enums';
import type { Queryable } from '../db/database';

/**
 * Business accounts: organisations and their users' levels as the permission checks read them,
 * invites (`organization_invites`), update confirmations (`organization_confirmations`), the B2B
 * login data's seen time (`business_login_data_seen`) and the business-invoice payment method of
 * a user (`payment_methods`, type 4).
 */

// ---------------------------------------------------------------------------------------------
// Members and users.

/** A user with their organisation's columns (null without one). */
export interface MemberRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  account_level: number;
  client_view_type: number;
  organization_id: string | null;
  org_name: string | null;
  logo_image: string | null;
  is_enabled: boolean | null;
  manage_users_enabled: boolean | null;
  invoice_enabled: boolean | null;
  invoice_credit_limit: string | number | null;
  invoice_current_outstanding: string | number | null;
}

/** The user's account level and organisation in one statement; null when the user does not exist. */
export async function memberRow(q: Queryable, userId: string): Promise<MemberRow | null> {
  const { rows } = await q.query<MemberRow>(
    `SELECT u.id, u.email, u.first_name, u.last_name, u.account_level, u.client_view_type, u.organization_id,
            o.name AS org_name, o.logo_image, o.is_enabled, o.manage_users_enabled, o.invoice_enabled,
            o.invoice_credit_limit, o.invoice_current_outstanding
       FROM users u LEFT JOIN organizations o ON o.id = u.organization_id
      WHERE u.id = $1`,
    [userId],
  );
  return rows[0] ?? null;
}

/** Locks users' rows in id order, so that two transactions locking the same users never deadlock. */
export async function lockUsers(tx: Queryable, userIds: readonly string[]): Promise<void> {
  await tx.query('SELECT 1 FROM users WHERE id = ANY($1::text[]) ORDER BY id FOR UPDATE', [
    [...userIds],
  ]);
}

/** Locks one user's row until the transaction ends. */
export async function lockUser(tx: Queryable, userId: string): Promise<void> {
  await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
}

/** A user of an organisation as its users page lists them. */
export interface UserListRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  account_level: number;
}

/** The users of an organisation: owner, admins, members, others, each by name. */
export async function organizationUsers(
  q: Queryable,
  organizationId: string,
): Promise<UserListRow[]> {
  const { rows } = await q.query<UserListRow>(
    `SELECT id, email, first_name, last_name, account_level FROM users WHERE organization_id = $1
          ORDER BY CASE account_level WHEN ${AccountLevel.BUSINESS_MANAGER} THEN 0 WHEN ${AccountLevel.BUSINESS_ADMIN} THEN 1
            WHEN ${AccountLevel.BUSINESS_USER} THEN 2 ELSE 3 END, last_name, first_name, email`,
    [organizationId],
  );
  return rows;
}

/** The ids of the organisation's users other than `userId`. */
export async function otherUserIds(
  q: Queryable,
  organizationId: string,
  userId: string,
): Promise<string[]> {
  const { rows } = await q.query<{ id: string }>(
    'SELECT id FROM users WHERE organization_id = $1 AND id <> $2',
    [organizationId, userId],
  );
  return rows.map((row) => row.id);
}

// ---------------------------------------------------------------------------------------------
// Organisations.

/** Locks an organisation's row until the transaction ends. */
export async function lockOrganization(tx: Queryable, organizationId: string): Promise<void> {
  await tx.query('SELECT 1 FROM organizations WHERE id = $1 FOR UPDATE', [organizationId]);
}

/** The organisation columns an owner changes, by field of the update. */
const UPDATE_COLUMNS: Record<keyof OrganizationUpdate, string> = {
  name: 'name',
  logoImage: 'logo_image',
  bannerInterstitialsEnabled: 'banner_interstitials_enabled',
  defaultPaymentEnabled: 'default_payment_enabled',
};

/** What an owner may change of an organisation, locked until the transaction ends; null when it does not exist. */
export async function organizationSettingsForUpdate(
  tx: Queryable,
  organizationId: string,
): Promise<Record<keyof OrganizationUpdate, unknown> | null> {
  const { rows } = await tx.query<Record<string, unknown>>(
    `SELECT name, logo_image, banner_interstitials_enabled, default_payment_enabled FROM organizations WHERE id = $1 FOR UPDATE`,
    [organizationId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    name: row[UPDATE_COLUMNS.name],
    logoImage: row[UPDATE_COLUMNS.logoImage],
    bannerInterstitialsEnabled: row[UPDATE_COLUMNS.bannerInterstitialsEnabled],
    defaultPaymentEnabled: row[UPDATE_COLUMNS.defaultPaymentEnabled],
  };
}

/** Sets the given fields of an organisation, in the order given. */
export async function updateOrganization(
  tx: Queryable,
  organizationId: string,
  fields: readonly (readonly [keyof OrganizationUpdate, unknown])[],
): Promise<void> {
  const sets = fields.map(([key], index) => `${UPDATE_COLUMNS[key]} = $${index + 2}`);
  await tx.query(`UPDATE organizations SET ${sets.join(', ')} WHERE id = $1`, [
    organizationId,
    ...fields.map(([, value]) => value),
  ]);
}

/** How many users an organisation has, and when the user last closed the B2B login data. */
export async function loginDataFigures(
  q: Queryable,
  organizationId: string,
  userId: string,
): Promise<{ n: number; seen_at: Date | string | null } | undefined> {
  const { rows } = await q.query<{ n: number; seen_at: Date | string | null }>(
    `SELECT (SELECT count(*)::int FROM users WHERE organization_id = $1) AS n,
              (SELECT seen_at FROM business_login_data_seen WHERE user_id = $2) AS seen_at`,
    [organizationId, userId],
  );
  return rows[0];
}

/** Records when the user closed the B2B login data. */
export async function markLoginDataSeen(q: Queryable, userId: string, seenAt: Date): Promise<void> {
  await q.query(
    `INSERT INTO business_login_data_seen (user_id, seen_at) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET seen_at = EXCLUDED.seen_at`,
    [userId, seenAt],
  );
}

// ---------------------------------------------------------------------------------------------
// Invites.

export interface InviteRow {
  code: string;
  organization_id: string;
  organization_name: string;
  invited_email: string;
  account_level: number;
  invited_by_name: string | null;
  created_at: Date | string;
  expires_at: Date | string;
  accepted_at: Date | string | null;
  revoked_at: Date | string | null;
}

const SELECT_INVITES = `
  SELECT i.code, i.organization_id, o.name AS organization_name, i.invited_email, i.account_level,
         NULLIF(trim(u.last_name || ' ' || u.first_name), '') AS invited_by_name,
         i.created_at, i.expires_at, i.accepted_at, i.revoked_at
    FROM organization_invites i
    JOIN organizations o ON o.id = i.organization_id
    LEFT JOIN users u ON u.id = i.invited_by`;

/** Open (not accepted, not revoked, not expired at `now`) invites of an organisation, newest first. */
export async function openInvites(
  q: Queryable,
  organizationId: string,
  now: Date,
): Promise<InviteRow[]> {
  const { rows } = await q.query<InviteRow>(
    `${SELECT_INVITES}
      WHERE i.organization_id = $1 AND i.accepted_at IS NULL AND i.revoked_at IS NULL AND i.expires_at > $2
      ORDER BY i.created_at DESC, i.code`,
    [organizationId, now],
  );
  return rows;
}

/** Open invites to one address, in every organisation, newest first. */
export async function openInvitesTo(q: Queryable, email: string, now: Date): Promise<InviteRow[]> {
  const { rows } = await q.query<InviteRow>(
    `${SELECT_INVITES}
      WHERE i.invited_email = $1 AND i.accepted_at IS NULL AND i.revoked_at IS NULL AND i.expires_at > $2
      ORDER BY i.created_at DESC, i.code`,
    [email, now],
  );
  return rows;
}

/** The invite of a code, locked until the transaction ends when `forUpdate`; null when none. */
export async function inviteByCode(
  q: Queryable,
  code: string,
  forUpdate = false,
): Promise<InviteRow | null> {
  const { rows } = await q.query<InviteRow>(
    `${SELECT_INVITES} WHERE i.code = $1${forUpdate ? ' FOR UPDATE OF i' : ''}`,
    [code],
  );
  return rows[0] ?? null;
}

/** Marks an open invite used by a user; false when it was accepted or revoked meanwhile. */
export async function markInviteAccepted(
  tx: Queryable,
  code: string,
  userId: string,
): Promise<boolean> {
  const { rows } = await tx.query(
    `UPDATE organization_invites SET accepted_at = now(), accepted_by = $2
      WHERE code = $1 AND accepted_at IS NULL AND revoked_at IS NULL RETURNING code`,
    [code, userId],
  );
  return rows.length > 0;
}

/** Revokes the organisation's open invites to an address. */
export async function revokeOpenInvitesTo(
  tx: Queryable,
  organizationId: string,
  email: string,
): Promise<void> {
  await tx.query(
    `UPDATE organization_invites SET revoked_at = now()
          WHERE organization_id = $1 AND invited_email = $2 AND accepted_at IS NULL AND revoked_at IS NULL`,
    [organizationId, email],
  );
}

/** Revokes an open invite of the organisation; false when it has no such open invite. */
export async function revokeInvite(
  tx: Queryable,
  code: string,
  organizationId: string,
): Promise<string | null> {
  const { rows } = await tx.query<{ invited_email: string }>(
    `UPDATE organization_invites SET revoked_at = now()
          WHERE code = $1 AND organization_id = $2 AND accepted_at IS NULL AND revoked_at IS NULL RETURNING invited_email`,
    [code, organizationId],
  );
  // The revoked invite's address (the audit log names it; the code is a secret and is not kept there).
  return rows[0]?.invited_email ?? null;
}

/** A new invite. */
export interface NewInvite {
  readonly code: string;
  readonly organizationId: string;
  readonly invitedEmail: string;
  readonly accountLevel: number;
  readonly invitedBy: string;
  readonly createdAt: Date;
  readonly expiresAt: Date;
}

/** Stores an invite. */
export async function insertInvite(tx: Queryable, invite: NewInvite): Promise<void> {
  await tx.query(
    `INSERT INTO organization_invites (code, organization_id, invited_email, account_level, invited_by, created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      invite.code,
      invite.organizationId,
      invite.invitedEmail,
      invite.accountLevel,
      invite.invitedBy,
      invite.createdAt,
      invite.expiresAt,
    ],
  );
}

/**
 * The demo organisation's state: its first user of `ownerLevel`, the demo member nhan.vien when
 * in it, and how many invites it has.
 */
export async function demoOrganizationState(
  q: Queryable,
  organizationId: string,
  ownerLevel: number,
): Promise<{ owner: string | null; member: string | null; invites: number } | undefined> {
  const { rows } = await q.query<{
    owner: string | null;
    member: string | null;
    invites: number;
  }>(
    `SELECT (SELECT id FROM users WHERE organization_id = $1 AND account_level = $2 LIMIT 1) AS owner,
              (SELECT id FROM users WHERE email = 'nhan.vien@gio.vn' AND organization_id = $1) AS member,
              (SELECT count(*)::int FROM organization_invites WHERE organization_id = $1) AS invites`,
    [organizationId, ownerLevel],
  );
  return rows[0];
}

// ---------------------------------------------------------------------------------------------
// Update confirmations.

/** A confirmation row to write. */
export interface ConfirmationInsert {
  readonly id: string;
  readonly user_id: string;
  readonly organization_id: string | null;
  readonly type: string;
  readonly header: string;
  readonly message: string;
}

export interface ConfirmationRow {
  type: string;
  header: string;
  message: string;
  created_at: Date | string;
}

/** Writes confirmations, in one statement. */
export async function insertConfirmations(
  tx: Queryable,
  confirmations: readonly ConfirmationInsert[],
): Promise<void> {
  await tx.query(
    `INSERT INTO organization_confirmations (id, user_id, organization_id, type, header, message)
     SELECT * FROM jsonb_to_recordset($1::jsonb)
       AS c(id TEXT, user_id TEXT, organization_id TEXT, type TEXT, header TEXT, message TEXT)`,
    [JSON.stringify(confirmations)],
  );
}

/** The user's oldest confirmation not yet cleared; null when none. */
export async function oldestOpenConfirmation(
  q: Queryable,
  userId: string,
): Promise<ConfirmationRow | null> {
  const { rows } = await q.query<ConfirmationRow>(
    `SELECT type, header, message, created_at FROM organization_confirmations
      WHERE user_id = $1 AND cleared_at IS NULL ORDER BY created_at, id LIMIT 1`,
    [userId],
  );
  return rows[0] ?? null;
}

/** Clears every open confirmation of the user; answers how many. */
export async function clearOpenConfirmations(q: Queryable, userId: string): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    `WITH cleared AS (
       UPDATE organization_confirmations SET cleared_at = now() WHERE user_id = $1 AND cleared_at IS NULL RETURNING 1
     ) SELECT count(*)::int AS n FROM cleared`,
    [userId],
  );
  return rows[0]?.n ?? 0;
}

// ---------------------------------------------------------------------------------------------
// The business-invoice payment method.

/** The user's level with their organisation's invoice switch and name (null without one); null when no such user. */
export async function invoiceEntitlementRow(
  q: Queryable,
  userId: string,
): Promise<{ account_level: number; invoice_enabled: boolean | null; name: string | null } | null> {
  const { rows } = await q.query<{
    account_level: number;
    invoice_enabled: boolean | null;
    name: string | null;
  }>(
    `SELECT u.account_level, o.invoice_enabled, o.name FROM users u LEFT JOIN organizations o ON o.id = u.organization_id
      WHERE u.id = $1`,
    [userId],
  );
  return rows[0] ?? null;
}

/** Gives the user the invoice payment method unless they have it; the default when they have none. */
export async function addInvoicePaymentMethod(
  tx: Queryable,
  id: string,
  userId: string,
  label: string,
): Promise<void> {
  await tx.query(
    `INSERT INTO payment_methods (id, user_id, payment_method, label, is_default)
       SELECT $1, $2, $3, $4, NOT EXISTS (SELECT 1 FROM payment_methods WHERE user_id = $2 AND is_default)
        WHERE NOT EXISTS (SELECT 1 FROM payment_methods WHERE user_id = $2 AND payment_method = $3)`,
    [id, userId, PaymentMethod.BUSINESS_INVOICE, label],
  );
}

/** Takes the invoice payment method from the user. */
export async function removeInvoicePaymentMethod(tx: Queryable, userId: string): Promise<void> {
  await tx.query('DELETE FROM payment_methods WHERE user_id = $1 AND payment_method = $2', [
    userId,
    PaymentMethod.BUSINESS_INVOICE,
  ]);
}

/** Makes the user's newest payment method the default when none is. */
export async function defaultToNewestPaymentMethod(tx: Queryable, userId: string): Promise<void> {
  await tx.query(
    `UPDATE payment_methods SET is_default = true
      WHERE id = (SELECT id FROM payment_methods WHERE user_id = $1 ORDER BY created_at DESC, id LIMIT 1)
        AND NOT EXISTS (SELECT 1 FROM payment_methods WHERE user_id = $1 AND is_default)`,
    [userId],
  );
}
