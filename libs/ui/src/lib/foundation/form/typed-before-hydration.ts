import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * What a shopper typed into a server-drawn field before the page hydrated, or null.
 *
 * A server-rendered field can be typed into before the page's script hydrates it. React keeps
 * what was typed in the DOM but not in the component's state, so the field's next render writes
 * the state's value back and the text is gone (a shopper's e-mail wiped as they move on to the
 * password). Typed text is the value the element holds beside the one the page gave it
 * (`defaultValue`, which React sets on every render it creates an input in): a field React drew
 * itself, or one nobody touched, has none. Text inputs and text areas only; React rewrites a
 * text area that had server text while it hydrates, so only an empty one keeps what was typed.
 */
export function typedValue(element: HTMLElement | null, held: string): string | null {
  const typable =
    element instanceof HTMLTextAreaElement ||
    (element instanceof HTMLInputElement &&
      element.type !== 'checkbox' &&
      element.type !== 'radio');
  if (!typable || element.value === held || element.value === element.defaultValue) return null;
  return element.value;
}

/**
 * Hands `adopt` what was typed into a controlled field before the page hydrated (see
 * `typedValue`), once, as the field mounts; `value` and `adopt` are read then.
 */
export function useTypedBeforeHydration(
  ref: RefObject<HTMLElement | null>,
  value: string,
  adopt: (typed: string) => void,
): void {
  const first = useRef({ value, adopt });
  // A layout effect: its update is applied before anything the shopper does next (a submit
  // pressed before hydration, sent again just after, must see what they typed).
  useLayoutEffect(() => {
    const typed = typedValue(ref.current, first.current.value);
    if (typed !== null) first.current.adopt(typed);
  }, [ref]);
}
