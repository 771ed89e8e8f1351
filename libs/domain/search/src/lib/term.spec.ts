import { Limits } from '@gio/domain-enums';
import fc from 'fast-check';
import {
  cutSearchDescription,
  cutSearchTitle,
  isSearchableTerm,
  sanitizeSearchTerm,
  SEARCH_CUT_ELLIPSIS,
  searchPath,
} from './term';
import { characterLength } from './text';

// Fixed seed: property runs are reproducible in CI and locally.
fc.configureGlobal({ seed: 20_260_102, numRuns: 500 });

describe('sanitizeSearchTerm (storefront.md §5: sanitised before sending)', () => {
  it('trims and collapses whitespace', () => {
    expect(sanitizeSearchTerm('  sữa \t tươi\n ')).toBe('sữa tươi');
  });

  it('replaces characters that break urls, queries or markup with a space', () => {
    expect(sanitizeSearchTerm('<script>alert("x")</script>')).toBe('script alert( x ) /script');
    expect(sanitizeSearchTerm('a`b{c}d\\e|f^g')).toBe('a b c d e f g');
  });

  it('removes control and invisible format characters', () => {
    expect(sanitizeSearchTerm('sữa\u0000\u001f\u007f\u200b\ufefftươi')).toBe('sữa tươi');
  });

  it('keeps Vietnamese letters, digits and ordinary punctuation', () => {
    expect(sanitizeSearchTerm("Nước mắm 500ml - Phú Quốc's 40°N & co.")).toBe(
      "Nước mắm 500ml - Phú Quốc's 40°N & co.",
    );
  });

  it('composes decomposed Vietnamese', () => {
    expect(sanitizeSearchTerm('Sữa'.normalize('NFD'))).toBe('Sữa'.normalize('NFC'));
  });

  it('property: idempotent, trimmed, single-spaced and free of unsafe characters', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (term) => {
        const clean = sanitizeSearchTerm(term);
        return (
          sanitizeSearchTerm(clean) === clean &&
          clean === clean.trim() &&
          !/\s{2}/.test(clean) &&
          !/[<>"`{}\\|^\p{Cc}\p{Cf}]/u.test(clean)
        );
      }),
    );
  });
});

describe('isSearchableTerm (storefront.md §5, accounts.md §5, §9)', () => {
  it('search: needs more than 2 characters', () => {
    expect(Limits.SEARCH_MIN_EXCLUSIVE).toBe(2);
    expect(isSearchableTerm('ab')).toBe(false);
    expect(isSearchableTerm('abc')).toBe(true);
    expect(isSearchableTerm('ab', 'search')).toBe(false);
  });

  it('list queries: at least 2 characters', () => {
    expect(Limits.LIST_QUERY_MIN_LENGTH).toBe(2);
    expect(isSearchableTerm('a', 'list')).toBe(false);
    expect(isSearchableTerm('ab', 'list')).toBe(true);
  });

  it('counts after sanitising', () => {
    expect(isSearchableTerm('  a   b  ')).toBe(true); // "a b" has 3 characters
    expect(isSearchableTerm(' ab ')).toBe(false);
    expect(isSearchableTerm('a<>b')).toBe(true); // "a b"
    expect(isSearchableTerm('<<>>ab')).toBe(false);
    expect(isSearchableTerm('\u0000\u0001ab')).toBe(false);
  });

  it('counts a decomposed Vietnamese letter once', () => {
    expect(isSearchableTerm('ữa'.normalize('NFD'))).toBe(false);
    expect(isSearchableTerm('sữa'.normalize('NFD'))).toBe(true);
  });
});

describe('search page cuts (accounts.md §2)', () => {
  const exactly21 = 'Sữa tươi không đường '; // 21 characters
  const exactly77 = 'x'.repeat(77);

  it('title: 21 characters are kept whole', () => {
    expect(characterLength(exactly21)).toBe(Limits.SEARCH_TITLE_CUT);
    expect(cutSearchTitle(exactly21)).toBe(exactly21);
  });

  it('title: longer terms keep 21 characters plus an ellipsis', () => {
    expect(cutSearchTitle(`${exactly21}x`)).toBe(`${exactly21}${SEARCH_CUT_ELLIPSIS}`);
    expect(cutSearchTitle('Sữa tươi không đường Vinamilk')).toBe('Sữa tươi không đường …');
  });

  it('description: 77 characters kept, 78 cut to 77 plus an ellipsis', () => {
    expect(cutSearchDescription(exactly77)).toBe(exactly77);
    expect(cutSearchDescription(`${exactly77}y`)).toBe(`${exactly77}…`);
  });

  it('never splits a letter from its marks or an emoji', () => {
    const decomposed = 'ữ'.normalize('NFD').repeat(22);
    expect(cutSearchTitle(decomposed)).toBe(`${'ữ'.repeat(21)}…`);
    const family = '👨‍👩‍👧';
    expect(cutSearchTitle(`${'a'.repeat(20)}${family}b`)).toBe(`${'a'.repeat(20)}${family}…`);
  });

  it('property: output has at most limit + 1 characters and starts with the term', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 120 }), (term) => {
        const title = cutSearchTitle(term);
        const description = cutSearchDescription(term);
        return (
          characterLength(title) <= Limits.SEARCH_TITLE_CUT + 1 &&
          characterLength(description) <= Limits.SEARCH_DESCRIPTION_CUT + 1 &&
          (title === term.normalize('NFC') || title.endsWith(SEARCH_CUT_ELLIPSIS))
        );
      }),
    );
  });
});

describe('searchPath (storefront.md §2 /products/search/:term)', () => {
  it('puts the term, encoded, in one path segment', () => {
    expect(searchPath('sữa tươi')).toBe('/products/search/s%E1%BB%AFa%20t%C6%B0%C6%A1i');
    expect(searchPath('a/b?c')).toBe('/products/search/a%2Fb%3Fc');
  });
});
