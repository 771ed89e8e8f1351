import fc from 'fast-check';
import { isValidVatTaxCode, vatTaxCodeCheckDigit, vatTaxCodeSchema } from './vat-tax-code';

// Fixed seed: property runs are reproducible in CI and locally.
fc.configureGlobal({ seed: 20_260_203, numRuns: 500 });

describe('vatTaxCodeCheckDigit (mã số thuế, accounts.md §3 VAT information)', () => {
  it('computes 10 − (weighted sum mod 11) with weights 31,29,23,19,17,13,7,5,3', () => {
    // 0·31+3·29+0·23+0·19+5·17+8·13+8·7+5·5+6·3 = 375; 375 mod 11 = 1; 10 − 1 = 9
    expect(vatTaxCodeCheckDigit('030058856')).toBe(9);
    // 1·29+1·17+9·7+1·5 = 114; 114 mod 11 = 4; 10 − 4 = 6
    expect(vatTaxCodeCheckDigit('010010910')).toBe(6);
    // 1·3 = 3 → 7
    expect(vatTaxCodeCheckDigit('000000001')).toBe(7);
    // 2·5 = 10 → 0 (the smallest check digit)
    expect(vatTaxCodeCheckDigit('000000020')).toBe(0);
  });

  it('is null when the remainder is 0 (check value 10)', () => {
    expect(vatTaxCodeCheckDigit('000000000')).toBeNull();
    // 1·31 + 1·13 = 44 = 4·11
    expect(vatTaxCodeCheckDigit('100001000')).toBeNull();
  });

  it('is null unless given exactly nine digits', () => {
    expect(vatTaxCodeCheckDigit('03005885')).toBeNull();
    expect(vatTaxCodeCheckDigit('0300588569')).toBeNull();
    expect(vatTaxCodeCheckDigit('03005885a')).toBeNull();
  });
});

describe('isValidVatTaxCode / vatTaxCodeSchema', () => {
  it.each(['0300588569', '0100109106', '0101248141', '0000000017', '0000000200'])(
    'accepts the enterprise code %s',
    (code) => {
      expect(isValidVatTaxCode(code)).toBe(true);
      expect(vatTaxCodeSchema.safeParse(code).success).toBe(true);
    },
  );

  it('accepts a branch code 001–999 after a dash', () => {
    expect(isValidVatTaxCode('0300588569-001')).toBe(true);
    expect(isValidVatTaxCode('0300588569-999')).toBe(true);
  });

  it('rejects branch 000 and malformed branches', () => {
    expect(isValidVatTaxCode('0300588569-000')).toBe(false);
    expect(isValidVatTaxCode('0300588569-01')).toBe(false);
    expect(isValidVatTaxCode('0300588569-0001')).toBe(false);
    expect(isValidVatTaxCode('0300588569001')).toBe(false);
    expect(isValidVatTaxCode('0300588569 001')).toBe(false);
  });

  it('rejects a wrong check digit', () => {
    expect(isValidVatTaxCode('0300588568')).toBe(false);
    expect(isValidVatTaxCode('0300588560')).toBe(false);
  });

  it('rejects a prefix whose check value is 10, whatever the tenth digit', () => {
    for (let digit = 0; digit <= 9; digit += 1) {
      expect(isValidVatTaxCode(`000000000${digit}`)).toBe(false);
    }
  });

  it('rejects 9 and 11 digits and non-digits', () => {
    expect(isValidVatTaxCode('030058856')).toBe(false);
    expect(isValidVatTaxCode('03005885691')).toBe(false);
    expect(isValidVatTaxCode('03005885a9')).toBe(false);
    expect(isValidVatTaxCode('')).toBe(false);
  });

  it('schema trims and reports form.validation_tax_code', () => {
    expect(vatTaxCodeSchema.parse(' 0300588569 ')).toBe('0300588569');
    const result = vatTaxCodeSchema.safeParse('0300588568');
    expect(result.success ? undefined : result.error.issues[0]?.message).toBe(
      'form.validation_tax_code',
    );
    const notString = vatTaxCodeSchema.safeParse(300588569);
    expect(notString.success ? undefined : notString.error.issues[0]?.message).toBe(
      'form.validation_tax_code',
    );
  });

  const nineDigits = fc
    .array(fc.integer({ min: 0, max: 9 }), { minLength: 9, maxLength: 9 })
    .map((digits) => digits.join(''));

  it('property: exactly one tenth digit completes a prefix, or none when the check value is 10', () => {
    fc.assert(
      fc.property(nineDigits, (prefix) => {
        const valid = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter((digit) =>
          isValidVatTaxCode(`${prefix}${digit}`),
        );
        const check = vatTaxCodeCheckDigit(prefix);
        expect(valid).toEqual(check === null ? [] : [check]);
      }),
    );
  });

  it('property: a valid code stays valid with any branch 001–999', () => {
    fc.assert(
      fc.property(nineDigits, fc.integer({ min: 1, max: 999 }), (prefix, branch) => {
        const check = vatTaxCodeCheckDigit(prefix);
        fc.pre(check !== null);
        expect(isValidVatTaxCode(`${prefix}${check}-${String(branch).padStart(3, '0')}`)).toBe(
          true,
        );
      }),
    );
  });
});
