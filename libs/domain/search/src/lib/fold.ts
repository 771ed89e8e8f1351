/**
 * Combining Diacritical Marks block: every Vietnamese tone and vowel mark (grave, acute, tilde,
 * hook above, dot below, breve, circumflex, horn) lives here. Marks of other scripts (Thai vowels,
 * Devanagari signs, kana voicing) are left alone because removing them changes the word, not its
 * accent.
 */
const LATIN_COMBINING_MARK = /[\u0300-\u036f]/;
const LATIN_COMBINING_MARKS = /[\u0300-\u036f]/g;

/**
 * Folds one code point. Only a code point whose decomposition carries a Latin mark is rewritten;
 * every other one is merely lower-cased. Normalising whole strings instead would lengthen some
 * text (NFC expands composition exclusions such as Oriya 'ଡ଼' into two code points).
 */
function foldCodePoint(codePoint: string): string {
  const lower = codePoint.toLowerCase();
  // đ is a letter of its own, not d plus a mark, so NFD leaves it whole.
  if (lower === 'đ') return 'd';
  const decomposed = lower.normalize('NFD');
  if (!LATIN_COMBINING_MARK.test(decomposed)) return lower;
  return decomposed.replace(LATIN_COMBINING_MARKS, '').normalize('NFC');
}

/**
 * Diacritic folding for search (storefront.md §5, accounts.md §5 "Search"; the server's search
 * index uses the same function): lower-cases, removes Vietnamese diacritics and maps đ/Đ to d,
 * so "Sữa tươi" → "sua tuoi" and "ĐẬU PHỘNG" → "dau phong", whether the text arrives composed
 * (NFC) or decomposed (NFD). Idempotent; never longer than its input.
 */
export function foldDiacritics(text: string): string {
  let folded = '';
  for (const codePoint of text) folded += foldCodePoint(codePoint);
  return folded;
}

/**
 * Search words of a text (storefront.md §5, accounts.md §5), used by the client for the query
 * and by the server for its index: the folded text split on anything that is not a letter (with
 * its marks) or a digit, in order, empty pieces dropped.
 */
export function searchTokens(text: string): string[] {
  return foldDiacritics(text)
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((token) => token !== '');
}

/**
 * Whether a text matches a search query (storefront.md §5, the server's search index): every
 * query word is the start of some word of the text, accents and case ignored, so "sua tu"
 * finds "Sữa tươi". A query without words matches nothing.
 */
export function matchesSearchQuery(text: string, query: string): boolean {
  const queryTokens = searchTokens(query);
  if (queryTokens.length === 0) return false;
  const textTokens = searchTokens(text);
  return queryTokens.every((queryToken) =>
    textTokens.some((textToken) => textToken.startsWith(queryToken)),
  );
}
