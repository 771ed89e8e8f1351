import '@testing-library/jest-dom';
import { preloadModal } from '@gio/ui';
import { TextDecoder, TextEncoder } from 'node:util';
import { toHaveNoViolations } from 'jest-axe';
import { takeMissingKeys } from './testing/missing-keys';

expect.extend(toHaveNoViolations);

// jsdom lacks these; react-router and i18next read them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom has no layout: media queries answer from the window width (1024 px by default).
window.matchMedia = (query: string): MediaQueryList => {
  const matches = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)].every(([, kind, px]) =>
    kind === 'min' ? window.innerWidth >= Number(px) : window.innerWidth <= Number(px),
  );
  return {
    matches,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => true,
  } as MediaQueryList;
};
window.scrollTo = () => undefined;

// The data router settles loaders, actions and fetchers on its own schedule, outside any act()
// a test could wrap; tests wait for what a person sees instead (findBy…). React's reminder about
// it is left out of the output, every other console error stays.
const consoleError = console.error.bind(console);
jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  // The router's and the shell's lazy parts (the footer's sign-up form) settle outside act().
  if (typeof args[0] === 'string' && /not wrapped in act\(|suspended inside an `act` scope/.test(args[0])) return;
  consoleError(...args);
});

// Every string the app shows must exist in @gio/i18n: a key i18next reports missing while a
// test renders fails that test.
afterEach(() => {
  const missing = takeMissingKeys();
  if (missing.length > 0) throw new Error(`Missing translation keys: ${JSON.stringify(missing)}`);
});

// The kit's modal loads its chunk on first open; loaded once here so dialogs open at once.
beforeAll(async () => {
  await preloadModal();
});
