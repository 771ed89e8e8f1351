import {
  CLASSIFICATIONS_USED_AS_SOURCE,
  CLASSIFICATIONS_USING_VARIANT_SOURCE,
} from '@gio/domain-enums';

/**
 * Source type of a product-request event (accounts.md §9): classifications 1 and 11 are used
 * directly as the source type; 8 and 9 use the variant's own source. Any other classification
 * (or none) gives no request source, and the caller keeps the page's source type.
 */
export function sourceTypeForRequest(
  classification: number | null | undefined,
  variantSource: number | null | undefined,
): number | undefined {
  if (typeof classification !== 'number') return undefined;
  if ((CLASSIFICATIONS_USED_AS_SOURCE as readonly number[]).includes(classification))
    return classification;
  if ((CLASSIFICATIONS_USING_VARIANT_SOURCE as readonly number[]).includes(classification)) {
    return typeof variantSource === 'number' ? variantSource : undefined;
  }
  return undefined;
}
