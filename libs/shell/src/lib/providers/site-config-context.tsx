import { createContext, useContext, type ReactNode } from 'react';
import { DEFAULT_SITE_CONFIG, type SiteShellConfig } from './site-config';

const SiteConfigContext = createContext<SiteShellConfig>(DEFAULT_SITE_CONFIG);

export function SiteConfigProvider({
  config,
  children,
}: {
  config: SiteShellConfig;
  children: ReactNode;
}) {
  return <SiteConfigContext.Provider value={config}>{children}</SiteConfigContext.Provider>;
}

export function useSiteConfig(): SiteShellConfig {
  return useContext(SiteConfigContext);
}
