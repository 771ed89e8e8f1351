import type { JsonClient } from '@gio/data-access';
import { createContext, useContext, type ReactNode } from 'react';

const ApiClientContext = createContext<JsonClient | null>(null);

/**
 * The one JSON client of the app (data-access `createJsonClient`), shared by every request file of
 * the app and of the shell; `ShellProvider` provides it.
 */
export function ApiClientProvider({
  client,
  children,
}: {
  client: JsonClient;
  children: ReactNode;
}) {
  return <ApiClientContext.Provider value={client}>{children}</ApiClientContext.Provider>;
}

export function useApiClient(): JsonClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient needs an ApiClientProvider');
  return client;
}
