import { AppError, notFound } from '../http/app-error';
import { BusinessErrorCode, type OrganizationInvite } from '@gio/contracts';
import { accountLevelLabel, isAccountLevel } from '@gio/domain-access';
import { AccountLevel } from '@gio/domain-enums';
import type { Queryable } from '../db/database';
import type { OutboxMessageInput } from '../outbox/outbox';
import { inviteByCode, markInviteAccepted, type InviteRow } from './business-store';

/** An invite stays usable this long; the manager invites again after that. */
export const INVITE_VALIDITY_MS = 14 * 24 * 60 * 60 * 1000;

export const levelOf = (value: number): AccountLevel =>
  isAccountLevel(value) ? value : AccountLevel.BUSINESS_USER;

export function inviteView(row: InviteRow): OrganizationInvite {
  return {
    code: row.code,
    invitedEmail: row.invited_email,
    accountLevel: row.account_level,
    levelLabel: accountLevelLabel(levelOf(row.account_level)),
    invitedBy: row.invited_by_name,
    createdAt: new Date(row.created_at).toISOString(),
    expiresAt: new Date(row.expires_at).toISOString(),
  };
}

const inviteNotUsable = (): AppError =>
  new AppError(
    410,
    BusinessErrorCode.INVITE_NOT_USABLE,
    'Lời mời đã được dùng, đã bị huỷ hoặc đã hết hạn.',
  );

/**
 * The invite of a code, usable now: 404 for a code that never existed, 410 for one accepted,
 * revoked or expired. `forUpdate` locks it inside an accepting transaction.
 */
export async function usableInvite(
  db: Queryable,
  code: string,
  now: Date,
  forUpdate = false,
): Promise<InviteRow> {
  const invite = await inviteByCode(db, code, forUpdate);
  if (!invite) throw notFound('Invite');
  if (
    invite.accepted_at !== null ||
    invite.revoked_at !== null ||
    new Date(invite.expires_at) <= now
  ) {
    throw inviteNotUsable();
  }
  return invite;
}

/** Marks an invite used by a user; a concurrent accept that got there first makes it 410. */
export async function markAccepted(tx: Queryable, code: string, userId: string): Promise<void> {
  if (!(await markInviteAccepted(tx, code, userId))) throw inviteNotUsable();
}

/** The invite e-mail: the link opens the shop with the organisation-invite modal. */
export function inviteMessage(input: {
  readonly email: string;
  readonly organizationName: string;
  readonly invitedBy: string;
  readonly levelLabel: string;
  readonly code: string;
  readonly publicOrigin: string;
  readonly expiresAt: Date;
}): OutboxMessageInput {
  const link = `${input.publicOrigin}/?organizationInvite=${encodeURIComponent(input.code)}`;
  return {
    channel: 'email',
    recipient: input.email,
    kind: 'organization-invite',
    subject: `Lời mời tham gia ${input.organizationName} trên Giỏ`,
    body: [
      `${input.invitedBy} mời bạn tham gia tài khoản doanh nghiệp ${input.organizationName} trên Giỏ với vai trò ${input.levelLabel}.`,
      '',
      `Mở liên kết sau để chấp nhận lời mời: ${link}`,
      `Mã mời: ${input.code}`,
      '',
      `Lời mời có hiệu lực đến ${input.expiresAt.toISOString().slice(0, 10)}. Nếu bạn không chờ lời mời này, hãy bỏ qua email.`,
    ].join('\n'),
  };
}
