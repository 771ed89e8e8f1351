import { DEFAULT_CURRENCY, DEFAULT_PRICE_LOCALE } from './currency';
import { formatPrice, unitPriceLabel } from './format';

/** Intl separates the amount and the symbol with a no-break space (U+00A0). */
const NBSP = '\u00a0';

describe('formatPrice (storefront.md §9 price display)', () => {
  const freeLabel = 'Miễn phí';

  it('defaults to vi-VN and USD', () => {
    expect(DEFAULT_PRICE_LOCALE).toBe('vi-VN');
    expect(DEFAULT_CURRENCY).toBe('USD');
    expect(formatPrice(1999, { freeLabel })).toBe(`19,99${NBSP}US$`);
    expect(formatPrice(123450, { freeLabel })).toBe(`1.234,50${NBSP}US$`);
  });

  it('formats VND without decimals and with dot grouping', () => {
    expect(formatPrice(25000, { currency: 'VND', freeLabel })).toBe(`25.000${NBSP}₫`);
    expect(formatPrice(2500000, { currency: 'VND', freeLabel })).toBe(`2.500.000${NBSP}₫`);
  });

  it('shows the free label for a zero price, and only then', () => {
    expect(formatPrice(0, { currency: 'VND', freeLabel })).toBe('Miễn phí');
    expect(formatPrice(-0, { freeLabel })).toBe('Miễn phí');
    expect(formatPrice(1, { freeLabel })).toBe(`0,01${NBSP}US$`);
    expect(formatPrice(1, { currency: 'VND', freeLabel })).toBe(`1${NBSP}₫`);
  });

  it('formats negative amounts (discounts) with a minus sign', () => {
    expect(formatPrice(-15000, { currency: 'VND', freeLabel })).toBe(`-15.000${NBSP}₫`);
  });

  it('honours another locale', () => {
    expect(formatPrice(1999, { freeLabel, locale: 'en-US' })).toBe('$19.99');
  });
});

describe('unitPriceLabel (giá/đơn vị, storefront.md §3 unitPrice and unitType)', () => {
  it('formats the unit price and appends the unit', () => {
    expect(unitPriceLabel(35000, 'kg', { currency: 'VND' })).toBe(`35.000${NBSP}₫/kg`);
    expect(unitPriceLabel(199, ' 100g ')).toBe(`1,99${NBSP}US$/100g`);
  });

  it('is undefined without a positive unit price or a unit', () => {
    expect(unitPriceLabel(0, 'kg')).toBeUndefined();
    expect(unitPriceLabel(-1, 'kg')).toBeUndefined();
    expect(unitPriceLabel(Number.NaN, 'kg')).toBeUndefined();
    expect(unitPriceLabel(null, 'kg')).toBeUndefined();
    expect(unitPriceLabel(100, '')).toBeUndefined();
    expect(unitPriceLabel(100, '  ')).toBeUndefined();
    expect(unitPriceLabel(100, undefined)).toBeUndefined();
  });
});
