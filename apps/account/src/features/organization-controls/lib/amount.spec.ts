import { amountText, parseAmount } from './amount';

describe('amounts typed in đồng', () => {
  it('reads digits with separators, blank as none, and refuses anything else', () => {
    expect(parseAmount('1.500.000')).toBe(1_500_000);
    expect(parseAmount(' 2 000 000 ')).toBe(2_000_000);
    expect(parseAmount('')).toBeNull();
    expect(parseAmount('-5')).toBeUndefined();
    expect(parseAmount('1,5 triệu')).toBeUndefined();
    expect(parseAmount('99999999999999999999')).toBeUndefined();
  });

  it('refuses a decimal comma rather than reading "1.500.000,00" as a hundred times the amount', () => {
    expect(parseAmount('1.500.000,00')).toBeUndefined();
    expect(parseAmount('1,500,000')).toBeUndefined();
  });

  it('writes an amount with vi-VN separators, none as blank', () => {
    expect(amountText(1_500_000)).toBe('1.500.000');
    expect(amountText(null)).toBe('');
  });
});
