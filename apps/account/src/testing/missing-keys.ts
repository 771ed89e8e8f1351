const missing: unknown[] = [];

/** The i18n logger of tests: a missing key is recorded, and test-setup fails the test with it. */
export const recordingI18nLogger = {
  warn: (message: string, details?: unknown) => {
    if (message === 'Missing translation key') missing.push(details);
  },
  error: () => undefined,
};

export function takeMissingKeys(): unknown[] {
  return missing.splice(0);
}
