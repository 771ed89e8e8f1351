import { useRouteError } from 'react-router';

/**
 * react-router catches a page's render error in its own boundary; throwing it again hands it to
 * the shell's ErrorBoundary, which shows TEMPORARILY UNAVAILABLE inside the shell, reports it and
 * resets only when the canonical url changes (storefront.md §8, domain-shell
 * `shouldResetRenderError`).
 */
export function RethrowRouteError(): never {
  throw useRouteError();
}
