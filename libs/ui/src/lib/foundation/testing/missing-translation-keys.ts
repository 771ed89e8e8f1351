/**
 * Every string a component shows must exist in @gio/i18n: a key that i18next reports missing
 * (createI18n logs it through console.warn by default) fails the test that rendered it. Call once
 * from a jest setup file (`setupFilesAfterEnv`).
 */
export function failOnMissingTranslationKeys(): void {
  const missingKeys: unknown[] = [];
  const consoleWarn = console.warn.bind(console);
  beforeEach(() => {
    jest.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
      if (args[0] === 'Missing translation key') missingKeys.push(args[1]);
      else consoleWarn(...args);
    });
  });
  afterEach(() => {
    const found = missingKeys.splice(0);
    if (found.length > 0) throw new Error(`Missing translation keys: ${JSON.stringify(found)}`);
  });
}
