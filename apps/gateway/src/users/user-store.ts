import type { OrganizationView, SessionUser } from '@gio/contracts';
import { AccountLevel, AccountScope, LoyaltyPermission } from '@gio/domain-enums';
import type { Queryable } from '../db/database';
import { newId } from '../security/random';

export interface UserRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  telephone_number: string | null;
  telephone_verified: boolean;
  customer_type: number | null;
  account_level: number;
  client_view_type: number;
  organization_id: string | null;
  num_successful_orders: number;
  first_order_eligible: boolean;
  loyalty_reward_cents: number;
  loyalty_permission: string | null;
  created_at: Date | string;
}

interface OrganizationRow {
  id: string;
  name: string;
  is_enabled: boolean;
  logo_image: string | null;
  exclude_all_items: boolean;
  promo_code_enabled: boolean;
  reward_enabled: boolean;
  credit_enabled: boolean;
  invoice_enabled: boolean;
  invoice_credit_limit: number;
  invoice_current_outstanding: number;
  ach_direct_debit_enabled: boolean;
  default_payment_enabled: boolean;
  banner_interstitials_enabled: boolean;
  manage_users_enabled: boolean;
}

export interface NewUser {
  readonly email: string;
  readonly firstName?: string;
  readonly lastName?: string;
  readonly telephoneNumber?: string | null;
  readonly telephoneVerified?: boolean;
  readonly customerType?: number | null;
  readonly accountLevel?: AccountLevel;
  readonly clientViewType?: AccountScope;
  readonly organizationId?: string | null;
  readonly numSuccessfulOrders?: number;
  readonly firstOrderEligible?: boolean;
  readonly loyaltyRewardCents?: number;
  readonly loyaltyPermission?: LoyaltyPermission | null;
}

/** E-mails are compared lower-cased (the `users.email` check enforces it). */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

function organizationView(row: OrganizationRow): OrganizationView {
  return {
    id: row.id,
    name: row.name,
    isEnabled: row.is_enabled,
    logoImage: row.logo_image,
    excludeAllItems: row.exclude_all_items,
    promoCodeEnabled: row.promo_code_enabled,
    rewardEnabled: row.reward_enabled,
    creditEnabled: row.credit_enabled,
    invoice: {
      enabled: row.invoice_enabled,
      creditLimit: Number(row.invoice_credit_limit),
      currentOutstanding: Number(row.invoice_current_outstanding),
    },
    achDirectDebitEnabled: row.ach_direct_debit_enabled,
    defaultPaymentEnabled: row.default_payment_enabled,
    bannerInterstitialsEnabled: row.banner_interstitials_enabled,
    manageUsersEnabled: row.manage_users_enabled,
  };
}

const LOYALTY_PERMISSIONS: readonly string[] = Object.values(LoyaltyPermission);

/** Users, their credentials and social links (accounts.md §3 "User"). */
export class UserStore {
  async byEmail(db: Queryable, email: string): Promise<UserRow | null> {
    const { rows } = await db.query<UserRow>('SELECT * FROM users WHERE email = $1', [
      normalizeEmail(email),
    ]);
    return rows[0] ?? null;
  }

  async byId(db: Queryable, id: string): Promise<UserRow | null> {
    const { rows } = await db.query<UserRow>('SELECT * FROM users WHERE id = $1', [id]);
    return rows[0] ?? null;
  }

  async byTelephone(db: Queryable, telephone: string): Promise<UserRow | null> {
    const { rows } = await db.query<UserRow>('SELECT * FROM users WHERE telephone_number = $1', [
      telephone,
    ]);
    return rows[0] ?? null;
  }

  async passwordHash(db: Queryable, userId: string): Promise<string | null> {
    const { rows } = await db.query<{ password_hash: string }>(
      'SELECT password_hash FROM user_credentials WHERE user_id = $1',
      [userId],
    );
    return rows[0]?.password_hash ?? null;
  }

  async setPasswordHash(db: Queryable, userId: string, hash: string): Promise<void> {
    await db.query(
      `INSERT INTO user_credentials (user_id, password_hash, updated_at) VALUES ($1, $2, now())
       ON CONFLICT (user_id) DO UPDATE SET password_hash = EXCLUDED.password_hash, updated_at = now()`,
      [userId, hash],
    );
  }

  /** The user as the apps see them (GET /api/session and every account answer). */
  async view(db: Queryable, userId: string): Promise<SessionUser | null> {
    const user = await this.byId(db, userId);
    if (!user) return null;
    const [organization, hasPassword, links] = await Promise.all([
      user.organization_id
        ? db.query<OrganizationRow>('SELECT * FROM organizations WHERE id = $1', [
            user.organization_id,
          ])
        : Promise.resolve({ rows: [] as OrganizationRow[] }),
      this.passwordHash(db, userId),
      db.query<{ provider: string }>('SELECT provider FROM social_links WHERE user_id = $1', [
        userId,
      ]),
    ]);
    const linked = new Set(links.rows.map((row) => row.provider));
    const org = organization.rows[0];
    return {
      id: user.id,
      email: user.email,
      firstName: user.first_name,
      lastName: user.last_name,
      telephoneNumber: user.telephone_number,
      telephoneVerified: user.telephone_verified,
      customerType: user.customer_type,
      accountLevel: user.account_level,
      clientViewType: user.client_view_type,
      numSuccessfulOrders: user.num_successful_orders,
      firstOrderEligible: user.first_order_eligible,
      creationDate: new Date(user.created_at).toISOString(),
      loyaltyRewardAmountInCents: Number(user.loyalty_reward_cents),
      loyaltyPermission:
        user.loyalty_permission && LOYALTY_PERMISSIONS.includes(user.loyalty_permission)
          ? user.loyalty_permission
          : null,
      hasPassword: hasPassword !== null,
      socialLinks: {
        google: linked.has('google'),
        facebook: linked.has('facebook'),
        apple: linked.has('apple'),
      },
      organization: org ? organizationView(org) : null,
    };
  }
}

// ---------------------------------------------------------------------------------------------
// The one writer of `users` (README "One writer per table"): every change of a user row is one
// of these named operations, whichever flow makes it.
// ---------------------------------------------------------------------------------------------

/** Creates a user (join, social sign-in, an accepted organisation invite, the demo users). */
export async function insertUser(db: Queryable, user: NewUser): Promise<string> {
  const id = newId('usr');
  await db.query(
    `INSERT INTO users (id, email, first_name, last_name, telephone_number, telephone_verified, customer_type,
       account_level, client_view_type, organization_id, num_successful_orders, first_order_eligible,
       loyalty_reward_cents, loyalty_permission)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
    [
      id,
      normalizeEmail(user.email),
      user.firstName ?? '',
      user.lastName ?? '',
      user.telephoneNumber ?? null,
      user.telephoneVerified ?? false,
      user.customerType ?? null,
      user.accountLevel ?? AccountLevel.DEFAULT,
      user.clientViewType ?? AccountScope.PERSONAL,
      user.organizationId ?? null,
      user.numSuccessfulOrders ?? 0,
      user.firstOrderEligible ?? true,
      user.loyaltyRewardCents ?? 0,
      user.loyaltyPermission ?? null,
    ],
  );
  return id;
}

/** Profile name (PUT /api/current_user/name). */
export async function setUserName(db: Queryable, userId: string, firstName: string, lastName: string): Promise<void> {
  await db.query('UPDATE users SET first_name = $2, last_name = $3 WHERE id = $1', [
    userId,
    firstName,
    lastName,
  ]);
}

export async function setUserTelephone(
  db: Queryable,
  userId: string,
  telephone: string,
  verified: boolean,
): Promise<void> {
  await db.query(
    'UPDATE users SET telephone_number = $2, telephone_verified = $3 WHERE id = $1',
    [userId, telephone, verified],
  );
}

/**
 * An order placed: the reward credit it used leaves the balance and the purchase counts as a
 * successful order (storefront.md §6 first-order rule). One statement, as placement's budget wants.
 */
export async function recordPlacement(tx: Queryable, userId: string, rewardCents: number): Promise<void> {
  await tx.query(
    `UPDATE users SET loyalty_reward_cents = loyalty_reward_cents - $2, num_successful_orders = num_successful_orders + 1
      WHERE id = $1`,
    [userId, rewardCents],
  );
}

/** A cancelled order gives back the reward credit it used. */
export async function returnReward(tx: Queryable, userId: string, rewardCents: number): Promise<void> {
  await tx.query('UPDATE users SET loyalty_reward_cents = loyalty_reward_cents + $2 WHERE id = $1', [
    userId,
    rewardCents,
  ]);
}

/** A wholly cancelled placement no longer counts as a successful order. */
export async function uncountSuccessfulOrder(tx: Queryable, userId: string): Promise<void> {
  await tx.query(
    'UPDATE users SET num_successful_orders = GREATEST(num_successful_orders - 1, 0) WHERE id = $1',
    [userId],
  );
}

/** The WAON membership's permission (accounts.md §3 loyaltyPermission). */
export async function setLoyaltyPermission(tx: Queryable, userId: string, permission: string | null): Promise<void> {
  await tx.query('UPDATE users SET loyalty_permission = $2 WHERE id = $1', [userId, permission]);
}

/** Joins an organisation at a level, viewing the shop as a business (accounts.md §3). */
export async function joinOrganization(
  tx: Queryable,
  userId: string,
  organization: { organizationId: string; level: number; customerType: number | null; clientViewType: number },
): Promise<void> {
  await tx.query(
    `UPDATE users SET organization_id = $2, account_level = $3, customer_type = $4, client_view_type = $5 WHERE id = $1`,
    [userId, organization.organizationId, organization.level, organization.customerType, organization.clientViewType],
  );
}

/** A new level inside the organisation. */
export async function setAccountLevel(
  tx: Queryable,
  userId: string,
  level: number,
  customerType: number | null,
): Promise<void> {
  await tx.query('UPDATE users SET account_level = $2, customer_type = $3 WHERE id = $1', [userId, level, customerType]);
}

/** Leaves the organisation: a personal account again. */
export async function leaveOrganization(
  tx: Queryable,
  userId: string,
  personal: { level: number; clientViewType: number },
): Promise<void> {
  await tx.query(
    `UPDATE users SET organization_id = NULL, account_level = $2, customer_type = NULL, client_view_type = $3 WHERE id = $1`,
    [userId, personal.level, personal.clientViewType],
  );
}

/**
 * Creates the user an organisation invite names, unless the address has an account by now
 * (then null: the caller refuses).
 */
export async function insertInvitedUser(
  tx: Queryable,
  user: { email: string; firstName: string; lastName: string; telephone: string | null },
): Promise<string | null> {
  const inserted = await tx.query<{ id: string }>(
    `INSERT INTO users (id, email, first_name, last_name, telephone_number) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT DO NOTHING RETURNING id`,
    [newId('usr'), user.email, user.firstName, user.lastName, user.telephone],
  );
  return inserted.rows[0]?.id ?? null;
}
