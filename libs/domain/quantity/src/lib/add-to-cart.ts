import { StorageKeys } from '@gio/domain-enums';
import { DEFAULT_SAMPLE_CONFIG, isSample, isSampleAddBlocked } from './samples';

/** What the add-to-cart rule needs to know about the click, the item and the shopper. */
export interface AddToCartInput {
  /** Another add is still in flight. */
  processing?: boolean;
  /** A blocking condition is set (the caller logs its dialog). */
  blockingCondition?: boolean;
  /** The product is age-gated. */
  ageGated?: boolean;
  /** The shopper has confirmed their age (session key ageGate). */
  ageConfirmed?: boolean;
  /** The item is disabled. */
  disabled?: boolean;
  /** Product type; 1 is a sample. */
  productType?: number | null;
  /** How many samples the shopper has already added. Default 0. */
  userSampleCount?: number;
  /** Allowed sample count (config maxCountOfSamplesAddToCart). Default 0. */
  allowedSampleCount?: number;
  /** Quantity of this variant already in the cart. */
  currentQuantity: number;
  /** Quantity the shopper asks to add. */
  requestedQuantity: number;
}

/** The outcome of an add-to-cart click: one case per branch of the spec's add flow. */
export type AddToCartDecision =
  | { kind: 'blocked-processing' }
  | { kind: 'blocked-condition' }
  | { kind: 'age-gate' }
  | { kind: 'unavailable' }
  | { kind: 'add'; newQuantity: number };

/**
 * storefront.md §4 Cart add flow / accounts.md §4 Add to cart, checked in the spec's order:
 * blocked while processing; a blocking condition logs its dialog and adds nothing; an age-gated
 * product without confirmation opens the age gate (the caller retries after acceptance); a
 * disabled item or a sample at the allowed sample count shows the unavailable dialog; otherwise
 * the new cart quantity is the current quantity plus the requested one.
 */
export function decideAddToCart(input: AddToCartInput): AddToCartDecision {
  if (input.processing) return { kind: 'blocked-processing' };
  if (input.blockingCondition) return { kind: 'blocked-condition' };
  if (input.ageGated && !input.ageConfirmed) return { kind: 'age-gate' };
  if (input.disabled) return { kind: 'unavailable' };
  if (
    isSample(input.productType) &&
    isSampleAddBlocked({
      userSampleCount: input.userSampleCount ?? 0,
      allowedCount: input.allowedSampleCount ?? DEFAULT_SAMPLE_CONFIG.maxCountOfSamplesAddToCart,
    })
  ) {
    return { kind: 'unavailable' };
  }
  return { kind: 'add', newQuantity: input.currentQuantity + input.requestedQuantity };
}

/** The session storage the age-gate confirmation lives in; passed in, never read globally. */
export interface SessionStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** The value stored under the ageGate session key once the shopper accepts the age gate. */
export const AGE_GATE_CONFIRMED = 'true';

/** storefront.md §4 Cart add flow: the age confirmation is kept under the session key ageGate. */
export function hasAgeConfirmation(session: Pick<SessionStore, 'getItem'>): boolean {
  return session.getItem(StorageKeys.AGE_GATE) === AGE_GATE_CONFIRMED;
}

/** storefront.md §4 Cart add flow: accepting the age gate stores the confirmation under ageGate. */
export function recordAgeConfirmation(session: Pick<SessionStore, 'setItem'>): void {
  session.setItem(StorageKeys.AGE_GATE, AGE_GATE_CONFIRMED);
}
