import { CheckoutErrorCode, type CheckoutData } from '@gio/contracts';
import {
  BillingType,
  billingTypeForPaymentMethod,
  isWalletBillingType,
  type CheckoutStep,
} from '@gio/domain-checkout';
import type { PaymentMethod } from '@gio/domain-enums';
import type { SiteConfig } from '@gio/contracts';
import { unauthorized } from '../http/app-error';
import type { Database, Queryable } from '../db/database';
import { checkoutError, unknownChoice } from './checkout-error';
import { loadCheckoutContext, type CheckoutCarts, type CheckoutContext } from './checkout-context';
import { saveCheckoutState, type CheckoutStatePatch } from './checkout-state-store';
import { checkoutData, checkoutInfoOf, priceContext, shippingAddresses } from './checkout-view';
import { localClock, parseSlotId, slotId, slotProblem } from './express-slots';

/** Where the site configuration comes from (the catalogue's cached reference data). */
export interface SiteConfigSource {
  siteConfig(): Promise<SiteConfig>;
}

/** Who is checking out: a signed-in user and the session's guest id. */
export interface Shopper {
  readonly userId: string;
  readonly guestId: string | null;
}

/**
 * The checkout calls of accounts.md §7 "Checkout and promotions" that hold a choice: each
 * checks the choice against the user's own data, stores it in `checkout_states` and answers the
 * checkout as it now stands (storefront.md §3 "Checkout info").
 */
export class CheckoutService {
  constructor(
    private readonly db: Database,
    private readonly site: SiteConfigSource,
    private readonly carts: CheckoutCarts,
    private readonly now: () => number,
  ) {}

  /** The loaded checkout of a shopper; 401 when the user is gone. */
  async context(shopper: Shopper, q: Queryable): Promise<CheckoutContext> {
    const ctx = await loadCheckoutContext(q, {
      userId: shopper.userId,
      guestId: shopper.guestId,
      site: await this.site.siteConfig(),
      now: this.now(),
      carts: this.carts,
    });
    if (!ctx) throw unauthorized();
    return ctx;
  }

  /** GET /api/checkout (the checkout refresh, with its go-to-step). */
  async view(shopper: Shopper, goToStep: CheckoutStep | null = null): Promise<CheckoutData> {
    return checkoutData(await this.context(shopper, this.db), goToStep);
  }

  private async save(shopper: Shopper, patch: CheckoutStatePatch): Promise<CheckoutData> {
    await saveCheckoutState(this.db, shopper.userId, patch);
    return this.view(shopper);
  }

  /** POST /api/set-delivery-info: shipping address, express slot, marketplace address, VAT not needed. */
  async setDeliveryInfo(
    shopper: Shopper,
    info: {
      shippingAddressId?: string | null;
      expressDeliveryOptionId?: string | null;
      marketplaceAddressId?: string | null;
      vatNotNeeded?: boolean;
    },
  ): Promise<CheckoutData> {
    const ctx = await this.context(shopper, this.db);
    const patch: CheckoutStatePatch = {};
    const addressIds = new Set(shippingAddresses(ctx).map((address) => address.id));
    if (info.shippingAddressId !== undefined) {
      if (info.shippingAddressId !== null && !addressIds.has(info.shippingAddressId)) {
        throw unknownChoice('deliveryInfo.shippingAddressId', 'Địa chỉ');
      }
      patch.shipping_address_id = info.shippingAddressId;
    }
    if (info.marketplaceAddressId !== undefined) {
      if (info.marketplaceAddressId !== null && !addressIds.has(info.marketplaceAddressId)) {
        throw unknownChoice('deliveryInfo.marketplaceAddressId', 'Địa chỉ');
      }
      patch.marketplace_address_id = info.marketplaceAddressId;
    }
    if (info.expressDeliveryOptionId !== undefined) {
      if (info.expressDeliveryOptionId === null) {
        patch.express_slot_template_id = null;
        patch.express_slot_date = null;
      } else {
        const choice = parseSlotId(info.expressDeliveryOptionId);
        const template = choice
          ? ctx.slotTemplates.find((t) => t.id === choice.templateId)
          : undefined;
        if (
          !choice ||
          !template ||
          slotProblem(choice, template, localClock(ctx.now, ctx.site.timezone)) !== null
        ) {
          throw checkoutError(
            400,
            CheckoutErrorCode.DELIVERY_SLOT_UNAVAILABLE,
            'Khung giờ giao nhanh này không có.',
            'deliveryInfo.expressDeliveryOptionId',
          );
        }
        if ((ctx.slotBooked.get(slotId(choice)) ?? 0) >= template.capacity) {
          throw checkoutError(
            409,
            CheckoutErrorCode.DELIVERY_SLOT_FULL,
            'Khung giờ giao nhanh này đã kín.',
            'deliveryInfo.expressDeliveryOptionId',
          );
        }
        patch.express_slot_template_id = choice.templateId;
        patch.express_slot_date = choice.date;
      }
    }
    if (info.vatNotNeeded !== undefined) patch.vat_not_needed = info.vatNotNeeded;
    return this.save(shopper, patch);
  }

  /** POST /api/set-standard-order-delivery-instructions: any string completes the standard step. */
  setStandardDeliveryInstructions(shopper: Shopper, instructions: string): Promise<CheckoutData> {
    return this.save(shopper, { standard_delivery_instructions: instructions.trim() });
  }

  /** POST /api/set-loyalty-info: a member id or another loyalty selection (storefront.md §4 loyalty step). */
  setLoyaltyInfo(
    shopper: Shopper,
    loyalty: { memberId: string } | { selection: string },
  ): Promise<CheckoutData> {
    return this.save(
      shopper,
      'memberId' in loyalty
        ? { loyalty_member_id: loyalty.memberId, loyalty_selection: null }
        : { loyalty_member_id: null, loyalty_selection: loyalty.selection },
    );
  }

  /** POST /api/set-purchase-order-number: kept trimmed; a blank number removes it (domain-checkout). */
  setPurchaseOrderNumber(shopper: Shopper, purchaseOrderNumber: string): Promise<CheckoutData> {
    const trimmed = purchaseOrderNumber.trim();
    return this.save(shopper, { purchase_order_number: trimmed === '' ? null : trimmed });
  }

  /** POST /api/remove-purchase-order-number. */
  removePurchaseOrderNumber(shopper: Shopper): Promise<CheckoutData> {
    return this.save(shopper, { purchase_order_number: null });
  }

  /**
   * POST /api/set-billing-type (storefront.md §4 billing types): only a type the checkout offers
   * (`availableBillingTypes`: invoice for invoice users, checking account where bank accounts are
   * available, the regional providers the site switches on); a saved billing info named must be
   * the user's and of the type.
   * Payoo's data is kept with the choice.
   */
  async setBillingType(
    shopper: Shopper,
    choice: { type: BillingType; billingInfoId?: string | null; data?: Record<string, string> },
  ): Promise<CheckoutData> {
    const ctx = await this.context(shopper, this.db);
    const info = checkoutInfoOf(ctx, priceContext(ctx));
    const unavailable = () =>
      checkoutError(
        400,
        CheckoutErrorCode.BILLING_TYPE_UNAVAILABLE,
        'Hình thức thanh toán này không dùng được.',
        'type',
      );
    if (!info.settings.availableBillingTypes.includes(choice.type)) throw unavailable();
    const billingInfoId = choice.billingInfoId ?? null;
    if (billingInfoId !== null) {
      const saved = ctx.user.billing_infos.find((row) => row.id === billingInfoId);
      if (!saved || saved.type !== choice.type)
        throw unknownChoice('billingInfoId', 'Phương thức thanh toán');
    }
    const keepsInfo =
      choice.type === BillingType.CREDIT_CARD ||
      choice.type === BillingType.CHECKING_ACCOUNT ||
      isWalletBillingType(choice.type);
    return this.save(shopper, {
      billing_type: choice.type,
      billing_info_id: keepsInfo ? billingInfoId : null,
      billing_data: choice.type === BillingType.PAYOO ? (choice.data ?? {}) : null,
      selected_payment_method_id: null,
    });
  }

  /** Write call /api/set-selected-payment-method: one of the user's saved payment methods. */
  async setSelectedPaymentMethod(shopper: Shopper, paymentMethodId: string): Promise<CheckoutData> {
    const ctx = await this.context(shopper, this.db);
    const method = ctx.user.payment_methods.find((row) => row.id === paymentMethodId);
    if (!method) throw unknownChoice('selectedSavedPaymentMethod', 'Phương thức thanh toán');
    const type = billingTypeForPaymentMethod(method.payment_method as PaymentMethod);
    if (type === null)
      throw checkoutError(
        400,
        CheckoutErrorCode.BILLING_TYPE_UNAVAILABLE,
        'Phương thức này không chọn lại được.',
        'selectedSavedPaymentMethod',
      );
    if (!checkoutInfoOf(ctx, priceContext(ctx)).settings.availableBillingTypes.includes(type)) {
      throw checkoutError(
        400,
        CheckoutErrorCode.BILLING_TYPE_UNAVAILABLE,
        'Hình thức thanh toán này không dùng được.',
        'selectedSavedPaymentMethod',
      );
    }
    return this.save(shopper, {
      selected_payment_method_id: method.id,
      billing_type: type,
      billing_info_id: method.billing_info_id,
      billing_data: null,
    });
  }

  /** POST /api/apply-user-credits (storefront.md §4 "Payment selection can also toggle user credits"). */
  applyUserCredits(shopper: Shopper, apply: boolean): Promise<CheckoutData> {
    return this.save(shopper, { apply_user_credits: apply });
  }
}
