import { useEffect, useRef, type RefObject } from 'react';

/**
 * The text a field's element holds, or null for an element without one (a checkbox, a radio).
 *
 * A server-rendered field can be typed into before the page's script hydrates it. React keeps
 * what was typed in the DOM but not in the component's state, so the field's next render writes
 * the state's value back and the text is gone (a shopper's e-mail wiped as they move on to the
 * password). Reading this once after hydration lets the state take it in.
 */
export function typedValue(element: HTMLElement | null): string | null {
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement)
    return element.value;
  if (
    element instanceof HTMLInputElement &&
    element.type !== 'checkbox' &&
    element.type !== 'radio'
  )
    return element.value;
  return null;
}

/** Hands `adopt` the text typed into a controlled field before it hydrated, when it differs from `value` (see `typedValue`). */
export function useTypedBeforeHydration(
  ref: RefObject<HTMLElement | null>,
  value: string,
  adopt: (typed: string) => void,
): void {
  const first = useRef({ value, adopt });
  useEffect(() => {
    const typed = typedValue(ref.current);
    if (typed !== null && typed !== first.current.value) first.current.adopt(typed);
  }, [ref]);
}
