import {
  CheckoutErrorCode,
  type CheckoutData,
  type CheckoutInfoView,
  type DeliveryTimeView,
} from '@gio/contracts';
import { can, firstOrderFreeShippingApplies, OrganizationAction } from '@gio/domain-access';
import {
  ALL_CHECKOUT_STEPS,
  availableBillingTypes,
  BillingType,
  CheckoutStep,
  checkoutProblems as decideCheckoutProblems,
  defaultBillingSelection,
  isBillingType,
  isStepComplete,
  stepApplies,
  type BillingSelection,
  type CheckoutInfo,
  type CheckoutProblem,
} from '@gio/domain-checkout';
import { AccountScope, OrderType } from '@gio/domain-enums';
import {
  DEFAULT_VAT_RATE_PERCENT,
  normalizePromoCode,
  priceCheckout,
  promoCodeRefusal,
  type CheckoutPricing,
  type PromoRefusal,
} from '@gio/domain-pricing';
import { canPlaceOrder, canSubmitForApproval } from '../carts/cart-owner';
import {
  pricingPromo,
  promoRule,
  voucherUsable,
  type PromoCodeRow,
  type VoucherRow,
} from '../promotions/promo-store';
import type { CheckoutContext, CheckoutGroup } from './checkout-context';
import type { AddressRow } from './checkout-store';
import type { SlotTemplateRow } from './express-slot-store';
import { buildDeliveryTimes, localClock, slotId, slotProblem, type SlotChoice } from './express-slots';

/**
 * Turns a loaded checkout into what the calls answer: the storefront.md §3 checkout info, its
 * pricing (domain-pricing `priceCheckout`, the one pricing function) and the problems that stop
 * an order. Order placement runs the very same functions on the rows it has locked.
 */

/** How many days of express slots the checkout info lists. */
export const DELIVERY_DAYS_SHOWN = 7;

export interface VerifyProblem {
  readonly code: CheckoutErrorCode;
  readonly message: string;
  readonly step: CheckoutStep | null;
  readonly variantId: string | null;
}

export interface PricedCheckout {
  readonly pricing: CheckoutPricing;
  /** The stored codes that still qualify, in the order applied. */
  readonly promos: readonly PromoCodeRow[];
  /** Stored codes that no longer qualify, with why. */
  readonly refusedPromos: readonly {
    readonly code: string;
    readonly reason: PromoRefusal | 'PROMO_CODE_NOT_FOUND';
  }[];
  readonly vouchers: readonly VoucherRow[];
  /** The held slot and its template when it can still be booked. */
  readonly slot: { readonly choice: SlotChoice; readonly template: SlotTemplateRow } | null;
  readonly slotProblem: 'unavailable' | 'full' | null;
}

export function subtotalOf(ctx: CheckoutContext): number {
  return ctx.groups.reduce(
    (sum, group) =>
      sum + group.lines.reduce((s, line) => s + line.variant.price * line.quantity, 0),
    0,
  );
}

export function isFirstOrderCustomer(ctx: CheckoutContext): boolean {
  return ctx.user.first_order_eligible && ctx.user.num_successful_orders === 0;
}

const inBusiness = (ctx: CheckoutContext): boolean => ctx.owner.kind === 'organization';

/** accounts.md §3 business account switches: an organisation cart follows its account's flags. */
export function promoCodesEnabled(ctx: CheckoutContext): boolean {
  return !inBusiness(ctx) || ctx.user.promo_code_enabled === true;
}

/** The promo evaluation context of one code, given the codes already accepted before it. */
export function promoContext(
  ctx: CheckoutContext,
  accepted: readonly PromoCodeRow[],
  row: PromoCodeRow,
) {
  return {
    now: ctx.now,
    subtotal: subtotalOf(ctx),
    userId: ctx.user.id,
    isFirstOrderCustomer: isFirstOrderCustomer(ctx),
    usesByCustomer: row.uses,
    appliedCodes: accepted.map((p) => normalizePromoCode(p.code)),
    appliedPromoTypes: accepted.map((p) => p.promo_type),
    promoCodesEnabled: promoCodesEnabled(ctx),
  };
}

/** The deposit on one unit (a variant's `details.bottleDeposit`, đồng), 0 when it has none. */
export function bottleDepositOf(details: unknown): number {
  const deposit = (details as { bottleDeposit?: unknown } | null)?.bottleDeposit;
  return typeof deposit === 'number' && Number.isSafeInteger(deposit) && deposit > 0 ? deposit : 0;
}

/** The one pricing of a checkout: stored choices checked again, then `priceCheckout`. */
export function priceContext(ctx: CheckoutContext): PricedCheckout {
  const accepted: PromoCodeRow[] = [];
  const refusedPromos: PricedCheckout['refusedPromos'][number][] = [];
  for (const code of ctx.state.promo_codes) {
    const row = ctx.promoRows.find((p) => normalizePromoCode(p.code) === normalizePromoCode(code));
    if (!row) {
      refusedPromos.push({ code, reason: 'PROMO_CODE_NOT_FOUND' });
      continue;
    }
    const reason = promoCodeRefusal(promoRule(row), promoContext(ctx, accepted, row));
    if (reason === null) accepted.push(row);
    else refusedPromos.push({ code, reason });
  }
  const subtotal = subtotalOf(ctx);
  const vouchers = ctx.state.voucher_ids
    .map((id) => ctx.voucherRows.find((voucher) => voucher.id === id))
    .filter(
      (voucher): voucher is VoucherRow =>
        voucher !== undefined && voucherUsable(voucher, subtotal, ctx.now),
    );

  const choice = ctx.heldSlot;
  let slot: PricedCheckout['slot'] = null;
  let problem: PricedCheckout['slotProblem'] = null;
  if (choice !== null) {
    const template = ctx.slotTemplates.find((t) => t.id === choice.templateId);
    const clock = localClock(ctx.now, ctx.site.timezone);
    if (slotProblem(choice, template, clock) !== null || !template) problem = 'unavailable';
    else if ((ctx.slotBooked.get(slotId(choice)) ?? 0) >= template.capacity) problem = 'full';
    else slot = { choice, template };
  }

  // Signed in (checkout needs it) with zero successful orders; no first-order-eligible flag asked.
  const firstOrderFreeShipping = firstOrderFreeShippingApplies({
    loggedIn: true,
    numSuccessfulOrders: ctx.user.num_successful_orders,
    siteAllowsFirstOrderFreeShipping: ctx.site.features.firstOrderFreeShipping,
  });
  const pricing = priceCheckout({
    groups: ctx.groups.map((group) => ({
      groupIdentifier: group.groupIdentifier,
      lines: group.lines.map((line) => ({
        variantId: line.variantId,
        unitPrice: line.variant.price,
        quantity: line.quantity,
        bottleDeposit: bottleDepositOf(line.variant.details),
      })),
      shippingRates: group.shippingRates.map((rate) => ({
        id: rate.id,
        price: rate.price,
        flatPrice: rate.flat_price,
      })),
      expressDeliveryPrice:
        group.orderType === OrderType.EXPRESS && slot !== null ? slot.template.price : 0,
    })),
    promos: accepted.map(pricingPromo),
    vouchers: vouchers.map((voucher) => ({
      id: voucher.id,
      name: voucher.name,
      value: voucher.value,
    })),
    firstOrderFreeShipping,
    rewardBalanceCents: Math.max(0, ctx.user.loyalty_reward_cents),
    applyReward: !inBusiness(ctx) || ctx.user.reward_enabled === true,
    creditBalance: Math.max(0, ctx.user.credit_balance),
    applyCredits:
      ctx.state.apply_user_credits && (!inBusiness(ctx) || ctx.user.credit_enabled === true),
    vatRatePercent: DEFAULT_VAT_RATE_PERCENT,
  });
  return { pricing, promos: accepted, refusedPromos, vouchers, slot, slotProblem: problem };
}

function addressView(row: AddressRow) {
  const optional = (value: string | null) => (value === null || value === '' ? undefined : value);
  return {
    id: row.id,
    businessName: optional(row.business_name),
    firstName: row.first_name,
    lastName: row.last_name,
    addressLine1: row.address_line1,
    addressLine2: optional(row.address_line2),
    ward: optional(row.ward),
    district: optional(row.district),
    city: row.city,
    state: optional(row.state),
    postalCode: optional(row.postal_code),
    country: row.country,
  };
}

/** The addresses the checkout may ship to: the user's, of the scope of the cart being ordered. */
export function shippingAddresses(ctx: CheckoutContext): AddressRow[] {
  const scope = inBusiness(ctx) ? AccountScope.BUSINESS : AccountScope.PERSONAL;
  return ctx.user.addresses.filter((address) => address.account_scope === scope);
}

const pricingInfoOf = (totals: CheckoutPricing | CheckoutPricing['groups'][number]) => ({
  totalPrice: totals.totalPrice,
  variantsSubtotalPrice: totals.variantsSubtotalPrice,
  taxAmount: totals.taxAmount,
  promoDiscount: totals.promoDiscount,
  rewardDeduction: totals.rewardDeduction,
  appliedRewardCredit: totals.appliedRewardCredit,
  shippingPrice: totals.shippingPrice,
  expressDeliveryPrice: totals.expressDeliveryPrice,
  creditDeduction: totals.creditDeduction,
  bottleDepositAmount: totals.bottleDepositAmount,
  priceModifiers: totals.priceModifiers.map((modifier) => ({
    label: modifier.label,
    amount: modifier.amount,
  })),
});

export function deliveryTimesOf(
  ctx: CheckoutContext,
  days = DELIVERY_DAYS_SHOWN,
): DeliveryTimeView[] {
  if (ctx.expressLocationId === null) return [];
  const clock = localClock(ctx.now, ctx.site.timezone);
  return buildDeliveryTimes(ctx.slotTemplates, ctx.slotBooked, clock, clock.date, days);
}

/** storefront.md §3 "Checkout info", as domain-checkout's CheckoutInfo. */
export function checkoutInfoOf(ctx: CheckoutContext, priced: PricedCheckout): CheckoutInfoView {
  const isInvoiceUser =
    inBusiness(ctx) &&
    ctx.user.org_enabled === true &&
    ctx.user.invoice_enabled === true &&
    // The Cart Editor submits on the organisation's invoice; an approver decides before it proceeds.
    (can(OrganizationAction.PAY_BY_INVOICE, ctx.owner.accountLevel) || canSubmitForApproval(ctx.owner));
  const billingInfos = ctx.user.billing_infos
    .filter((row) => isBillingType(row.type))
    .map((row) => ({
      id: row.id,
      type: row.type as BillingType,
      label: `${row.brand} •••• ${row.last_four}`,
    }));
  const lastPayment = ctx.user.last_payment;
  const held: BillingSelection | null =
    ctx.state.billing_type !== null && isBillingType(ctx.state.billing_type)
      ? { type: ctx.state.billing_type, billingInfoId: ctx.state.billing_info_id }
      : null;
  const vat = ctx.vat;
  const features = ctx.site.features;
  const bankAccountAvailable = inBusiness(ctx) && ctx.user.ach_direct_debit_enabled === true;
  const info: CheckoutInfoView = {
    settings: {
      telephoneRequired: features.telephoneRequiredAtCheckout,
      vatEnabled: features.hasVat,
      loyaltyEnabled: features.loyaltyOnWeb,
      bankAccountAvailable,
      availableBillingTypes: availableBillingTypes({
        regionalProviders: {
          fasspay: features.fasspay,
          ipay88: features.ipay88,
          payoo: features.payoo,
        },
        isInvoiceUser,
        bankAccountAvailable,
      }),
    },
    user: { telephoneNumber: ctx.user.telephone_number, isInvoiceUser },
    pricingInfo: ctx.groups.length === 0 ? null : pricingInfoOf(priced.pricing),
    billingInfos,
    defaultBillingInfoId: ctx.user.default_billing_info_id,
    deliveryTimes: deliveryTimesOf(ctx),
    shippingAddresses: shippingAddresses(ctx).map(addressView),
    appliedPromoCodes: priced.promos.map((row) => normalizePromoCode(row.code)),
    vouchers: priced.vouchers.map((voucher) => ({
      id: voucher.id,
      name: voucher.name,
      value: voucher.value,
    })),
    fulfillmentRequests: ctx.groups.map((group: CheckoutGroup, index) => ({
      id: group.groupIdentifier,
      fulfillerType: group.fulfillerType,
      fulfillmentMethod: group.fulfillmentMethodType,
      orderType: group.orderType,
      variantIds: group.lines.map((line) => line.variantId),
      pricingInfo: pricingInfoOf(priced.pricing.groups[index] ?? priced.pricing),
    })),
    isPickupOnly: ctx.groups.length > 0 && ctx.groups.every((group) => group.isPickup),
    pickupAddress: ctx.pickupAddress
      ? {
          id: ctx.pickupAddress.id,
          businessName: ctx.pickupAddress['businessName'],
          addressLine1: ctx.pickupAddress['addressLine1'] ?? '',
          ward: ctx.pickupAddress['ward'],
          district: ctx.pickupAddress['district'],
          city: ctx.pickupAddress['city'] ?? '',
          state: ctx.pickupAddress['state'],
          postalCode: ctx.pickupAddress['postalCode'],
        }
      : null,
    lastPaymentInfo:
      lastPayment !== null && isBillingType(lastPayment.billing_type)
        ? { type: lastPayment.billing_type, billingInfoId: lastPayment.billing_info_id }
        : null,
    pendingOrder: ctx.user.pending_order,
    selectedDelivery: {
      shippingAddressId: ctx.state.shipping_address_id,
      expressDeliveryOptionId: priced.slot ? slotId(priced.slot.choice) : null,
      standardOrderDeliveryInstructions: ctx.state.standard_delivery_instructions,
      marketplaceAddressId: ctx.state.marketplace_address_id,
    },
    vat: {
      information: vat
        ? {
            companyName: vat.companyName,
            taxCode: vat.taxCode,
            firstName: vat.firstName,
            lastName: vat.lastName,
            addressLine1: vat.addressLine1,
            district: vat.district,
            city: vat.city,
            email: vat.email,
          }
        : null,
      notNeeded: ctx.state.vat_not_needed,
    },
    billing: {
      selection: held,
      applyUserCredits: ctx.state.apply_user_credits,
      purchaseOrderNumber: ctx.state.purchase_order_number,
    },
    loyalty: { memberId: ctx.state.loyalty_member_id, selection: ctx.state.loyalty_selection },
  };
  // storefront.md §4 default billing: derived when the shopper has not chosen yet.
  if (held === null) {
    const derived = defaultBillingSelection(asDomainInfo(info));
    if (derived !== null) return { ...info, billing: { ...info.billing, selection: derived } };
  }
  return info;
}

/** The contract's checkout info is the domain's CheckoutInfo field for field (its numbers are the domain's enums). */
export function asDomainInfo(info: CheckoutInfoView): CheckoutInfo {
  return info as unknown as CheckoutInfo;
}

/** The shopper's words for a problem of domain-checkout's `checkoutProblems`. */
function problemMessage(problem: CheckoutProblem): string {
  switch (problem.kind) {
    case 'placement-forbidden':
      return 'Tài khoản của bạn không được đặt hàng cho giỏ này.';
    case 'cart-empty':
      return 'Giỏ hàng đang trống.';
    case 'line-unavailable':
      return `${problem.name}: ${problem.reason}`;
    case 'variant-gone':
      return 'Sản phẩm không còn bán.';
    case 'shipping-config-missing':
      return `Nhóm ${problem.groupIdentifier} chưa có cấu hình giao hàng.`;
    case 'order-minimum-unmet':
      return `Nhóm ${problem.groupIdentifier} chưa đạt giá trị tối thiểu.`;
    case 'billing-unavailable':
      return 'Hình thức thanh toán này không dùng được.';
    case 'step-incomplete':
      return `Bước ${problem.step} chưa hoàn tất.`;
    case 'slot-full':
      return 'Khung giờ giao nhanh đã kín.';
    case 'slot-unavailable':
      return 'Khung giờ giao nhanh không còn.';
    case 'promo-code-refused':
      return `Mã ${problem.promoCode}: ${problem.reason}`;
    case 'voucher-lapsed':
      return `Phiếu ${problem.voucherId} không còn dùng được.`;
    case 'not-ready':
      return 'Thanh toán chưa hoàn tất.';
  }
}

/**
 * Everything that stops this checkout from becoming an order now (GET /api/checkout/verify):
 * domain-checkout's `checkoutProblems` over the loaded checkout, in the shopper's words.
 */
export function checkoutProblems(
  ctx: CheckoutContext,
  priced: PricedCheckout,
  info: CheckoutInfoView,
): VerifyProblem[] {
  const problems = decideCheckoutProblems({
    info: asDomainInfo(info),
    // The Cart Editor's order goes to approval instead (issue #18), so it is not refused here.
    canPlaceOrder: canPlaceOrder(ctx.owner) || canSubmitForApproval(ctx.owner),
    lines: ctx.lines,
    missingVariantIds: ctx.missingVariantIds,
    groups: ctx.groups.map((group) => ({
      groupIdentifier: group.groupIdentifier,
      fulfillmentMethodType: group.fulfillmentMethodType,
      subtotal: group.lines.reduce((sum, line) => sum + line.variant.price * line.quantity, 0),
      hasShippingConfig: group.shippingRates.length > 0,
    })),
    minimumSpendByFulfillmentMethod: ctx.site.minimumSpendByFulfillmentMethod as Partial<Record<number, number>>,
    slotProblem: priced.slotProblem,
    refusedPromos: priced.refusedPromos,
    heldVoucherIds: ctx.state.voucher_ids,
    appliedVoucherIds: priced.vouchers.map((voucher) => voucher.id),
  });
  return problems.map((problem) => ({
    code: problem.code,
    message: problemMessage(problem),
    step: problem.step,
    variantId: problem.variantId,
  }));
}

/** The whole answer of the checkout calls: info, the page's extras and the go-to-step. */
export function checkoutData(
  ctx: CheckoutContext,
  goToStep: CheckoutStep | null = null,
): CheckoutData {
  const priced = priceContext(ctx);
  const info = checkoutInfoOf(ctx, priced);
  const domain = asDomainInfo(info);
  return {
    checkoutInfo: info,
    goToStep,
    extras: {
      lines: ctx.groups.flatMap((group) =>
        group.lines.map((line) => ({
          variantId: line.variantId,
          name: line.variant.name,
          quantity: line.quantity,
          unitPrice: line.variant.price,
          totalPrice: line.variant.price * line.quantity,
          groupIdentifier: group.groupIdentifier,
          customerItemPickingNotes: line.customerItemPickingNotes,
        })),
      ),
      userCreditBalance: Math.max(0, ctx.user.credit_balance),
      rewardBalanceCents: Math.max(0, ctx.user.loyalty_reward_cents),
      billingData: ctx.state.billing_data,
      selectedSavedPaymentMethodId: ctx.state.selected_payment_method_id,
      steps: ALL_CHECKOUT_STEPS.map((step) => ({
        step,
        applies: stepApplies(step, domain),
        complete: isStepComplete(step, domain),
      })),
      readyToPlaceOrder: checkoutProblems(ctx, priced, info).length === 0,
      refreshUrl: '/api/checkout',
    },
  };
}
