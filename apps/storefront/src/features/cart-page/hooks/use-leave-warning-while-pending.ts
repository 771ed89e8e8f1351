import { isNavigationBlocked } from '@gio/domain-cart';
import { useEffect } from 'react';

/**
 * storefront.md §4 "Navigation is blocked while a cart quantity update is pending": in-app
 * navigations are held by the shell's blocker; leaving the site (reload, close, typed url)
 * asks first here, while a change on the cart page is unanswered.
 */
export function useLeaveWarningWhilePending(pending: number): void {
  const blocked = isNavigationBlocked(pending);
  useEffect(() => {
    if (!blocked) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [blocked]);
}
