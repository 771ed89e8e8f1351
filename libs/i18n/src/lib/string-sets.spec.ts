import { SUPPORTED_LANGUAGES } from './languages';
import { loadLanguageResources } from './load-i18n';
import { loadStorefrontI18n, loadStorefrontLanguageResources } from './load-storefront-i18n';
import { resources } from './resources';
import { ACCOUNT_ONLY_SECTIONS, storefrontResources } from './string-sets';

describe('string sets', () => {
  // A section added to common.json must be given to the storefront (resources/{vi,en}-storefront.ts)
  // or listed as the account app's own; otherwise the storefront would show its keys.
  it.each(SUPPORTED_LANGUAGES)('gives the storefront every section of %s but the account app’s own', (lng) => {
    const expected = Object.keys(resources[lng].common).filter(
      (section) => !(ACCOUNT_ONLY_SECTIONS as readonly string[]).includes(section),
    );
    expect(Object.keys(storefrontResources[lng].common).sort()).toEqual(expected.sort());
  });

  it.each(SUPPORTED_LANGUAGES)('gives the storefront the same strings as the gateway serves (%s)', (lng) => {
    const all: Readonly<Record<string, unknown>> = resources[lng].common;
    for (const [section, strings] of Object.entries(storefrontResources[lng].common)) {
      expect({ section, strings }).toEqual({ section, strings: all[section] });
    }
    expect(storefrontResources[lng].seo).toEqual(resources[lng].seo);
    expect(storefrontResources[lng].partner).toEqual(resources[lng].partner);
  });

  it('leaves the account app’s sections out of the storefront', () => {
    for (const section of ACCOUNT_ONLY_SECTIONS) {
      expect(resources.vi.common[section]).toBeDefined();
      expect(storefrontResources.vi.common).not.toHaveProperty(section);
    }
  });

  it('loads the storefront’s strings or all of them, one language at a time', async () => {
    await expect(loadStorefrontLanguageResources('vi')).resolves.toEqual(storefrontResources.vi);
    await expect(loadStorefrontLanguageResources('en')).resolves.toEqual(storefrontResources.en);
    await expect(loadLanguageResources('vi')).resolves.toEqual(resources.vi);
  });

  it('starts the storefront in the shown language with its strings alone', async () => {
    const i18n = await loadStorefrontI18n({ lng: 'vi-VN', logger: { warn: () => undefined, error: () => undefined } });
    expect(i18n.language).toBe('vi');
    expect(i18n.t('price.free')).toBe(resources.vi.common.price.free);
    expect(i18n.hasResourceBundle('en', 'common')).toBe(false);
    expect(i18n.exists('account.nav.dashboard')).toBe(false);
  });
});
