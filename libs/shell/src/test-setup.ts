import '@testing-library/jest-dom';
import { setProjectAnnotations } from '@storybook/react';
import {
  failOnMissingTranslationKeys,
  installMatchMedia,
  previewAnnotations,
  resetMatchMedia,
} from '@gio/ui/testing';
import { toHaveNoViolations } from 'jest-axe';
import { TextDecoder, TextEncoder } from 'node:util';
import { preloadSignupForm } from './lib/footer/lazy-signup-form';

// jsdom lacks these; i18next, React and the router read them.
Object.assign(globalThis, { TextEncoder, TextDecoder });
installMatchMedia();
window.scrollTo = () => undefined;

// Stories rendered through composeStories get the same decorators as in Storybook (the UI kit's
// project annotations: Vietnamese i18n, tokens).
setProjectAnnotations([previewAnnotations]);

expect.extend(toHaveNoViolations);

// Every string the shell shows must exist in @gio/i18n (a missing key fails the test).
failOnMissingTranslationKeys();

afterEach(() => resetMatchMedia());

// The footer's sign-up form loads its chunk when the footer nears the viewport; loaded once here
// so that it renders synchronously, as it does in the browser once loaded.
beforeAll(() => preloadSignupForm());
