import '@testing-library/jest-dom';
import { setProjectAnnotations } from '@storybook/react';
import { toHaveNoViolations } from 'jest-axe';
import { TextDecoder, TextEncoder } from 'node:util';
import { previewAnnotations } from './lib/foundation/storybook/preview-annotations';
import { installMatchMedia, resetMatchMedia } from './lib/foundation/testing/match-media';

// jsdom lacks these; i18next, React and the router read them.
Object.assign(globalThis, { TextEncoder, TextDecoder });
installMatchMedia();

// Stories rendered through composeStories get the same decorators as in Storybook.
setProjectAnnotations([previewAnnotations]);

expect.extend(toHaveNoViolations);

// Every string the kit shows must exist in @gio/i18n: a key that i18next reports missing
// (createI18n logs it through console.warn by default) fails the test that rendered it.
const missingKeys: unknown[] = [];
const consoleWarn = console.warn.bind(console);
beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (args[0] === 'Missing translation key') missingKeys.push(args[1]);
    else consoleWarn(...args);
  });
});

afterEach(() => {
  resetMatchMedia();
  const found = missingKeys.splice(0);
  if (found.length > 0) throw new Error(`Missing translation keys: ${JSON.stringify(found)}`);
});

// Modals load their chunk on first open; loaded once here so that they open synchronously, as
// they do in the browser once loaded.
beforeAll(async () => {
  const { preloadModal } = await import('./lib/foundation/modal/lazy-modal');
  await preloadModal();
});
