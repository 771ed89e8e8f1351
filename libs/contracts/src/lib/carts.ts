import { z } from 'zod';
import { variantSchema } from './catalogue';
import type { RestRoute } from './rest';

/**
 * The cart calls of storefront.md §7 "Cart" with their request and response schemas
 * (storefront.md §3 Cart, Cart group, cart diff; §4 Cart add flow, Cart groups; §5 quantity,
 * samples, minimum spend; §9 free shipping, cart badge). Successful bodies are `{ data: ... }`;
 * a refused change is the shared error body with one of the `CartErrorCode`s and leaves the
 * cart as it was. Money is integer đồng.
 */

const id = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'must be an id');
const idList = z
  .string()
  .max(2000)
  .transform((value) =>
    value
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== ''),
  )
  .pipe(z.array(id).min(1).max(50));
const quantity = z.number().int().min(0).max(9999);
const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

/**
 * Why the server refused a cart change or an item, each naming its rule. A change refused with
 * one of these leaves the cart unchanged.
 */
export const CartErrorCode = {
  /** 404: no variant with that id. */
  UNKNOWN_VARIANT: 'UNKNOWN_VARIANT',
  /** 400: the new quantity is above the maximum purchasable (storefront.md §5). */
  QUANTITY_LIMIT_EXCEEDED: 'QUANTITY_LIMIT_EXCEEDED',
  /** 400: one call adds more than the site's add-to-cart maximum at once (storefront.md §5). */
  ADD_AT_ONCE_LIMIT_EXCEEDED: 'ADD_AT_ONCE_LIMIT_EXCEEDED',
  /** 400: a sample when the shopper already has the allowed count of samples (storefront.md §5). */
  SAMPLE_LIMIT_REACHED: 'SAMPLE_LIMIT_REACHED',
  /** 400: state 2 with nothing available, or nothing left to buy (storefront.md §4 Variant stock). */
  OUT_OF_STOCK: 'OUT_OF_STOCK',
  /** 400: state 0 (storefront.md §4 Variant stock). */
  DISCONTINUED: 'DISCONTINUED',
  /** 400: an age-gated product without the session's age confirmation (storefront.md §4). */
  AGE_CONFIRMATION_REQUIRED: 'AGE_CONFIRMATION_REQUIRED',
  /** 400: the item is disabled for this cart (the organisation excludes all items). */
  ITEM_DISABLED: 'ITEM_DISABLED',
  /** 400: the warehouse named is not the variant's. */
  WAREHOUSE_MISMATCH: 'WAREHOUSE_MISMATCH',
  /** 400: the variant is not offered with that fulfilment method or at that location. */
  FULFILLMENT_UNAVAILABLE: 'FULFILLMENT_UNAVAILABLE',
  /** 400 (403 is kept for CSRF and bot protection): the account level may not edit this cart (`can('cart.edit', level)`). */
  CART_EDIT_FORBIDDEN: 'CART_EDIT_FORBIDDEN',
} as const;
export type CartErrorCode = (typeof CartErrorCode)[keyof typeof CartErrorCode];
const cartErrorCodeSchema = z.enum(
  Object.values(CartErrorCode) as [CartErrorCode, ...CartErrorCode[]],
);

/**
 * A cart diff (storefront.md §3): the new quantity of one line. The line is matched by variant,
 * owner, fulfiller location and fulfilment method (storefront.md §4); location and method
 * default to the variant's own, warehouse (when sent) must be the variant's. A quantity of 0
 * needs `remove: true` and deletes the line. `ageConfirmed: true` is the shopper's acceptance
 * of the age gate: the server keeps it in the session (key `ageGate`) and later changes need
 * not repeat it.
 */
export const cartVariantInputSchema = z
  .object({
    variantId: id,
    quantity,
    warehouse: id.optional(),
    fulfillmentMethod: z.number().int().min(0).max(5).optional(),
    fulfillerLocation: id.optional(),
    /** null clears the notes; left out keeps the line's notes. */
    customerItemPickingNotes: z.string().trim().max(500).nullable().optional(),
    remove: z.boolean().optional(),
    ageConfirmed: z.boolean().optional(),
  })
  .refine((v) => v.quantity > 0 || v.remove === true, {
    message: 'quantity 0 needs remove: true',
    path: ['quantity'],
  });
export type CartVariantInput = z.infer<typeof cartVariantInputSchema>;

/** One item to add to a cart (add-variants-by-ids, add-list, add-order, sign-in additionalItems). */
export const cartItemInputSchema = z.object({
  variantId: id,
  quantity: z.number().int().min(1).max(9999),
  warehouse: id.optional(),
});
export type CartItemInput = z.infer<typeof cartItemInputSchema>;

/** What happened to one item of a bulk add or a merge: nothing is dropped without a word. */
export const cartItemOutcomeSchema = z.object({
  variantId: z.string(),
  /** The quantity asked to add. */
  requested: z.number().int(),
  /** The quantity actually added (0 when refused). */
  added: z.number().int(),
  /** The line's quantity afterwards. */
  quantity: z.number().int(),
  /** added: all of it; capped: less than asked (limit or stock); refused: none. */
  status: z.enum(['added', 'capped', 'refused']),
  /** The rule that capped or refused it. */
  reason: cartErrorCodeSchema.nullable(),
});
export type CartItemOutcome = z.infer<typeof cartItemOutcomeSchema>;

/** One cart line (storefront.md §3 Cart: cartVariants) with its quantity limits (§5). */
export const cartLineSchema = z.object({
  variant: variantSchema,
  quantity: z.number().int(),
  warehouse: z.string(),
  /** The signed-in user who added the line (in an organisation cart, whoever did); null for a guest. */
  user: z.string().nullable(),
  guest: z.boolean(),
  fulfillerLocation: z.string(),
  fulfillmentMethod: z.number().int(),
  fulfillerType: z.number().int(),
  customerItemPickingNotes: z.string().nullable(),
  /** Current unit price and price × quantity. */
  price: z.number().int(),
  subtotal: z.number().int(),
  /** Maximum purchasable, remaining and limit reached (storefront.md §5). */
  maxPurchasable: z.number().int(),
  remaining: z.number().int(),
  limitReached: z.boolean(),
  /** Out of stock or discontinued now (storefront.md §4 Variant stock). */
  unavailable: z.boolean(),
  addedAt: z.string(),
});
export type CartLineView = z.infer<typeof cartLineSchema>;

/** One rate of a group's shipping config (table shipping_configs). */
export const shippingConfigSchema = z.object({
  id: z.string(),
  name: z.string(),
  fulfillerId: z.string().nullable(),
  fulfillmentMethodType: z.number().int(),
  /** The rate applies from this sub-total; for a free rate it is the threshold. */
  price: z.number().int(),
  flatPrice: z.number().int(),
  speedType: z.number().int(),
});

/** A cart group (storefront.md §3, §4 Cart groups) with its shipping, minimum and free shipping. */
export const cartGroupSchema = z.object({
  /** fulfillerType_fulfillmentMethodType */
  groupIdentifier: z.string(),
  fulfillerType: z.number().int(),
  fulfillmentMethodType: z.number().int(),
  warehouse: z.string(),
  /** Variant ids of the group's lines, in cart order. */
  variants: z.array(z.string()),
  isExpress: z.boolean(),
  subtotal: z.number().int(),
  totalQuantity: z.number().int(),
  /** Empty when the group has no shipping config (the cart is then invalid). */
  shippingConfig: z.array(shippingConfigSchema),
  /** minimumSpendByFulfillmentMethod of the site config (storefront.md §5). */
  orderMinimum: z.object({
    status: z.enum(['met', 'unmet']),
    minimumSpend: z.number().int().nullable(),
    remaining: z.number().int(),
  }),
  /** storefront.md §9: threshold = lowest free rate; 0 (≤ 0.01) = free with no limit. */
  freeShipping: z.object({
    kind: z.enum(['none', 'free-no-limit', 'threshold']),
    threshold: z.number().int().nullable(),
    reached: z.boolean(),
    remaining: z.number().int().nullable(),
  }),
});
export type CartGroupView = z.infer<typeof cartGroupSchema>;

/**
 * The cart. `scope` says whose it is: a guest's, the signed-in user's own, or the organisation's
 * shared cart (business view, client_view_type 1). `permissions.canPlaceOrder` is false for the
 * Cart Editor level.
 */
export const cartSchema = z.object({
  /** null until the first line is added. */
  id: z.string().nullable(),
  scope: z.enum(['guest', 'personal', 'organization']),
  organization: z.object({ id: z.string(), name: z.string() }).nullable(),
  cartVariants: z.array(cartLineSchema),
  groups: z.array(cartGroupSchema),
  isMultiCart: z.boolean(),
  /** Some group has no shipping config (storefront.md §4). */
  isInvalid: z.boolean(),
  overallOrderMinimumMet: z.boolean(),
  subtotal: z.number().int(),
  totalQuantity: z.number().int(),
  /** The header badge: '99+' above 99 (storefront.md §9). */
  badge: z.string(),
  /** Distinct samples in the cart and how many the site allows (storefront.md §5). */
  samples: z.object({ count: z.number().int(), allowed: z.number().int() }),
  offers: z.object({ promoVariants: z.array(variantSchema) }),
  permissions: z.object({
    canEdit: z.boolean(),
    canPlaceOrder: z.boolean(),
    /** Issue #18: the Cart Editor submits the organisation's cart for approval instead of placing it. */
    canSubmitForApproval: z.boolean(),
  }),
  /** The session holds the age confirmation (key ageGate). */
  ageConfirmed: z.boolean(),
  /** The site's add-to-cart maximum at once (storefront.md §5). */
  addToCartMaxAtOnce: z.number().int(),
  updatedAt: z.string().nullable(),
});
export type CartView = z.infer<typeof cartSchema>;

/**
 * What changed since the visitor last saw the cart (the first-load cart-differences modal):
 * prices that moved, lines gone (unavailable, disabled or unknown now, removed from the cart) and
 * lines cut to what can still be bought. Reported once: the sync that reports them records the
 * cart as seen.
 */
export const cartDifferencesSchema = z.object({
  hasDifferences: z.boolean(),
  priceChanges: z.array(
    z.object({
      variantId: z.string(),
      name: z.string(),
      quantity: z.number().int(),
      previousPrice: z.number().int(),
      price: z.number().int(),
    }),
  ),
  removedItems: z.array(
    z.object({
      variantId: z.string(),
      name: z.string().nullable(),
      quantity: z.number().int(),
      reason: cartErrorCodeSchema,
    }),
  ),
  quantityReductions: z.array(
    z.object({
      variantId: z.string(),
      name: z.string(),
      previousQuantity: z.number().int(),
      quantity: z.number().int(),
      reason: cartErrorCodeSchema,
    }),
  ),
});
export type CartDifferences = z.infer<typeof cartDifferencesSchema>;

/** The result of one change (storefront.md §4: info message kind, operation for the error key). */
export const cartChangeResultSchema = z.object({
  variantId: z.string(),
  previousQuantity: z.number().int(),
  quantity: z.number().int(),
  operation: z.enum(['add', 'change', 'remove']),
  infoMessage: z
    .enum(['added', 'added-with-quantity', 'quantity-increased', 'quantity-decreased', 'removed'])
    .nullable(),
});

const cartWithItems = dataOf(z.object({ cart: cartSchema, items: z.array(cartItemOutcomeSchema) }));
/** The answer of every bulk add (add-variants-by-ids, add-list, add-order). */
export const cartItemsResponseSchema = cartWithItems;

// Generic so that each route keeps its one method: a client is typed by the method it calls.
const changeRoute = <M extends 'PUT' | 'POST'>(method: M) =>
  ({
    method,
    path: '/api/carts/change',
    body: z.object({ cartVariant: cartVariantInputSchema }),
    response: dataOf(z.object({ cart: cartSchema, change: cartChangeResultSchema })),
  }) as const;

export const cartRoutes = {
  sync: {
    method: 'GET',
    path: '/api/carts/sync',
    response: dataOf(
      z.object({
        cart: cartSchema,
        differences: cartDifferencesSchema,
        /** A signed-in shopper whose guest cart still has lines: the first-load merge modal. */
        pendingMerge: z
          .object({ lineCount: z.number().int(), totalQuantity: z.number().int() })
          .nullable(),
      }),
    ),
  },
  /**
   * How many units the cart holds, for the header's badge on pages that do not show the cart
   * (the account app; the gateway's own call): it reads, and records nothing as seen.
   */
  summary: {
    method: 'GET',
    path: '/api/carts/summary',
    response: dataOf(z.object({ totalQuantity: z.number().int().nonnegative() })),
  },
  /** The variants of a link or a list with what the cart allows of each (add to cart from a link). */
  builder: {
    method: 'GET',
    path: '/api/carts/builder',
    query: z.object({ ids: idList }),
    response: dataOf(
      z.object({
        items: z.array(
          z.object({
            variant: variantSchema,
            inCart: z.number().int(),
            maxPurchasable: z.number().int(),
            remaining: z.number().int(),
            ageGated: z.boolean(),
            /** Why it cannot be added now, or null. */
            refusal: cartErrorCodeSchema.nullable(),
          }),
        ),
        unknownIds: z.array(z.string()),
        cart: cartSchema,
      }),
    ),
  },
  changePut: changeRoute('PUT'),
  changePost: changeRoute('POST'),
  merge: {
    method: 'POST',
    path: '/api/carts/merge',
    response: dataOf(z.object({ cart: cartSchema, merged: z.array(cartItemOutcomeSchema) })),
  },
  addVariantsByIds: {
    method: 'POST',
    path: '/api/carts/add-variants-by-ids',
    /** Each id adds one unit; `ageConfirmed` as in a change (kept in the session as ageGate). */
    body: z.object({ ids: z.array(id).min(1).max(50), ageConfirmed: z.boolean().optional() }),
    response: cartWithItems,
  },
  addOrder: {
    method: 'POST',
    path: '/api/carts/add-order',
    body: z.object({ orderId: id }),
    response: cartWithItems,
  },
  addList: {
    method: 'POST',
    path: '/api/carts/add-list',
    body: z.object({ listId: id, filter: z.string().max(200).optional() }),
    response: cartWithItems,
  },
} as const satisfies Record<string, RestRoute>;

export type CartRouteName = keyof typeof cartRoutes;
