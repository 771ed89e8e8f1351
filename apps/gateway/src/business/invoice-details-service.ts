import type {
  OrganizationInvoiceDetails,
  OrganizationInvoiceDetailsAnswer,
  OrganizationInvoiceDetailsInput,
} from '@gio/contracts';
import { OrganizationAction, invoiceDetailsAccess } from '@gio/domain-access';
import { AppError } from '../http/app-error';
import { BusinessErrorCode } from '@gio/contracts';
import type { Database } from '../db/database';
import { lockOrganization, lockUsers } from './business-store';
import { invoiceDetailsRow, upsertInvoiceDetails, type InvoiceDetailsRow } from './invoice-details-store';
import { authorize, loadMember, organizationDisabled, permissionDenied, type OrganizationMember } from './member';

const view = (row: InvoiceDetailsRow): OrganizationInvoiceDetails => ({
  companyName: row.company_name,
  taxCode: row.tax_code,
  invoiceEmail: row.invoice_email,
  addressLine1: row.address_line1,
  district: row.district,
  city: row.city,
  updatedAt: new Date(row.updated_at).toISOString(),
});

const answerOf = (
  member: OrganizationMember,
  row: InvoiceDetailsRow | null,
): OrganizationInvoiceDetailsAnswer => ({
  invoiceDetails: row ? view(row) : null,
  ...invoiceDetailsAccess(member.level),
});

/** The company name is the lead-capture rule's (accounts.md §5); the tax code goes with it. */
const companyLocked = (): AppError =>
  new AppError(
    400,
    BusinessErrorCode.PERMISSION_DENIED,
    'Chỉ chủ doanh nghiệp được đổi tên công ty và mã số thuế.',
    'companyName',
  );

/** GET /api/organization/invoice-details: every level that views the organisation. */
export async function invoiceDetailsOf(
  db: Database,
  userId: string,
): Promise<OrganizationInvoiceDetailsAnswer> {
  const member = await loadMember(db, userId);
  authorize(member, OrganizationAction.VIEW_ORGANIZATION);
  return answerOf(member, await invoiceDetailsRow(db, member.organization.id));
}

/**
 * PUT /api/organization/invoice-details: owner and admin of an enabled account
 * (domain-access `invoiceDetailsAccess`); an admin keeps the company name and tax code the owner
 * saved. The caller's row is locked first, so a level changed meanwhile is the one that counts,
 * and the organisation's, so two first saves queue.
 */
export async function saveInvoiceDetails(
  db: Database,
  userId: string,
  input: OrganizationInvoiceDetailsInput,
): Promise<OrganizationInvoiceDetailsAnswer> {
  return db.transaction(async (tx) => {
    await lockUsers(tx, [userId]);
    const member = await loadMember(tx, userId);
    authorize(member, OrganizationAction.VIEW_ORGANIZATION);
    const access = invoiceDetailsAccess(member.level);
    if (!access.editable) throw permissionDenied();
    if (!member.organization.isEnabled) throw organizationDisabled();
    await lockOrganization(tx, member.organization.id);
    const current = await invoiceDetailsRow(tx, member.organization.id, true);
    if (
      !access.companyNameEditable &&
      (current === null ||
        current.company_name !== input.companyName ||
        current.tax_code !== input.taxCode)
    ) {
      throw companyLocked();
    }
    const row = await upsertInvoiceDetails(tx, member.organization.id, member.userId, input);
    if (!row) throw new Error('invoice details upsert returned no row');
    return answerOf(member, row);
  });
}
