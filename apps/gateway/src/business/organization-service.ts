import type {
  BusinessLoginData,
  OrganizationInvite,
  OrganizationUpdate,
  OrganizationUser,
  OrganizationView,
} from '@gio/contracts';
import {
  OrganizationAction,
  accountLevelLabel,
  allowedActions,
  can,
  showsBusinessLoginDataModal,
} from '@gio/domain-access';
import { AccountLevel } from '@gio/domain-enums';
import { unauthorized } from '../http/app-error';
import type { Database, Queryable } from '../db/database';
import type { UserRepo } from '../users/user-repo';
import { addConfirmations, confirmationTexts } from './confirmations';
import { inviteView, levelOf, openInvites } from './invites';
import {
  authorize,
  displayName,
  loadMember,
  managesUsers,
  type Member,
  type OrganizationMember,
} from './member';

export interface OrganizationServiceDeps {
  readonly db: Database;
  readonly users: UserRepo;
  readonly now: () => number;
}

export interface OrganizationPage {
  readonly organization: OrganizationView;
  readonly viewer: {
    readonly accountLevel: number;
    readonly levelLabel: string;
    readonly allowedActions: string[];
    readonly canManageBusinessUsers: boolean;
  };
}

export interface LoginDataAnswer {
  readonly loginData: BusinessLoginData | null;
  readonly showModal: boolean;
}

export interface UsersPage {
  readonly users: OrganizationUser[];
  readonly invites: OrganizationInvite[];
}

interface UserListRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  account_level: number;
}

/** Vietnamese names of the fields an owner changes, for the update confirmation's message. */
const UPDATE_FIELD_NAMES: Record<keyof OrganizationUpdate, string> = {
  name: 'tên doanh nghiệp',
  logoImage: 'logo',
  bannerInterstitialsEnabled: 'cài đặt quảng cáo trên trang',
  defaultPaymentEnabled: 'phương thức thanh toán mặc định',
};

const UPDATE_COLUMNS: Record<keyof OrganizationUpdate, string> = {
  name: 'name',
  logoImage: 'logo_image',
  bannerInterstitialsEnabled: 'banner_interstitials_enabled',
  defaultPaymentEnabled: 'default_payment_enabled',
};

/**
 * The organisation page (accounts.md §3, §6): the business account, its users and open invites,
 * the owner's update (with confirmations to the others) and the B2B login data. Every call
 * loads the caller's level and organisation from the database and asks domain-access (`can`,
 * `canManageBusinessUsers`) before it reads or writes.
 */
export class OrganizationService {
  constructor(private readonly deps: OrganizationServiceDeps) {}

  date(): Date {
    return new Date(this.deps.now());
  }

  member(userId: string, db: Queryable): Promise<Member> {
    return loadMember(db, userId);
  }

  /** GET /api/organization. */
  async page(userId: string): Promise<OrganizationPage> {
    const member = await this.member(userId, this.deps.db);
    authorize(member, OrganizationAction.VIEW_ORGANIZATION);
    return this.pageOf(member);
  }

  private async pageOf(member: OrganizationMember): Promise<OrganizationPage> {
    const user = await this.deps.users.view(this.deps.db, member.userId);
    if (!user?.organization) throw unauthorized();
    return {
      organization: user.organization,
      viewer: {
        accountLevel: member.level,
        levelLabel: accountLevelLabel(member.level),
        allowedActions: allowedActions(member.level),
        canManageBusinessUsers: managesUsers(member),
      },
    };
  }

  /** PUT /api/organization: the owner changes name, logo and preferences; members are told. */
  async update(userId: string, update: OrganizationUpdate): Promise<OrganizationPage> {
    await this.deps.db.transaction(async (tx) => {
      const member = await this.member(userId, tx);
      authorize(member, OrganizationAction.UPDATE_ORGANIZATION);
      const keys = (Object.keys(update) as (keyof OrganizationUpdate)[]).filter(
        (key) => update[key] !== undefined,
      );
      const { rows } = await tx.query<Record<string, unknown>>(
        `SELECT name, logo_image, banner_interstitials_enabled, default_payment_enabled FROM organizations WHERE id = $1 FOR UPDATE`,
        [member.organization.id],
      );
      const current = rows[0] ?? {};
      const changed = keys.filter((key) => current[UPDATE_COLUMNS[key]] !== update[key]);
      if (changed.length > 0) {
        const sets = changed.map((key, index) => `${UPDATE_COLUMNS[key]} = $${index + 2}`);
        await tx.query(`UPDATE organizations SET ${sets.join(', ')} WHERE id = $1`, [
          member.organization.id,
          ...changed.map((key) => update[key]),
        ]);
        const name = update.name ?? member.organization.name;
        const text = confirmationTexts.organizationUpdated(
          name,
          displayName(member),
          changed.map((key) => UPDATE_FIELD_NAMES[key]),
        );
        const others = await tx.query<{ id: string }>(
          'SELECT id FROM users WHERE organization_id = $1 AND id <> $2',
          [member.organization.id, member.userId],
        );
        await addConfirmations(
          tx,
          others.rows.map((row) => ({
            userId: row.id,
            organizationId: member.organization.id,
            ...text,
          })),
        );
      }
    });
    return this.page(userId);
  }

  /** GET /api/organization/users: every level that views the organisation; invites for managers. */
  async usersPage(userId: string, db: Queryable): Promise<UsersPage> {
    const member = await this.member(userId, db);
    authorize(member, OrganizationAction.VIEW_ORGANIZATION);
    return this.usersOf(member, db);
  }

  /** The users page of a member already authorised to view it. */
  async usersOf(member: OrganizationMember, db: Queryable): Promise<UsersPage> {
    const [users, invites] = await Promise.all([
      db.query<UserListRow>(
        `SELECT id, email, first_name, last_name, account_level FROM users WHERE organization_id = $1
          ORDER BY CASE account_level WHEN ${AccountLevel.BUSINESS_MANAGER} THEN 0 WHEN ${AccountLevel.BUSINESS_ADMIN} THEN 1
            WHEN ${AccountLevel.BUSINESS_USER} THEN 2 ELSE 3 END, last_name, first_name, email`,
        [member.organization.id],
      ),
      managesUsers(member)
        ? openInvites(db, member.organization.id, this.date())
        : Promise.resolve([]),
    ]);
    return {
      users: users.rows.map((row) => ({
        id: row.id,
        email: row.email,
        firstName: row.first_name,
        lastName: row.last_name,
        accountLevel: row.account_level,
        levelLabel: accountLevelLabel(levelOf(row.account_level)),
        isCurrentUser: row.id === member.userId,
      })),
      invites: invites.map(inviteView),
    };
  }

  /** GET /api/organization/login-data: null for the cart editor (accounts.md §6) and personal users. */
  async loginData(userId: string, signedInAt: number): Promise<LoginDataAnswer> {
    return this.loginDataOf(await this.member(userId, this.deps.db), signedInAt);
  }

  /** The login data of a member already loaded (the first-load signals share one load). */
  async loginDataOf(member: Member, signedInAt: number): Promise<LoginDataAnswer> {
    const userId = member.userId;
    if (!member.organization || !showsBusinessLoginDataModal(member.level)) {
      return { loginData: null, showModal: false };
    }
    const organization = member.organization;
    const { rows } = await this.deps.db.query<{ n: number; seen_at: Date | string | null }>(
      `SELECT (SELECT count(*)::int FROM users WHERE organization_id = $1) AS n,
              (SELECT seen_at FROM business_login_data_seen WHERE user_id = $2) AS seen_at`,
      [organization.id, userId],
    );
    const seenAt = rows[0]?.seen_at ?? null;
    const invoice =
      organization.invoiceEnabled && can(OrganizationAction.PAY_BY_INVOICE, member.level)
        ? {
            creditLimit: organization.invoiceCreditLimit,
            currentOutstanding: organization.invoiceCurrentOutstanding,
            available: Math.max(
              0,
              organization.invoiceCreditLimit - organization.invoiceCurrentOutstanding,
            ),
          }
        : null;
    return {
      loginData: {
        organizationName: organization.name,
        logoImage: organization.logoImage,
        accountLevel: member.level,
        levelLabel: accountLevelLabel(member.level),
        clientViewType: member.clientViewType,
        invoice,
        userCount: rows[0]?.n ?? 0,
      },
      showModal: seenAt === null || new Date(seenAt).getTime() < signedInAt,
    };
  }

  /** POST /api/organization/login-data/seen: closed until the next sign-in. */
  async loginDataSeen(userId: string, signedInAt: number): Promise<LoginDataAnswer> {
    await this.deps.db.query(
      `INSERT INTO business_login_data_seen (user_id, seen_at) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET seen_at = EXCLUDED.seen_at`,
      [userId, this.date()],
    );
    return this.loginData(userId, signedInAt);
  }
}
