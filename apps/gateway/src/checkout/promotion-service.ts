import { CheckoutErrorCode, VOUCHER_MESSAGES, type CheckoutData } from '@gio/contracts';
import { normalizePromoCode, promoCodeRefusal, PromoRefusal } from '@gio/domain-pricing';
import type { Database } from '../db/database';
import { checkoutError } from './checkout-error';
import type { CheckoutService, Shopper } from './checkout-service';
import { saveCheckoutState } from './checkout-state-store';
import { checkoutData, priceContext, promoContext, subtotalOf } from './checkout-view';
import {
  displayablePromoCodes,
  promoCodesByCode,
  promoRule,
  voucherUsable,
  vouchersOf,
  type PromoCodeRow,
} from '../promotions/promo-store';

/** What the shopper reads when a code is refused. */
const REFUSAL_MESSAGES: Record<string, string> = {
  PROMO_CODE_NOT_FOUND: 'Mã khuyến mãi không tồn tại.',
  [PromoRefusal.PROMO_CODES_DISABLED]: 'Tài khoản doanh nghiệp của bạn không dùng mã khuyến mãi.',
  [PromoRefusal.ALREADY_APPLIED]: 'Mã này đã được áp dụng.',
  [PromoRefusal.NOT_STARTED]: 'Mã này chưa đến thời gian sử dụng.',
  [PromoRefusal.EXPIRED]: 'Mã này đã hết hạn.',
  [PromoRefusal.MINIMUM_PURCHASE]: 'Đơn hàng chưa đạt giá trị tối thiểu của mã.',
  [PromoRefusal.SIGN_IN_REQUIRED]: 'Vui lòng đăng nhập để dùng mã này.',
  [PromoRefusal.FIRST_ORDER_ONLY]: 'Mã này chỉ dành cho đơn hàng đầu tiên.',
  [PromoRefusal.USE_LIMIT_REACHED]: 'Bạn đã dùng hết lượt của mã này.',
  [PromoRefusal.OWN_INVITE_CODE]: 'Bạn không thể dùng mã mời của chính mình.',
  [PromoRefusal.ONE_INVITE_CODE]: 'Mỗi đơn chỉ dùng một mã mời.',
};

export interface PromoCodeResult {
  code: string;
  didAddPromoCode: boolean;
  reason: string | null;
  message: string | null;
}

/**
 * Promo codes and vouchers at checkout (accounts.md §7 "Checkout and promotions"): add one or
 * several codes, remove one, list the shop's codes, apply and remove loyalty vouchers. Codes are
 * checked with domain-pricing's `promoCodeRefusal`; a refused code is an answer
 * (`didAddPromoCode: false` with the reason), not an error.
 */
export class PromotionService {
  constructor(
    private readonly db: Database,
    private readonly checkout: CheckoutService,
    private readonly now: () => number,
  ) {}

  private async checkCart(shopper: Shopper, cartId: string | null | undefined) {
    const ctx = await this.checkout.context(shopper, this.db);
    if (cartId !== undefined && cartId !== null && cartId !== ctx.cartId) {
      throw checkoutError(
        404,
        CheckoutErrorCode.UNKNOWN_CHOICE,
        'Giỏ hàng không tồn tại.',
        'cartId',
      );
    }
    return ctx;
  }

  /** POST /api/cart/promo-code and /api/cart/promo-codes: each code in turn, after those already held. */
  async addCodes(
    shopper: Shopper,
    codes: readonly string[],
    cartId: string | null | undefined,
  ): Promise<{ results: PromoCodeResult[]; checkout: CheckoutData }> {
    const ctx = await this.checkCart(shopper, cartId);
    const priced = priceContext(ctx);
    const accepted: PromoCodeRow[] = [...priced.promos];
    const rows = await promoCodesByCode(this.db, codes, shopper.userId);
    const results: PromoCodeResult[] = [];
    for (const typed of codes) {
      const code = normalizePromoCode(typed);
      const row = rows.find((candidate) => normalizePromoCode(candidate.code) === code);
      const reason = row
        ? promoCodeRefusal(promoRule(row), promoContext(ctx, accepted, row))
        : 'PROMO_CODE_NOT_FOUND';
      if (row && reason === null) accepted.push(row);
      results.push({
        code,
        didAddPromoCode: reason === null,
        reason,
        message: reason === null ? null : (REFUSAL_MESSAGES[reason] ?? reason),
      });
    }
    if (results.some((result) => result.didAddPromoCode)) {
      await saveCheckoutState(this.db, shopper.userId, {
        promo_codes: accepted.map((row) => normalizePromoCode(row.code)),
      });
    }
    return { results, checkout: await this.checkout.view(shopper) };
  }

  /** DELETE /api/cart/promo-code. */
  async removeCode(shopper: Shopper, code: string, cartId: string | null | undefined) {
    const ctx = await this.checkCart(shopper, cartId);
    const wanted = normalizePromoCode(code);
    const kept = ctx.state.promo_codes.filter((held) => normalizePromoCode(held) !== wanted);
    const didRemovePromoCode = kept.length !== ctx.state.promo_codes.length;
    if (didRemovePromoCode) await saveCheckoutState(this.db, shopper.userId, { promo_codes: kept });
    return {
      results: { didRemovePromoCode },
      checkout: didRemovePromoCode ? await this.checkout.view(shopper) : checkoutData(ctx),
    };
  }

  /** GET /api/cart/display-promo-codes: the shop's current codes and whether each fits this cart. */
  async displayCodes(shopper: Shopper | null) {
    const ctx = shopper ? await this.checkout.context(shopper, this.db) : null;
    const priced = ctx ? priceContext(ctx) : null;
    const applied = new Set(priced?.promos.map((row) => normalizePromoCode(row.code)) ?? []);
    const rows = await displayablePromoCodes(
      this.db,
      shopper?.userId ?? null,
      new Date(this.now()),
    );
    return {
      promoCodes: rows.map((row) => {
        const code = normalizePromoCode(row.code);
        const refusal = applied.has(code)
          ? null
          : ctx && priced
            ? promoCodeRefusal(promoRule(row), promoContext(ctx, priced.promos, row))
            : PromoRefusal.SIGN_IN_REQUIRED;
        return {
          code,
          description: row.details.description ?? '',
          discountType: row.discount_type,
          value: row.value,
          maxDiscount: row.max_discount,
          minimumPurchase: row.minimum_purchase,
          endDate: new Date(row.end_date).toISOString(),
          firstOrderOnly: row.details.firstOrderOnly === true,
          applied: applied.has(code),
          refusal,
        };
      }),
    };
  }

  /** POST /api/vouchers/apply: the user's active vouchers that fit the cart; none → 'Cannot apply vouchers'. */
  async applyVouchers(shopper: Shopper, ids: readonly string[]) {
    const ctx = await this.checkout.context(shopper, this.db);
    const subtotal = subtotalOf(ctx);
    const usable = (await vouchersOf(this.db, shopper.userId, ids)).filter(
      (voucher) =>
        voucherUsable(voucher, subtotal, ctx.now) && !ctx.state.voucher_ids.includes(voucher.id),
    );
    if (usable.length === 0 || ctx.groups.length === 0) {
      throw checkoutError(
        400,
        CheckoutErrorCode.VOUCHERS_NOT_APPLIED,
        VOUCHER_MESSAGES.apply,
        'vouchers',
      );
    }
    const held = [...ctx.state.voucher_ids, ...usable.map((voucher) => voucher.id)];
    await saveCheckoutState(this.db, shopper.userId, { voucher_ids: held });
    const checkout = await this.checkout.view(shopper);
    return {
      results: {
        appliedVoucherIds: checkout.checkoutInfo.vouchers.map((voucher) => voucher.id),
        vouchers: checkout.checkoutInfo.vouchers,
      },
      checkout,
    };
  }

  /** DELETE /api/vouchers/remove: none of them applied → 'Cannot remove voucher'. */
  async removeVouchers(shopper: Shopper, ids: readonly string[]) {
    const ctx = await this.checkout.context(shopper, this.db);
    const removed = ctx.state.voucher_ids.filter((id) => ids.includes(id));
    if (removed.length === 0)
      throw checkoutError(
        400,
        CheckoutErrorCode.VOUCHER_NOT_REMOVED,
        VOUCHER_MESSAGES.remove,
        'voucherIds',
      );
    await saveCheckoutState(this.db, shopper.userId, {
      voucher_ids: ctx.state.voucher_ids.filter((id) => !ids.includes(id)),
    });
    const checkout = await this.checkout.view(shopper);
    return {
      results: {
        removedVoucherIds: removed,
        appliedVoucherIds: checkout.checkoutInfo.vouchers.map((voucher) => voucher.id),
      },
      checkout,
    };
  }
}
