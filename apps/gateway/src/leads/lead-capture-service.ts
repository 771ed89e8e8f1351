import { AppError, fieldError, notFound } from '../http/app-error';
import type { LeadCapture, LeadCaptureInput } from '@gio/contracts';
import { canEditLeadCompanyName } from '@gio/domain-access';
import { ServerErrorCode } from '@gio/domain-enums';
import { loadMember, type Member } from '../business/member';
import type { Database, Queryable } from '../db/database';
import { isUniqueViolation } from '../db/errors';
import {
  OPTIONAL_FIELDS,
  hasExitedLeadCapture,
  insertLead,
  insertLeadCaptureExit,
  leadOf,
  updateLead,
  type LeadRow,
  type OptionalField,
} from './lead-store';

/** accounts.md §8 578 with the storefront's key for it (storefront.md §8 sign-up errors). */
const entryAlreadyUsed = (field: string): AppError =>
  new AppError(
    400,
    ServerErrorCode.ENTRY_ALREADY_USED,
    'customer_data_capture_form.api_error_message_entry_used',
    field,
  );

/** GET /api/lead-capture's answer: the lead and whether the user closed the form. */
export interface LeadCaptureState {
  readonly leadCapture: LeadCapture | null;
  readonly exited: boolean;
}

const COMPANY_NAME_LOCKED = 'lead_capture.company_name_not_editable';

function view(row: LeadRow, member: Member): LeadCapture {
  return {
    firstName: row.first_name,
    lastName: row.last_name,
    phoneNumber: row.phone_number,
    companyName: row.company_name,
    size: row.size,
    occupationType: row.occupation_type,
    occupationRole: row.occupation_role,
    contactReason: row.contact_reason,
    industryType: row.industry_type,
    postalCode: row.postal_code,
    city: row.city,
    district: row.district,
    ward: row.ward,
    hasCompletedLeadCapture: row.has_completed_lead_capture,
    companyNameEditable: companyNameEditable(member),
  };
}

/** accounts.md §5: a business account's company name is not editable by admin or member. */
function companyNameEditable(member: Member): boolean {
  return member.organization === null || canEditLeadCompanyName(member.level);
}

/**
 * Lead capture (accounts.md §3, §5, §7): one lead per signed-in user. A business user's lead
 * starts with the organisation's name as company name; an admin or member cannot change it.
 * A second POST, or a phone number another lead holds, is 578 (entry already used).
 */
export class LeadCaptureService {
  constructor(private readonly db: Database) {}

  /** GET /api/lead-capture: the lead and whether the user closed the form. */
  async read(userId: string): Promise<LeadCaptureState> {
    return this.readOf(await loadMember(this.db, userId));
  }

  /** The lead of a member already loaded (the first-load signals share one load). */
  async readOf(member: Member): Promise<LeadCaptureState> {
    const userId = member.userId;
    const [lead, exited] = await Promise.all([leadOf(this.db, userId), hasExitedLeadCapture(this.db, userId)]);
    return { leadCapture: lead ? view(lead, member) : null, exited };
  }

  /** POST /api/lead-capture. */
  async create(userId: string, input: LeadCaptureInput): Promise<LeadCapture> {
    const member = await loadMember(this.db, userId);
    const companyName = this.companyName(member, input.companyName, member.organization?.name);
    if (companyName === undefined) throw fieldError('companyName', 'form.validation_required');
    const row = await insertLead(this.db, userId, {
      firstName: input.firstName,
      lastName: input.lastName,
      phoneNumber: input.phoneNumber,
      companyName,
      optional: optionalValues((field) => emptyToNull(input[field])),
      hasCompletedLeadCapture: input.hasCompletedLeadCapture ?? false,
    });
    if (row) return view(row, member);
    throw entryAlreadyUsed((await leadOf(this.db, userId)) ? 'lead' : 'phoneNumber');
  }

  /** PUT /api/lead-capture: changes the fields given; completion, once reached, stays. */
  async update(userId: string, input: Partial<LeadCaptureInput>): Promise<LeadCapture> {
    const member = await loadMember(this.db, userId);
    try {
      return await this.db.transaction((tx) => this.updateLocked(tx, member, input));
    } catch (error) {
      if (isUniqueViolation(error))
        throw entryAlreadyUsed('phoneNumber');
      throw error;
    }
  }

  /**
   * The fields not sent keep their stored values: the row is locked while they are read, so
   * that two changes of different fields at once both stay (no lost update).
   */
  private async updateLocked(
    tx: Queryable,
    member: Member,
    input: Partial<LeadCaptureInput>,
  ): Promise<LeadCapture> {
    const userId = member.userId;
    const current = await leadOf(tx, userId, true);
    if (!current) throw notFound('Lead capture');
    const companyName =
      this.companyName(member, input.companyName, current.company_name) ?? current.company_name;
    const row = await updateLead(tx, userId, {
      firstName: input.firstName ?? current.first_name,
      lastName: input.lastName ?? current.last_name,
      phoneNumber: input.phoneNumber ?? current.phone_number,
      companyName,
      optional: optionalValues((field, column) =>
        input[field] === undefined ? current[column] : emptyToNull(input[field]),
      ),
      hasCompletedLeadCapture: input.hasCompletedLeadCapture ?? false,
    });
    if (!row) throw notFound('Lead capture');
    return view(row, member);
  }

  /** POST /api/exit-lead-capture: the form is not offered to this user again. */
  async exit(userId: string): Promise<void> {
    await insertLeadCaptureExit(this.db, userId);
  }

  /**
   * The company name to store: a locked one (admin, member of a business account) must stay
   * what it is, so a different value is a field error rather than silently ignored.
   */
  private companyName(
    member: Member,
    typed: string | undefined,
    locked: string | undefined,
  ): string | undefined {
    if (companyNameEditable(member)) return typed ?? locked;
    if (typed !== undefined && typed !== locked)
      throw fieldError('companyName', COMPANY_NAME_LOCKED);
    return locked;
  }
}

/** The optional fields' values, each from `valueOf` given the field and its column. */
function optionalValues(
  valueOf: (field: OptionalField, column: (typeof OPTIONAL_FIELDS)[number][1]) => string | null,
): Record<OptionalField, string | null> {
  return Object.fromEntries(OPTIONAL_FIELDS.map(([field, column]) => [field, valueOf(field, column)])) as Record<
    OptionalField,
    string | null
  >;
}

function emptyToNull(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}
