import { Timing } from '@gio/domain-enums';
import { useCallback, useEffect, useRef, useState } from 'react';

/** What the last copy did: nothing yet, copied (for a while), or refused by the browser. */
export type CopyState = { status: 'idle' } | { status: 'copied'; what: string } | { status: 'failed'; what: string };

/**
 * Click to copy (accounts.md §9: the "copied" message shows for 2 s, `Timing.CLICK_TO_COPY_MESSAGE`).
 * The clipboard may be refused (no permission, an insecure page): that is said, so the person
 * can copy the shown text by hand.
 */
export function useCopy(): { state: CopyState; copy: (what: string, text: string) => Promise<boolean> } {
  const [state, setState] = useState<CopyState>({ status: 'idle' });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const copy = useCallback(async (what: string, text: string) => {
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
