import { inviteCodeSchema } from '@gio/contracts';
import { z } from 'zod';

/**
 * The link parameters a shopper can arrive with (documented in apps/storefront/README.md, "Link
 * parameters"). Each one asks for one first-load modal (storefront.md §4 "First-load modal");
 * they are read once on the first load and removed from the address after handling.
 */
export const LinkAction = {
  /** Tell me when the variant is back in stock (storefront.md §4 "Back in stock"). */
  NOTIFY_BACK_IN_STOCK: 'notify-back-in-stock',
  /** Add the variant to the favourites (accounts.md §7 add-favorite). */
  ADD_FAVORITE: 'add-favorite',
  /** Add the variant to a shopping list (accounts.md §7 lists/update). */
  ADD_TO_LIST: 'add-to-list',
  /** Take the invite of the /invite/:promocode page (POST /api/invite/accept). */
  ACCEPT_INVITE: 'accept-invite',
} as const;
export type LinkAction = (typeof LinkAction)[keyof typeof LinkAction];

/** Every query parameter this module reads; all of them go once the link has been handled. */
export const LINK_PARAMS = [
  'addToCart',
  'price',
  'action',
  'variantId',
  'listId',
  'resumeList',
  'resumeProducts',
  'linkSession',
  'commercialAccount',
] as const;

// Schemas marked pure: a page that only builds login links keeps zod out of its first load.
const id = /* @__PURE__ */ z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);
/** Đồng, a whole non-negative number as the link carries it ("32000"). */
const dong = /* @__PURE__ */ z
  .string()
  .regex(/^\d{1,12}$/)
  .transform(Number);

/** What a link asks for; a parameter that does not parse is ignored, never guessed at. */
export interface LinkRequest {
  addToCart: { variantId: string; price: number | null } | null;
  action:
    | { kind: typeof LinkAction.NOTIFY_BACK_IN_STOCK; variantId: string }
    | { kind: typeof LinkAction.ADD_FAVORITE; variantId: string }
    | { kind: typeof LinkAction.ADD_TO_LIST; variantId: string; listId: string }
    | { kind: typeof LinkAction.ACCEPT_INVITE; promoCode: string }
    | null;
  resumeList: string | null;
  resumeProducts: string[] | null;
  linkSession: 'success' | 'failure' | null;
  commercialAccount: 'opt-in' | 'opt-out' | null;
}

function parsed<T>(schema: z.ZodType<T>, value: string | null): T | null {
  if (value === null) return null;
  const result = schema.safeParse(value);
  return result.success ? result.data : null;
}

/** The promo code of an /invite/:promocode path, or null on any other page. */
function invitePromoCode(pathname: string): string | null {
  const match = /^\/invite\/([^/]+)\/?$/.exec(pathname);
  if (!match?.[1]) return null;
  return parsed(inviteCodeSchema, decodeURIComponent(match[1]));
}

function parseAction(params: URLSearchParams, pathname: string): LinkRequest['action'] {
  const variantId = parsed(id, params.get('variantId'));
  switch (params.get('action')) {
    case LinkAction.NOTIFY_BACK_IN_STOCK:
      return variantId ? { kind: LinkAction.NOTIFY_BACK_IN_STOCK, variantId } : null;
    case LinkAction.ADD_FAVORITE:
      return variantId ? { kind: LinkAction.ADD_FAVORITE, variantId } : null;
    case LinkAction.ADD_TO_LIST: {
      const listId = parsed(id, params.get('listId'));
      return variantId && listId ? { kind: LinkAction.ADD_TO_LIST, variantId, listId } : null;
    }
    case LinkAction.ACCEPT_INVITE: {
      const promoCode = invitePromoCode(pathname);
      return promoCode ? { kind: LinkAction.ACCEPT_INVITE, promoCode } : null;
    }
    default:
      return null;
  }
}

/** Reads the link parameters of an address (its path and query). */
export function parseLinkRequest(pathname: string, search: string): LinkRequest {
  const params = new URLSearchParams(search);
  const addToCartId = parsed(id, params.get('addToCart'));
  const products = params.get('resumeProducts');
  const productIds =
    products === null ? [] : products.split(',').filter((part) => id.safeParse(part).success);
  return {
    addToCart: addToCartId
      ? { variantId: addToCartId, price: parsed(dong, params.get('price')) }
      : null,
    action: parseAction(params, pathname),
    resumeList: parsed(id, params.get('resumeList')),
    resumeProducts: productIds.length > 0 ? productIds.slice(0, 50) : null,
    linkSession: parsed(z.enum(['success', 'failure']), params.get('linkSession')),
    commercialAccount: parsed(z.enum(['opt-in', 'opt-out']), params.get('commercialAccount')),
  };
}

/** Whether the address carries any link parameter at all (handled or not, it is removed). */
export function hasLinkParams(search: string): boolean {
  const params = new URLSearchParams(search);
  return LINK_PARAMS.some((name) => params.has(name));
}

/** The address without the link parameters, the other query parameters and the hash kept. */
export function withoutLinkParams(pathname: string, search: string, hash = ''): string {
  const params = new URLSearchParams(search);
  for (const name of LINK_PARAMS) params.delete(name);
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ''}${hash}`;
}

/**
 * The full-page login dialog's target (storefront.md §4 "Back in stock", accounts.md §4
 * "Sign-in"): /login with the link parameters to resume (the action first) and the redirect
 * back.
 */
export function linkLoginUrl(redirect: string, resume: Record<string, string>): string {
  const params = new URLSearchParams({ ...resume, redirect });
  return `/login?${params.toString()}`;
}

/**
 * Where the login page sends the shopper once signed in: the `redirect` of its own address (a
 * path of this site only, never another origin), with the action and its parameters carried
 * over, so that the page there finishes the action as a first-load modal.
 */
export function returnUrlAfterSignIn(loginSearch: string, fallback = '/'): string {
  const params = new URLSearchParams(loginSearch);
  const redirect = params.get('redirect') ?? '';
  // Only a path of this site: '//host' and '/\host' would leave it.
  const safe = /^\/(?![/\\])/.test(redirect) ? redirect : fallback;
  const target = new URL(safe, 'http://same.origin');
  params.delete('redirect');
  for (const [name, value] of params) {
    if ((LINK_PARAMS as readonly string[]).includes(name)) target.searchParams.set(name, value);
  }
  return `${target.pathname}${target.search}${target.hash}`;
}
