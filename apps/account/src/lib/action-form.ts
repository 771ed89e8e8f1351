import { MessageKey } from '@gio/domain-enums';
import type { FieldRule, FormValues } from '@gio/domain-validation';
import { useForm, type UseFormResult } from '@gio/ui';
import { useCallback, useRef } from 'react';
import { useFetcher, type ActionFunction, type FetcherWithComponents } from 'react-router';
import type { ActionFailure, ActionResult } from './action-result';

type JsonBody = Record<string, unknown>;

/** The body field that names one submission, so its action's answer can be found again. */
export const SUBMISSION_FIELD = '_submission';

const answers = new Map<string, unknown>();
let submissions = 0;

/**
 * Wraps a route action so that its answer is kept for the submission that asked for it (see
 * {@link useActionSubmit}); createRoutes wraps every action with it.
 */
export function recordingAction(action: ActionFunction): ActionFunction {
  return async (args) => {
    let id: unknown;
    try {
      id = ((await args.request.clone().json()) as Record<string, unknown> | null)?.[SUBMISSION_FIELD];
    } catch {
      id = undefined;
    }
    const answer: unknown = await action(args);
    if (typeof id === 'string') answers.set(id, answer);
    return answer;
  };
}

/**
 * A fetcher whose `submit` resolves with the action's answer once the action has run and the
 * page's loaders have run again, so that the caller can show its confirmation or its errors.
 * The answer is found by the submission's id rather than through the fetcher's state, so it
 * arrives even when the change unmounts the component that asked (a first password set swaps
 * the set form for the change form). The fetcher is returned too, for its pending state.
 */
export function useActionSubmit<R>(): {
  fetcher: FetcherWithComponents<R>;
  submit: (body: JsonBody, action?: string) => Promise<R | undefined>;
} {
  // Actions answer plain JSON data, which the router hands back as it is.
  const fetcher = useFetcher() as FetcherWithComponents<R>;
  const send = fetcher.submit;
  const submit = useCallback(
    async (body: JsonBody, action?: string) => {
      submissions += 1;
      const id = `submission-${submissions}`;
      await send({ ...body, [SUBMISSION_FIELD]: id } as never, { method: 'post', encType: 'application/json', action });
      const answer = answers.get(id) as R | undefined;
      answers.delete(id);
      return answer;
    },
    [send],
  );
  return { fetcher, submit };
}

export interface UseActionFormOptions<V extends FormValues, T> {
  rules: readonly FieldRule[];
  initialValues: V;
  /** The route whose action runs; the current route's by default. */
  action?: string;
  /** Sent with the values so that one action can serve several forms of a page. */
  intent?: string;
  /** The body to send for the checked (trimmed) values; the values themselves by default. */
  toBody?: (values: V) => JsonBody;
  onSuccess?: (value: T) => void;
  /** Sees a failure first; answering true means the page has handled it (no error on the form). */
  onFailure?: (failure: ActionFailure) => boolean;
  messageValues?: Readonly<Record<string, Record<string, unknown>>>;
}

/**
 * The UI kit's `useForm` (the domain form helper: required fields, validators in order, errors
 * cleared on edit, focus on the first invalid field after a failed submit) whose valid submit
 * goes to a route action through a fetcher. The action's field errors are shown under their
 * fields (focus moves to the first), its form error above the buttons, and `onSuccess` gets the
 * action's value (for a toast or a navigation).
 */
export function useActionForm<V extends FormValues, T = null>(
  options: UseActionFormOptions<V, T>,
): UseFormResult<V> & { fetcher: FetcherWithComponents<ActionResult<T>> } {
  const { fetcher, submit } = useActionSubmit<ActionResult<T>>();
  const latest = useRef(options);
  latest.current = options;
  const form = useForm<V>({
    rules: options.rules,
    initialValues: options.initialValues,
    messageValues: options.messageValues,
    onSubmit: async (values) => {
      const { intent, toBody, action } = latest.current;
      const body = { ...(toBody ? toBody(values) : values), ...(intent ? { intent } : {}) };
      const result = await submit(body, action);
      if (!result) return { formError: MessageKey.FORM_API_ERROR_DEFAULT };
      if (result.ok) {
        latest.current.onSuccess?.(result.value);
        return undefined;
      }
      if (latest.current.onFailure?.(result)) return undefined;
      return { errors: result.errors, formError: result.formError };
    },
  });
  return { ...form, fetcher };
}
