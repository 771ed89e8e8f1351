import { SUPPORTED_LANGUAGES } from './languages';
import { loadLanguageResources } from './load-i18n';
import {
  hasStorefrontLaterStrings,
  loadStorefrontI18n,
  loadStorefrontLanguageResources,
  loadStorefrontLaterStrings,
} from './load-storefront-i18n';
import { resources } from './resources';
import { ACCOUNT_ONLY_SECTIONS, STOREFRONT_LATER_SECTIONS, storefrontResources } from './string-sets';

const quiet = { warn: () => undefined, error: () => undefined };
const later: readonly string[] = STOREFRONT_LATER_SECTIONS;
const accountOnly: readonly string[] = ACCOUNT_ONLY_SECTIONS;

describe('string sets', () => {
  // A section added to common.json must be given to the storefront (resources/{vi,en}-storefront.ts
  // or -storefront-later.ts) or listed as the account app's own; otherwise the storefront would
  // show its keys.
  it.each(SUPPORTED_LANGUAGES)('gives the storefront every section of %s but the account app’s own', async (lng) => {
    const all = Object.keys(resources[lng].common);
    expect(Object.keys(storefrontResources[lng].common).sort()).toEqual(all.filter((s) => !accountOnly.includes(s)).sort());
    const firstLoad = Object.keys((await loadStorefrontLanguageResources(lng)).common);
    expect(firstLoad.sort()).toEqual(all.filter((s) => !accountOnly.includes(s) && !later.includes(s)).sort());
  });

  it.each(SUPPORTED_LANGUAGES)('gives the storefront the same strings as the gateway serves (%s)', (lng) => {
    const all: Readonly<Record<string, unknown>> = resources[lng].common;
    for (const [section, strings] of Object.entries(storefrontResources[lng].common)) {
      expect({ section, strings }).toEqual({ section, strings: all[section] });
    }
    expect(storefrontResources[lng].seo).toEqual(resources[lng].seo);
    expect(storefrontResources[lng].partner).toEqual(resources[lng].partner);
  });

  it('loads all the strings for the account app', async () => {
    await expect(loadLanguageResources('vi')).resolves.toEqual(resources.vi);
  });

  it('starts the storefront in the shown language with its first-load strings alone', async () => {
    const i18n = await loadStorefrontI18n({ lng: 'vi-VN', logger: quiet });
    expect(i18n.language).toBe('vi');
    expect(i18n.t('price.free')).toBe(resources.vi.common.price.free);
    expect(i18n.hasResourceBundle('en', 'common')).toBe(false);
    expect(i18n.exists('account.nav.dashboard')).toBe(false);
    expect(hasStorefrontLaterStrings(i18n)).toBe(false);
  });

  it('adds the pop-ups’ strings when they load, keeping the first-load ones', async () => {
    const i18n = await loadStorefrontI18n({ lng: 'en', logger: quiet });
    await loadStorefrontLaterStrings(i18n);
    expect(hasStorefrontLaterStrings(i18n)).toBe(true);
    expect(i18n.t('engagement_popups.first_load_retry')).toBe(resources.en.common.engagement_popups.first_load_retry);
    expect(i18n.t('price.free')).toBe(resources.en.common.price.free);
  });
});
