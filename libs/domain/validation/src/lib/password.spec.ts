import { Limits } from '@gio/domain-enums';
import fc from 'fast-check';
import { PASSWORD_RULES, passwordRuleChecks, passwordSchema } from './password';

// Fixed seed: property runs are reproducible in CI and locally.
fc.configureGlobal({ seed: 20_260_201, numRuns: 300 });

const PASSWORD_KEY = 'form.validation_password_default';

function errorOf(value: unknown): string | undefined {
  const result = passwordSchema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('passwordSchema (accounts.md §5 "Password", §9)', () => {
  it('accepts exactly 8 characters meeting every class', () => {
    expect(Limits.PASSWORD_MIN_LENGTH).toBe(8);
    expect(errorOf('Abcdefg1')).toBeUndefined();
  });

  it('rejects 7 characters', () => {
    expect(errorOf('Abcdef1')).toBe(PASSWORD_KEY);
  });

  it('rejects any whitespace', () => {
    expect(errorOf('Abcd efg1')).toBe(PASSWORD_KEY);
    expect(errorOf('Abcdefg1 ')).toBe(PASSWORD_KEY);
    expect(errorOf('Abcd\tefg1')).toBe(PASSWORD_KEY);
  });

  it('needs a lowercase letter', () => {
    expect(errorOf('ABCDEFG1')).toBe(PASSWORD_KEY);
  });

  it('needs an uppercase letter', () => {
    expect(errorOf('abcdefg1')).toBe(PASSWORD_KEY);
  });

  it('needs a digit or a special character', () => {
    expect(errorOf('Abcdefgh')).toBe(PASSWORD_KEY);
    expect(errorOf('Abcdefg1')).toBeUndefined();
    expect(errorOf('Abcdefg!')).toBeUndefined();
    expect(errorOf('Abcdefg_')).toBeUndefined();
  });

  it('reads Vietnamese letters as letters, not as special characters', () => {
    expect(errorOf('Mậtkhẩuu')).toBe(PASSWORD_KEY); // letters only
    expect(errorOf('Mậtkhẩuu'.normalize('NFD'))).toBe(PASSWORD_KEY);
    expect(errorOf('ĐẶTHÀNG1')).toBe(PASSWORD_KEY); // no lowercase
    expect(errorOf('Mậtkhẩu1')).toBeUndefined();
  });

  it('counts a decomposed Vietnamese letter once', () => {
    // 7 characters, but 10 code units when decomposed
    expect(errorOf('Mậtkh1!'.normalize('NFD'))).toBe(PASSWORD_KEY);
  });

  it('does not change the password it accepts', () => {
    const typed = 'Mậtkhẩu1'.normalize('NFD');
    expect(passwordSchema.parse(typed)).toBe(typed);
  });

  it('rejects a non-string with the password key', () => {
    expect(errorOf(undefined)).toBe(PASSWORD_KEY);
  });

  it('property: every password built from the four classes passes', () => {
    const lower = fc.stringMatching(/^[a-z]{1,6}$/);
    const upper = fc.stringMatching(/^[A-Z]{1,6}$/);
    const other = fc.stringMatching(/^[0-9!@#$%^&*]{1,6}$/);
    fc.assert(
      fc.property(lower, upper, other, (l, u, o) => {
        const password = (u + l + o).padEnd(8, 'x');
        expect(errorOf(password)).toBeUndefined();
      }),
    );
  });
});

describe('passwordRuleChecks (accounts.md §5 "Password")', () => {
  const unmet = (value: string) =>
    passwordRuleChecks(value)
      .filter((check) => !check.met)
      .map((check) => check.rule);

  it('lists every part of the rule in order', () => {
    expect(passwordRuleChecks('').map((check) => check.rule)).toEqual([...PASSWORD_RULES]);
    expect(unmet('')).toEqual(['minLength', 'lowercase', 'uppercase', 'digitOrSpecial']);
  });

  it('names what a value still lacks, and nothing for a valid password', () => {
    expect(unmet('giodemo 1')).toEqual(['noSpaces', 'uppercase']);
    expect(unmet('GioDemo@2025')).toEqual([]);
  });

  it('agrees with passwordSchema on every value', () => {
    for (const value of ['', 'abc', 'Abcdefg1', 'Abc defg1', 'ABCDEFG1', 'abcdefgH', 'Mậtkhẩu1', 'Ưuđãi!!x']) {
      expect({ value, valid: unmet(value).length === 0 }).toEqual({
        value,
        valid: passwordSchema.safeParse(value).success,
      });
    }
  });
});
