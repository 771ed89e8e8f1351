import { AppError, fieldError, notFound } from '../http/app-error';
import type { LeadCapture, LeadCaptureInput } from '@gio/contracts';
import { canEditLeadCompanyName } from '@gio/domain-access';
import { ServerErrorCode } from '@gio/domain-enums';
import { loadMember, type Member } from '../business/member';
import type { Database, Queryable } from '../db/database';
import { isUniqueViolation } from '../db/errors';

interface LeadRow {
  first_name: string;
  last_name: string;
  phone_number: string;
  company_name: string;
  size: string | null;
  occupation_type: string | null;
  occupation_role: string | null;
  contact_reason: string | null;
  industry_type: string | null;
  postal_code: string | null;
  city: string | null;
  district: string | null;
  ward: string | null;
  has_completed_lead_capture: boolean;
}

/** The form's optional fields and their columns, in the order of the INSERT and UPDATE. */
const OPTIONAL_FIELDS = [
  ['size', 'size'],
  ['occupationType', 'occupation_type'],
  ['occupationRole', 'occupation_role'],
  ['contactReason', 'contact_reason'],
  ['industryType', 'industry_type'],
  ['postalCode', 'postal_code'],
  ['city', 'city'],
  ['district', 'district'],
  ['ward', 'ward'],
] as const satisfies readonly (readonly [keyof LeadCaptureInput, keyof LeadRow])[];

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

  private async lead(db: Queryable, userId: string, forUpdate = false): Promise<LeadRow | null> {
    const { rows } = await db.query<LeadRow>(
      `SELECT * FROM lead_captures WHERE user_id = $1${forUpdate ? ' FOR UPDATE' : ''}`,
      [userId],
    );
    return rows[0] ?? null;
  }

  /** GET /api/lead-capture: the lead and whether the user closed the form. */
  async read(userId: string): Promise<LeadCaptureState> {
    return this.readOf(await loadMember(this.db, userId));
  }

  /** The lead of a member already loaded (the first-load signals share one load). */
  async readOf(member: Member): Promise<LeadCaptureState> {
    const userId = member.userId;
    const [lead, exit] = await Promise.all([
      this.lead(this.db, userId),
      this.db.query('SELECT 1 FROM lead_capture_exits WHERE user_id = $1', [userId]),
    ]);
    return { leadCapture: lead ? view(lead, member) : null, exited: exit.rows.length > 0 };
  }

  /** POST /api/lead-capture. */
  async create(userId: string, input: LeadCaptureInput): Promise<LeadCapture> {
    const member = await loadMember(this.db, userId);
    const companyName = this.companyName(member, input.companyName, member.organization?.name);
    if (companyName === undefined) throw fieldError('companyName', 'form.validation_required');
    const { rows } = await this.db.query<LeadRow>(
      `INSERT INTO lead_captures (user_id, first_name, last_name, phone_number, company_name, size, occupation_type,
         occupation_role, contact_reason, industry_type, postal_code, city, district, ward, has_completed_lead_capture)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
       ON CONFLICT DO NOTHING RETURNING *`,
      [
        userId,
        input.firstName,
        input.lastName,
        input.phoneNumber,
        companyName,
        ...OPTIONAL_FIELDS.map(([field]) => emptyToNull(input[field])),
        input.hasCompletedLeadCapture ?? false,
      ],
    );
    const row = rows[0];
    if (row) return view(row, member);
    throw entryAlreadyUsed((await this.lead(this.db, userId)) ? 'lead' : 'phoneNumber');
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
    const current = await this.lead(tx, userId, true);
    if (!current) throw notFound('Lead capture');
    const companyName =
      this.companyName(member, input.companyName, current.company_name) ?? current.company_name;
    const { rows } = await tx.query<LeadRow>(
      `UPDATE lead_captures SET first_name = $2, last_name = $3, phone_number = $4, company_name = $5, size = $6,
           occupation_type = $7, occupation_role = $8, contact_reason = $9, industry_type = $10, postal_code = $11,
           city = $12, district = $13, ward = $14,
           has_completed_lead_capture = has_completed_lead_capture OR $15, updated_at = now()
         WHERE user_id = $1 RETURNING *`,
      [
        userId,
        input.firstName ?? current.first_name,
        input.lastName ?? current.last_name,
        input.phoneNumber ?? current.phone_number,
        companyName,
        ...OPTIONAL_FIELDS.map(([field, column]) =>
          input[field] === undefined ? current[column] : emptyToNull(input[field]),
        ),
        input.hasCompletedLeadCapture ?? false,
      ],
    );
    const row = rows[0];
    if (!row) throw notFound('Lead capture');
    return view(row, member);
  }

  /** POST /api/exit-lead-capture: the form is not offered to this user again. */
  async exit(userId: string): Promise<void> {
    await this.db.query(
      'INSERT INTO lead_capture_exits (user_id) VALUES ($1) ON CONFLICT DO NOTHING',
      [userId],
    );
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

function emptyToNull(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}
