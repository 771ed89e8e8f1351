import { AppError, notFound } from '../http/app-error';
import { BusinessErrorCode, type OrganizationInvite } from '@gio/contracts';
import { AuditKind, OrganizationAction, accountLevelLabel } from '@gio/domain-access';
import { AccountLevel, AccountScope, ServerErrorCode } from '@gio/domain-enums';
import type { Database, Queryable } from '../db/database';
import type { OutboxDispatcher } from '../outbox/dispatcher';
import { recordAudit } from '../audit/audit-store';
import type { OutboxRepo } from '../outbox/outbox';
import type { PasswordHasher } from '../security/password-hasher';
import { randomToken } from '../security/random';
import {
  insertInvitedUser,
  joinOrganization,
  leaveOrganization,
  normalizeEmail,
  setAccountLevel,
  type UserStore,
} from '../users/user-store';
import {
  insertInvite,
  lockOrganization,
  lockUser,
  lockUsers,
  openInvitesTo,
  revokeInvite,
  revokeOpenInvitesTo,
} from './business-store';
import { addConfirmations, confirmationTexts, type NewConfirmation } from './confirmations';
import { syncInvoicePaymentMethod } from './invoice-payment-method';
import {
  INVITE_VALIDITY_MS,
  inviteMessage,
  levelOf,
  markAccepted,
  usableInvite,
} from './invites';
import {
  authorize,
  customerTypeForLevel,
  displayName,
  loadMember,
  type Member,
  type OrganizationMember,
} from './member';
import type { OrganizationPage, OrganizationService, UsersPage } from './organization-service';

export interface MembershipServiceDeps {
  readonly db: Database;
  readonly users: UserStore;
  readonly outbox: OutboxRepo;
  readonly dispatcher: OutboxDispatcher;
  readonly hasher: PasswordHasher;
  /** The shop's origin, for the link in the invite e-mail. */
  readonly publicOrigin: string;
  readonly organizations: OrganizationService;
}

const roleChangeRefused = (message: string): AppError =>
  new AppError(400, BusinessErrorCode.ROLE_CHANGE_REFUSED, message);

const emailExists = (): AppError =>
  new AppError(
    400,
    ServerErrorCode.REGISTRATION_EMAIL_EXISTS_ERROR,
    'Email này đã có tài khoản: hãy đăng nhập rồi chấp nhận lời mời.',
    'code',
  );
const telephoneExists = (): AppError =>
  new AppError(
    400,
    ServerErrorCode.REGISTRATION_TELEPHONE_EXISTS_ERROR,
    'Số điện thoại này đã được đăng ký.',
    'telephone',
  );

/**
 * Who belongs to an organisation (accounts.md §3 "Organization invite", §6): invites, their
 * acceptance by an existing user or a new one, role changes and removal by owners and admins
 * (domain-access `can` and `canManageBusinessUsers`), each with its update confirmation. A user
 * or invite of another organisation is never found.
 *
 * Each change first locks the manager's (and the target's) rows, in id order so that two calls
 * never deadlock, before either is read: the manager's level is then the one after any
 * concurrent change commits, so two admins acting on each other at once cannot both win, nor a
 * just-demoted admin still act.
 */
export class MembershipService {
  constructor(private readonly deps: MembershipServiceDeps) {}

  /** POST /api/organization/invites: a new code replaces an open invite to the same address. */
  async invite(userId: string, email: string, level: AccountLevel): Promise<OrganizationInvite> {
    const invitedEmail = normalizeEmail(email);
    const now = this.deps.organizations.date();
    const invite = await this.deps.db.transaction(async (tx) => {
      await lockUsers(tx, [userId]);
      const member = await this.deps.organizations.member(userId, tx);
      authorize(member, OrganizationAction.INVITE_USER);
      // Invites of one organisation queue here, so two for one address cannot both stay open.
      await lockOrganization(tx, member.organization.id);
      const existing = await this.deps.users.byEmail(tx, invitedEmail);
      if (existing?.organization_id === member.organization.id) {
        throw new AppError(
          409,
          BusinessErrorCode.ALREADY_MEMBER,
          'Người dùng này đã thuộc doanh nghiệp.',
          'email',
        );
      }
      await revokeOpenInvitesTo(tx, member.organization.id, invitedEmail);
      const code = randomToken();
      const expiresAt = new Date(now.getTime() + INVITE_VALIDITY_MS);
      await insertInvite(tx, {
        code,
        organizationId: member.organization.id,
        invitedEmail,
        accountLevel: level,
        invitedBy: member.userId,
        createdAt: now,
        expiresAt,
      });
      await recordAudit(tx, { organizationId: member.organization.id, actorId: member.userId, kind: AuditKind.INVITE_SENT, subject: invitedEmail, after: { accountLevel: level } });
      await this.deps.outbox.enqueue(
        tx,
        inviteMessage({
          email: invitedEmail,
          organizationName: member.organization.name,
          invitedBy: displayName(member),
          levelLabel: accountLevelLabel(level),
          code,
          publicOrigin: this.deps.publicOrigin,
          expiresAt,
        }),
      );
      return {
        code,
        invitedEmail,
        accountLevel: level,
        levelLabel: accountLevelLabel(level),
        invitedBy: displayName(member),
        createdAt: now.toISOString(),
        expiresAt: expiresAt.toISOString(),
      };
    });
    void this.deps.dispatcher.deliverPending();
    return invite;
  }

  /** DELETE /api/organization/invites/{code}: only an open invite of the manager's organisation. */
  async revokeInvite(userId: string, code: string): Promise<UsersPage> {
    return this.deps.db.transaction(async (tx) => {
      await lockUsers(tx, [userId]);
      const member = await this.deps.organizations.member(userId, tx);
      authorize(member, OrganizationAction.INVITE_USER);
      const revoked = await revokeInvite(tx, code, member.organization.id);
      if (!revoked) throw notFound('Invite');
      await recordAudit(tx, { organizationId: member.organization.id, actorId: member.userId, kind: AuditKind.INVITE_REVOKED, subject: revoked });
      return this.deps.organizations.usersOf(member, tx);
    });
  }

  /** GET /api/organization/invites/{code}: what the landing shows to the holder of the code. */
  async inviteDetails(code: string) {
    const invite = await usableInvite(this.deps.db, code, this.deps.organizations.date());
    const existing = await this.deps.users.byEmail(this.deps.db, invite.invited_email);
    return {
      organizationName: invite.organization_name,
      invitedEmail: invite.invited_email,
      accountLevel: invite.account_level,
      levelLabel: accountLevelLabel(levelOf(invite.account_level)),
      accountExists: existing !== null,
    };
  }

  /** GET /api/organization/my-invites. */
  async myInvites(userId: string) {
    return this.invitesOf(await this.deps.organizations.member(userId, this.deps.db));
  }

  /** The open invites to a member already loaded (the first-load signals share one load). */
  async invitesOf(member: Member) {
    const invites = await openInvitesTo(this.deps.db, member.email, this.deps.organizations.date());
    return invites.map((invite) => ({
      code: invite.code,
      invitedEmail: invite.invited_email,
      organizationName: invite.organization_name,
      levelLabel: accountLevelLabel(levelOf(invite.account_level)),
    }));
  }

  /**
   * POST /api/organization/invites/{code}/accept: an existing user takes an invite to their own
   * address (another address's invite is not found); one organisation per user.
   */
  async accept(userId: string, code: string): Promise<OrganizationPage> {
    await this.deps.db.transaction(async (tx) => {
      // One organisation per user: two accepts of one user queue on the user's row.
      await lockUser(tx, userId);
      const member = await this.deps.organizations.member(userId, tx);
      const invite = await usableInvite(tx, code, this.deps.organizations.date(), true);
      if (invite.invited_email !== member.email) throw notFound('Invite');
      if (member.organization?.id === invite.organization_id) {
        throw new AppError(
          409,
          BusinessErrorCode.ALREADY_MEMBER,
          'Bạn đã thuộc doanh nghiệp này.',
        );
      }
      if (member.organization) {
        throw new AppError(
          409,
          BusinessErrorCode.IN_ANOTHER_ORGANIZATION,
          'Tài khoản của bạn đang thuộc một doanh nghiệp khác.',
        );
      }
      await markAccepted(tx, code, userId);
      await this.joinOrganization(
        tx,
        userId,
        invite.organization_id,
        invite.organization_name,
        levelOf(invite.account_level),
      );
    });
    return this.deps.organizations.page(userId);
  }

  /**
   * POST /api/organization/join: a new user signs up with the e-mailed code; the code proves the
   * address, so no one-time code is needed. An address with an account signs in and accepts.
   */
  async joinWithInvite(input: {
    readonly code: string;
    readonly password: string;
    readonly firstName: string;
    readonly lastName: string;
    readonly telephone?: string;
  }): Promise<string> {
    const { db, users, hasher } = this.deps;
    const first = await usableInvite(db, input.code, this.deps.organizations.date());
    if (await users.byEmail(db, first.invited_email)) throw emailExists();
    if (input.telephone && (await users.byTelephone(db, input.telephone))) throw telephoneExists();
    const passwordHash = await hasher.hash(input.password);
    return db.transaction(async (tx) => {
      const invite = await usableInvite(tx, input.code, this.deps.organizations.date(), true);
      const userId = await insertInvitedUser(tx, {
        email: invite.invited_email,
        firstName: input.firstName,
        lastName: input.lastName,
        telephone: input.telephone ?? null,
      });
      if (!userId)
        throw (await users.byEmail(tx, invite.invited_email)) ? emailExists() : telephoneExists();
      await users.setPasswordHash(tx, userId, passwordHash);
      await markAccepted(tx, input.code, userId);
      await this.joinOrganization(
        tx,
        userId,
        invite.organization_id,
        invite.organization_name,
        levelOf(invite.account_level),
      );
      return userId;
    });
  }

  private async joinOrganization(
    tx: Queryable,
    userId: string,
    organizationId: string,
    organizationName: string,
    level: AccountLevel,
  ): Promise<void> {
    await joinOrganization(tx, userId, {
      organizationId,
      level,
      customerType: customerTypeForLevel(level),
      clientViewType: AccountScope.BUSINESS,
    });
    await syncInvoicePaymentMethod(tx, userId);
    await addConfirmations(tx, [
      {
        userId,
        organizationId,
        ...confirmationTexts.joined(organizationName, accountLevelLabel(level)),
      },
    ]);
    await recordAudit(tx, { organizationId, actorId: userId, kind: AuditKind.INVITE_ACCEPTED, subject: userId, after: { accountLevel: level } });
  }

  /** The target user, in the manager's own organisation only (another's is not found). */
  private async colleague(
    tx: Queryable,
    manager: OrganizationMember,
    targetId: string,
  ): Promise<Member> {
    const target = await loadMember(tx, targetId).catch((error: unknown) => {
      if (error instanceof AppError && error.statusCode === 401) throw notFound('User');
      throw error;
    });
    if (target.organization?.id !== manager.organization.id) throw notFound('User');
    if (target.userId === manager.userId)
      throw roleChangeRefused('Bạn không thể đổi vai trò hoặc xoá chính mình.');
    if (target.level === AccountLevel.BUSINESS_MANAGER) {
      throw roleChangeRefused('Không thể đổi vai trò hoặc xoá chủ doanh nghiệp.');
    }
    return target;
  }

  /** PUT /api/organization/users/{userId}/role: owners and admins; the user is told. */
  async changeRole(userId: string, targetId: string, level: AccountLevel): Promise<UsersPage> {
    return this.deps.db.transaction(async (tx) => {
      await lockUsers(tx, [userId, targetId]);
      const manager = await this.deps.organizations.member(userId, tx);
      authorize(manager, OrganizationAction.CHANGE_ROLE);
      const target = await this.colleague(tx, manager, targetId);
      if (target.level !== level) {
        await setAccountLevel(tx, target.userId, level, customerTypeForLevel(level));
        await recordAudit(tx, { organizationId: manager.organization.id, actorId: manager.userId, kind: AuditKind.ROLE_CHANGED, subject: target.email, before: { accountLevel: target.level }, after: { accountLevel: level } });
        await syncInvoicePaymentMethod(tx, target.userId);
        const confirmation: NewConfirmation = {
          userId: target.userId,
          organizationId: manager.organization.id,
          ...confirmationTexts.roleChanged(
            manager.organization.name,
            displayName(manager),
            accountLevelLabel(level),
          ),
        };
        await addConfirmations(tx, [confirmation]);
      }
      return this.deps.organizations.usersOf(manager, tx);
    });
  }

  /** DELETE /api/organization/users/{userId}: the user becomes a personal account again. */
  async removeUser(userId: string, targetId: string): Promise<UsersPage> {
    return this.deps.db.transaction(async (tx) => {
      await lockUsers(tx, [userId, targetId]);
      const manager = await this.deps.organizations.member(userId, tx);
      authorize(manager, OrganizationAction.REMOVE_USER);
      const target = await this.colleague(tx, manager, targetId);
      await leaveOrganization(tx, target.userId, {
        level: AccountLevel.DEFAULT,
        clientViewType: AccountScope.PERSONAL,
      });
      await recordAudit(tx, { organizationId: manager.organization.id, actorId: manager.userId, kind: AuditKind.USER_REMOVED, subject: target.email, before: { accountLevel: target.level } });
      await syncInvoicePaymentMethod(tx, target.userId);
      await addConfirmations(tx, [
        {
          userId: target.userId,
          organizationId: manager.organization.id,
          ...confirmationTexts.removed(manager.organization.name, displayName(manager)),
        },
      ]);
      return this.deps.organizations.usersOf(manager, tx);
    });
  }
}
