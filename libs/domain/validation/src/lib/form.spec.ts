import { MessageKey } from '@gio/domain-enums';
import { emailSchema } from './email';
import {
  checkFieldRules,
  clearOnEdit,
  type FieldRule,
  formReducer,
  initFormState,
  isEmptyFieldValue,
  trimFormValues,
  validateField,
  validateForm,
  type Validator,
  visibleFieldError,
} from './form';
import { phoneSchema } from './phone';

const REQUIRED = MessageKey.VALIDATION_REQUIRED;

const minLength =
  (length: number, key: string): Validator =>
  (value) =>
    typeof value === 'string' && value.length >= length ? undefined : key;

describe('validateField (accounts.md §4 "Form helper behaviour")', () => {
  it('an empty required field without validators gets form.validation_required', () => {
    expect(validateField({ name: 'firstName', required: true }, '')).toBe(
      'form.validation_required',
    );
    expect(validateField({ name: 'firstName', required: true }, '   ')).toBe(REQUIRED);
    expect(validateField({ name: 'firstName', required: true }, undefined)).toBe(REQUIRED);
    expect(validateField({ name: 'firstName', required: true }, null)).toBe(REQUIRED);
    expect(validateField({ name: 'tags', required: true }, [])).toBe(REQUIRED);
  });

  it("an empty required field gets the first validator's message", () => {
    const rule: FieldRule = {
      name: 'email',
      required: true,
      validators: [emailSchema, minLength(100, 'never.used')],
    };
    expect(validateField(rule, '')).toBe('form.validation_email_default');
    const functionFirst: FieldRule = {
      name: 'city',
      required: true,
      validators: [minLength(2, 'form.city_short'), emailSchema],
    };
    expect(validateField(functionFirst, ' ')).toBe('form.city_short');
  });

  it('falls back to the required message when the first validator accepts the empty value', () => {
    const rule: FieldRule = { name: 'note', required: true, validators: [() => undefined] };
    expect(validateField(rule, '')).toBe(REQUIRED);
  });

  it('an empty optional field passes without running validators (footer sign-up, storefront.md §5)', () => {
    const validator = jest.fn(() => 'boom');
    expect(validateField({ name: 'email', validators: [validator] }, '  ')).toBeUndefined();
    expect(validator).not.toHaveBeenCalled();
  });

  it('0 and false are values, not empty', () => {
    expect(isEmptyFieldValue(0)).toBe(false);
    expect(isEmptyFieldValue(false)).toBe(false);
    expect(validateField({ name: 'quantity', required: true }, 0)).toBeUndefined();
  });

  it('trims a non-empty string before the validators see it', () => {
    const seen: unknown[] = [];
    validateField(
      { name: 'email', validators: [(value) => (seen.push(value), undefined)] },
      '  an@gio.vn ',
    );
    expect(seen).toEqual(['an@gio.vn']);
  });

  it('runs validators in order and the first failure wins', () => {
    const second = jest.fn(() => 'second');
    const rule: FieldRule = {
      name: 'code',
      validators: [() => undefined, () => 'first', second],
    };
    expect(validateField(rule, 'x')).toBe('first');
    expect(second).not.toHaveBeenCalled();
  });

  it('accepts zod schemas as validators, reporting their message key', () => {
    expect(validateField({ name: 'phone', validators: [phoneSchema] }, '12345')).toBe(
      'form.validation_phone_default',
    );
    expect(
      validateField({ name: 'phone', validators: [phoneSchema] }, '0901 234 567'),
    ).toBeUndefined();
  });

  it('passes when every validator passes', () => {
    expect(
      validateField({ name: 'city', required: true, validators: [minLength(2, 'short')] }, 'Huế'),
    ).toBeUndefined();
  });

  it('warns about a missing name and an unusable validator, and skips the latter', () => {
    const warn = jest.fn();
    const broken = [undefined as unknown as Validator, () => 'real'];
    expect(validateField({ name: '', validators: broken }, 'x', { warn })).toBe('real');
    expect(warn).toHaveBeenCalledWith('Form field rule has no name');
    expect(warn).toHaveBeenCalledWith(
      'Form field "" has a validator that is neither a function nor a zod schema',
    );
  });
});

describe('validateForm (accounts.md §4)', () => {
  const rules: FieldRule[] = [
    { name: 'email', required: true, validators: [emailSchema] },
    { name: 'firstName', required: true },
    { name: 'phone', validators: [phoneSchema] },
  ];

  it('collects errors by field and names the first invalid field in rule order', () => {
    const result = validateForm(rules, { email: 'an@gio.vn', firstName: ' ', phone: '123' });
    expect(result.errors).toEqual({ firstName: REQUIRED, phone: 'form.validation_phone_default' });
    expect(result.firstInvalid).toBe('firstName');
    expect(result.valid).toBe(false);
  });

  it('returns trimmed values, including fields without rules', () => {
    const result = validateForm(rules, {
      email: ' an@gio.vn ',
      firstName: ' An ',
      phone: '',
      note: ' hi ',
      count: 3,
    });
    expect(result).toEqual({
      valid: true,
      errors: {},
      values: { email: 'an@gio.vn', firstName: 'An', phone: '', note: 'hi', count: 3 },
    });
    expect(result.firstInvalid).toBeUndefined();
  });

  it('keeps the first error when a name has two rules', () => {
    const result = validateForm(
      [
        { name: 'code', validators: [() => 'first'] },
        { name: 'code', validators: [() => 'second'] },
      ],
      { code: 'x' },
    );
    expect(result.errors).toEqual({ code: 'first' });
  });

  it('does not change the values it was given', () => {
    const values = { email: ' an@gio.vn ' };
    trimFormValues(values);
    validateForm(rules, values);
    expect(values).toEqual({ email: ' an@gio.vn ' });
  });
});

describe('checkFieldRules (accounts.md §8 developer warnings)', () => {
  it('warns about missing names, duplicates and optional rules without validators', () => {
    const warn = jest.fn();
    checkFieldRules(
      [
        { name: '' },
        { name: 'email', validators: [emailSchema] },
        { name: 'email', required: true },
        { name: 'note' },
        { name: 'phone', validators: [42 as unknown as Validator] },
      ],
      { warn },
    );
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      'Form field rule has no name',
      'Form field "email" has more than one rule',
      'Form field "note" has no validators and is not required',
      'Form field "phone" has a validator that is neither a function nor a zod schema',
    ]);
  });

  it('is silent for sound rules and when no warn is injected', () => {
    const warn = jest.fn();
    checkFieldRules([{ name: 'email', required: true, validators: [emailSchema] }], { warn });
    expect(warn).not.toHaveBeenCalled();
    expect(() => checkFieldRules([{ name: '' }])).not.toThrow();
  });
});

describe('clearOnEdit (accounts.md §4, §8: editing clears the field error and its API error)', () => {
  it('clears that field only', () => {
    const state = {
      errors: { email: 'a', phone: 'b' },
      apiErrors: { email: 'c', name: 'd' },
      other: 1,
    };
    expect(clearOnEdit(state, 'email')).toEqual({
      errors: { phone: 'b' },
      apiErrors: { name: 'd' },
      other: 1,
    });
  });

  it('returns the same object when there is nothing to clear', () => {
    const state = { errors: { phone: 'b' }, apiErrors: {} };
    expect(clearOnEdit(state, 'email')).toBe(state);
  });

  it('clears an API error even when there is no client error', () => {
    expect(clearOnEdit({ errors: {}, apiErrors: { email: 'x' } }, 'email')).toEqual({
      errors: {},
      apiErrors: {},
    });
  });
});

describe('formReducer (accounts.md §4 form helper, shared by both apps)', () => {
  const rules: FieldRule[] = [
    { name: 'email', validators: [emailSchema] },
    { name: 'telephone', validators: [phoneSchema] },
    { name: 'firstName', required: true },
  ];

  it('initialises without errors and warns once about bad rules', () => {
    const warn = jest.fn();
    const state = initFormState([...rules, { name: 'x' }], { email: '' }, { warn });
    expect(state).toMatchObject({ errors: {}, apiErrors: {}, status: 'editing', submitCount: 0 });
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('submit validates, trims and names the field to focus', () => {
    const state = initFormState(rules, { email: ' bad ', telephone: '', firstName: '' });
    const next = formReducer(state, { type: 'submit' });
    expect(next.errors).toEqual({ email: 'form.validation_email_default', firstName: REQUIRED });
    expect(next.firstInvalid).toBe('email');
    expect(next.status).toBe('invalid');
    expect(next.values.email).toBe('bad');
    expect(next.submitCount).toBe(1);
  });

  it('submit of a valid form is ready to send and clears old server errors', () => {
    let state = initFormState(rules, { email: 'an@gio.vn', telephone: '', firstName: 'An' });
    state = formReducer(state, {
      type: 'apiError',
      errors: { email: 'server.taken' },
      formError: 'x',
    });
    const next = formReducer(state, { type: 'submit' });
    expect(next.status).toBe('valid');
    expect(next.errors).toEqual({});
    expect(next.apiErrors).toEqual({});
    expect(next.formError).toBeUndefined();
    expect(next.firstInvalid).toBeUndefined();
  });

  it('edit stores the raw value and clears that field error and API error only', () => {
    let state = initFormState(rules, { email: 'bad', telephone: '1', firstName: '' });
    state = formReducer(state, { type: 'submit' });
    state = formReducer(state, { type: 'apiError', errors: { email: 'server.taken' } });
    const next = formReducer(state, { type: 'edit', name: 'email', value: ' an@gio.vn ' });
    expect(next.values.email).toBe(' an@gio.vn ');
    expect(next.errors).toEqual({
      telephone: 'form.validation_phone_default',
      firstName: REQUIRED,
    });
    expect(next.apiErrors).toEqual({});
    expect(next.firstInvalid).toBe('telephone');
    expect(next.status).toBe('editing');
  });

  it('editing the last invalid field leaves nothing to focus', () => {
    let state = initFormState(rules, { email: '', telephone: '', firstName: '' });
    state = formReducer(state, { type: 'submit' });
    const next = formReducer(state, { type: 'edit', name: 'firstName', value: 'An' });
    expect(next.errors).toEqual({});
    expect(next.firstInvalid).toBeUndefined();
  });

  it('apiError records field errors and a form-level error (sign-up code 578)', () => {
    const state = initFormState(rules, { email: 'an@gio.vn' });
    const next = formReducer(state, {
      type: 'apiError',
      formError: MessageKey.SIGNUP_ENTRY_USED,
      errors: { email: 'server.taken' },
    });
    expect(next.apiErrors).toEqual({ email: 'server.taken' });
    expect(next.formError).toBe('customer_data_capture_form.api_error_message_entry_used');
    expect(visibleFieldError(next, 'email')).toBe('server.taken');
  });

  it('shows the client error before the server one', () => {
    expect(
      visibleFieldError({ errors: { email: 'client' }, apiErrors: { email: 'server' } }, 'email'),
    ).toBe('client');
    expect(visibleFieldError({ errors: {}, apiErrors: {} }, 'email')).toBeUndefined();
  });

  it('never mutates the previous state', () => {
    const state = initFormState(rules, { email: 'bad', telephone: '', firstName: '' });
    const frozen = JSON.stringify(state);
    formReducer(state, { type: 'submit' });
    formReducer(state, { type: 'edit', name: 'email', value: 'x' });
    formReducer(state, { type: 'apiError', errors: { email: 'y' } });
    expect(JSON.stringify(state)).toBe(frozen);
  });
});
