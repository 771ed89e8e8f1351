import fc from 'fast-check';
import { currencyExponent, toMajorUnits, toMinorUnits } from './currency';

// Fixed seed: property runs are reproducible in CI and locally.
fc.configureGlobal({ seed: 20_260_302, numRuns: 500 });

describe('currencyExponent (storefront.md §9, via Intl)', () => {
  it('knows VND 0, USD 2, KWD 3, MYR 2', () => {
    expect(currencyExponent('VND')).toBe(0);
    expect(currencyExponent('USD')).toBe(2);
    expect(currencyExponent('KWD')).toBe(3);
    expect(currencyExponent('MYR')).toBe(2);
  });

  it('ignores case', () => {
    expect(currencyExponent('vnd')).toBe(0);
  });

  it('throws RangeError for a malformed code', () => {
    expect(() => currencyExponent('US')).toThrow(RangeError);
  });
});

describe('minor and major units', () => {
  it('converts minor to major', () => {
    expect(toMajorUnits(1999, 'USD')).toBe(19.99);
    expect(toMajorUnits(25000, 'VND')).toBe(25000);
    expect(toMajorUnits(-5, 'USD')).toBe(-0.05);
  });

  it('converts major to minor, rounding half away from zero', () => {
    expect(toMinorUnits(19.99, 'USD')).toBe(1999);
    expect(toMinorUnits(19.995, 'USD')).toBe(2000);
    expect(toMinorUnits(19.9949, 'USD')).toBe(1999);
    expect(toMinorUnits(-0.005, 'USD')).toBe(-1);
    expect(toMinorUnits(0.29, 'USD')).toBe(29);
    expect(toMinorUnits(1234.5, 'VND')).toBe(1235);
    expect(toMinorUnits(-1234.5, 'VND')).toBe(-1235);
    expect(toMinorUnits(1.0005, 'KWD')).toBe(1001);
  });

  it('property: minor → major → minor is the identity', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e15, max: 1e15 }),
        fc.constantFrom('USD', 'VND', 'KWD'),
        (minor, currency) => toMinorUnits(toMajorUnits(minor, currency), currency) === minor,
      ),
    );
  });

  it('property: toMinorUnits is monotone', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e9, max: 1e9, noNaN: true }),
        fc.double({ min: -1e9, max: 1e9, noNaN: true }),
        (a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          return toMinorUnits(low, 'USD') <= toMinorUnits(high, 'USD');
        },
      ),
    );
  });
});
