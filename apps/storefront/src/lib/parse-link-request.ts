import { inviteCodeSchema } from '@gio/contracts';
import { z } from 'zod';
import { LinkAction } from './link-params';

/** Identifiers a link may carry (variant, list): short and URL-safe. */
const id = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);
/** Đồng, a whole non-negative number as the link carries it ("32000"). */
const dong = z
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
  // A malformed escape ('%E0%A4%A') is a code that does not parse, not a broken page.
  let code: string;
  try {
    code = decodeURIComponent(match[1]);
  } catch {
    return null;
  }
  return parsed(inviteCodeSchema, code);
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
