import { foldDiacritics } from '@gio/domain-search';

/**
 * URL slug of a Vietnamese text: the search fold (so "Sữa tươi" and the search index agree on
 * "sua tuoi", and đ becomes d), then every run of non-alphanumerics becomes one hyphen.
 * The result is lowercase ASCII.
 */
export function slugify(text: string): string {
  return foldDiacritics(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Hands out slugs unique within one entity type: a repeated name gets `-2`, `-3`... in the
 * order it is met, so the result stays deterministic.
 */
export class SlugRegistry {
  private readonly taken = new Set<string>();

  claim(text: string): string {
    const base = slugify(text) || 'muc';
    let slug = base;
    for (let n = 2; this.taken.has(slug); n += 1) slug = `${base}-${n}`;
    this.taken.add(slug);
    return slug;
  }
}
