import '@testing-library/jest-dom';
import { setProjectAnnotations } from '@storybook/react';
import { toHaveNoViolations } from 'jest-axe';
import { TextDecoder, TextEncoder } from 'node:util';
import { previewAnnotations } from './lib/foundation/storybook/preview-annotations';
import { installMatchMedia, resetMatchMedia } from './lib/foundation/testing/match-media';
import { failOnMissingTranslationKeys } from './lib/foundation/testing/missing-translation-keys';

// jsdom lacks these; i18next, React and the router read them.
Object.assign(globalThis, { TextEncoder, TextDecoder });
installMatchMedia();

// Stories rendered through composeStories get the same decorators as in Storybook.
setProjectAnnotations([previewAnnotations]);

expect.extend(toHaveNoViolations);

// Every string the kit shows must exist in @gio/i18n (a missing key fails the test).
failOnMissingTranslationKeys();

afterEach(() => resetMatchMedia());

// Modals load their chunk on first open; loaded once here so that they open synchronously, as
// they do in the browser once loaded.
beforeAll(async () => {
  const { preloadModal } = await import('./lib/foundation/modal/lazy-modal');
  await preloadModal();
});
