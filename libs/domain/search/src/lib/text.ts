const graphemeSegmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * The characters a person sees (grapheme clusters) of the NFC form, so that 'ữ' typed as
 * u + horn + tilde, or an emoji with a modifier, counts and cuts as one character.
 */
export function graphemes(text: string): string[] {
  return Array.from(graphemeSegmenter.segment(text.normalize('NFC')), (part) => part.segment);
}

/** Number of characters a person sees in `text` (see {@link graphemes}). */
export function characterLength(text: string): number {
  return graphemes(text).length;
}
