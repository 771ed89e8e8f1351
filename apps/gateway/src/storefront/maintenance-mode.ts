import type { SiteConfig } from '@gio/seed';

/**
 * The site configuration first loads render with. MAINTENANCE_MODE=true is the operator's
 * switch for a deploy or a database migration: it turns the storefront's maintenance screen on
 * (storefront.md §2 "Maintenance") whatever the stored site configuration says, without a write
 * to the database the maintenance is about. Off, the stored flag decides.
 */
export function withMaintenanceMode(site: SiteConfig, forced: boolean): SiteConfig {
  if (!forced) return site;
  return { ...site, features: { ...site.features, maintenanceMode: true } };
}
