import { MaintenanceScreen } from '@gio/ui';
import type { ReactNode } from 'react';
import { AppProviders, type AppProvidersProps } from './providers/app-providers';
import { PageDataBootstrapProvider, type PageDataBootstrap } from './root-route';

export interface AppRootProps extends Omit<AppProvidersProps, 'children'> {
  bootstrap: PageDataBootstrap;
  /** The router: RouterProvider in the browser, StaticRouterProvider on the server. */
  router: ReactNode;
}

/**
 * The whole app: providers around the router, or around the maintenance screen when the site's
 * maintenance-mode flag is on (storefront.md §2: it replaces the whole app).
 */
export function AppRoot({ bootstrap, router, ...providers }: AppRootProps) {
  return (
    <AppProviders {...providers}>
      {providers.site.maintenanceMode ? (
        <MaintenanceScreen
          supportPhone={providers.site.support.telephone}
          supportEmail={providers.site.support.email}
        />
      ) : (
        <PageDataBootstrapProvider value={bootstrap}>{router}</PageDataBootstrapProvider>
      )}
    </AppProviders>
  );
}
