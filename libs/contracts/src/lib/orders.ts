import { z } from 'zod';
import { seoSchema } from './catalogue';
import { confirmationSurveySchema } from './engagement';
import { paymentSummarySchema } from './payments';
import type { RestRoute } from './rest';

/**
 * The order calls of accounts.md §7 "Orders" (order history, order lookup, cancellation,
 * picking notes, post-order attach), the reorder call, the operator calls that move an order
 * along its fulfilment statuses, and the page data of /order-pending and /confirmation
 * (storefront.md §2). Money is integer đồng; statuses are the numbers of accounts.md §4.
 */

const id = z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, 'must be an id');
const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });
const money = z.number().int();

/** Error codes of the order calls (accounts.md §8 numbers none of them). */
export const OrderErrorCode = {
  /** 400 'orderGid is null or undefined' (accounts.md §5 "Order lookup"): the gid is not numeric. */
  ORDER_GID_INVALID: 'ORDER_GID_INVALID',
  /** 400 'not enough data' (accounts.md §5 "Post-order attach"): no order id or no variants. */
  NOT_ENOUGH_DATA: 'NOT_ENOUGH_DATA',
  /** 409: shopping has started (or the order is closed): it can no longer be cancelled. */
  ORDER_NOT_CANCELLABLE: 'ORDER_NOT_CANCELLABLE',
  /** 400: the reason is not one of GET /api/order-cancellation-reasons. */
  UNKNOWN_CANCELLATION_REASON: 'UNKNOWN_CANCELLATION_REASON',
  /** 400: picking notes belong to express orders. */
  ORDER_NOT_EXPRESS: 'ORDER_NOT_EXPRESS',
  /** 409: the shopper has started picking; notes can no longer change. */
  PICKING_NOTES_LOCKED: 'PICKING_NOTES_LOCKED',
  /** 409: the attach window has closed (shopping started or too long since the order). */
  ATTACH_WINDOW_CLOSED: 'ATTACH_WINDOW_CLOSED',
  /** 409: the order's payment cannot grow (guest card, wallet, bank transfer, hosted page). */
  ATTACH_PAYMENT_UNSUPPORTED: 'ATTACH_PAYMENT_UNSUPPORTED',
  /** 409: a variant to attach lacks stock, or the payment refused the extra amount. */
  ATTACH_REFUSED: 'ATTACH_REFUSED',
  /** 409: the status table does not allow this move (operator calls). */
  ORDER_TRANSITION_NOT_ALLOWED: 'ORDER_TRANSITION_NOT_ALLOWED',
  /** 409: the order's payment is still waiting for the shopper (hosted page). */
  PAYMENT_PENDING: 'PAYMENT_PENDING',
  /** 401: the operator token is missing or wrong. */
  OPS_TOKEN_INVALID: 'OPS_TOKEN_INVALID',
} as const;
export type OrderErrorCode = (typeof OrderErrorCode)[keyof typeof OrderErrorCode];

/** The message of ORDER_GID_INVALID, as the spec words it. */
export const ORDER_GID_INVALID_MESSAGE = 'orderGid is null or undefined';
/** The message of NOT_ENOUGH_DATA, as the spec words it. */
export const NOT_ENOUGH_DATA_MESSAGE = 'not enough data';

export const priceModifierSchema = z.object({ label: z.string(), amount: money });

/** accounts.md §3 Order pricingInfo. */
export const orderPricingInfoSchema = z.object({
  variantsSubtotalPrice: money,
  taxAmount: money,
  promoDiscount: money,
  creditDeduction: money,
  rewardDeduction: money,
  shippingPrice: money,
  expressDeliveryPrice: money,
  bottleDepositAmount: money,
  priceModifiers: z.array(priceModifierSchema),
  totalPrice: money,
});

/** The variant of an order line: enough to show and link it; prices are the order's. */
export const orderVariantRefSchema = z.object({
  id: z.string(),
  gid: z.string(),
  name: z.string(),
  path: z.string(),
  image: z.string().nullable(),
  imageAltText: z.string(),
});

/** accounts.md §3 Order orderVariants. */
export const orderVariantSchema = z.object({
  variant: orderVariantRefSchema,
  quantity: z.number().int(),
  price: money,
  totalPrice: money,
  pickingNotes: z.string().nullable(),
});

export const orderShippingAddressSchema = z.object({
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  businessName: z.string().nullable().optional(),
  addressLine1: z.string().optional(),
  addressLine2: z.string().nullable().optional(),
  ward: z.string().nullable().optional(),
  district: z.string().nullable().optional(),
  city: z.string().optional(),
  state: z.string().nullable().optional(),
  postalCode: z.string().nullable().optional(),
  country: z.string().nullable().optional(),
});

/** Where an order stands on each of the three status tracks (accounts.md §4). */
export const orderStatusesSchema = z.object({
  fulfillmentStatus: z.number().int(),
  fulfillmentStatusName: z.string(),
  orderToFulfillerStatus: z.number().int(),
  orderToFulfillerStatusName: z.string(),
  shipmentStatus: z.number().int(),
  shipmentStatusName: z.string(),
});

/** accounts.md §3 Order, as the order page and history show it. */
export const orderSchema = z.object({
  id: z.string(),
  gid: z.string(),
  /** The "place order" this order came from; its other orders are the other fulfilment groups. */
  placementGid: z.string(),
  orderType: z.number().int(),
  fulfillmentMethod: z.number().int(),
  createdAt: z.string(),
  ...orderStatusesSchema.shape,
  paymentMethod: paymentSummarySchema,
  isFirstOrder: z.boolean(),
  expressDeliveryTimes: z.array(z.object({ timeDisplay: z.string() })),
  orderVariants: z.array(orderVariantSchema),
  pricingInfo: orderPricingInfoSchema,
  promoCodes: z.array(z.object({ code: z.string() })),
  shippingAddress: orderShippingAddressSchema.nullable(),
  deliveryInstructions: z.string().nullable(),
  purchaseOrderNumber: z.string().nullable(),
  cancellation: z
    .object({ reason: z.string(), customReason: z.string().nullable(), cancelledAt: z.string() })
    .nullable(),
  /** Cancel-order is allowed (shopping has not started and the order is open). */
  canCancel: z.boolean(),
  /** Post-order attach is open until this time (null: closed, and always for an organisation's order). */
  attachOpenUntil: z.string().nullable(),
  /**
   * Placed in an organisation's name (issue #18): it keeps what it was placed and approved with,
   * so it never gains lines; more goods are a new order, under the spending limits.
   */
  organizationOrder: z.boolean(),
});
export type OrderView = z.infer<typeof orderSchema>;

/** One row of the order history: the order without its lines. */
export const orderSummarySchema = orderSchema
  .omit({ orderVariants: true, shippingAddress: true, deliveryInstructions: true })
  .extend({ itemCount: z.number().int() });
export type OrderSummaryView = z.infer<typeof orderSummarySchema>;

export const cancellationReasonSchema = z.object({ id: z.string(), label: z.string() });

/** Gid of an order: digits as text; the handler answers the spec's message for anything else. */
const gidParam = z.string().max(40);
const attachVariants = z
  .array(z.object({ variantId: id, quantity: z.number().int().min(1).max(999) }))
  .max(50)
  .optional();

export const attachPreviewSchema = z.object({
  orderGid: z.string(),
  lines: z.array(
    z.object({
      variant: orderVariantRefSchema,
      quantity: z.number().int(),
      price: money,
      totalPrice: money,
      /** Whether the stock covers the quantity now. */
      available: z.boolean(),
    }),
  ),
  /** What the attach adds to the order's total. */
  addedTotal: money,
  /** The order's total after the attach. */
  newTotalPrice: money,
  attachOpenUntil: z.string().nullable(),
  canAttach: z.boolean(),
});
export type AttachPreviewView = z.infer<typeof attachPreviewSchema>;


/** A line's standing if the order were placed again today (domain-orders `ReorderLineStatus`). */
export const reorderLineStatusSchema = z.enum(['unavailable', 'capped', 'repriced', 'unchanged']);

/** A variant offered in place of an unavailable line: the best seller of its category that can be bought now. */
export const reorderAlternativeSchema = z.object({
  variant: orderVariantRefSchema,
  price: money,
});

/** GET /api/orders/:id/reorder-preview: what "order again" would put in the cart, line by line. */
export const reorderPreviewSchema = z.object({
  orderGid: z.string(),
  createdAt: z.string(),
  lines: z.array(
    z.object({
      variant: orderVariantRefSchema,
      status: reorderLineStatusSchema,
      orderedQuantity: z.number().int(),
      /** Units that would go in today (0 when unavailable). */
      quantity: z.number().int(),
      /** The unit price the order paid. */
      orderedPrice: money,
      /** Today's unit price; null when the variant is gone. */
      currentPrice: money.nullable(),
      priceChanged: z.boolean(),
      /** Only for an unavailable line: something like it from the same category, when there is one. */
      alternative: reorderAlternativeSchema.nullable(),
    }),
  ),
});
export type ReorderPreview = z.infer<typeof reorderPreviewSchema>;

/** One product of the "previously ordered" list (category type 6, storefront.md §3 Category). */
export const previouslyOrderedProductSchema = z.object({
  variant: orderVariantRefSchema,
  price: money,
  /** It can be added to the cart now (active, in stock). */
  available: z.boolean(),
  /** In how many of the shopper's orders it was. */
  timesOrdered: z.number().int(),
  /** Units bought over all those orders. */
  totalQuantity: z.number().int(),
  lastOrderedAt: z.string(),
});
export type PreviouslyOrderedProduct = z.infer<typeof previouslyOrderedProductSchema>;

/** `:pages/:range` of a paged list: page number from 1, products per page (1..60). */
const pagesParam = z.coerce.number().int().min(1).max(9999);
const rangeParam = z.coerce.number().int().min(1).max(60);

/** One page of the previously ordered list, with where the next one is. */
export const previouslyOrderedPageSchema = z.object({
  category: z.object({ type: z.literal(6), name: z.string() }),
  products: z.array(previouslyOrderedProductSchema),
  pagination: z.object({
    /** GET this URL for the next page; null on the last page. */
    paginationApiUrl: z.string().nullable(),
    hasNextCategory: z.boolean(),
    page: z.number().int(),
    range: z.number().int(),
    totalCount: z.number().int(),
  }),
});
export type PreviouslyOrderedPageView = z.infer<typeof previouslyOrderedPageSchema>;

export const orderRoutes = {
  orderHistory: {
    method: 'GET',
    path: '/api/order-history',
    query: z.object({
      /** The pagination URL's cursor: opaque, handed back unchanged. */
      cursor: z.string().max(200).optional(),
      limit: z.coerce.number().int().min(1).max(50).default(10),
    }),
    response: dataOf(
      z.object({
        orders: z.array(orderSummarySchema),
        pagination: z.object({
          /** GET this URL for the next page; null on the last page. */
          paginationApiUrl: z.string().nullable(),
          limit: z.number().int(),
          totalCount: z.number().int(),
        }),
      }),
    ),
  },
  order: {
    method: 'GET',
    path: '/api/order/:orderGid',
    params: z.object({ orderGid: gidParam }),
    response: dataOf(z.object({ order: orderSchema })),
  },
  cancellationReasons: {
    method: 'GET',
    path: '/api/order-cancellation-reasons',
    response: dataOf(z.object({ cancellationReasons: z.array(cancellationReasonSchema) })),
  },
  cancelOrder: {
    method: 'POST',
    path: '/api/cancel-order',
    body: z.object({
      /** The order's gid. */
      id: z.union([gidParam, z.number().int().nonnegative()]).transform(String),
      cancellationReason: z.string().trim().min(1).max(64),
      customCancellationReason: z.string().trim().max(500).optional(),
    }),
    response: dataOf(
      z.object({
        order: orderSchema,
        /** What happened to the money: voided (hold released), refunded, kept for the other orders of the placement, or nothing. */
        payment: z.enum(['voided', 'refunded', 'kept', 'nothing']),
      }),
    ),
  },
  updateExpressItem: {
    method: 'POST',
    path: '/api/order-details/update-express-item',
    body: z.object({
      /** The order's gid. */
      orderId: z.union([gidParam, z.number().int().nonnegative()]).transform(String),
      variantId: id,
      /** Empty clears the notes. */
      pickingNotes: z.string().trim().max(250),
    }),
    response: dataOf(z.object({ order: orderSchema })),
  },
  attachPreview: {
    method: 'POST',
    path: '/api/post-order-attach-preview/:id',
    params: z.object({ id: gidParam }),
    body: z.object({ postOrderAttachVariants: attachVariants }),
    response: dataOf(z.object({ preview: attachPreviewSchema })),
  },
  attach: {
    method: 'PUT',
    path: '/api/post-order-attach/:id',
    params: z.object({ id: gidParam }),
    body: z.object({ postOrderAttachVariants: attachVariants }),
    response: dataOf(z.object({ order: orderSchema })),
  },
  /** Order again, before anything goes in the cart: each line unavailable, capped, repriced or unchanged. */
  reorderPreview: {
    method: 'GET',
    path: '/api/orders/:id/reorder-preview',
    params: z.object({ id: gidParam }),
    response: dataOf(z.object({ preview: reorderPreviewSchema })),
  },
  /**
   * The products the signed-in shopper has bought (category type 6, "previously ordered"), most
   * frequently then most recently ordered first, paged as the catalogue's lists are (:pages/:range).
   * Cancelled and failed orders do not count.
   */
  previouslyOrdered: {
    method: 'GET',
    path: '/api/previously-ordered/:pages/:range',
    params: z.object({ pages: pagesParam, range: rangeParam }),
    response: dataOf(previouslyOrderedPageSchema),
  },
} as const satisfies Record<string, RestRoute>;

/** The three status tracks an operator can move (accounts.md §4 "Status enumerations"). */
export const statusTrackSchema = z.enum(['fulfillment', 'orderToFulfiller', 'shipment']);
export type StatusTrack = z.infer<typeof statusTrackSchema>;

export const orderMoveSchema = z.object({
  track: statusTrackSchema,
  from: z.string(),
  to: z.string(),
});

/**
 * Operator calls (`tools/ops`): `Authorization: Bearer <OPS_TOKEN>`, no session or CSRF token
 * (a script, not a browser; the token is checked in constant time). They exist only when the
 * gateway has OPS_TOKEN.
 */
export const opsRoutes = {
  showOrder: {
    method: 'GET',
    path: '/api/ops/orders/:orderGid',
    params: z.object({ orderGid: gidParam }),
    response: dataOf(
      z.object({
        order: orderSchema,
        payments: z.array(paymentSummarySchema),
        /** Statuses the fulfilment track may move to next. */
        next: z.array(z.string()),
      }),
    ),
  },
  /** The path is fixed (the gid travels in the body) so that the CSRF layer can exempt it by path. */
  advanceOrder: {
    method: 'POST',
    path: '/api/ops/advance-order',
    body: z.object({
      orderGid: gidParam,
      /** A status name of the track (DELIVERED, SHIPPED, …) or its number. */
      to: z.union([z.string().trim().min(1).max(40), z.number().int().min(0)]).transform(String),
      track: statusTrackSchema.default('fulfillment'),
    }),
    response: dataOf(
      z.object({
        order: orderSchema,
        /** Every step taken, in order: on the fulfilment track the path to the target. */
        moves: z.array(orderMoveSchema),
        payments: z.array(paymentSummarySchema),
      }),
    ),
  },
  /**
   * Delivered units of a variant go back on sale (the one stock writer's restock): a sold-out
   * variant reads in stock again and its back-in-stock subscribers get their notice.
   */
  restockVariant: {
    method: 'POST',
    path: '/api/ops/restock',
    body: z.object({
      variantId: z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, 'must be an id'),
      quantity: z.number().int().min(1).max(1_000_000),
    }),
    response: dataOf(
      z.object({
        variantId: z.string(),
        availableCount: z.number().int(),
        /** VariantState: 1 active, 2 out of stock (0 discontinued stays so). */
        state: z.number().int(),
      }),
    ),
  },
  /**
   * Units leave stock without a sale (damaged, expired, missing at a count), through the one
   * stock writer: the count never goes below 0, and at 0 the variant reads out of stock.
   */
  writeOffStock: {
    method: 'POST',
    path: '/api/ops/write-off',
    body: z.object({
      variantId: z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, 'must be an id'),
      quantity: z.number().int().min(1).max(1_000_000),
    }),
    response: dataOf(
      z.object({ variantId: z.string(), availableCount: z.number().int(), state: z.number().int() }),
    ),
  },
  /** A new shelf price (integer đồng): standard and unit price follow, any sale ends; past orders keep theirs. */
  repriceVariant: {
    method: 'POST',
    path: '/api/ops/reprice',
    body: z.object({
      variantId: z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, 'must be an id'),
      price: z.number().int().min(1).max(1_000_000_000),
    }),
    response: dataOf(z.object({ variantId: z.string(), price: money })),
  },
} as const satisfies Record<string, RestRoute>;

/** Page data of /order-pending: waiting for the hosted page, or already settled (then a redirect). */
export const orderPendingPageDataSchema = z.object({
  page: z.literal('order-pending'),
  seo: seoSchema,
  placementGid: z.string(),
  paymentStatus: z.number().int(),
  /** Back to the hosted page or challenge while the payment waits; null once it is decided. */
  continueUrl: z.string().nullable(),
  /** Where the shopper lands once the payment is decided. */
  confirmationUrl: z.string(),
});

/** Page data of /confirmation: the placement's orders, first-order flag and the survey. */
export const confirmationPageDataSchema = z.object({
  page: z.literal('confirmation'),
  seo: seoSchema,
  placementGid: z.string(),
  /** confirmed: paid or to be paid later; cancelled: the payment was declined or abandoned, or every order was cancelled. */
  status: z.enum(['confirmed', 'cancelled']),
  declineReason: z.string().nullable(),
  payment: paymentSummarySchema,
  totalPrice: money,
  isFirstOrder: z.boolean(),
  orders: z.array(orderSchema),
  survey: confirmationSurveySchema.nullable(),
});
