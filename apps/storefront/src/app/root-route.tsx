import { useApiClient } from '@gio/shell';
import { ModalProvider } from '@gio/ui';
import { createContext, useContext, type ReactNode } from 'react';
import type { PageData } from '../lib/page-data';
import { PageDataProvider, type NavigationEnvironment } from '../lib/page-data-provider';
import { Shell } from './shell';

export interface PageDataBootstrap {
  /** The page data of the first location: inlined by the server, or handed to render(). */
  initialData: PageData | null;
  environment: NavigationEnvironment;
}

const BootstrapContext = createContext<PageDataBootstrap | null>(null);

/** Hands the first page's data to the router's root route, which lives inside the router. */
export function PageDataBootstrapProvider({
  value,
  children,
}: {
  value: PageDataBootstrap;
  children: ReactNode;
}) {
  return <BootstrapContext.Provider value={value}>{children}</BootstrapContext.Provider>;
}

/** The root route: the page-data holder (it needs the router's location) around the shell. */
export function RootRoute() {
  const bootstrap = useContext(BootstrapContext);
  const client = useApiClient();
  if (!bootstrap) throw new Error('RootRoute needs a PageDataBootstrapProvider');
  return (
    <PageDataProvider
      initialData={bootstrap.initialData}
      client={client}
      environment={bootstrap.environment}
    >
      {/* Inside the router, so that modal content can hold router links. */}
      <ModalProvider>
        <Shell />
      </ModalProvider>
    </PageDataProvider>
  );
}
