import { Limits } from '@gio/domain-enums';
import { characterLength, graphemes } from './text';

/**
 * Characters that break a url path segment, a query string or the markup the term is echoed
 * into (< > " ` { } \ | ^), plus control (Cc) and invisible format (Cf) characters. Letters of
 * any script, Vietnamese included, digits and ordinary punctuation are kept; encoding the term
 * for a url is still the caller's job (encodeURIComponent).
 */
const UNSAFE_CHARACTERS = /[<>"`{}\\|^\p{Cc}\p{Cf}]/gu;

/**
 * Search term sanitiser (storefront.md §5, accounts.md §5 "the term is sanitised before
 * sending"): NFC-normalises, replaces unsafe characters with a space, collapses whitespace and
 * trims. Idempotent.
 */
export function sanitizeSearchTerm(term: string): string {
  return term.normalize('NFC').replace(UNSAFE_CHARACTERS, ' ').replace(/\s+/g, ' ').trim();
}

/** Where a term is used: the product search, or the list queries of accounts.md §5. */
export type SearchMode = 'search' | 'list';

/**
 * Whether a term may be sent (storefront.md §5, accounts.md §5, §9): after sanitising, a search
 * needs more than `Limits.SEARCH_MIN_EXCLUSIVE` (2) characters, a list query at least
 * `Limits.LIST_QUERY_MIN_LENGTH` (2). Characters are what a person sees (NFC graphemes).
 */
export function isSearchableTerm(term: string, mode: SearchMode = 'search'): boolean {
  const length = characterLength(sanitizeSearchTerm(term));
  return mode === 'list'
    ? length >= Limits.LIST_QUERY_MIN_LENGTH
    : length > Limits.SEARCH_MIN_EXCLUSIVE;
}

/** The search results page of a term (storefront.md §2: /products/search/:term). */
export function searchPath(term: string): string {
  return `/products/search/${encodeURIComponent(term)}`;
}

/** The ellipsis appended to a cut term. */
export const SEARCH_CUT_ELLIPSIS = '…';

/** First `limit` characters plus '…' when the text is longer; the text itself otherwise. */
function cutWithEllipsis(text: string, limit: number): string {
  const characters = graphemes(text);
  return characters.length > limit
    ? characters.slice(0, limit).join('') + SEARCH_CUT_ELLIPSIS
    : text.normalize('NFC');
}

/**
 * Search page title cut (accounts.md §2): the term cut to `Limits.SEARCH_TITLE_CUT` (21)
 * characters plus '…' when longer.
 */
export function cutSearchTitle(term: string): string {
  return cutWithEllipsis(term, Limits.SEARCH_TITLE_CUT);
}

/**
 * Search page description cut (accounts.md §2): the term cut to
 * `Limits.SEARCH_DESCRIPTION_CUT` (77) characters plus '…' when longer.
 */
export function cutSearchDescription(term: string): string {
  return cutWithEllipsis(term, Limits.SEARCH_DESCRIPTION_CUT);
}
