import { useCallback } from 'react';
import { useApiClient } from './api-client';
import { useShellEnvironment } from './shell-environment';

/**
 * Signs out (POST /api/logout), then loads the storefront's home page as a new document, so that
 * the session, the cart and every provider start again as a guest's, in either app. Rejects when
 * the call fails; the caller says so.
 */
export function useSignOut(): () => Promise<void> {
  const client = useApiClient();
  const { fullPageLoad } = useShellEnvironment();
  return useCallback(async () => {
    // Imported when used: the call's contract schemas (zod) stay out of every first load.
    const { signOut } = await import('./api/sign-out');
    await signOut(client);
    fullPageLoad('/');
  }, [client, fullPageLoad]);
}
