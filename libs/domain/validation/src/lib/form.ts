import type { ZodType } from 'zod';
import { ValidationMessageKey } from './message-keys';

/**
 * One validator of a form field (accounts.md §4 "Form helper behaviour"): either a function that
 * returns a message key when the value fails (undefined when it passes), or a zod schema whose
 * first issue message is the key.
 */
export type Validator = ((value: unknown) => string | undefined) | ZodType;

/** Rule for one field: its name, whether it is required, and its validators in order. */
export interface FieldRule {
  readonly name: string;
  readonly required?: boolean;
  readonly validators?: readonly Validator[];
}

/** Field name → message key. */
export type FormErrors = Readonly<Record<string, string>>;

/** Field name → value. */
export type FormValues = Readonly<Record<string, unknown>>;

/** Receives developer warnings (accounts.md §8: missing names or validators); never the user. */
export type Warn = (message: string) => void;

/** Options of the form helper: where developer warnings go (default: nowhere). */
export interface FormHelperOptions {
  readonly warn?: Warn;
}

const ignoreWarning: Warn = () => undefined;

/**
 * Value as the validators see it (accounts.md §4): a string is trimmed, anything else passes
 * unchanged.
 */
export function normalizeFieldValue(value: unknown): unknown {
  return typeof value === 'string' ? value.trim() : value;
}

/**
 * Emptiness for the required check (accounts.md §4): undefined, null, a blank string or an empty
 * array; 0 and false are values.
 */
export function isEmptyFieldValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  return Array.isArray(value) && value.length === 0;
}

function isZodSchema(validator: unknown): validator is ZodType {
  return (
    typeof validator === 'object' &&
    validator !== null &&
    'safeParse' in validator &&
    typeof validator.safeParse === 'function'
  );
}

/** Runs one validator: its message key, or undefined when the value passes. */
function runValidator(validator: Validator, value: unknown): string | undefined {
  if (typeof validator === 'function') return validator(value);
  const result = validator.safeParse(value);
  return result.success
    ? undefined
    : (result.error.issues[0]?.message ?? ValidationMessageKey.REQUIRED);
}

/** The usable validators of a rule; entries that are neither functions nor schemas are reported. */
function usableValidators(rule: FieldRule, warn: Warn): Validator[] {
  const validators = rule.validators ?? [];
  return validators.filter((validator) => {
    const usable = typeof validator === 'function' || isZodSchema(validator);
    if (!usable)
      warn(`Form field "${rule.name}" has a validator that is neither a function nor a zod schema`);
    return usable;
  });
}

/**
 * Developer checks of a set of rules (accounts.md §8 "developer warnings for missing names or
 * validators"): a rule without a name, a duplicated name, an optional rule without validators
 * (it can never fail) and unusable validator entries are reported to `warn`.
 */
export function checkFieldRules(
  rules: readonly FieldRule[],
  options: FormHelperOptions = {},
): void {
  const warn = options.warn ?? ignoreWarning;
  const seen = new Set<string>();
  for (const rule of rules) {
    if (typeof rule.name !== 'string' || rule.name.trim() === '') {
      warn('Form field rule has no name');
      continue;
    }
    if (seen.has(rule.name)) warn(`Form field "${rule.name}" has more than one rule`);
    seen.add(rule.name);
    if (!rule.required && (rule.validators ?? []).length === 0) {
      warn(`Form field "${rule.name}" has no validators and is not required`);
    }
    usableValidators(rule, warn);
  }
}

/**
 * Form helper, one field (accounts.md §4): an empty required field gets the first validator's
 * message (if that validator rejects the empty value) or `form.validation_required`; an empty
 * optional field passes; otherwise the trimmed value runs through the validators in order and
 * the first failure's message key is returned. Undefined means valid.
 */
export function validateField(
  rule: FieldRule,
  rawValue: unknown,
  options: FormHelperOptions = {},
): string | undefined {
  const warn = options.warn ?? ignoreWarning;
  if (typeof rule.name !== 'string' || rule.name.trim() === '') warn('Form field rule has no name');
  const validators = usableValidators(rule, warn);
  const value = normalizeFieldValue(rawValue);
  if (isEmptyFieldValue(value)) {
    if (!rule.required) return undefined;
    const [first] = validators;
    return (first && runValidator(first, value)) || ValidationMessageKey.REQUIRED;
  }
  for (const validator of validators) {
    const message = runValidator(validator, value);
    if (message !== undefined) return message;
  }
  return undefined;
}

/** Result of {@link validateForm}. */
export interface FormValidation<V extends FormValues = FormValues> {
  readonly valid: boolean;
  readonly errors: FormErrors;
  /** The first invalid field in rule order: the one to focus (accounts.md §4). */
  readonly firstInvalid?: string;
  /** The values with every string trimmed, ready to send. */
  readonly values: V;
}

/**
 * Trims every string of a values object (accounts.md §4: "a non-empty value is trimmed"), keeping
 * fields that have no rule.
 */
export function trimFormValues<V extends FormValues>(values: V): V {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, normalizeFieldValue(value)]),
  ) as V;
}

/**
 * Form helper, whole form (accounts.md §4): validates every rule with {@link validateField},
 * collects the message keys by field name, names the first invalid field in rule order (the one
 * to focus) and returns the trimmed values.
 */
export function validateForm<V extends FormValues>(
  rules: readonly FieldRule[],
  values: V,
  options: FormHelperOptions = {},
): FormValidation<V> {
  const errors: Record<string, string> = {};
  let firstInvalid: string | undefined;
  for (const rule of rules) {
    const error = validateField(rule, values[rule.name], options);
    if (error === undefined || Object.hasOwn(errors, rule.name)) continue;
    errors[rule.name] = error;
    firstInvalid ??= rule.name;
  }
  return {
    valid: firstInvalid === undefined,
    errors,
    ...(firstInvalid === undefined ? {} : { firstInvalid }),
    values: trimFormValues(values),
  };
}

/** `record` without `key`; the same object when the key is absent, so renders can be skipped. */
function withoutKey<R extends object>(record: R, key: string): R {
  if (!Object.hasOwn(record, key)) return record;
  const copy = { ...record } as Record<string, unknown>;
  delete copy[key];
  return copy as R;
}

/** The part of a form state that {@link clearOnEdit} touches. */
export interface FieldErrorsState {
  readonly errors: FormErrors;
  readonly apiErrors: FormErrors;
}

/**
 * Editing a field clears its error and its API error (accounts.md §4, §8). Returns the same state
 * object when the field had neither.
 */
export function clearOnEdit<S extends FieldErrorsState>(state: S, name: string): S {
  const errors = withoutKey(state.errors, name);
  const apiErrors = withoutKey(state.apiErrors, name);
  if (errors === state.errors && apiErrors === state.apiErrors) return state;
  return { ...state, errors, apiErrors };
}

/** After a submit: not yet submitted, failed client validation, or ready to send. */
export type FormStatus = 'editing' | 'invalid' | 'valid';

/** State of a form driven by {@link formReducer}. */
export interface FormState<V extends FormValues = FormValues> extends FieldErrorsState {
  readonly rules: readonly FieldRule[];
  readonly values: V;
  /** The field to focus after a failed submit (accounts.md §4). */
  readonly firstInvalid?: string;
  /** A server error that belongs to no single field (e.g. sign-up code 578's key). */
  readonly formError?: string;
  readonly status: FormStatus;
  readonly submitCount: number;
}

/** Events of the form: a field changed, the user submitted, the server answered with errors. */
export type FormAction =
  | { readonly type: 'edit'; readonly name: string; readonly value: unknown }
  | { readonly type: 'submit' }
  | { readonly type: 'apiError'; readonly errors?: FormErrors; readonly formError?: string };

/**
 * Initial form state (accounts.md §4). Rules are checked once here, so developer warnings for
 * missing names or validators reach `warn` once rather than on every render.
 */
export function initFormState<V extends FormValues>(
  rules: readonly FieldRule[],
  values: V,
  options: FormHelperOptions = {},
): FormState<V> {
  checkFieldRules(rules, options);
  return { rules, values, errors: {}, apiErrors: {}, status: 'editing', submitCount: 0 };
}

/** First rule (in rule order) whose field still has an error, for focusing. */
function firstFieldWithError(rules: readonly FieldRule[], errors: FormErrors): string | undefined {
  return rules.find((rule) => Object.hasOwn(errors, rule.name))?.name;
}

/**
 * Pure form reducer for both apps (accounts.md §4 "Form helper behaviour", §8): `edit` stores the
 * raw value and clears that field's error and API error; `submit` validates every rule, trims
 * the values, records the first invalid field and clears old server errors; `apiError` records
 * field errors from the server and an optional form-level error.
 */
export function formReducer<V extends FormValues>(
  state: FormState<V>,
  action: FormAction,
): FormState<V> {
  switch (action.type) {
    case 'edit': {
      const cleared = clearOnEdit(state, action.name);
      const firstInvalid = firstFieldWithError(state.rules, cleared.errors);
      return {
        ...withoutKey(cleared, 'firstInvalid'),
        values: { ...state.values, [action.name]: action.value },
        ...(firstInvalid === undefined ? {} : { firstInvalid }),
        status: 'editing',
      };
    }
    case 'submit': {
      const result = validateForm(state.rules, state.values);
      return {
        ...withoutKey(withoutKey(state, 'firstInvalid'), 'formError'),
        values: result.values,
        errors: result.errors,
        apiErrors: {},
        ...(result.firstInvalid === undefined ? {} : { firstInvalid: result.firstInvalid }),
        status: result.valid ? 'valid' : 'invalid',
        submitCount: state.submitCount + 1,
      };
    }
    case 'apiError': {
      return {
        ...withoutKey(state, 'formError'),
        apiErrors: { ...state.apiErrors, ...(action.errors ?? {}) },
        ...(action.formError === undefined ? {} : { formError: action.formError }),
        status: 'editing',
      };
    }
  }
}

/**
 * Message key to show under a field (accounts.md §4, §8): the client-side error first, else the
 * server's.
 */
export function visibleFieldError(state: FieldErrorsState, name: string): string | undefined {
  return state.errors[name] ?? state.apiErrors[name];
}
