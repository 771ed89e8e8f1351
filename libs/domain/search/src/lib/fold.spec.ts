import fc from 'fast-check';
import { foldDiacritics, matchesSearchQuery, searchTokens } from './fold';

// Fixed seed: property runs are reproducible in CI and locally.
fc.configureGlobal({ seed: 20_260_101, numRuns: 500 });

/** Every Vietnamese letter, lower and upper case, NFC. */
const VIETNAMESE_LETTERS =
  'aàáảãạăằắẳẵặâầấẩẫậbcdđeèéẻẽẹêềếểễệghiìíỉĩịklmnoòóỏõọôồốổỗộơờớởỡợpqrstuùúủũụưừứửữựvxyỳýỷỹỵ';
const VIETNAMESE_ALPHABET = [...VIETNAMESE_LETTERS, ...VIETNAMESE_LETTERS.toUpperCase()];

const vietnameseText = fc
  .array(fc.constantFrom(...VIETNAMESE_ALPHABET, ' ', ' ', '0', '9', '-', ','), { maxLength: 40 })
  .map((characters) => characters.join(''));

/** The same Vietnamese text as macOS keyboards send it: decomposed. */
const vietnameseTextAnyForm = fc
  .tuple(vietnameseText, fc.constantFrom<'NFC' | 'NFD'>('NFC', 'NFD'))
  .map(([text, form]) => text.normalize(form));

describe('foldDiacritics (storefront.md §5: accent-insensitive search)', () => {
  it('folds the spec example and đ/Đ', () => {
    expect(foldDiacritics('Sữa tươi')).toBe('sua tuoi');
    expect(foldDiacritics('ĐẬU PHỘNG rang')).toBe('dau phong rang');
    expect(foldDiacritics('Bánh mì đặc biệt')).toBe('banh mi dac biet');
    expect(foldDiacritics('Nước mắm Phú Quốc')).toBe('nuoc mam phu quoc');
  });

  it('gives the same result for composed and decomposed input', () => {
    expect(foldDiacritics('Sữa tươi'.normalize('NFD'))).toBe('sua tuoi');
  });

  it('leaves marks of other scripts alone', () => {
    expect(foldDiacritics('ภาษาไทย')).toBe('ภาษาไทย');
    expect(foldDiacritics('हिन्दी')).toBe('हिन्दी');
  });

  it('folds every Vietnamese letter to one ASCII letter', () => {
    for (const letter of VIETNAMESE_ALPHABET) {
      expect(foldDiacritics(letter)).toMatch(/^[a-z]$/);
    }
  });

  it('property: Vietnamese input folds to ASCII', () => {
    fc.assert(
      fc.property(vietnameseTextAnyForm, (text) => /^[\x20-\x7e]*$/.test(foldDiacritics(text))),
    );
  });

  /** Any Unicode text, lone surrogates and composition exclusions included. */
  const anyText = fc.oneof(
    fc.string({ unit: 'grapheme' }),
    fc.string({ unit: 'binary' }),
    fc.constantFrom('ଡ଼', 'ガ', '가', 'İstanbul', 'ΣΑΣ', 'ß', '\u0300x'),
    vietnameseTextAnyForm,
  );

  it('keeps composition exclusions and Hangul as they are (only Latin marks are touched)', () => {
    expect(foldDiacritics('\u0b5c')).toBe('\u0b5c');
    expect(foldDiacritics('가')).toBe('가');
    expect(foldDiacritics('İ')).toBe('i');
  });

  it('property: idempotent on any text', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const once = foldDiacritics(text);
        return foldDiacritics(once) === once;
      }),
    );
  });

  it('property: never longer than its input', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        return foldDiacritics(text).length <= text.length;
      }),
    );
  });

  it('property: Vietnamese output has exactly one character per input letter', () => {
    fc.assert(fc.property(vietnameseText, (text) => foldDiacritics(text).length === text.length));
  });

  it('property: composed and decomposed Vietnamese fold alike', () => {
    fc.assert(
      fc.property(
        vietnameseText,
        (text) => foldDiacritics(text.normalize('NFD')) === foldDiacritics(text),
      ),
    );
  });
});

describe('searchTokens (storefront.md §5: words of the query and of the index)', () => {
  it('splits folded text on anything but letters and digits', () => {
    expect(searchTokens('  Sữa tươi, không-đường 180ml ')).toEqual([
      'sua',
      'tuoi',
      'khong',
      'duong',
      '180ml',
    ]);
  });

  it('keeps words of scripts that write vowels as marks whole', () => {
    expect(searchTokens('ภาษาไทย हिन्दी')).toEqual(['ภาษาไทย', 'हिन्दी']);
  });

  it('gives no tokens for blank or punctuation-only text', () => {
    expect(searchTokens('')).toEqual([]);
    expect(searchTokens(' ,.-/ ')).toEqual([]);
  });

  it('property: tokens are folded, non-empty and free of separators', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), vietnameseTextAnyForm), (text) =>
        searchTokens(text).every(
          (token) =>
            token !== '' && foldDiacritics(token) === token && /^[\p{L}\p{M}\p{N}]+$/u.test(token),
        ),
      ),
    );
  });

  it('property: client and server agree whatever form the text was typed in', () => {
    fc.assert(
      fc.property(vietnameseText, (text) => {
        expect(searchTokens(text.normalize('NFD'))).toEqual(searchTokens(text));
      }),
    );
  });
});

describe('matchesSearchQuery (storefront.md §5)', () => {
  it('matches word prefixes regardless of accents and case', () => {
    expect(matchesSearchQuery('Sữa tươi Vinamilk 1L', 'sua tu')).toBe(true);
    expect(matchesSearchQuery('Sữa tươi Vinamilk 1L', 'VINAMILK sữa')).toBe(true);
  });

  it('needs every query word', () => {
    expect(matchesSearchQuery('Sữa tươi Vinamilk 1L', 'sua chua')).toBe(false);
  });

  it('does not match inside a word', () => {
    expect(matchesSearchQuery('Sữa tươi', 'ua')).toBe(false);
  });

  it('an empty query matches nothing', () => {
    expect(matchesSearchQuery('Sữa tươi', '  ')).toBe(false);
  });
});
