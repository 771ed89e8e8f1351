/**
 * The server-drawn page's forms before hydration. index.html's first script stops any form sent
 * before the page has hydrated (its fields would otherwise leave as a plain GET: a password in
 * the address, in the history and in the logs) and keeps what was pressed under this name.
 */
export const HELD_SUBMIT = '__gioHeldSubmit';

/** Set on `<html>` once the page has hydrated: forms are React's from then on. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

type HeldSubmit = HTMLFormElement | HTMLButtonElement | HTMLInputElement;

/**
 * Marks the page hydrated and sends again the form a shopper sent before, as if pressed now: the
 * sign-in they pressed while the page was loading goes ahead, with what they typed (the fields
 * took it in as they hydrated, `useTypedBeforeHydration`).
 */
export function releaseHeldSubmit(): void {
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
  const store = window as unknown as Record<string, HeldSubmit | undefined>;
  const held = store[HELD_SUBMIT];
  delete store[HELD_SUBMIT];
  if (!held?.isConnected) return;
  const form = held instanceof HTMLFormElement ? held : held.form;
  if (!form?.isConnected) return;
  const submitter = held instanceof HTMLFormElement ? undefined : held;
  // After this commit's effects: the fields' state holds what was typed before it is sent.
  setTimeout(() => {
    if (form.isConnected) form.requestSubmit(submitter?.form === form ? submitter : undefined);
  }, 0);
}
