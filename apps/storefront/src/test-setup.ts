import '@testing-library/jest-dom';
import { preloadSignupForm } from '@gio/shell';
import { preloadModal } from '@gio/ui';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these; react-router and i18next read them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom has no layout: media queries answer from the window width (1024 px by default), enough
// for the kit's breakpoint hooks (zoom, banner text, modal sheet).
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
afterEach(() => window.sessionStorage.clear());

// Pages live in lazy chunks; loaded once here, every route renders synchronously as it does in
// the browser after the first page's preload.
beforeAll(async () => {
  const { ALL_PAGES } = await import('./app/routes');
  const { preloadPages } = await import('./lib/lazy-page');
  const { FirstLoadEngagement } = await import('./app/shell');
  await Promise.all([
    preloadPages(ALL_PAGES),
    preloadModal(),
    preloadSignupForm(),
    FirstLoadEngagement.preload(),
  ]);
});
