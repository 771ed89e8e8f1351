import { loadI18n, resolveLanguage } from './load-i18n';
import { resources } from './resources';

const quiet = { warn: () => undefined, error: () => undefined };

describe('loadI18n', () => {
  it('shows the asked language at once, with only that language loaded', async () => {
    const i18n = await loadI18n({ lng: 'vi', logger: quiet });
    expect(i18n.t('price.free')).toBe(resources.vi.common.price.free);
    expect(i18n.hasResourceBundle('vi', 'common')).toBe(true);
    expect(i18n.hasResourceBundle('en', 'common')).toBe(false);
  });

  it('loads English for English and for languages the shop does not speak', async () => {
    const english = await loadI18n({ lng: 'en-GB', logger: quiet });
    expect(english.language).toBe('en');
    expect(english.t('price.free')).toBe(resources.en.common.price.free);
    expect((await loadI18n({ lng: 'fr', logger: quiet })).t('price.free')).toBe(resources.en.common.price.free);
  });
});

describe('resolveLanguage', () => {
  it('reads region tags as their base language and falls back to English', () => {
    expect(resolveLanguage('vi-VN')).toBe('vi');
    expect(resolveLanguage('EN')).toBe('en');
    expect(resolveLanguage('de')).toBe('en');
  });
});
