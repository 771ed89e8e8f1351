import { FulfillmentMethod } from '@gio/domain-enums';
import { z } from 'zod';
import { variantSchema } from './catalogue';
import type { RestRoute } from './rest';

/**
 * Calls of accounts.md §7 "Lists, favourites and product data" about shopping lists, favourites
 * and back-in-stock notices, plus the reads the list and favourites screens need (not in the
 * spec). Every call is the signed-in user's own: another user's list answers 404 like a list
 * that does not exist. Successful bodies are `{ data: ... }`.
 */

const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });
const id = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'must be an id');

/** Most lists one user keeps. Not in the spec: Giỏ's bound. */
export const SHOPPING_LISTS_MAX = 50;
/** Most lines (distinct variants) in one list. Not in the spec: Giỏ's bound. */
export const SHOPPING_LIST_LINES_MAX = 200;
/** Largest quantity of one line. Not in the spec: Giỏ's bound. */
export const SHOPPING_LIST_QUANTITY_MAX = 999;
/** Longest list name. Not in the spec: Giỏ's bound. */
export const SHOPPING_LIST_NAME_MAX = 80;
/** Most favourites one user keeps. Not in the spec: Giỏ's bound. */
export const FAVORITES_MAX = 500;

/**
 * Error codes of these calls that the spec's catalogue does not number (accounts.md §8); the
 * body is the shared `{ error: { code, message, field? } }`.
 */
export const ListErrorCode = {
  /** 409: the user has SHOPPING_LISTS_MAX lists already. */
  SHOPPING_LIST_LIMIT: 'SHOPPING_LIST_LIMIT',
  /** 409: the list would hold more than SHOPPING_LIST_LINES_MAX lines. */
  SHOPPING_LIST_FULL: 'SHOPPING_LIST_FULL',
  /** 409: the user has FAVORITES_MAX favourites already. */
  FAVORITES_LIMIT: 'FAVORITES_LIMIT',
  /** 409: the variant is excluded from back-in-stock notices (accounts.md §4 "Back in stock"). */
  BACK_IN_STOCK_EXCLUDED: 'BACK_IN_STOCK_EXCLUDED',
  /** 409: the variant is in stock; there is nothing to wait for. */
  VARIANT_IN_STOCK: 'VARIANT_IN_STOCK',
  /** 400: the list holds no line that can go into the cart (add-list with a filter). */
  SHOPPING_LIST_EMPTY: 'SHOPPING_LIST_EMPTY',
} as const;
export type ListErrorCode = (typeof ListErrorCode)[keyof typeof ListErrorCode];

const listName = z.string().trim().min(1).max(SHOPPING_LIST_NAME_MAX);

/** A line as sent (accounts.md §3 listVariant): the variant and its quantity. */
export const listVariantInputSchema = z.object({
  variantId: id,
  quantity: z.number().int().min(1).max(SHOPPING_LIST_QUANTITY_MAX).default(1),
});
export type ListVariantInput = z.infer<typeof listVariantInputSchema>;

/** One line or several: a product page adds one, "save the cart as a list" adds many. */
const listVariants = z
  .union([listVariantInputSchema, z.array(listVariantInputSchema).max(SHOPPING_LIST_LINES_MAX)])
  .transform((value) => (Array.isArray(value) ? value : [value]));

/**
 * accounts.md §3 "reminder": remind the user of the list every `intervalDays` days by e-mail;
 * null switches it off. The shape is Giỏ's (the spec names the field only).
 */
export const listReminderSchema = z
  .object({ intervalDays: z.number().int().min(1).max(365) })
  .nullable();

export const listLineSchema = z.object({
  variantId: z.string(),
  quantity: z.number().int(),
  addedAt: z.string(),
  variant: variantSchema,
});
export type ListLineView = z.infer<typeof listLineSchema>;

/** A list as the lists screen shows it (accounts.md §3: gid, name, listName, reminder, shoppingListId). */
export const shoppingListSummarySchema = z.object({
  shoppingListId: z.string(),
  gid: z.string(),
  name: z.string(),
  listName: z.string(),
  reminder: z.object({ intervalDays: z.number().int(), nextReminderAt: z.string() }).nullable(),
  lineCount: z.number().int(),
  itemCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ShoppingListSummaryView = z.infer<typeof shoppingListSummarySchema>;

/** A list with its lines, newest first (the detail screen /account/shopping-lists/{gid}). */
export const shoppingListSchema = shoppingListSummarySchema.extend({
  listVariant: z.array(listLineSchema),
});
export type ShoppingListView = z.infer<typeof shoppingListSchema>;

const oneList = dataOf(z.object({ shoppingList: shoppingListSchema }));
const allLists = dataOf(z.object({ shoppingLists: z.array(shoppingListSummarySchema) }));

/** Names the list of an update: its id (shoppingListId) or its gid. */
const listRef = { shoppingListId: id.optional(), gid: id.optional() };
const namesList = (ref: { shoppingListId?: string; gid?: string }) =>
  ref.shoppingListId !== undefined || ref.gid !== undefined;
const listRefRequired = { message: 'shoppingListId or gid is required', path: ['shoppingListId'] };

export const favoriteSchema = z.object({
  variantId: z.string(),
  addedAt: z.string(),
  variant: variantSchema,
});
export type FavoriteView = z.infer<typeof favoriteSchema>;

const favoriteChange = dataOf(
  z.object({
    variantId: z.string(),
    isFavorite: z.boolean(),
    /** The variant's wishlist count after the change (variant stats.wishlistCount). */
    wishlistCount: z.number().int(),
    favoriteCount: z.number().int(),
  }),
);

const fulfillmentMethod = z
  .number()
  .int()
  .refine((value) => (Object.values(FulfillmentMethod) as number[]).includes(value), {
    message: 'must be a fulfilment method (accounts.md §4)',
  });

export const backInStockSubscriptionSchema = z.object({
  variantId: z.string(),
  warehouseId: z.string(),
  fulfillerVariantFulfillmentMethod: z.number().int(),
  createdAt: z.string(),
  /** When the notice went out; null while the user waits. */
  notifiedAt: z.string().nullable(),
});

export const listRoutes = {
  /** Not in the spec: the lists screen (/account/shopping-lists). */
  lists: {
    method: 'GET',
    path: '/api/lists',
    response: allLists,
  },
  /** Not in the spec: the list screen (/account/shopping-lists/{gid}). */
  list: {
    method: 'GET',
    path: '/api/lists/:gid',
    params: z.object({ gid: id }),
    response: oneList,
  },
  create: {
    method: 'POST',
    path: '/api/lists/create',
    body: z.object({
      listName,
      listVariant: listVariants.optional(),
      reminder: listReminderSchema.optional(),
    }),
    response: oneList,
  },
  /** Renames, sets the reminder and adds lines (a variant already listed gains the quantity). */
  update: {
    method: 'PUT',
    path: '/api/lists/update',
    body: z.object({
      shoppingList: z
        .object({
          ...listRef,
          listName: listName.optional(),
          reminder: listReminderSchema.optional(),
          listVariant: listVariants.optional(),
        })
        .refine(namesList, listRefRequired),
    }),
    response: oneList,
  },
  /** Replaces the list's lines (and name and reminder when given) with the ones sent. */
  replace: {
    method: 'PUT',
    path: '/api/lists/replace',
    body: z.object({
      shoppingList: z
        .object({
          ...listRef,
          listName: listName.optional(),
          reminder: listReminderSchema.optional(),
          listVariant: listVariants,
        })
        .refine(namesList, listRefRequired),
    }),
    response: oneList,
  },
  /** Sets one line's quantity; 0 removes the line, a variant not yet listed is added. */
  change: {
    method: 'POST',
    path: '/api/lists/change',
    body: z.object({
      shoppingListId: id,
      listVariant: z.object({
        variantId: id,
        quantity: z.number().int().min(0).max(SHOPPING_LIST_QUANTITY_MAX),
      }),
    }),
    response: oneList,
  },
  /** Deletes a list (by id or gid); answers the lists left. */
  delete: {
    method: 'DELETE',
    path: '/api/lists/delete/:id',
    params: z.object({ id }),
    response: allLists,
  },
} as const satisfies Record<string, RestRoute>;

export const favoriteRoutes = {
  addFavorite: {
    method: 'POST',
    path: '/api/product/add-favorite',
    body: z.object({ variantId: id }),
    response: favoriteChange,
  },
  removeFavorite: {
    method: 'POST',
    path: '/api/product/remove-favorite',
    body: z.object({ variantId: id }),
    response: favoriteChange,
  },
  /** Not in the spec: the favourites screen (/account/favorites), newest first. */
  favorites: {
    method: 'GET',
    path: '/api/favorites',
    response: dataOf(z.object({ favorites: z.array(favoriteSchema) })),
  },
  /** Not in the spec: which variants are favourites, for the hearts on product lists. */
  favoriteIds: {
    method: 'GET',
    path: '/api/favorites/ids',
    response: dataOf(z.object({ variantIds: z.array(z.string()) })),
  },
} as const satisfies Record<string, RestRoute>;

export const backInStockRoutes = {
  /** accounts.md §4 "Back in stock": signed-in users only (401 for a guest). */
  notifyWhenInStock: {
    method: 'POST',
    path: '/api/product/notify-when-instock',
    body: z.object({
      variantId: id,
      warehouseId: id,
      fulfillerVariantFulfillmentMethod: fulfillmentMethod,
    }),
    response: dataOf(z.object({ subscription: backInStockSubscriptionSchema })),
  },
} as const satisfies Record<string, RestRoute>;
