export { cartBadgeText, totalQuantity } from './lib/cart-line';
export type { CartDiff, CartLine, CartVariant } from './lib/cart-line';
export { roundSubtotal, subtotalMinor } from './lib/subtotal';
export { applyCartDiff, isSameCartLine, quantityInCart } from './lib/cart-diff';
export type { ApplyCartDiffOptions } from './lib/cart-diff';
export {
  cartErrorMessageKind,
  cartInfoMessageKind,
  cartOperation,
  isNavigationBlocked,
  optimisticCartUpdate,
  settleCartUpdate,
} from './lib/cart-update';
export type {
  CartErrorMessageKind,
  CartInfoMessageKind,
  CartOperation,
  CartUpdateMessage,
  CartUpdateOutcome,
  OptimisticCartUpdate,
} from './lib/cart-update';
export {
  cartGroupIdentifier,
  groupCart,
  groupFulfillmentMethodType,
  isExpressFulfiller,
  isInvalidCart,
  isMultiCart,
  orderMinimumStatus,
  orderMinimumStatuses,
  overallOrderMinimumMet,
} from './lib/cart-groups';
export type {
  CartGroup,
  MinimumSpendByFulfillmentMethod,
  OrderMinimumStatus,
} from './lib/cart-groups';
export {
  freeShippingProgress,
  freeShippingThreshold,
  isFreeShippingConfig,
} from './lib/free-shipping';
export type {
  FreeShippingProgress,
  FreeShippingThreshold,
  ShippingConfig,
} from './lib/free-shipping';
export {
  CartRefusal,
  decideIncrease,
  goneReason,
  maxPurchasableOf,
  overMaximumReason,
} from './lib/cart-refusals';
export type {
  CartRuleContext,
  CartRuleVariant,
  CartSiteRules,
  IncreaseDecision,
} from './lib/cart-refusals';
