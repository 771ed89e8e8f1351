import {
  normalizePromoCode,
  type PromoCodeRule,
  type PromoDiscountType,
  type PricingPromo,
} from '@gio/domain-pricing';
import { PromoType } from '@gio/domain-enums';
import type { Queryable } from '../db/database';

/**
 * Promo codes and loyalty vouchers as the checkout reads them: `promo_codes` (catalogue data,
 * rules in `details`), the per-customer use count from `promo_code_usages`, and the user's
 * `vouchers`.
 */

export interface PromoCodeRow {
  id: string;
  code: string;
  promo_type: number;
  discount_type: PromoDiscountType;
  value: number;
  max_discount: number | null;
  minimum_purchase: number;
  start_date: Date;
  end_date: Date;
  details: {
    description?: string;
    firstOrderOnly?: boolean;
    usesPerCustomer?: number;
    inviterUserId?: string;
  };
  /** Placed orders of this user that used the code. */
  uses: number;
}

const PROMO_COLUMNS = `p.id, p.code, p.promo_type, p.discount_type, p.value, p.max_discount, p.minimum_purchase,
  p.start_date, p.end_date, p.details,
  (SELECT count(*)::int FROM promo_code_usages u WHERE u.promo_code_id = p.id AND u.user_id = $2) AS uses`;

/** The promo codes of the given spellings (case-insensitive) with the user's use count. */
export async function promoCodesByCode(
  q: Queryable,
  codes: readonly string[],
  userId: string | null,
): Promise<PromoCodeRow[]> {
  if (codes.length === 0) return [];
  const { rows } = await q.query<PromoCodeRow>(
    `SELECT ${PROMO_COLUMNS} FROM promo_codes p WHERE upper(p.code) = ANY($1::text[])`,
    [codes.map(normalizePromoCode), userId],
  );
  return rows;
}

/** Codes the shop advertises at checkout: standard codes whose window has not ended. */
export async function displayablePromoCodes(
  q: Queryable,
  userId: string | null,
  now: Date,
): Promise<PromoCodeRow[]> {
  const { rows } = await q.query<PromoCodeRow>(
    `SELECT ${PROMO_COLUMNS} FROM promo_codes p WHERE p.promo_type <> ${PromoType.INVITE_CODE} AND p.end_date > $1 ORDER BY p.start_date, p.code`,
    [now, userId],
  );
  return rows;
}

/** accounts.md §4 promo rules of a stored code (its `details` hold the per-customer rules). */
export function promoRule(row: PromoCodeRow): PromoCodeRule {
  return {
    code: row.code,
    promoType: row.promo_type,
    discountType: row.discount_type,
    minimumPurchase: row.minimum_purchase,
    startsAt: new Date(row.start_date).getTime(),
    endsAt: new Date(row.end_date).getTime(),
    firstOrderOnly: row.details.firstOrderOnly === true,
    usesPerCustomer:
      typeof row.details.usesPerCustomer === 'number' ? row.details.usesPerCustomer : 1,
    inviterUserId: typeof row.details.inviterUserId === 'string' ? row.details.inviterUserId : null,
  };
}

export function pricingPromo(row: PromoCodeRow): PricingPromo {
  return {
    code: normalizePromoCode(row.code),
    discountType: row.discount_type,
    value: row.value,
    maxDiscount: row.max_discount,
  };
}

export interface VoucherRow {
  id: string;
  user_id: string;
  code: string;
  name: string;
  value: number;
  minimum_purchase: number;
  status: 'active' | 'used' | 'expired';
  valid_from: Date;
  valid_until: Date;
}

/** The user's vouchers among `ids`, whatever their state (the caller decides what applies). */
export async function vouchersOf(
  q: Queryable,
  userId: string,
  ids: readonly string[],
  lock = false,
): Promise<VoucherRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await q.query<VoucherRow>(
    `SELECT id, user_id, code, name, value, minimum_purchase, status, valid_from, valid_until
       FROM vouchers WHERE user_id = $1 AND id = ANY($2::text[]) ORDER BY id${lock ? ' FOR UPDATE' : ''}`,
    [userId, ids],
  );
  return rows;
}

/** Whether a voucher can take money off a cart of `subtotal` now. */
export function voucherUsable(voucher: VoucherRow, subtotal: number, now: number): boolean {
  return (
    voucher.status === 'active' &&
    new Date(voucher.valid_from).getTime() <= now &&
    now < new Date(voucher.valid_until).getTime() &&
    subtotal >= voucher.minimum_purchase
  );
}
