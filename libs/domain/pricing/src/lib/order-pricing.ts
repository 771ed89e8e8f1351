import { allocateProportionally } from './allocate';

/**
 * The one pricing function of a checkout (storefront.md §3 "Checkout info" pricingInfo;
 * accounts.md §3 Order pricingInfo). Every amount is an integer in the shop currency's minor
 * unit (đồng); nothing here rounds a float. The gateway calls it for the checkout info and again,
 * inside the order transaction, for the order it writes, so what the shopper saw is what is
 * charged.
 *
 * Order of work, each step on what the previous left:
 * 1. per group: subtotal (unit price × quantity), bottle deposit, shipping (the cheapest rate of
 *    the group's shipping config whose threshold `price` the subtotal reaches; free for a
 *    first-order shopper when the site allows it), express delivery price of the chosen slot;
 * 2. promo codes in the order applied: AMOUNT takes its value, PERCENT its percent of the
 *    subtotal (floored, capped at maxDiscount), FREE_SHIPPING the shipping still charged; goods
 *    discounts together never exceed the subtotal;
 * 3. vouchers, each a price modifier of minus its value, capped by what the goods still cost;
 * 4. the loyalty reward (whole đồng of the user's reward cents), then store credit when the
 *    shopper applies it, each capped by what is still due;
 * 5. tax: prices include VAT, so taxAmount is the VAT contained in what the goods cost after
 *    discounts — shown, never added.
 * Checkout-wide amounts are spread over the groups in proportion (largest remainder), so the
 * orders of a placement add up exactly to the placement.
 */

/** One cart line as priced. */
export interface PricingLine {
  readonly variantId: string;
  /** Price of one unit, đồng. */
  readonly unitPrice: number;
  readonly quantity: number;
  /** Deposit on one unit's bottle or crate, đồng; 0 for most goods. */
  readonly bottleDeposit: number;
}

/** One rate of a group's shipping config (tools/seed ShippingConfig): from subtotal `price`, pay `flatPrice`. */
export interface PricingShippingRate {
  readonly id: string;
  readonly price: number;
  readonly flatPrice: number;
}

/** One fulfilment group of the checkout (storefront.md §4 "Cart groups"). */
export interface PricingGroup {
  readonly groupIdentifier: string;
  readonly lines: readonly PricingLine[];
  /** The rates that apply to this group; none means the cart is invalid (no shipping config). */
  readonly shippingRates: readonly PricingShippingRate[];
  /** Price of the chosen express slot, đồng; 0 without one. */
  readonly expressDeliveryPrice: number;
}

export type PromoDiscountType = 'AMOUNT' | 'PERCENT' | 'FREE_SHIPPING';

/** A promo code that passed its eligibility rules (see promoCodeRefusal). */
export interface PricingPromo {
  readonly code: string;
  readonly discountType: PromoDiscountType;
  /** Đồng for AMOUNT, whole percent for PERCENT, ignored for FREE_SHIPPING. */
  readonly value: number;
  /** Cap of a PERCENT discount in đồng; null for none. */
  readonly maxDiscount: number | null;
}

/** A loyalty voucher the shopper applies: money off the goods. */
export interface PricingVoucher {
  readonly id: string;
  readonly name: string;
  readonly value: number;
}

export interface PricingInput {
  readonly groups: readonly PricingGroup[];
  readonly promos: readonly PricingPromo[];
  readonly vouchers: readonly PricingVoucher[];
  /** storefront.md §6 first-order free-shipping rule, already decided for this shopper. */
  readonly firstOrderFreeShipping: boolean;
  /** users.loyalty_reward_cents; the spec keeps rewards in cents (storefront.md §9). */
  readonly rewardBalanceCents: number;
  /** Whether the reward is spent on this checkout (a business account may switch rewards off). */
  readonly applyReward: boolean;
  /** Store-credit balance, đồng. */
  readonly creditBalance: number;
  /** accounts.md §7 apply-user-credits. */
  readonly applyCredits: boolean;
  /** VAT contained in prices, whole percent. */
  readonly vatRatePercent: number;
}

export interface PriceModifier {
  readonly label: string;
  /** Negative for a reduction. */
  readonly amount: number;
}

/** The pricingInfo fields (storefront.md §3), đồng. */
export interface PricingTotals {
  readonly variantsSubtotalPrice: number;
  readonly taxAmount: number;
  readonly promoDiscount: number;
  readonly rewardDeduction: number;
  /** The reward balance this checkout consumes, in the reward's own unit (cents). */
  readonly appliedRewardCredit: number;
  readonly shippingPrice: number;
  readonly expressDeliveryPrice: number;
  readonly creditDeduction: number;
  readonly bottleDepositAmount: number;
  readonly priceModifiers: readonly PriceModifier[];
  readonly totalPrice: number;
}

export interface GroupPricing extends PricingTotals {
  readonly groupIdentifier: string;
  /** The shipping rate charged; null when the group has no applicable rate. */
  readonly shippingRateId: string | null;
}

export interface CheckoutPricing extends PricingTotals {
  readonly groups: readonly GroupPricing[];
  /** What each applied promo code took off, in the order applied. */
  readonly promoDiscounts: readonly { readonly code: string; readonly amount: number }[];
  /** What each applied voucher took off. */
  readonly voucherDiscounts: readonly { readonly id: string; readonly amount: number }[];
}

/** Default VAT rate contained in the shop's prices (Vietnam's standard rate). */
export const DEFAULT_VAT_RATE_PERCENT = 10;

function checkAmount(what: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${what} must be a non-negative integer, got ${value}`);
}

/** storefront.md §9 shipping config: the cheapest rate whose threshold the subtotal reaches. */
export function chooseShippingRate(
  rates: readonly PricingShippingRate[],
  subtotal: number,
): PricingShippingRate | null {
  let best: PricingShippingRate | null = null;
  for (const rate of rates) {
    if (rate.price > subtotal) continue;
    if (best === null || rate.flatPrice < best.flatPrice) best = rate;
  }
  return best;
}

/** VAT contained in a VAT-inclusive amount, rounded half up to whole đồng. */
export function includedVat(amount: number, ratePercent: number): number {
  if (amount <= 0 || ratePercent <= 0) return 0;
  const numerator = BigInt(amount) * BigInt(ratePercent) * 2n + BigInt(100 + ratePercent);
  return Number(numerator / (BigInt(100 + ratePercent) * 2n));
}

function percentOf(amount: number, percent: number): number {
  return Number((BigInt(amount) * BigInt(percent)) / 100n);
}

/**
 * storefront.md §3 pricingInfo, accounts.md §3 Order pricingInfo: prices a checkout and each
 * of its fulfilment groups with exact integer arithmetic (see the module comment for the rules).
 */
export function priceCheckout(input: PricingInput): CheckoutPricing {
  checkAmount('rewardBalanceCents', input.rewardBalanceCents);
  checkAmount('creditBalance', input.creditBalance);
  const groups = input.groups.map((group) => {
    let subtotal = 0;
    let deposit = 0;
    for (const line of group.lines) {
      checkAmount('unitPrice', line.unitPrice);
      checkAmount('bottleDeposit', line.bottleDeposit);
      if (!Number.isSafeInteger(line.quantity) || line.quantity <= 0)
        throw new RangeError(`quantity must be a positive integer, got ${line.quantity}`);
      subtotal += line.unitPrice * line.quantity;
      deposit += line.bottleDeposit * line.quantity;
    }
    checkAmount('expressDeliveryPrice', group.expressDeliveryPrice);
    const rate = chooseShippingRate(group.shippingRates, subtotal);
    const shipping = rate === null || input.firstOrderFreeShipping ? 0 : rate.flatPrice;
    return { group, subtotal, deposit, rate, shipping };
  });
  const subtotals = groups.map((g) => g.subtotal);
  const subtotal = subtotals.reduce((a, b) => a + b, 0);
  const shippingTotal = groups.reduce((sum, g) => sum + g.shipping, 0);

  // Promo codes: goods discounts share one budget (the subtotal); free shipping waives shipping once.
  const goodsPromo = groups.map(() => 0);
  const shippingPromo = groups.map(() => 0);
  let goodsLeft = subtotal;
  let shippingWaived = false;
  const promoDiscounts: { code: string; amount: number }[] = [];
  for (const promo of input.promos) {
    let amount = 0;
    if (promo.discountType === 'FREE_SHIPPING') {
      if (!shippingWaived) {
        shippingWaived = true;
        amount = shippingTotal;
        groups.forEach((g, index) => {
          shippingPromo[index] = g.shipping;
        });
      }
    } else {
      checkAmount('promo value', promo.value);
      const wanted =
        promo.discountType === 'AMOUNT'
          ? promo.value
          : Math.min(
              percentOf(subtotal, Math.min(promo.value, 100)),
              promo.maxDiscount ?? Number.MAX_SAFE_INTEGER,
            );
      amount = Math.min(wanted, goodsLeft);
      goodsLeft -= amount;
      // Spread over what each group's goods still cost, so no group goes below zero.
      const room = groups.map((g, index) => g.subtotal - (goodsPromo[index] ?? 0));
      allocateProportionally(amount, room).forEach((share, index) => {
        goodsPromo[index] = (goodsPromo[index] ?? 0) + share;
      });
    }
    promoDiscounts.push({ code: promo.code, amount });
  }

  // Vouchers: price modifiers on what the goods still cost.
  const groupModifiers: PriceModifier[][] = groups.map(() => []);
  const voucherDiscounts: { id: string; amount: number }[] = [];
  const voucherTaken = groups.map(() => 0);
  for (const voucher of input.vouchers) {
    checkAmount('voucher value', voucher.value);
    const amount = Math.min(voucher.value, goodsLeft);
    goodsLeft -= amount;
    voucherDiscounts.push({ id: voucher.id, amount });
    const room = groups.map(
      (g, index) => g.subtotal - (goodsPromo[index] ?? 0) - (voucherTaken[index] ?? 0),
    );
    allocateProportionally(amount, room).forEach((share, index) => {
      voucherTaken[index] = (voucherTaken[index] ?? 0) + share;
      if (share > 0)
        groupModifiers[index]?.push({ label: `voucher:${voucher.name}`, amount: -share });
    });
  }

  // What each group costs before the reward and credit.
  const gross = groups.map(
    (g, index) =>
      g.subtotal -
      (goodsPromo[index] ?? 0) -
      (voucherTaken[index] ?? 0) +
      g.shipping -
      (shippingPromo[index] ?? 0) +
      g.group.expressDeliveryPrice +
      g.deposit,
  );
  const grossTotal = gross.reduce((a, b) => a + b, 0);

  const reward = input.applyReward
    ? Math.min(Math.floor(input.rewardBalanceCents / 100), grossTotal)
    : 0;
  const rewardShares = allocateProportionally(reward, gross);
  const afterReward = gross.map((amount, index) => amount - (rewardShares[index] ?? 0));
  const credit = input.applyCredits ? Math.min(input.creditBalance, grossTotal - reward) : 0;
  const creditShares = allocateProportionally(credit, afterReward);

  const groupPricing: GroupPricing[] = groups.map((g, index) => {
    const promoDiscount = (goodsPromo[index] ?? 0) + (shippingPromo[index] ?? 0);
    const goodsAfterDiscounts = g.subtotal - (goodsPromo[index] ?? 0) - (voucherTaken[index] ?? 0);
    const rewardDeduction = rewardShares[index] ?? 0;
    const creditDeduction = creditShares[index] ?? 0;
    return {
      groupIdentifier: g.group.groupIdentifier,
      shippingRateId: g.rate?.id ?? null,
      variantsSubtotalPrice: g.subtotal,
      taxAmount: includedVat(goodsAfterDiscounts, input.vatRatePercent),
      promoDiscount,
      rewardDeduction,
      appliedRewardCredit: rewardDeduction * 100,
      shippingPrice: g.shipping,
      expressDeliveryPrice: g.group.expressDeliveryPrice,
      creditDeduction,
      bottleDepositAmount: g.deposit,
      priceModifiers: groupModifiers[index] ?? [],
      totalPrice: (gross[index] ?? 0) - rewardDeduction - creditDeduction,
    };
  });

  const sum = (pick: (group: GroupPricing) => number): number =>
    groupPricing.reduce((total, group) => total + pick(group), 0);
  return {
    groups: groupPricing,
    promoDiscounts,
    voucherDiscounts,
    variantsSubtotalPrice: subtotal,
    taxAmount: sum((group) => group.taxAmount),
    promoDiscount: sum((group) => group.promoDiscount),
    rewardDeduction: reward,
    appliedRewardCredit: reward * 100,
    shippingPrice: shippingTotal,
    expressDeliveryPrice: sum((group) => group.expressDeliveryPrice),
    creditDeduction: credit,
    bottleDepositAmount: sum((group) => group.bottleDepositAmount),
    priceModifiers: input.vouchers
      .map((voucher, index) => ({
        label: `voucher:${voucher.name}`,
        amount: -(voucherDiscounts[index]?.amount ?? 0),
      }))
      .filter((modifier) => modifier.amount !== 0),
    totalPrice: grossTotal - reward - credit,
  };
}
