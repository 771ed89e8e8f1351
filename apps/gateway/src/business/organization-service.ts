import type {
  BusinessLoginData,
  OrganizationInvite,
  OrganizationUpdate,
  OrganizationUser,
  OrganizationView,
} from '@gio/contracts';
import {
  AuditKind,
  OrganizationAction,
  accountLevelLabel,
  allowedActions,
  can,
  showsBusinessLoginDataModal,
} from '@gio/domain-access';
import { unauthorized } from '../http/app-error';
import { recordAudit } from '../audit/audit-store';
import type { Database, Queryable } from '../db/database';
import type { UserStore } from '../users/user-store';
import {
  loginDataFigures,
  markLoginDataSeen,
  openInvites,
  organizationSettingsForUpdate,
  organizationUsers,
  otherUserIds,
  updateOrganization,
} from './business-store';
import { addConfirmations, confirmationTexts } from './confirmations';
import { inviteView, levelOf } from './invites';
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
  readonly users: UserStore;
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

/** Vietnamese names of the fields an owner changes, for the update confirmation's message. */
const UPDATE_FIELD_NAMES: Record<keyof OrganizationUpdate, string> = {
  name: 'tên doanh nghiệp',
  logoImage: 'logo',
  bannerInterstitialsEnabled: 'cài đặt quảng cáo trên trang',
  defaultPaymentEnabled: 'phương thức thanh toán mặc định',
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
      const current = await organizationSettingsForUpdate(tx, member.organization.id);
      const changed = keys.filter((key) => current?.[key] !== update[key]);
      if (changed.length > 0) {
        await updateOrganization(
          tx,
          member.organization.id,
          changed.map((key) => [key, update[key]] as const),
        );
        await recordAudit(tx, {
          organizationId: member.organization.id,
          actorId: member.userId,
          kind: AuditKind.PROFILE_CHANGED,
          subject: 'organization',
          before: Object.fromEntries(changed.map((key) => [key, current?.[key] ?? null])),
          after: Object.fromEntries(changed.map((key) => [key, update[key] ?? null])),
        });
        const name = update.name ?? member.organization.name;
        const text = confirmationTexts.organizationUpdated(
          name,
          displayName(member),
          changed.map((key) => UPDATE_FIELD_NAMES[key]),
        );
        const others = await otherUserIds(tx, member.organization.id, member.userId);
        await addConfirmations(
          tx,
          others.map((otherId) => ({
            userId: otherId,
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
      organizationUsers(db, member.organization.id),
      managesUsers(member)
        ? openInvites(db, member.organization.id, this.date())
        : Promise.resolve([]),
    ]);
    return {
      users: users.map((row) => ({
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
    const figures = await loginDataFigures(this.deps.db, organization.id, userId);
    const seenAt = figures?.seen_at ?? null;
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
        userCount: figures?.n ?? 0,
      },
      showModal: seenAt === null || new Date(seenAt).getTime() < signedInAt,
    };
  }

  /** POST /api/organization/login-data/seen: closed until the next sign-in. */
  async loginDataSeen(userId: string, signedInAt: number): Promise<LoginDataAnswer> {
    await markLoginDataSeen(this.deps.db, userId, this.date());
    return this.loginData(userId, signedInAt);
  }
}
