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

afterEach(() => {
  resetMatchMedia();
});
