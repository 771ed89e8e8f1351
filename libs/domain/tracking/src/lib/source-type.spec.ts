import fc from 'fast-check';
import { sourceTypeForRequest } from './source-type';

describe('sourceTypeForRequest (accounts.md §9)', () => {
  it('uses classifications 1 and 11 directly', () => {
    expect(sourceTypeForRequest(1, 7)).toBe(1);
    expect(sourceTypeForRequest(11, 7)).toBe(11);
  });

  it("uses the variant's source for 8 and 9", () => {
    expect(sourceTypeForRequest(8, 7)).toBe(7);
    expect(sourceTypeForRequest(9, 0)).toBe(0);
    expect(sourceTypeForRequest(9, undefined)).toBeUndefined();
  });

  it('gives no request source for any other classification', () => {
    for (const classification of [0, 2, 7, 10, 12])
      expect(sourceTypeForRequest(classification, 7)).toBeUndefined();
    expect(sourceTypeForRequest(undefined, 7)).toBeUndefined();
    expect(sourceTypeForRequest(null, 7)).toBeUndefined();
  });

  it('only ever returns the classification or the variant source (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 50 }), fc.nat(50), (classification, variantSource) => {
        const result = sourceTypeForRequest(classification, variantSource);
        expect([undefined, classification, variantSource]).toContain(result);
      }),
    );
  });
});
