import type { VatInformation } from '@gio/contracts';
import { fulfillmentRequestKind, FulfillmentRequestKind } from '@gio/domain-checkout';
import { FulfillerType, FulfillmentMethod, OrderType } from '@gio/domain-enums';
import type { SiteConfig } from '@gio/contracts';
import type { CartOwner } from '../carts/cart-owner';
import type {
  CartService,
  CheckoutCart,
  CheckoutCartGroup,
  CheckoutCartLine,
} from '../carts/cart-service';
import type { Queryable } from '../db/database';
import { vatInformationFor } from '../vat/vat-information';
import {
  promoCodesByCode,
  vouchersOf,
  type PromoCodeRow,
  type VoucherRow,
} from '../promotions/promo-store';
import { EMPTY_CHECKOUT_STATE, type CheckoutStateRow } from './checkout-state-store';
import { loadCheckoutUser, pickupWarehouse, type CheckoutUserRow } from './checkout-store';
import type { SlotTemplateRow } from './express-slot-store';
import { slotTemplates, type SlotChoice } from './express-slots';

/**
 * Everything one checkout answer or one order placement reads, loaded in a handful of
 * statements: the cart as the cart service reads it for checkout (lines with their problems,
 * groups with their shipping configs), the user with their
 * organisation, balances, saved addresses and billing and the held checkout choices (one
 * statement), the shipping rates of the cart's groups, the express store's slots, and the
 * applied promo codes and vouchers.
 */

export interface ShippingRateRow {
  id: string;
  fulfiller_type: number;
  fulfillment_method_type: number;
  fulfiller_id: string | null;
  price: number;
  flat_price: number;
}

/** A cart line as checkout reads it (the cart service's `readForCheckout`). */
export type OrderableLine = CheckoutCartLine;

/** The cart-service calls the checkout uses. */
export type CheckoutCarts = Pick<
  CartService,
  'ownerForUser' | 'readForCheckout' | 'removeOrderedLines'
>;

/** One fulfilment group of the checkout (storefront.md §4 "Cart groups"), as it becomes one order. */
export interface CheckoutGroup {
  readonly groupIdentifier: string;
  readonly fulfillerType: number;
  readonly fulfillmentMethodType: number;
  readonly lines: readonly OrderableLine[];
  /** Every line is picked up in store. */
  readonly isPickup: boolean;
  readonly orderType: OrderType;
  readonly shippingRates: readonly ShippingRateRow[];
}

export interface CheckoutContext {
  readonly now: number;
  readonly site: SiteConfig;
  readonly owner: CartOwner;
  readonly cartId: string | null;
  readonly lines: readonly CheckoutCartLine[];
  /** Lines whose variant no longer exists. */
  readonly missingVariantIds: readonly string[];
  readonly groups: readonly CheckoutGroup[];
  readonly user: CheckoutUserRow;
  /** The user's VAT information (accounts.md §3), as the VAT module keeps it. */
  readonly vat: VatInformation | null;
  readonly state: CheckoutStateRow;
  /** The store whose slots the express step offers (the express group's first line's). */
  readonly expressLocationId: string | null;
  /**
   * The express slot held in the checkout choices, or null when the express step does not
   * apply: a slot chosen for express items since removed is nothing the shopper can see or
   * change, so it must neither block the order nor be booked.
   */
  readonly heldSlot: SlotChoice | null;
  readonly slotTemplates: readonly SlotTemplateRow[];
  readonly slotBooked: ReadonlyMap<string, number>;
  readonly pickupAddress: (Record<string, string | undefined> & { id: string }) | null;
  readonly promoRows: readonly PromoCodeRow[];
  readonly voucherRows: readonly VoucherRow[];
}

/** accounts.md §4 order types: express pickup, express delivery, marketplace dropship, standard. */
export function orderTypeOf(fulfillerType: number, isPickup: boolean): OrderType {
  if (fulfillerType === FulfillerType.EXPRESS)
    return isPickup ? OrderType.EXPRESS_PICKUP : OrderType.EXPRESS;
  if (fulfillerType === FulfillerType.SELLER) return OrderType.DROPSHIP;
  return OrderType.STANDARD;
}

/**
 * The cart service's groups (storefront.md §4 "Cart groups": by fulfiller type and method, local
 * delivery and pickup merged) as orders: a group whose every line is picked up in store takes
 * the pickup rates and becomes an EXPRESS_PICKUP order when its fulfiller is express.
 */
export function checkoutGroups(groups: readonly CheckoutCartGroup[]): CheckoutGroup[] {
  return groups.map((group) => {
    const isPickup = group.lines.every(
      (line) => line.fulfillmentMethod === FulfillmentMethod.IN_STORE_PICKUP,
    );
    const rateMethod = isPickup ? FulfillmentMethod.IN_STORE_PICKUP : group.fulfillmentMethodType;
    const fulfillers = new Set(group.lines.map((line) => line.fulfillerId));
    const shippingRates = group.shippingConfigs.filter(
      (rate) =>
        rate.fulfillment_method_type === rateMethod &&
        (rate.fulfiller_id === null ||
          (fulfillers.size === 1 && fulfillers.has(rate.fulfiller_id))),
    );
    return {
      groupIdentifier: group.groupIdentifier,
      fulfillerType: group.fulfillerType,
      fulfillmentMethodType: group.fulfillmentMethodType,
      lines: group.lines,
      isPickup,
      orderType: orderTypeOf(group.fulfillerType, isPickup),
      shippingRates: shippingRates.map((rate) => ({
        id: rate.id,
        fulfiller_type: rate.fulfiller_type,
        fulfillment_method_type: rate.fulfillment_method_type,
        fulfiller_id: rate.fulfiller_id,
        price: rate.price,
        flat_price: rate.flat_price,
      })),
    };
  });
}

export interface LoadOptions {
  readonly userId: string;
  readonly guestId: string | null;
  readonly site: SiteConfig;
  readonly now: number;
  /** Order placement: lock the user and the applied vouchers. */
  readonly lock?: boolean;
  readonly carts: CheckoutCarts;
  /** Order placement already locked and read the cart. */
  readonly cart?: CheckoutCart;
}

/** Loads the checkout of a signed-in user; null when the user no longer exists. */
export async function loadCheckoutContext(
  q: Queryable,
  options: LoadOptions,
): Promise<CheckoutContext | null> {
  let cart = options.cart;
  if (!cart) {
    const owner = await options.carts.ownerForUser(options.userId, options.guestId, q);
    if (!owner) return null;
    cart = await options.carts.readForCheckout(q, owner);
  }
  const user = await loadCheckoutUser(q, options.userId, options.lock === true);
  if (!user) return null;
  const vat = await vatInformationFor(q, options.userId);
  const state: CheckoutStateRow = { ...EMPTY_CHECKOUT_STATE, ...(user.state ?? {}) };
  const groups = checkoutGroups(cart.groups);

  // The rule that makes the express step apply (domain-checkout `stepApplies`).
  const express = groups.find(
    (group) => fulfillmentRequestKind(group) === FulfillmentRequestKind.EXPRESS,
  );
  const expressLocationId = express?.lines[0]?.fulfillerLocationId ?? null;
  let templates: SlotTemplateRow[] = [];
  let booked = new Map<string, number>();
  if (expressLocationId !== null) {
    const today = new Date(options.now).toISOString().slice(0, 10);
    ({ templates, booked } = await slotTemplates(q, expressLocationId, previousDay(today)));
  }

  let pickupAddress: CheckoutContext['pickupAddress'] = null;
  const isPickupOnly = groups.length > 0 && groups.every((group) => group.isPickup);
  if (isPickupOnly) {
    const locationId = groups[0]?.lines[0]?.fulfillerLocationId;
    const warehouse = await pickupWarehouse(q, locationId);
    if (warehouse)
      pickupAddress = { id: warehouse.id, businessName: warehouse.name, ...warehouse.address };
  }

  const promoRows = await promoCodesByCode(q, state.promo_codes, options.userId);
  const voucherRows = await vouchersOf(q, options.userId, state.voucher_ids, options.lock === true);
  return {
    now: options.now,
    site: options.site,
    owner: cart.owner,
    cartId: cart.cartId,
    lines: cart.lines,
    missingVariantIds: cart.missingVariantIds,
    groups,
    user,
    vat,
    state,
    expressLocationId,
    heldSlot: express ? storedSlot(state) : null,
    slotTemplates: templates,
    slotBooked: booked,
    pickupAddress,
    promoRows,
    voucherRows,
  };
}

/** UTC and the shop's zone may be a day apart: bookings are read from the day before. */
function previousDay(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
}

function storedSlot(state: CheckoutStateRow): SlotChoice | null {
  if (state.express_slot_template_id === null || state.express_slot_date === null) return null;
  return {
    templateId: state.express_slot_template_id,
    date: String(state.express_slot_date).slice(0, 10),
  };
}
