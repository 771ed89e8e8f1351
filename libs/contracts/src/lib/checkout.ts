import { BILLING_TYPES, CheckoutStep, type BillingType } from '@gio/domain-checkout';
import { z } from 'zod';
import type { RestRoute } from './rest';

/**
 * The checkout and promotion calls of accounts.md §7 "Checkout and promotions" and the order
 * placement they lead to (storefront.md §3 "Checkout info", §4 checkout steps; accounts.md §3
 * Order). The checkout info answered here is exactly the `CheckoutInfo` of domain-checkout
 * that the checkout machine runs on, so the storefront hands `data.checkoutInfo` to the machine
 * unchanged. Money is integer đồng (the major unit of VND). Every call needs a signed-in user
 * (the storefront sends guests to /checkout-login first). Successful bodies are `{ data }`.
 */

const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });
const id = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'must be an id');
const money = z.number().int();

/** Error codes of the checkout calls (strings: the spec's catalogue numbers none of them). */
export const CheckoutErrorCode = {
  /** 400: the cart has no lines to order. */
  CART_EMPTY: 'CART_EMPTY',
  /** 409: a line wants more than is in stock now; nothing was taken. */
  OUT_OF_STOCK: 'OUT_OF_STOCK',
  /** 400: some cart group has no shipping config (storefront.md §4 "invalid"). */
  CART_INVALID: 'CART_INVALID',
  /** 400: some group is under its order minimum (storefront.md §4, §5). */
  ORDER_MINIMUM_UNMET: 'ORDER_MINIMUM_UNMET',
  /** 400: a checkout step that applies is not complete (`field` names the step). */
  CHECKOUT_INCOMPLETE: 'CHECKOUT_INCOMPLETE',
  /** 400: the Cart Editor level may fill the organisation's cart but not order it. */
  ORDER_PLACEMENT_FORBIDDEN: 'ORDER_PLACEMENT_FORBIDDEN',
  /** 402: the payment provider declined; no order was made and no stock was taken. */
  PAYMENT_DECLINED: 'PAYMENT_DECLINED',
  /**
   * 409: a business invoice larger than what remains of the organisation's credit; the message
   * says how much remains. Nothing was made or taken.
   */
  INVOICE_CREDIT_EXCEEDED: 'INVOICE_CREDIT_EXCEEDED',
  /** 409: the chosen express slot filled up; choose another. */
  DELIVERY_SLOT_FULL: 'DELIVERY_SLOT_FULL',
  /** 400: no such express delivery slot, or one that has passed. */
  DELIVERY_SLOT_UNAVAILABLE: 'DELIVERY_SLOT_UNAVAILABLE',
  /** 400: the address, billing info or payment method is not the user's. */
  UNKNOWN_CHOICE: 'UNKNOWN_CHOICE',
  /** 400: the billing type is not offered to this user (invoice without a business account, a provider the site switched off). */
  BILLING_TYPE_UNAVAILABLE: 'BILLING_TYPE_UNAVAILABLE',
  /** 400: place-order without an Idempotency-Key header. */
  IDEMPOTENCY_KEY_REQUIRED: 'IDEMPOTENCY_KEY_REQUIRED',
  /** 422: the Idempotency-Key was used for another request or another cart. */
  IDEMPOTENCY_KEY_REUSED: 'IDEMPOTENCY_KEY_REUSED',
  /** 400: the total the client confirmed is not the total now (prices or promotions changed). */
  TOTAL_CHANGED: 'TOTAL_CHANGED',
  /** 400: accounts.md §8 'Cannot apply vouchers'. */
  VOUCHERS_NOT_APPLIED: 'VOUCHERS_NOT_APPLIED',
  /** 400: accounts.md §8 'Cannot remove voucher'. */
  VOUCHER_NOT_REMOVED: 'VOUCHER_NOT_REMOVED',
  /** 400: a promo code the checkout no longer accepts (`field` names the code). */
  PROMO_CODE_INVALID: 'PROMO_CODE_INVALID',
} as const;
export type CheckoutErrorCode = (typeof CheckoutErrorCode)[keyof typeof CheckoutErrorCode];

/** accounts.md §8 client messages the voucher calls answer with. */
export const VOUCHER_MESSAGES = {
  apply: 'Cannot apply vouchers',
  remove: 'Cannot remove voucher',
} as const;

const billingTypeSchema = z.enum(BILLING_TYPES as [BillingType, ...BillingType[]]);
const stepSchema = z.enum(Object.values(CheckoutStep) as [CheckoutStep, ...CheckoutStep[]]);

export const checkoutPricingInfoSchema = z.object({
  totalPrice: money,
  variantsSubtotalPrice: money,
  taxAmount: money,
  promoDiscount: money,
  rewardDeduction: money,
  /** The loyalty reward balance this checkout consumes, in the reward's unit (cents). */
  appliedRewardCredit: money,
  shippingPrice: money,
  expressDeliveryPrice: money,
  creditDeduction: money,
  bottleDepositAmount: money,
  priceModifiers: z.array(z.object({ label: z.string(), amount: money })),
});
export type CheckoutPricingInfoView = z.infer<typeof checkoutPricingInfoSchema>;

const addressSchema = z.object({
  id: z.string(),
  businessName: z.string().optional(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  addressLine1: z.string(),
  addressLine2: z.string().optional(),
  ward: z.string().optional(),
  district: z.string().optional(),
  city: z.string(),
  state: z.string().optional(),
  postalCode: z.string().optional(),
  country: z.string().optional(),
});

export const deliveryTimeSchema = z.object({
  /** `<slot template id>_<yyyymmdd>`: what set-delivery-info takes as expressDeliveryOptionId. */
  id: z.string(),
  timeDisplay: z.string(),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  price: money,
  remaining: z.number().int(),
  available: z.boolean(),
});
export type DeliveryTimeView = z.infer<typeof deliveryTimeSchema>;

/** storefront.md §3 "Checkout info", field for field the domain-checkout CheckoutInfo. */
export const checkoutInfoSchema = z.object({
  settings: z.object({
    telephoneRequired: z.boolean(),
    vatEnabled: z.boolean(),
    loyaltyEnabled: z.boolean(),
    bankAccountAvailable: z.boolean(),
    /**
     * The billing types the billing step offers: the site's regional-provider switches and the
     * user decide (domain-checkout `availableBillingTypes`); set-billing-type and place-order
     * refuse any other with BILLING_TYPE_UNAVAILABLE.
     */
    availableBillingTypes: z.array(billingTypeSchema),
  }),
  user: z.object({ telephoneNumber: z.string().nullable(), isInvoiceUser: z.boolean() }),
  pricingInfo: checkoutPricingInfoSchema.nullable(),
  billingInfos: z.array(
    z.object({ id: z.string(), type: billingTypeSchema, label: z.string().optional() }),
  ),
  defaultBillingInfoId: z.string().nullable(),
  deliveryTimes: z.array(deliveryTimeSchema),
  shippingAddresses: z.array(addressSchema),
  appliedPromoCodes: z.array(z.string()),
  vouchers: z.array(z.object({ id: z.string(), name: z.string(), value: money })),
  fulfillmentRequests: z.array(
    z.object({
      /** The cart group identifier `fulfillerType_fulfillmentMethodType`. */
      id: z.string(),
      fulfillerType: z.number().int(),
      fulfillmentMethod: z.number().int(),
      /** accounts.md §4 order type this group becomes (STANDARD 0, EXPRESS 1, DROPSHIP 3, EXPRESS_PICKUP 4). */
      orderType: z.number().int(),
      variantIds: z.array(z.string()),
      pricingInfo: checkoutPricingInfoSchema,
    }),
  ),
  isPickupOnly: z.boolean(),
  pickupAddress: addressSchema.nullable(),
  lastPaymentInfo: z
    .object({ type: billingTypeSchema, billingInfoId: z.string().nullable() })
    .nullable(),
  pendingOrder: z.object({ id: z.string(), gid: z.string() }).nullable(),
  selectedDelivery: z.object({
    shippingAddressId: z.string().nullable(),
    expressDeliveryOptionId: z.string().nullable(),
    standardOrderDeliveryInstructions: z.string().nullable(),
    marketplaceAddressId: z.string().nullable(),
  }),
  vat: z.object({
    information: z
      .object({
        companyName: z.string().optional(),
        taxCode: z.string().optional(),
        firstName: z.string().optional(),
        lastName: z.string().optional(),
        addressLine1: z.string().optional(),
        district: z.string().optional(),
        city: z.string().optional(),
        email: z.string().nullable().optional(),
      })
      .nullable(),
    notNeeded: z.boolean(),
  }),
  billing: z.object({
    selection: z
      .object({ type: billingTypeSchema, billingInfoId: z.string().nullable() })
      .nullable(),
    applyUserCredits: z.boolean(),
    purchaseOrderNumber: z.string().nullable(),
  }),
  loyalty: z.object({ memberId: z.string().nullable(), selection: z.string().nullable() }),
});
export type CheckoutInfoView = z.infer<typeof checkoutInfoSchema>;

/** What the checkout page shows besides the info: the lines, balances and which steps apply. */
export const checkoutExtrasSchema = z.object({
  lines: z.array(
    z.object({
      variantId: z.string(),
      name: z.string(),
      quantity: z.number().int(),
      unitPrice: money,
      totalPrice: money,
      groupIdentifier: z.string(),
      customerItemPickingNotes: z.string().nullable(),
    }),
  ),
  userCreditBalance: money,
  rewardBalanceCents: money,
  /** Payoo data given with set-billing-type, if any. */
  billingData: z.record(z.string(), z.string()).nullable(),
  selectedSavedPaymentMethodId: z.string().nullable(),
  steps: z.array(z.object({ step: stepSchema, applies: z.boolean(), complete: z.boolean() })),
  readyToPlaceOrder: z.boolean(),
  /** GET this with `?goToStep=<step>` to refresh the checkout (accounts.md §7). */
  refreshUrl: z.string(),
});

const checkoutData = z.object({
  checkoutInfo: checkoutInfoSchema,
  extras: checkoutExtrasSchema,
  goToStep: stepSchema.nullable(),
});
export type CheckoutData = z.infer<typeof checkoutData>;
const checkoutResponse = dataOf(checkoutData);

export const promoCodeResultSchema = z.object({
  code: z.string(),
  didAddPromoCode: z.boolean(),
  /** Why the code was not added (a PromoRefusal of domain-pricing, or PROMO_CODE_NOT_FOUND). */
  reason: z.string().nullable(),
  message: z.string().nullable(),
});

const promoCodeText = z.string().trim().min(1).max(40);
const fulfillmentMethod = z.number().int().min(0).max(5).optional();

export const verifyProblemSchema = z.object({
  code: z.string(),
  message: z.string(),
  step: stepSchema.nullable(),
  variantId: z.string().nullable(),
});

export const placedOrderSchema = z.object({
  /** The placement (one "place order") and its numeric gid; /order-pending and /confirmation take the gid. */
  placementId: z.string(),
  gid: z.string(),
  status: z.enum(['placed', 'pending_payment', 'pending_approval']),
  /** Where to send the shopper for a hosted payment page (status pending_payment). */
  redirectUrl: z.string().nullable(),
  paymentStatus: z.number().int(),
  paymentMethod: z.number().int(),
  totalPrice: money,
  isFirstOrder: z.boolean(),
  orders: z.array(
    z.object({
      id: z.string(),
      gid: z.string(),
      orderType: z.number().int(),
      groupIdentifier: z.string(),
      totalPrice: money,
    }),
  ),
});
export type PlacedOrderView = z.infer<typeof placedOrderSchema>;

/** How the shopper pays, for billing types whose details are not saved on the account. */
export const paymentDetailsSchema = z
  .object({
    /** A card typed at checkout (payment method 1, guest card). */
    card: z
      .object({
        number: z
          .string()
          .trim()
          .regex(/^[0-9 -]{12,23}$/, 'must be a card number'),
        expMonth: z.number().int().min(1).max(12),
        expYear: z.number().int().min(2000).max(2100),
        cvc: z.string().regex(/^[0-9]{3,4}$/, 'must be 3 or 4 digits'),
        holderName: z.string().trim().min(1).max(120),
        challengeAnswer: z.string().max(40).optional(),
      })
      .optional(),
    /** Apple Pay, Google Pay, PayPal or Venmo token from the wallet's sheet. */
    walletToken: z.string().min(1).max(500).optional(),
    bankAccount: z
      .object({
        routingNumber: z.string().regex(/^[0-9]{9}$/),
        accountNumber: z.string().regex(/^[0-9]{4,17}$/),
      })
      .optional(),
    channel: z.enum(['web', 'mobile']).optional(),
  })
  .default({});

export const checkoutRoutes = {
  /** The checkout info; `goToStep` is the refresh's go-to-step (accounts.md §4, §7). */
  checkout: {
    method: 'GET',
    path: '/api/checkout',
    query: z.object({ goToStep: stepSchema.optional() }),
    response: checkoutResponse,
  },
  verify: {
    method: 'GET',
    path: '/api/checkout/verify',
    response: dataOf(
      z.object({
        valid: z.boolean(),
        problems: z.array(verifyProblemSchema),
        pricingInfo: checkoutPricingInfoSchema.nullable(),
      }),
    ),
  },
  setDeliveryInfo: {
    method: 'POST',
    path: '/api/set-delivery-info',
    body: z.object({
      deliveryInfo: z
        .object({
          shippingAddressId: id.nullable().optional(),
          expressDeliveryOptionId: id.nullable().optional(),
          marketplaceAddressId: id.nullable().optional(),
          /** The VAT step's "no VAT invoice needed" (storefront.md §4 "VAT is not needed"). */
          vatNotNeeded: z.boolean().optional(),
        })
        .refine(
          (info) => Object.values(info).some((value) => value !== undefined),
          'name at least one choice',
        ),
    }),
    response: checkoutResponse,
  },
  expressDeliveryTimes: {
    method: 'GET',
    path: '/api/express-delivery-times',
    query: z.object({
      fulfillerLocationId: id.optional(),
      // A calendar date: 2026-13-45 matched a digits pattern and failed in the slot query (500).
      date: z.iso.date({ error: 'must be a date, YYYY-MM-DD' }).optional(),
      days: z.coerce.number().int().min(1).max(14).default(7),
    }),
    response: dataOf(
      z.object({
        deliveryTimes: z.array(deliveryTimeSchema),
        fulfillerLocationId: z.string().nullable(),
      }),
    ),
  },
  setStandardDeliveryInstructions: {
    method: 'POST',
    path: '/api/set-standard-order-delivery-instructions',
    body: z.object({ standardOrderDeliveryInstructions: z.string().max(500) }),
    response: checkoutResponse,
  },
  setLoyaltyInfo: {
    method: 'POST',
    path: '/api/set-loyalty-info',
    body: z.object({
      loyaltyInfo: z.union([
        z.object({ memberId: z.string().trim().min(1).max(40) }),
        z.object({ selection: z.string().trim().min(1).max(40) }),
      ]),
    }),
    response: checkoutResponse,
  },
  setPurchaseOrderNumber: {
    method: 'POST',
    path: '/api/set-purchase-order-number',
    body: z.object({ purchaseOrderNumber: z.string().max(60) }),
    response: checkoutResponse,
  },
  removePurchaseOrderNumber: {
    method: 'POST',
    path: '/api/remove-purchase-order-number',
    body: z.object({ purchaseOrderNumber: z.string().max(60).optional() }),
    response: checkoutResponse,
  },
  setBillingType: {
    method: 'POST',
    path: '/api/set-billing-type',
    body: z.object({
      type: billingTypeSchema,
      billingInfoId: id.nullable().optional(),
      /** Payoo's data: the bank or wallet the shopper picked on the hosted page. */
      data: z.record(z.string().max(40), z.string().max(120)).optional(),
    }),
    response: checkoutResponse,
  },
  setSelectedPaymentMethod: {
    method: 'POST',
    path: '/api/set-selected-payment-method',
    body: z.object({ selectedSavedPaymentMethod: id }),
    response: checkoutResponse,
  },
  applyUserCredits: {
    method: 'POST',
    path: '/api/apply-user-credits',
    body: z.object({ applyUserCredits: z.boolean() }),
    response: checkoutResponse,
  },
  addPromoCode: {
    method: 'POST',
    path: '/api/cart/promo-code',
    body: z.object({ code: promoCodeText, cartId: id.nullable().optional(), fulfillmentMethod }),
    response: dataOf(z.object({ results: promoCodeResultSchema, checkout: checkoutData })),
  },
  removePromoCode: {
    method: 'DELETE',
    path: '/api/cart/promo-code',
    body: z.object({ code: promoCodeText, cartId: id.nullable().optional() }),
    response: dataOf(
      z.object({ results: z.object({ didRemovePromoCode: z.boolean() }), checkout: checkoutData }),
    ),
  },
  addPromoCodes: {
    method: 'POST',
    path: '/api/cart/promo-codes',
    body: z.object({
      promoCodes: z.array(promoCodeText).min(1).max(10),
      cartId: id.nullable().optional(),
      fulfillmentMethod,
    }),
    response: dataOf(z.object({ results: z.array(promoCodeResultSchema), checkout: checkoutData })),
  },
  displayPromoCodes: {
    method: 'GET',
    path: '/api/cart/display-promo-codes',
    response: dataOf(
      z.object({
        promoCodes: z.array(
          z.object({
            code: z.string(),
            description: z.string(),
            discountType: z.enum(['AMOUNT', 'PERCENT', 'FREE_SHIPPING']),
            value: money,
            maxDiscount: money.nullable(),
            minimumPurchase: money,
            endDate: z.string(),
            firstOrderOnly: z.boolean(),
            applied: z.boolean(),
            /** Null when the code can be applied to the cart as it is. */
            refusal: z.string().nullable(),
          }),
        ),
      }),
    ),
  },
  applyVouchers: {
    method: 'POST',
    path: '/api/vouchers/apply',
    body: z.object({ vouchers: z.array(id).min(1).max(10) }),
    response: dataOf(
      z.object({
        results: z.object({
          appliedVoucherIds: z.array(z.string()),
          vouchers: z.array(z.object({ id: z.string(), name: z.string(), value: money })),
        }),
        checkout: checkoutData,
      }),
    ),
  },
  removeVouchers: {
    method: 'DELETE',
    path: '/api/vouchers/remove',
    body: z.object({ voucherIds: z.array(id).min(1).max(10) }),
    response: dataOf(
      z.object({
        results: z.object({
          removedVoucherIds: z.array(z.string()),
          appliedVoucherIds: z.array(z.string()),
        }),
        checkout: checkoutData,
      }),
    ),
  },
  /**
   * Places the order (not in the spec's list; the step the checkout ends with). Needs the
   * `Idempotency-Key` header: a retry with the same key answers the same order; the same key
   * with another request or another cart is refused (422). `expectedTotal`, when sent, must be
   * the total the shopper saw.
   */
  placeOrder: {
    method: 'POST',
    path: '/api/checkout/place-order',
    body: z.object({ expectedTotal: money.optional(), payment: paymentDetailsSchema }),
    response: dataOf(z.object({ order: placedOrderSchema })),
  },
} as const satisfies Record<string, RestRoute>;
