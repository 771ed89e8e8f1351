import { Timing } from '@gio/domain-enums';
import { useCallback, useEffect, useRef, useState } from 'react';

/** What the last copy did: nothing yet, copied `what` (for a while), or refused by the browser. */
export type CopyState<W extends string> = { status: 'idle' } | { status: 'copied'; what: W } | { status: 'failed'; what: W };

/**
 * Click to copy (accounts.md §9: the "copied" message shows for 2 s, `Timing.CLICK_TO_COPY_MESSAGE`).
 * The clipboard may be refused (no permission, an insecure page): that is said, so the person
 * can copy the shown text by hand.
 */
export function useCopy<W extends string>(): { state: CopyState<W>; copy: (what: W, text: string) => Promise<boolean> } {
  const [state, setState] = useState<CopyState<W>>({ status: 'idle' });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const copy = useCallback(async (what: W, text: string) => {
    if (timer.current) clearTimeout(timer.current);
    let copied = false;
    try {
      await navigator.clipboard.writeText(text);
      copied = true;
    } catch {
      copied = false;
    }
    if (!copied) {
      setState({ status: 'failed', what });
      return false;
    }
    setState({ status: 'copied', what });
    timer.current = setTimeout(() => setState({ status: 'idle' }), Timing.CLICK_TO_COPY_MESSAGE);
    return true;
  }, []);
  return { state, copy };
}
