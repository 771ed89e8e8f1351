import { InterstitialActionType, InterstitialTemplateType } from '@gio/domain-enums';

/** The interstitial fields the selection reads (storefront.md §3 "Interstitial"). */
export interface InterstitialLike {
  readonly _id: string;
  readonly interstitialActionType?: number | null;
  readonly interstitialWebTemplateType?: number | null;
}

/**
 * Where the interstitial would show. With the hide-interstitial feature on only express category
 * pages show one ('category' is any non-express category page, 'other' every other page).
 */
export type InterstitialPageKind = 'express category' | 'category' | 'other';

export type InterstitialTemplate = 'product-carousel' | 'default';

export interface InterstitialContext {
  readonly seenIds: Iterable<string>;
  readonly hideInterstitialFeature: boolean;
  readonly pageKind: InterstitialPageKind;
}

export type InterstitialNoneReason = 'empty' | 'hidden-by-feature' | 'seen';

export type InterstitialDecision<T extends InterstitialLike> =
  | { readonly kind: 'redirect'; readonly interstitial: T }
  | { readonly kind: 'show'; readonly interstitial: T; readonly template: InterstitialTemplate }
  | { readonly kind: 'none'; readonly reason: InterstitialNoneReason };

/** Interstitial template (storefront.md §4, accounts.md §9): template type 3 is the product carousel. */
export function interstitialTemplate(interstitial: InterstitialLike): InterstitialTemplate {
  return interstitial.interstitialWebTemplateType === InterstitialTemplateType.PRODUCT_CAROUSEL
    ? 'product-carousel'
    : 'default';
}

/**
 * Interstitial selection (storefront.md §4, accounts.md §8). Only the head of the list decides,
 * because the server orders it: action type 0 is tracked as a redirect; otherwise a head already
 * in the seen list means nothing shows on this load. An empty list is an error that is ignored.
 * With the hide-interstitial feature on, nothing shows anywhere but express category pages.
 */
export function selectInterstitial<T extends InterstitialLike>(
  list: readonly T[] | null | undefined,
  ctx: InterstitialContext,
): InterstitialDecision<T> {
  const head = Array.isArray(list) ? list[0] : undefined;
  if (!head) return { kind: 'none', reason: 'empty' };
  if (ctx.hideInterstitialFeature && ctx.pageKind !== 'express category') {
    return { kind: 'none', reason: 'hidden-by-feature' };
  }
  if (head.interstitialActionType === InterstitialActionType.REDIRECT) {
    return { kind: 'redirect', interstitial: head };
  }
  if (new Set(ctx.seenIds).has(head._id)) return { kind: 'none', reason: 'seen' };
  return { kind: 'show', interstitial: head, template: interstitialTemplate(head) };
}

/** Closing an interstitial adds its id to the stored seen list (storefront.md §4); ids stay unique. */
export function markInterstitialSeen(seenIds: readonly string[], id: string): string[] {
  return seenIds.includes(id) ? [...seenIds] : [...seenIds, id];
}
