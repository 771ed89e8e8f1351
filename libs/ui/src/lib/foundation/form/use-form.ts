import { MessageKey } from '@gio/domain-enums';
import {
  formReducer,
  initFormState,
  visibleFieldError,
  type FieldRule,
  type FormErrors,
  type FormState,
  type FormValues,
} from '@gio/domain-validation';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useReducer,
  useRef,
  useState,
  type FormEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { typedValue } from './typed-before-hydration';

/** What `onSubmit` may answer: server errors per field and/or for the whole form (message keys). */
export interface SubmitOutcome {
  errors?: FormErrors;
  formError?: string;
}

export interface UseFormOptions<V extends FormValues> {
  rules: readonly FieldRule[];
  initialValues: V;
  /** Runs with the trimmed values once every rule passes. A throw shows form.api_error_message_default. */
  onSubmit: (values: V) => Promise<SubmitOutcome | void> | SubmitOutcome | void;
  /** Interpolation values for a field's messages, e.g. `{ birthday: { date: '31/12/2007' } }`. */
  messageValues?: Readonly<Record<string, Record<string, unknown>>>;
  /** Developer warnings of the form helper (missing names or validators, accounts.md §8). */
  warn?: (message: string) => void;
}

/** Props `useForm().field(name)` gives a `FormInput`. */
export interface FieldBinding {
  name: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  required: boolean;
  ref: (element: HTMLElement | null) => void;
}

export interface UseFormResult<V extends FormValues> {
  state: FormState<V>;
  values: V;
  field: (name: keyof V & string) => FieldBinding;
  handleSubmit: (event?: FormEvent) => void;
  submitting: boolean;
  /** The translated form-level error (e.g. "entry already used"), if any. */
  formError: string | undefined;
}

/** What a field shows of a value: nothing for a missing one. */
function fieldText(value: unknown): string {
  return value === undefined || value === null ? '' : String(value);
}

/**
 * Wires the domain form helper (`formReducer` from @gio/domain-validation: validateField,
 * validateForm, clearOnEdit) to inputs: errors are message keys translated here; a failed
 * submit focuses the first invalid field; server errors per field clear when that field is
 * edited (accounts.md §4, §8).
 */
export function useForm<V extends FormValues>({
  rules,
  initialValues,
  onSubmit,
  messageValues,
  warn,
}: UseFormOptions<V>): UseFormResult<V> {
  const { t } = useTranslation('common');
  const [state, dispatch] = useReducer(formReducer<V>, undefined, () =>
    initFormState(rules, initialValues, { warn }),
  );
  const [submitting, setSubmitting] = useState(false);
  const elements = useRef(new Map<string, HTMLElement>());
  const onSubmitRef = useRef(onSubmit);
  onSubmitRef.current = onSubmit;
  const handledSubmit = useRef(0);

  const latest = useRef(state);
  latest.current = state;
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // What was typed into the server-drawn fields before hydration is taken in (`typedValue`), in a
  // layout effect so that a submit pressed before hydration and sent again just after sees it.
  useLayoutEffect(() => {
    for (const [name, element] of elements.current) {
      const typed = typedValue(element, fieldText(latest.current.values[name]));
      if (typed !== null) dispatch({ type: 'edit', name, value: typed });
    }
  }, []);

  // Runs once per submit, after the reducer has validated: focus or send.
  useEffect(() => {
    const submitted = latest.current;
    if (submitted.submitCount === handledSubmit.current) return;
    handledSubmit.current = submitted.submitCount;
    if (submitted.status === 'invalid') {
      if (submitted.firstInvalid) elements.current.get(submitted.firstInvalid)?.focus();
      return;
    }
    if (submitted.status !== 'valid') return;
    setSubmitting(true);
    Promise.resolve()
      .then(() => onSubmitRef.current(submitted.values))
      .then(
        (outcome) => {
          if (!mounted.current || !outcome || (!outcome.errors && !outcome.formError)) return;
          dispatch({ type: 'apiError', errors: outcome.errors, formError: outcome.formError });
          const firstServerField = submitted.rules.find(
            (rule) => outcome.errors && Object.hasOwn(outcome.errors, rule.name),
          );
          if (firstServerField) elements.current.get(firstServerField.name)?.focus();
        },
        () => {
          if (mounted.current)
            dispatch({ type: 'apiError', formError: MessageKey.FORM_API_ERROR_DEFAULT });
        },
      )
      .finally(() => {
        if (mounted.current) setSubmitting(false);
      });
  }, [state.submitCount]);

  const translate = useCallback(
    (name: string, key: string | undefined) =>
      key === undefined ? undefined : t(key, messageValues?.[name]),
    [t, messageValues],
  );

  const field = useCallback(
    (name: keyof V & string): FieldBinding => ({
      name,
      value: fieldText(state.values[name]),
      onChange: (value: string) => dispatch({ type: 'edit', name, value }),
      error: translate(name, visibleFieldError(state, name)),
      required: rules.some((rule) => rule.name === name && rule.required),
      ref: (element: HTMLElement | null) => {
        if (element) elements.current.set(name, element);
        else elements.current.delete(name);
      },
    }),
    [state, rules, translate],
  );

  const handleSubmit = useCallback(
    (event?: FormEvent) => {
      event?.preventDefault();
      // One submit at a time (storefront.md §4, footer sign-up).
      if (!submitting) dispatch({ type: 'submit' });
    },
    [submitting],
  );

  return {
    state,
    values: state.values,
    field,
    handleSubmit,
    submitting,
    formError: state.formError === undefined ? undefined : t(state.formError),
  };
}
