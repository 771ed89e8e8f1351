import { foldDiacritics } from '@gio/domain-search';

/** Every run of characters that cannot appear in a slug becomes one hyphen. */
function hyphenate(folded: string): string {
  return folded.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
}

/**
 * URL slug of a Vietnamese text: the search fold (so "Sữa tươi" and the search index agree on
 * "sua tuoi", and đ becomes d), then every run of non-alphanumerics becomes one hyphen.
 * The result is lowercase ASCII.
 */
export function slugify(text: string): string {
  return hyphenate(foldDiacritics(text));
}

/**
 * Hands out slugs unique within one entity type: a repeated name gets `-2`, `-3`... in the
 * order it is met, so the result stays deterministic.
 */
export class SlugRegistry {
  private readonly taken = new Set<string>();
  /** Next suffix to try per base slug, so that many repeats of one name stay linear. */
  private readonly nextSuffix = new Map<string, number>();
  /**
   * Slug of each word met so far. Product names reuse a small vocabulary and folding goes code
   * point by code point, so slugging each distinct word once makes a 100,000-variant catalogue
   * several times faster. Joining word slugs with hyphens equals slugging the whole text,
   * because the spaces between words would become hyphens anyway.
   */
  private readonly wordSlugs = new Map<string, string>();

  claim(text: string): string {
    const base = this.slugOf(text) || 'muc';
    let slug = base;
    let n = this.nextSuffix.get(base) ?? 2;
    while (this.taken.has(slug)) {
      slug = `${base}-${n}`;
      n += 1;
    }
    if (slug !== base) this.nextSuffix.set(base, n);
    this.taken.add(slug);
    return slug;
  }

  private slugOf(text: string): string {
    // join() builds one flat string; appending word by word would keep a chain of
    // concatenation nodes per slug alive, several times the slug's own size.
    const parts: string[] = [];
    for (const word of text.split(' ')) {
      let wordSlug = this.wordSlugs.get(word);
      if (wordSlug === undefined) {
        wordSlug = slugify(word);
        this.wordSlugs.set(word, wordSlug);
      }
      if (wordSlug !== '') parts.push(wordSlug);
    }
    return parts.join('-');
  }
}
