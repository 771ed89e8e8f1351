const graphemeSegmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * Characters as the search length rule and the title cuts count them (storefront.md §5,
 * accounts.md §2): grapheme clusters of the NFC form, so that 'ữ' typed as u + horn + tilde, or
 * an emoji with a modifier, counts and cuts as one character.
 */
export function graphemes(text: string): string[] {
  return Array.from(graphemeSegmenter.segment(text.normalize('NFC')), (part) => part.segment);
}

/** Number of characters a person sees (storefront.md §5 search length; see {@link graphemes}). */
export function characterLength(text: string): number {
  return graphemes(text).length;
}
