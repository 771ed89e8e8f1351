import { useEffect } from 'react';
import { releaseHeldSubmit } from './held-submit';

let markHydrated: () => void = () => undefined;

/**
 * Settles once the page's content (the shell's Suspense boundary around the route) has hydrated,
 * or, on a page the browser rendered itself, first rendered: the shell asks the session only
 * then (`SessionProvider` `askAfter`), so that its answer never finds that content still
 * server-drawn. Once per document: a later navigation renders, it does not hydrate.
 */
export const contentHydrated: Promise<void> = new Promise((resolve) => {
  markHydrated = resolve;
});

/**
 * Rendered at the end of the page's content; its effect runs once that content has hydrated, and
 * sends a form pressed before (`releaseHeldSubmit`).
 */
export function ContentHydrated() {
  useEffect(() => {
    markHydrated();
    releaseHeldSubmit();
  }, []);
  return null;
}
