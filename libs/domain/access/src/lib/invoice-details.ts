import { AccountLevel } from '@gio/domain-enums';
import { canEditLeadCompanyName } from './business-users';

/** What a level may change in the organisation's e-invoice (VAT) details. */
export interface InvoiceDetailsAccess {
  /** The invoice e-mail and address. */
  readonly editable: boolean;
  /** The company name and the tax code that names it. */
  readonly companyNameEditable: boolean;
}

/**
 * The organisation's e-invoice details (accounts.md §3 "VAT information" kept for the business
 * account). Owner and admin keep them (they run the account's users, and the invoice mailbox
 * and address change with the same people); members and cart editors only read them. The
 * company name follows the lead-capture rule of accounts.md §5 (not editable by admin or
 * member), and the tax code with it, since the tax code names the company.
 */
export function invoiceDetailsAccess(level: AccountLevel): InvoiceDetailsAccess {
  const editable = level === AccountLevel.BUSINESS_MANAGER || level === AccountLevel.BUSINESS_ADMIN;
  return { editable, companyNameEditable: editable && canEditLeadCompanyName(level) };
}
