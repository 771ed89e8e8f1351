import { ProductType } from '@gio/domain-enums';
import { maxPurchasable, type MaxPurchasableInput } from './max-purchasable';

/**
 * Sample configuration (storefront.md §5): maxCountOfSamplesAddToCart is the number of samples a
 * user may have added (the allowed sample count); maxCountPerSampleAddToCart is the quantity
 * allowed of one sample (the sample-allowed count).
 */
export interface SampleConfig {
  maxCountOfSamplesAddToCart: number;
  maxCountPerSampleAddToCart: number;
}

/** storefront.md §5: both sample configuration values default to 0. */
export const DEFAULT_SAMPLE_CONFIG: Readonly<SampleConfig> = Object.freeze({
  maxCountOfSamplesAddToCart: 0,
  maxCountPerSampleAddToCart: 0,
});

/** storefront.md §5: a sample configuration with every missing value set to its default of 0. */
export function resolveSampleConfig(
  config?: Partial<Record<keyof SampleConfig, number | null>> | null,
): SampleConfig {
  return {
    maxCountOfSamplesAddToCart:
      config?.maxCountOfSamplesAddToCart ?? DEFAULT_SAMPLE_CONFIG.maxCountOfSamplesAddToCart,
    maxCountPerSampleAddToCart:
      config?.maxCountPerSampleAddToCart ?? DEFAULT_SAMPLE_CONFIG.maxCountPerSampleAddToCart,
  };
}

/** storefront.md §9 / accounts.md §9: product type 1 is a sample. */
export function isSample(productType: number | null | undefined): boolean {
  return productType === ProductType.SAMPLE;
}

/**
 * storefront.md §5 / accounts.md §5: a sample's limit is the sample-allowed count, or availableCount
 * when no allowed count is given; 0 when neither is given or the value is not positive.
 */
export function sampleLimit(input: {
  sampleAllowedCount?: number | null;
  availableCount?: number | null;
}): number {
  const limit = input.sampleAllowedCount ?? input.availableCount ?? 0;
  return limit > 0 ? limit : 0;
}

/**
 * storefront.md §5 / accounts.md §5: sample adds are blocked once the user's sample count reaches
 * the allowed count (so with the default allowed count of 0 every sample add is blocked).
 */
export function isSampleAddBlocked(input: {
  userSampleCount: number;
  allowedCount: number;
}): boolean {
  return input.userSampleCount >= input.allowedCount;
}

/**
 * storefront.md §5 / accounts.md §5: maximum purchasable of any variant. For a sample (product type
 * 1) the sample limit bounds it as well, whether or not maxCartQuantity is set: the spec names the
 * sample limit as the sample's limit, and stock and the other bounds still apply.
 */
export function maxPurchasableForVariant(
  input: Omit<MaxPurchasableInput, 'limit'> & {
    productType?: number | null;
    sampleAllowedCount?: number | null;
  },
): number {
  const { productType, sampleAllowedCount, ...bounds } = input;
  const max = maxPurchasable(bounds);
  if (!isSample(productType)) return max;
  return Math.min(max, sampleLimit({ sampleAllowedCount, availableCount: bounds.availableCount }));
}
