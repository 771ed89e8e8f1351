// Test-only helpers: import them relatively from specs, never from the library's public API.
// Other libraries' specs and stories reach them through `@gio/ui/testing` (src/testing.ts).
export { expectStoriesAccessible } from './expect-stories-accessible';
export {
  setViewportWidth,
  installMatchMedia,
  resetMatchMedia,
  DEFAULT_TEST_VIEWPORT_WIDTH,
} from './match-media';
export { renderWithProviders } from './render-with-providers';
export { failOnMissingTranslationKeys } from './missing-translation-keys';
export { clickLoadsDocument } from './document-navigation';
