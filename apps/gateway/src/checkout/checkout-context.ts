import type { VatInformation } from '@gio/contracts';
import { fulfillmentRequestKind, FulfillmentRequestKind } from '@gio/domain-checkout';
import { FulfillerType, FulfillmentMethod, OrderType, PaymentTransactionStatus } from '@gio/domain-enums';
import type { SiteConfig } from '@gio/seed';
import type { AddressRow as SavedAddressRow } from '../addresses/address-service';
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
import { EMPTY_CHECKOUT_STATE, userCheckoutKey, type CheckoutStateRow } from './checkout-state';
import { slotTemplates, type SlotChoice, type SlotTemplateRow } from './express-slots';

/**
 * Everything one checkout answer or one order placement reads, loaded in a handful of
 * statements: the cart as the cart service reads it for checkout (lines with their problems,
 * groups with their shipping configs), the user with their
 * organisation, balances, saved addresses and billing and the held checkout choices (one
 * statement), the shipping rates of the cart's groups, the express store's slots, and the
 * applied promo codes and vouchers.
 */

/** A saved address as checkout reads it: the address calls' row without its bookkeeping. */
export type AddressRow = Omit<SavedAddressRow, 'type' | 'created_at' | 'is_default'>;

export interface BillingInfoRow {
  id: string;
  type: string;
  brand: string;
  last_four: string;
}

export interface PaymentMethodRow {
  id: string;
  payment_method: number;
  billing_info_id: string | null;
}

export interface CheckoutUserRow {
  id: string;
  telephone_number: string | null;
  num_successful_orders: number;
  first_order_eligible: boolean;
  loyalty_reward_cents: number;
  organization_id: string | null;
  org_enabled: boolean | null;
  promo_code_enabled: boolean | null;
  reward_enabled: boolean | null;
  credit_enabled: boolean | null;
  invoice_enabled: boolean | null;
  ach_direct_debit_enabled: boolean | null;
  credit_balance: number;
  default_billing_info_id: string | null;
  last_payment: { billing_type: string; billing_info_id: string | null } | null;
  state: CheckoutStateRow | null;
  /** The last placement while its payment waits on a hosted page (PENDING). */
  pending_order: { id: string; gid: string } | null;
  addresses: AddressRow[];
  billing_infos: BillingInfoRow[];
  payment_methods: PaymentMethodRow[];
}

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

const USER_SQL = `
  SELECT u.id, u.telephone_number, u.num_successful_orders, u.first_order_eligible, u.loyalty_reward_cents,
         u.organization_id, o.is_enabled AS org_enabled, o.promo_code_enabled, o.reward_enabled, o.credit_enabled,
         o.invoice_enabled, o.ach_direct_debit_enabled,
         (SELECT COALESCE(sum(c.amount), 0) FROM user_credit_entries c WHERE c.user_id = u.id)::bigint AS credit_balance,
         (SELECT d.billing_info_id FROM default_billing_infos d WHERE d.user_id = u.id) AS default_billing_info_id,
         (SELECT row_to_json(p) FROM (SELECT billing_type, billing_info_id FROM order_placements
            WHERE user_id = u.id ORDER BY created_at DESC LIMIT 1) p) AS last_payment,
         (SELECT row_to_json(s) FROM checkout_states s WHERE s.owner_key = $2) AS state,
         (SELECT json_build_object('id', p.id, 'gid', p.gid) FROM checkout_states s JOIN order_placements p ON p.id = s.pending_placement_id
           WHERE s.owner_key = $2 AND p.payment_status = ${PaymentTransactionStatus.PENDING}) AS pending_order,
         COALESCE((SELECT json_agg(a ORDER BY a.created_at, a.id) FROM addresses a WHERE a.user_id = u.id), '[]') AS addresses,
         COALESCE((SELECT json_agg(json_build_object('id', b.id, 'type', b.type, 'brand', b.brand, 'last_four', b.last_four)
            ORDER BY b.created_at, b.id) FROM billing_infos b WHERE b.user_id = u.id), '[]') AS billing_infos,
         COALESCE((SELECT json_agg(json_build_object('id', m.id, 'payment_method', m.payment_method, 'billing_info_id', m.billing_info_id)
            ORDER BY m.created_at, m.id) FROM payment_methods m WHERE m.user_id = u.id), '[]') AS payment_methods
    FROM users u LEFT JOIN organizations o ON o.id = u.organization_id
   WHERE u.id = $1`;

/** The user side of the checkout in one statement; `lock` holds the user row until commit. */
export async function loadCheckoutUser(
  q: Queryable,
  userId: string,
  lock: boolean,
): Promise<CheckoutUserRow | null> {
  const { rows } = await q.query<CheckoutUserRow>(`${USER_SQL}${lock ? ' FOR UPDATE OF u' : ''}`, [
    userId,
    userCheckoutKey(userId),
  ]);
  return rows[0] ?? null;
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
    const { rows } = await q.query<{ id: string; name: string; address: Record<string, string> }>(
      `SELECT w.id, w.name, w.address FROM fulfiller_locations l JOIN warehouses w ON w.id = l.warehouse_id WHERE l.id = $1`,
      [locationId],
    );
    const warehouse = rows[0];
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
