import { Limits } from '@gio/domain-enums';

/** Appended to a cut banner text; one character so the cut text stays near the limit. */
export const BANNER_ELLIPSIS = '…';

/** Banner text limit in characters (storefront.md §9): 80 on mobile web, 120 otherwise. */
export function bannerTextLimit(options: { readonly isMobileWeb: boolean }): number {
  return options.isMobileWeb ? Limits.BANNER_TRUNCATE_MOBILE_WEB : Limits.BANNER_TRUNCATE_DEFAULT;
}

/**
 * Banner text truncation (storefront.md §4 "Banner slider", §9): text longer than the limit keeps
 * its first 80 (mobile web) or 120 characters plus an ellipsis. Characters are Unicode code points,
 * so an emoji or an astral character is never split in half.
 */
export function truncateBannerText(
  text: string,
  options: { readonly isMobileWeb: boolean },
): { text: string; truncated: boolean } {
  const limit = bannerTextLimit(options);
  const characters = Array.from(text);
  if (characters.length <= limit) return { text, truncated: false };
  return { text: characters.slice(0, limit).join('').trimEnd() + BANNER_ELLIPSIS, truncated: true };
}

export interface BannerTextState {
  readonly expanded: boolean;
}

export type BannerTextEvent = { readonly type: 'SEE_MORE' } | { readonly type: 'SEE_LESS' };

/** Initial see-more state: collapsed. */
export const BANNER_TEXT_INITIAL: BannerTextState = { expanded: false };

/** See-more / see-less toggle of a long banner text (storefront.md §4 "Banner slider"). */
export function bannerTextReducer(state: BannerTextState, event: BannerTextEvent): BannerTextState {
  switch (event.type) {
    case 'SEE_MORE':
      return state.expanded ? state : { expanded: true };
    case 'SEE_LESS':
      return state.expanded ? { expanded: false } : state;
  }
}

/**
 * What a banner shows (storefront.md §4): the full text when short or expanded, the cut text
 * otherwise, and which toggle to offer ('see-more', 'see-less' or none for a short text).
 */
export function bannerTextView(
  text: string,
  options: { readonly isMobileWeb: boolean; readonly expanded: boolean },
): { text: string; toggle: 'see-more' | 'see-less' | null } {
  const cut = truncateBannerText(text, options);
  if (!cut.truncated) return { text, toggle: null };
  return options.expanded ? { text, toggle: 'see-less' } : { text: cut.text, toggle: 'see-more' };
}
