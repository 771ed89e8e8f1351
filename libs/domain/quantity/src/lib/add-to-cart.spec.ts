import fc from 'fast-check';
import {
  AGE_GATE_CONFIRMED,
  decideAddToCart,
  hasAgeConfirmation,
  recordAgeConfirmation,
  type AddToCartInput,
  type SessionStore,
} from './add-to-cart';

const base: AddToCartInput = { currentQuantity: 2, requestedQuantity: 3 };

function memorySession(): SessionStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => {
      data.set(key, value);
    },
  };
}

describe('decideAddToCart (storefront.md §4 Cart add flow, accounts.md §4)', () => {
  it('adds the requested quantity to the current one', () => {
    expect(decideAddToCart(base)).toEqual({ kind: 'add', newQuantity: 5 });
    expect(decideAddToCart({ currentQuantity: 0, requestedQuantity: 1 })).toEqual({
      kind: 'add',
      newQuantity: 1,
    });
  });

  it('is blocked while processing, before every other check', () => {
    expect(
      decideAddToCart({
        ...base,
        processing: true,
        blockingCondition: true,
        ageGated: true,
        disabled: true,
      }),
    ).toEqual({ kind: 'blocked-processing' });
  });

  it('a blocking condition adds nothing and comes before the age gate', () => {
    expect(
      decideAddToCart({ ...base, blockingCondition: true, ageGated: true, disabled: true }),
    ).toEqual({
      kind: 'blocked-condition',
    });
  });

  it('an age-gated product without confirmation opens the age gate before the unavailable check', () => {
    expect(decideAddToCart({ ...base, ageGated: true, disabled: true })).toEqual({
      kind: 'age-gate',
    });
  });

  it('retrying after acceptance adds', () => {
    const input: AddToCartInput = { ...base, ageGated: true };
    expect(decideAddToCart(input).kind).toBe('age-gate');
    expect(decideAddToCart({ ...input, ageConfirmed: true })).toEqual({
      kind: 'add',
      newQuantity: 5,
    });
  });

  it('a disabled item shows the unavailable dialog', () => {
    expect(decideAddToCart({ ...base, disabled: true })).toEqual({ kind: 'unavailable' });
  });

  it('a sample at the allowed sample count shows the unavailable dialog', () => {
    expect(
      decideAddToCart({ ...base, productType: 1, userSampleCount: 2, allowedSampleCount: 2 }),
    ).toEqual({ kind: 'unavailable' });
  });

  it('a sample below the allowed sample count is added', () => {
    expect(
      decideAddToCart({ ...base, productType: 1, userSampleCount: 1, allowedSampleCount: 2 }),
    ).toEqual({ kind: 'add', newQuantity: 5 });
  });

  it('a sample with the default allowed count of 0 is unavailable', () => {
    expect(decideAddToCart({ ...base, productType: 1 })).toEqual({ kind: 'unavailable' });
  });

  it('the sample count does not matter for a non-sample', () => {
    expect(
      decideAddToCart({ ...base, productType: 0, userSampleCount: 9, allowedSampleCount: 0 }),
    ).toEqual({ kind: 'add', newQuantity: 5 });
  });

  it('follows the spec order for every combination of flags', () => {
    fc.assert(
      fc.property(
        fc.record({
          processing: fc.boolean(),
          blockingCondition: fc.boolean(),
          ageGated: fc.boolean(),
          ageConfirmed: fc.boolean(),
          disabled: fc.boolean(),
          productType: fc.constantFrom(0, 1),
          userSampleCount: fc.nat(5),
          allowedSampleCount: fc.nat(5),
          currentQuantity: fc.nat(50),
          requestedQuantity: fc.integer({ min: 1, max: 50 }),
        }),
        (input) => {
          const decision = decideAddToCart(input);
          const sampleBlocked =
            input.productType === 1 && input.userSampleCount >= input.allowedSampleCount;
          const expected = input.processing
            ? 'blocked-processing'
            : input.blockingCondition
              ? 'blocked-condition'
              : input.ageGated && !input.ageConfirmed
                ? 'age-gate'
                : input.disabled || sampleBlocked
                  ? 'unavailable'
                  : 'add';
          if (decision.kind !== expected) return false;
          return (
            decision.kind !== 'add' ||
            decision.newQuantity === input.currentQuantity + input.requestedQuantity
          );
        },
      ),
    );
  });
});

describe('age confirmation (storefront.md §4: session key ageGate)', () => {
  it('is absent in a fresh session', () => {
    expect(hasAgeConfirmation(memorySession())).toBe(false);
  });

  it('is kept under the session key ageGate after acceptance', () => {
    const session = memorySession();
    recordAgeConfirmation(session);
    expect(session.data.get('ageGate')).toBe(AGE_GATE_CONFIRMED);
    expect(hasAgeConfirmation(session)).toBe(true);
  });

  it('another value under the key is not a confirmation', () => {
    const session = memorySession();
    session.setItem('ageGate', 'false');
    expect(hasAgeConfirmation(session)).toBe(false);
  });
});
