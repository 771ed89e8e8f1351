import type { LeadCaptureInput, PalletPayload } from '@gio/contracts';
import type { Queryable } from '../db/database';

/**
 * Lead capture (`lead_captures`, one per user; `lead_capture_exits`) and bulk pallet quote
 * requests (`pallet_quote_requests`).
 */

export interface LeadRow {
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
export const OPTIONAL_FIELDS = [
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

export type OptionalField = (typeof OPTIONAL_FIELDS)[number][0];

/** A lead's values as stored. */
export interface LeadValues {
  readonly firstName: string;
  readonly lastName: string;
  readonly phoneNumber: string;
  readonly companyName: string;
  readonly optional: Readonly<Record<OptionalField, string | null>>;
  /** Stored as is on insert; on update, completion once reached stays. */
  readonly hasCompletedLeadCapture: boolean;
}

const leadParams = (userId: string, lead: LeadValues): unknown[] => [
  userId,
  lead.firstName,
  lead.lastName,
  lead.phoneNumber,
  lead.companyName,
  ...OPTIONAL_FIELDS.map(([field]) => lead.optional[field]),
  lead.hasCompletedLeadCapture,
];

/** The user's lead, locked until the transaction ends when `forUpdate`; null when none. */
export async function leadOf(
  q: Queryable,
  userId: string,
  forUpdate = false,
): Promise<LeadRow | null> {
  const { rows } = await q.query<LeadRow>(
    `SELECT * FROM lead_captures WHERE user_id = $1${forUpdate ? ' FOR UPDATE' : ''}`,
    [userId],
  );
  return rows[0] ?? null;
}

/** Whether the user closed the lead capture form. */
export async function hasExitedLeadCapture(q: Queryable, userId: string): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM lead_capture_exits WHERE user_id = $1', [userId]);
  return rows.length > 0;
}

/** Stores the user's lead; null when the user has one or another lead holds the phone number. */
export async function insertLead(
  q: Queryable,
  userId: string,
  lead: LeadValues,
): Promise<LeadRow | null> {
  const { rows } = await q.query<LeadRow>(
    `INSERT INTO lead_captures (user_id, first_name, last_name, phone_number, company_name, size, occupation_type,
         occupation_role, contact_reason, industry_type, postal_code, city, district, ward, has_completed_lead_capture)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
       ON CONFLICT DO NOTHING RETURNING *`,
    leadParams(userId, lead),
  );
  return rows[0] ?? null;
}

/** Replaces the user's lead (completion, once reached, stays); null when the user has none. */
export async function updateLead(
  tx: Queryable,
  userId: string,
  lead: LeadValues,
): Promise<LeadRow | null> {
  const { rows } = await tx.query<LeadRow>(
    `UPDATE lead_captures SET first_name = $2, last_name = $3, phone_number = $4, company_name = $5, size = $6,
           occupation_type = $7, occupation_role = $8, contact_reason = $9, industry_type = $10, postal_code = $11,
           city = $12, district = $13, ward = $14,
           has_completed_lead_capture = has_completed_lead_capture OR $15, updated_at = now()
         WHERE user_id = $1 RETURNING *`,
    leadParams(userId, lead),
  );
  return rows[0] ?? null;
}

/** Records that the user closed the form (again is a no-op). */
export async function insertLeadCaptureExit(q: Queryable, userId: string): Promise<void> {
  await q.query('INSERT INTO lead_capture_exits (user_id) VALUES ($1) ON CONFLICT DO NOTHING', [
    userId,
  ]);
}

/** The names of the variants among `variantIds` that exist. */
export async function variantNames(
  q: Queryable,
  variantIds: readonly string[],
): Promise<{ id: string; name: string }[]> {
  const { rows } = await q.query<{ id: string; name: string }>(
    'SELECT id, name FROM variants WHERE id = ANY($1)',
    [variantIds],
  );
  return rows;
}

/** Stores a pallet quote request. */
export async function insertPalletQuoteRequest(
  tx: Queryable,
  request: {
    id: string;
    userId: string | null;
    guestId: string;
    payload: PalletPayload;
    totalPallets: number;
  },
): Promise<void> {
  const { payload } = request;
  await tx.query(
    `INSERT INTO pallet_quote_requests (id, user_id, guest_id, company_name, contact_name, email, phone_number, city,
         district, delivery_date, notes, items, total_pallets, postal_code)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
    [
      request.id,
      request.userId,
      request.guestId,
      payload.companyName,
      payload.contactName,
      payload.email.toLowerCase(),
      payload.phoneNumber,
      payload.city,
      payload.district ?? null,
      payload.deliveryDate ?? null,
      payload.notes ?? null,
      JSON.stringify(payload.items),
      request.totalPallets,
      payload.postalCode ?? null,
    ],
  );
}
