import { OrganizationConfirmationType, type OrganizationConfirmation } from '@gio/contracts';
import type { Queryable } from '../db/database';
import { newId } from '../security/random';
import { clearOpenConfirmations, insertConfirmations, oldestOpenConfirmation } from './business-store';

/** One organisation update confirmation as written (accounts.md §3: type, header, message). */
export interface NewConfirmation {
  readonly userId: string;
  readonly organizationId: string | null;
  readonly type: OrganizationConfirmationType;
  readonly header: string;
  readonly message: string;
}

/** Writes confirmations in the caller's transaction, so they exist exactly when the change does. */
export async function addConfirmations(
  tx: Queryable,
  confirmations: readonly NewConfirmation[],
): Promise<void> {
  if (confirmations.length === 0) return;
  await insertConfirmations(
    tx,
    confirmations.map((confirmation) => ({
      id: newId('ocf'),
      user_id: confirmation.userId,
      organization_id: confirmation.organizationId,
      type: confirmation.type,
      header: confirmation.header,
      message: confirmation.message,
    })),
  );
}

/** The user's oldest confirmation not yet cleared: the modal shows one at a time. */
export async function openConfirmation(
  db: Queryable,
  userId: string,
): Promise<OrganizationConfirmation | null> {
  const row = await oldestOpenConfirmation(db, userId);
  return row
    ? {
        type: row.type,
        header: row.header,
        message: row.message,
        createdAt: new Date(row.created_at).toISOString(),
      }
    : null;
}

/** GET /api/organization/clear-confirmation: every open confirmation of the user is seen. */
export async function clearConfirmations(db: Queryable, userId: string): Promise<number> {
  return clearOpenConfirmations(db, userId);
}

export const confirmationTexts = {
  roleChanged: (organization: string, by: string, label: string) => ({
    type: OrganizationConfirmationType.ROLE_CHANGED,
    header: 'Vai trò của bạn đã thay đổi',
    message: `${by} đã đổi vai trò của bạn trong ${organization} thành ${label}.`,
  }),
  removed: (organization: string, by: string) => ({
    type: OrganizationConfirmationType.REMOVED,
    header: 'Bạn không còn thuộc doanh nghiệp',
    message: `${by} đã xoá bạn khỏi ${organization}. Tài khoản của bạn trở về tài khoản cá nhân.`,
  }),
  joined: (organization: string, label: string) => ({
    type: OrganizationConfirmationType.JOINED,
    header: `Chào mừng đến với ${organization}`,
    message: `Bạn đã tham gia ${organization} với vai trò ${label}.`,
  }),
  organizationUpdated: (organization: string, by: string, fields: readonly string[]) => ({
    type: OrganizationConfirmationType.ORGANIZATION_UPDATED,
    header: 'Thông tin doanh nghiệp đã được cập nhật',
    message: `${by} đã cập nhật ${fields.join(', ')} của ${organization}.`,
  }),
} as const;
