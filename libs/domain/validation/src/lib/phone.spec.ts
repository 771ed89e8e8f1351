import { Limits } from '@gio/domain-enums';
import fc from 'fast-check';
import { phoneSchema, stripNonDigits } from './phone';
import { DEFAULT_POSTAL_CODE, postalCodeSchema } from './postal-code';

// Fixed seed: property runs are reproducible in CI and locally.
fc.configureGlobal({ seed: 20_260_202, numRuns: 300 });

function errorOf(schema: typeof phoneSchema | typeof postalCodeSchema, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('phoneSchema (accounts.md §5 "Phone", storefront.md §5)', () => {
  it('accepts exactly 10 digits after stripping and outputs the digits', () => {
    expect(Limits.PHONE_DIGITS).toBe(10);
    expect(phoneSchema.parse('0901234567')).toBe('0901234567');
    expect(phoneSchema.parse('(090) 123-45.67')).toBe('0901234567');
  });

  it('rejects 9 and 11 digits with form.validation_phone_default', () => {
    expect(errorOf(phoneSchema, '090123456')).toBe('form.validation_phone_default');
    expect(errorOf(phoneSchema, '09012345678')).toBe('form.validation_phone_default');
  });

  it('counts only digits: +84 prefixes add digits', () => {
    expect(errorOf(phoneSchema, '+84 901 234 567')).toBe('form.validation_phone_default');
  });

  it('rejects empty text and non-strings', () => {
    expect(errorOf(phoneSchema, '')).toBe('form.validation_phone_default');
    expect(errorOf(phoneSchema, 901234567)).toBe('form.validation_phone_default');
  });

  it('property: any decoration around 10 digits is accepted', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 10, maxLength: 10 }),
        fc.array(fc.constantFrom(' ', '-', '.', '(', ')', '/'), { minLength: 10, maxLength: 10 }),
        (digits, separators) => {
          const typed = digits.map((digit, index) => `${separators[index]}${digit}`).join('');
          expect(phoneSchema.parse(typed)).toBe(digits.join(''));
        },
      ),
    );
  });
});

describe('stripNonDigits', () => {
  it('keeps ASCII digits only', () => {
    expect(stripNonDigits('a1 b2-3(4)+5')).toBe('12345');
  });
});

describe('postalCodeSchema (accounts.md §5 "Postal code", §9)', () => {
  it('accepts 5 and 9 digits after stripping, outputting the digits', () => {
    expect(Limits.POSTAL_CODE_DIGITS).toEqual([5, 9]);
    expect(postalCodeSchema.parse('07083')).toBe('07083');
    expect(postalCodeSchema.parse('07083-1234')).toBe('070831234');
  });

  it.each(['0708', '070831', '07083123', '0708312345', ''])(
    'rejects %j with form.validation_postal_code_default',
    (code) => {
      expect(errorOf(postalCodeSchema, code)).toBe('form.validation_postal_code_default');
    },
  );

  it('defaults to 07083, which is itself valid', () => {
    expect(DEFAULT_POSTAL_CODE).toBe('07083');
    expect(postalCodeSchema.safeParse(DEFAULT_POSTAL_CODE).success).toBe(true);
  });
});
