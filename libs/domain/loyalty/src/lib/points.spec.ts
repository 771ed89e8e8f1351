import fc from 'fast-check';
import { rewardAmountFromCents } from '../index';
import { formatPoints } from './points';

describe('formatPoints (storefront.md §5: loyalty points with thousands separators, vi-VN)', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1.000'],
    [12345, '12.345'],
    [1234567, '1.234.567'],
    [1_000_000_000, '1.000.000.000'],
  ])('formats %i as %s', (points, text) => {
    expect(formatPoints(points)).toBe(text);
  });

  it('rounds a fraction and keeps the sign', () => {
    expect(formatPoints(1234.6)).toBe('1.235');
    expect(formatPoints(-1234)).toBe('-1.234');
    expect(formatPoints(-0.2)).toBe('0');
  });

  it('shows 0 for missing or non-finite points', () => {
    expect(formatPoints(null)).toBe('0');
    expect(formatPoints(undefined)).toBe('0');
    expect(formatPoints(Number.NaN)).toBe('0');
    expect(formatPoints(Number.POSITIVE_INFINITY)).toBe('0');
  });

  it('property: removing the separators gives the number back, in groups of three', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (points) => {
        const text = formatPoints(points);
        expect(Number(text.replaceAll('.', ''))).toBe(points);
        const [head, ...rest] = text.split('.');
        expect(head!.length).toBeGreaterThanOrEqual(1);
        expect(head!.length).toBeLessThanOrEqual(3);
        expect(rest.every((group) => group.length === 3)).toBe(true);
      }),
    );
  });

  it('property: matches Intl vi-VN grouping', () => {
    const intl = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 0 });
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (points) => {
        expect(formatPoints(points)).toBe(intl.format(points));
      }),
    );
  });
});

describe('rewardAmountFromCents (storefront.md §9: reward amounts are in cents)', () => {
  it('divides by 100', () => {
    expect(rewardAmountFromCents(12_345)).toBe(123.45);
    expect(rewardAmountFromCents(0)).toBe(0);
  });

  it('property: times 100 gives the cents back', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (cents) => {
        expect(Math.round(rewardAmountFromCents(cents) * 100)).toBe(cents);
      }),
    );
  });
});
