import { useCallback, useEffect, useRef, useState } from 'react';

/** Where a link modal's call stands: sent, answered, or refused. */
export type LinkTaskState<T> =
  { status: 'pending' } | { status: 'done'; value: T } | { status: 'error'; error: unknown };

/**
 * Runs a link modal's call once when the modal shows (not again on a re-render or a second
 * effect run), and again only when the shopper asks to retry.
 */
export function useLinkTask<T>(start: () => Promise<T>): [LinkTaskState<T>, () => void] {
  const [state, setState] = useState<LinkTaskState<T>>({ status: 'pending' });
  const started = useRef(false);
  const active = useRef(true);
  const startRef = useRef(start);
  startRef.current = start;

  const run = useCallback(() => {
    setState({ status: 'pending' });
    startRef.current().then(
      (value) => active.current && setState({ status: 'done', value }),
      (error: unknown) => active.current && setState({ status: 'error', error }),
    );
  }, []);

  useEffect(() => {
    active.current = true;
    if (!started.current) {
      started.current = true;
      run();
    }
    return () => {
      active.current = false;
    };
  }, [run]);

  return [state, run];
}
