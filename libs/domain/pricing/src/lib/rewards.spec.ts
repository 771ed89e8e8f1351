import { rewardAmountFromCents, structuredDataRating } from './rewards';

describe('rewardAmountFromCents (storefront.md §9: reward amounts are in cents)', () => {
  it('divides by 100', () => {
    expect(rewardAmountFromCents(1999)).toBe(19.99);
    expect(rewardAmountFromCents(100)).toBe(1);
    expect(rewardAmountFromCents(1)).toBe(0.01);
    expect(rewardAmountFromCents(0)).toBe(0);
  });

  it('gives 0 for a missing or non-finite amount', () => {
    expect(rewardAmountFromCents(undefined)).toBe(0);
    expect(rewardAmountFromCents(null)).toBe(0);
    expect(rewardAmountFromCents(Number.NaN)).toBe(0);
  });
});

describe("structuredDataRating (accounts.md §9: '4.' plus the last digit)", () => {
  it('uses the last digit of the rating string', () => {
    expect(structuredDataRating('47')).toBe('4.7');
    expect(structuredDataRating('4.5')).toBe('4.5');
    expect(structuredDataRating('9')).toBe('4.9');
    expect(structuredDataRating('120')).toBe('4.0');
    expect(structuredDataRating('4.8 ')).toBe('4.8');
    expect(structuredDataRating('3 sao')).toBe('4.3');
  });

  it("gives '4.0' for an empty string or one without digits", () => {
    expect(structuredDataRating('')).toBe('4.0');
    expect(structuredDataRating('n/a')).toBe('4.0');
  });
});
