import { MessageKey } from '@gio/domain-enums';
import type { FieldRule, FormValues } from '@gio/domain-validation';
import { useForm, type UseFormResult } from '@gio/ui';
import { useCallback, useEffect, useRef } from 'react';
import { useFetcher, type FetcherWithComponents } from 'react-router';
import type { ActionResult } from './action-result';

type JsonBody = Record<string, unknown>;

/**
 * A fetcher whose `submit` resolves with the action's answer once the action has run and the
 * page's loaders have run again (the fetcher is idle again), so that the caller can show its
 * confirmation or its errors. The fetcher is returned too, for its pending state.
 */
export function useActionSubmit<R>(): {
  fetcher: FetcherWithComponents<R>;
  submit: (body: JsonBody, action?: string) => Promise<R | undefined>;
} {
  // Actions answer plain JSON data, which the router hands back as it is.
  const fetcher = useFetcher() as FetcherWithComponents<R>;
  const waiting = useRef<{
    resolve: (answer: R | undefined) => void;
    started: boolean;
    before: R | undefined;
  } | null>(null);
  const shownData = useRef(fetcher.data);
  shownData.current = fetcher.data;
  useEffect(() => {
    const pending = waiting.current;
    if (!pending) return;
    if (fetcher.state !== 'idle') {
      pending.started = true;
      return;
    }
    // Idle before the submission started is the render that queued it, not its end; a quick
    // action may go from idle to idle with new data in one render.
    if (!pending.started && fetcher.data === pending.before) return;
    waiting.current = null;
    pending.resolve(fetcher.data);
  }, [fetcher.state, fetcher.data]);
  const send = fetcher.submit;
  const submit = useCallback(
    (body: JsonBody, action?: string) =>
      new Promise<R | undefined>((resolve) => {
        waiting.current = { resolve, started: false, before: shownData.current };
        void send(body as never, { method: 'post', encType: 'application/json', action });
      }),
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
      return { errors: result.errors, formError: result.formError };
    },
  });
  return { ...form, fetcher };
}
