import { accountLevelLabel } from '@gio/domain-access';
import { AccountLevel } from '@gio/domain-enums';
import type { Database } from '../db/database';
import { OutboxRepo } from '../outbox/outbox';
import { randomToken } from '../security/random';
import { DEMO_ORGANIZATION } from '../users/demo-users';
import { demoOrganizationState, insertInvite } from './business-store';
import { addConfirmations, confirmationTexts } from './confirmations';
import { upsertInvoiceDetails } from './invoice-details-store';
import { INVITE_VALIDITY_MS, inviteMessage } from './invites';

/** The address of the demo organisation's pending invite (README "Demo users"). */
export const DEMO_INVITED_EMAIL = 'ke.toan@gio.vn';

/** The demo organisation's e-invoice details (its tax code is in the registry of migration 0310). */
export const DEMO_INVOICE_DETAILS = {
  companyName: DEMO_ORGANIZATION.name,
  taxCode: '0312345673',
  invoiceEmail: 'hoadon@bepnhaviet.vn',
  addressLine1: '86 Lê Thánh Tôn, Phường Bến Nghé',
  district: 'Quận 1',
  city: 'Thành phố Hồ Chí Minh',
} as const;

/**
 * Gives the demo organisation something to show: its e-invoice details, a pending invite (a new accountant, as
 * Member, its e-mail in the outbox) and, for the member nhan.vien, an update confirmation as if the owner had just
 * renamed the account. Runs once: a database whose demo organisation has invites is left
 * alone. Returns whether anything was added.
 */
export async function seedBusinessDemo(
  db: Database,
  publicOrigin: string,
  now = new Date(),
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const state = await demoOrganizationState(tx, DEMO_ORGANIZATION.id, AccountLevel.BUSINESS_MANAGER);
    if (!state?.owner || state.invites > 0) return false;
    await upsertInvoiceDetails(tx, DEMO_ORGANIZATION.id, state.owner, DEMO_INVOICE_DETAILS);
    const code = randomToken();
    const expiresAt = new Date(now.getTime() + INVITE_VALIDITY_MS);
    await insertInvite(tx, {
      code,
      organizationId: DEMO_ORGANIZATION.id,
      invitedEmail: DEMO_INVITED_EMAIL,
      accountLevel: AccountLevel.BUSINESS_USER,
      invitedBy: state.owner,
      createdAt: now,
      expiresAt,
    });
    await new OutboxRepo(tx).enqueue(
      tx,
      inviteMessage({
        email: DEMO_INVITED_EMAIL,
        organizationName: DEMO_ORGANIZATION.name,
        invitedBy: 'Lê Văn Hùng',
        levelLabel: accountLevelLabel(AccountLevel.BUSINESS_USER),
        code,
        publicOrigin,
        expiresAt,
      }),
    );
    if (state.member) {
      await addConfirmations(tx, [
        {
          userId: state.member,
          organizationId: DEMO_ORGANIZATION.id,
          ...confirmationTexts.organizationUpdated(DEMO_ORGANIZATION.name, 'Lê Văn Hùng', ['logo']),
        },
      ]);
    }
    return true;
  });
}
