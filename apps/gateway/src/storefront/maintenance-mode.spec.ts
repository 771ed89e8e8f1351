import { generateDemoShop } from '@gio/seed';
import { withMaintenanceMode } from './maintenance-mode';

describe('withMaintenanceMode', () => {
  const site = generateDemoShop({ variants: 20, baseDate: '2026-01-01' }).siteConfig;

  it('switches the maintenance screen on, keeping every other setting and flag', () => {
    expect(site.features.maintenanceMode).toBe(false);
    const forced = withMaintenanceMode(site, true);
    expect(forced.features.maintenanceMode).toBe(true);
    expect({ ...forced, features: { ...forced.features, maintenanceMode: false } }).toEqual(site);
    expect(site.features.maintenanceMode).toBe(false);
  });

  it('leaves the stored flag in charge when the switch is off', () => {
    const stored = { ...site, features: { ...site.features, maintenanceMode: true } };
    expect(withMaintenanceMode(stored, false).features.maintenanceMode).toBe(true);
    expect(withMaintenanceMode(site, false)).toBe(site);
  });
});
