export {
  isLimitReached,
  maxPurchasable,
  remainingQuantity,
  shouldResetQuantitySelection,
} from './lib/max-purchasable';
export type { MaxPurchasableInput } from './lib/max-purchasable';
export {
  DEFAULT_SAMPLE_CONFIG,
  isSample,
  isSampleAddBlocked,
  maxPurchasableForVariant,
  resolveSampleConfig,
  sampleLimit,
} from './lib/samples';
export type { SampleConfig } from './lib/samples';
export {
  AGE_GATE_CONFIRMED,
  decideAddToCart,
  hasAgeConfirmation,
  recordAgeConfirmation,
} from './lib/add-to-cart';
export type { AddToCartDecision, AddToCartInput, SessionStore } from './lib/add-to-cart';
export { BULK_LINE_LIMITS, BulkLineError, parseBulkLines } from './lib/bulk-lines';
export type { BulkLine, ParsedBulkLines, RejectedBulkLine } from './lib/bulk-lines';
